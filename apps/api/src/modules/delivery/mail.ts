import nodemailer from 'nodemailer';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TLocale } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { mailOutbox, type TDeliveryStatus, type TMailAttachment, type TMailOutboxRow } from '../../db/schema/outbox.ts';

export interface TMailMessage {
  /** One address, e.g. `seeker@example.com` (no display name, no list). */
  to: string;
  subject: string;
  /** Plain-text alternative (see renderMail). */
  text: string;
  html: string;
  locale: TLocale;
  /** What the message is for, e.g. `email_verification`, `job_alert`. */
  purpose: string;
  /** Extra headers (e.g. List-Unsubscribe, RFC 8058), kept in the outbox with the message so that retries carry them. */
  headers?: Record<string, string>;
  /** Text files sent with it (an interview's .ics), kept in the outbox so that retries carry them. */
  attachments?: TMailAttachment[];
}

/** The outcome of a send or of one retry: the outbox row's state after it. */
export interface TDelivery {
  id: number;
  status: TDeliveryStatus;
  attempts: number;
  providerMessageId: string | null;
  error: string | null;
}

export interface TMailer {
  /** `smtp` when SMTP_URL is set; `local`: messages are only recorded in mail_outbox (status 'local'). */
  readonly mode: 'smtp' | 'local';
  /** Records the message, then (SMTP) sends it. A failed send is recorded as 'failed' and resolves, it does not throw. */
  send(message: TMailMessage): Promise<TDelivery>;
  /**
   * One more attempt at a 'queued' or 'failed' row (SMTP only). Resolves null when the row changed since it
   * was read (another process took this attempt), so a message is never sent twice for one attempt.
   */
  attempt(row: TMailOutboxRow): Promise<TDelivery | null>;
  /** Closes the SMTP connections (nothing to do for the local outbox). */
  close(): void;
}

export type TMailConfig = Pick<TConfig, 'smtpUrl' | 'mailFrom'>;

const SINGLE_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/;
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

const toDelivery = (row: TMailOutboxRow): TDelivery => ({
  id: row.id,
  status: row.status,
  attempts: row.attempts,
  providerMessageId: row.provider_message_id,
  error: row.last_error,
});

function checkMessage(message: TMailMessage): TMailMessage {
  const to = message.to.trim();
  if (!SINGLE_ADDRESS.test(to)) throw new TypeError(`mail: "to" must be one e-mail address (got ${JSON.stringify(message.to)})`);
  if (!message.purpose) throw new TypeError('mail: "purpose" is required');
  // A header never spans lines: a line break in the subject or a header value would start a new header.
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();
  const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, oneLine(value)]));
  return { ...message, to, subject: oneLine(message.subject), headers };
}

/**
 * The platform's mailer. With `SMTP_URL` it sends through that server (nodemailer) and keeps every message in
 * mail_outbox with its delivery state; without it, the embedded default records each message there with status
 * 'local' (the development outbox, see GET /api/v1/dev/outbox) and sends nothing.
 */
/** Checks a message and keeps it in the outbox table, as delivered locally or queued for SMTP. */
async function record(db: TDatabase, input: TMailMessage, status: 'local' | 'queued'): Promise<TMailOutboxRow> {
  const message = checkMessage(input);
  const [row] = await db
    .insert(mailOutbox)
    .values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html, headers: message.headers, attachments: message.attachments ?? [], locale: message.locale, purpose: message.purpose, status })
    .returning();
  return row as TMailOutboxRow;
}

export function createMailer(config: TMailConfig, db: TDatabase): TMailer {
  if (!config.smtpUrl) {
    return {
      mode: 'local',
      async send(input) {
        return toDelivery(await record(db, input, 'local'));
      },
      async attempt() {
        return null;
      },
      close() {},
    };
  }

  const transport = nodemailer.createTransport(
    { url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 },
    { from: config.mailFrom },
  );

  async function attempt(row: TMailOutboxRow): Promise<TDelivery | null> {
    // Claim this attempt: only the caller that still sees the row as read gets it.
    const [claimed] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, status: 'queued' })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts), inArray(mailOutbox.status, ['queued', 'failed'])))
      .returning();
    if (!claimed) return null;
    try {
      const info = await transport.sendMail({
        to: claimed.to_address,
        subject: claimed.subject,
        text: claimed.text_body,
        html: claimed.html_body,
        headers: { ...claimed.headers, 'Content-Language': claimed.locale },
        attachments: claimed.attachments.map((file) => ({ filename: file.filename, content: file.content, contentType: file.content_type })),
      });
      const [sent] = await db
        .update(mailOutbox)
        .set({ status: 'sent', provider_message_id: info.messageId ?? null, sent_at: sql`now()`, last_error: null })
        .where(eq(mailOutbox.id, claimed.id))
        .returning();
      return toDelivery(sent as TMailOutboxRow);
    } catch (error) {
      const [failed] = await db
        .update(mailOutbox)
        .set({ status: 'failed', last_error: describeError(error) })
        .where(and(eq(mailOutbox.id, claimed.id), ne(mailOutbox.status, 'sent')))
        .returning();
      return toDelivery(failed ?? claimed);
    }
  }

  return {
    mode: 'smtp',
    async send(input) {
      const queued = await record(db, input, 'queued');
      return (await attempt(queued)) ?? toDelivery(queued);
    },
    attempt,
    close() {
      transport.close();
    },
  };
}
