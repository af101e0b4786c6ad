import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import type { whatsappOutbox } from '../../db/schema/channels.ts';
import type { mailOutbox, smsOutbox, TDeliveryStatus } from '../../db/schema/outbox.ts';

/**
 * What the mail, SMS and WhatsApp senders share: an outbox row's delivery state, one attempt at sending a row,
 * claimed so that two processes never send it twice, and the reading of a provider's answer.
 */

/** The outcome of a send or of one retry: the outbox row's state after it. */
export interface TDelivery {
  id: number;
  status: TDeliveryStatus;
  attempts: number;
  providerMessageId: string | null;
  error: string | null;
}

/** The columns every outbox has that a delivery is read from. */
interface TOutboxRowState {
  id: number;
  status: TDeliveryStatus;
  attempts: number;
  provider_message_id: string | null;
  last_error: string | null;
}

export const toDelivery = (row: TOutboxRowState): TDelivery => ({
  id: row.id,
  status: row.status,
  attempts: row.attempts,
  providerMessageId: row.provider_message_id,
  error: row.last_error,
});

/** A phone number as the SMS and WhatsApp senders take it: E.164, e.g. +966500000001. */
export const E164 = /^\+[1-9][0-9]{6,14}$/;

/** A provider's answer as the JSON object it is, or null for anything else (an HTML error page, ...). */
export function parseJsonObject<T extends object>(raw: string): T | null {
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

const MAX_ERROR_LENGTH = 1000;

/** A one-line error for `last_error`: the code (ECONNREFUSED, EAUTH, ...) and the message, never a stack. */
export function describeError(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown; cause?: { code?: unknown; message?: unknown } } | null;
  const code = typeof e?.code === 'string' ? e.code : typeof e?.responseCode === 'number' ? String(e.responseCode) : '';
  const message = typeof e?.message === 'string' ? e.message : String(error);
  // fetch() hides the network error (ECONNREFUSED, ...) in its cause.
  const cause = typeof e?.cause?.code === 'string' ? e.cause.code : typeof e?.cause?.message === 'string' ? e.cause.message : '';
  const line = `${code && !message.includes(code) ? `${code}: ` : ''}${message}${cause ? ` (${cause})` : ''}`.replace(/\s+/g, ' ').trim();
  return line.length > MAX_ERROR_LENGTH ? `${line.slice(0, MAX_ERROR_LENGTH - 1)}…` : line;
}

type TOutboxTable = typeof mailOutbox | typeof smsOutbox | typeof whatsappOutbox;

/**
 * One more attempt at a 'queued' or 'failed' row of `table`: claimed first (attempts + 1, only by the caller that
 * still sees the row as it read it), then `send` (which resolves with the provider's message id, or rejects), then
 * recorded as sent or failed (never over a 'sent' another attempt recorded). Null when another process took it.
 */
export function outboxAttempt<TRow extends TOutboxRowState>(db: TDatabase, table: TOutboxTable, send: (row: TRow) => Promise<string | null>): (row: TRow) => Promise<TDelivery | null> {
  // The three outboxes have these columns alike; drizzle types an update of one table at a time.
  const outbox = table as typeof smsOutbox;
  return async (row) => {
    const [claimed] = await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, status: 'queued' })
      .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), inArray(outbox.status, ['queued', 'failed'])))
      .returning();
    if (!claimed) return null;
    try {
      const messageId = await send(claimed as unknown as TRow);
      const [sent] = await db.update(outbox).set({ status: 'sent', provider_message_id: messageId, sent_at: sql`now()`, last_error: null }).where(eq(outbox.id, claimed.id)).returning();
      return toDelivery(sent ?? claimed);
    } catch (error) {
      const [failed] = await db
        .update(outbox)
        .set({ status: 'failed', last_error: describeError(error) })
        .where(and(eq(outbox.id, claimed.id), ne(outbox.status, 'sent')))
        .returning();
      return toDelivery(failed ?? claimed);
    }
  };
}
