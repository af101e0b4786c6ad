import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizePhone } from '@tawzeef/contract';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { WHATSAPP_PROVIDER_STATUSES, whatsappOutbox } from '../../db/schema/channels.ts';
import { HttpError, notFound } from '../../errors.ts';
import { optOutByReply } from './service.ts';
import { isStopReply } from './templates.ts';

type TWhatsappWebhookConfig = Pick<TConfig, 'whatsapp'>;

/** Meta's verification request: `hub.mode=subscribe` and our verify token get `hub.challenge` back; a wrong token is 403. */
export function verifyWhatsappSubscription(config: TWhatsappWebhookConfig, query: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string }): string {
  const { verifyToken, appSecret } = config.whatsapp;
  if (!verifyToken || !appSecret) throw notFound();
  if (query['hub.mode'] !== 'subscribe' || !query['hub.challenge'] || !sameText(query['hub.verify_token'] ?? '', verifyToken)) throw new HttpError(403, 'forbidden');
  return query['hub.challenge'];
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`. */
export function hasValidSignature(appSecret: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(value ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

interface TNotification {
  entry?: { changes?: { value?: { statuses?: { id?: unknown; status?: unknown; timestamp?: unknown; errors?: { code?: unknown; title?: unknown; message?: unknown }[] }[]; messages?: { from?: unknown; type?: unknown; text?: { body?: unknown } }[] } }[] }[];
}

const RANK: Record<(typeof WHATSAPP_PROVIDER_STATUSES)[number], number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/**
 * A signed Cloud API notification: each status (sent / delivered / read / failed, by the message id the send
 * answered) updates its whatsapp_outbox row (never back: a late "delivered" after "read" is ignored), and each
 * inbound text that says STOP or «إيقاف» opts its number out of WhatsApp. A bad signature is 401, nothing read.
 */
export async function receiveWhatsappNotification(db: TDatabase, config: TWhatsappWebhookConfig, rawBody: Buffer, signature: string | string[] | undefined, now: Date): Promise<{ statuses: number; opted_out: number }> {
  const { appSecret, verifyToken } = config.whatsapp;
  if (!appSecret || !verifyToken) throw notFound();
  if (!hasValidSignature(appSecret, rawBody, signature)) throw new HttpError(401, 'webhook_signature');
  let body: TNotification;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as TNotification;
  } catch {
    throw new HttpError(422, 'validation_failed');
  }
  let statuses = 0;
  let optedOut = 0;
  for (const change of (body.entry ?? []).flatMap((entry) => entry.changes ?? [])) {
    for (const status of change.value?.statuses ?? []) {
      const state = WHATSAPP_PROVIDER_STATUSES.find((name) => name === status.status);
      if (typeof status.id !== 'string' || !state) continue;
      const at = typeof status.timestamp === 'string' && /^\d+$/.test(status.timestamp) ? new Date(Number(status.timestamp) * 1000) : now;
      const error = status.errors?.[0];
      const lower = WHATSAPP_PROVIDER_STATUSES.filter((name) => RANK[name] < RANK[state]);
      const updated = await db
        .update(whatsappOutbox)
        .set({
          provider_status: state,
          provider_status_at: at,
          ...(state === 'failed' ? { status: 'failed' as const, attempts: sql`greatest(${whatsappOutbox.attempts}, 5)`, last_error: `WhatsApp ${String(error?.code ?? '')}: ${String(error?.title ?? error?.message ?? 'failed')}`.slice(0, 500) } : {}),
        })
        .where(and(eq(whatsappOutbox.provider_message_id, status.id), lower.length ? or(isNull(whatsappOutbox.provider_status), inArray(whatsappOutbox.provider_status, lower)) : isNull(whatsappOutbox.provider_status)))
        .returning({ id: whatsappOutbox.id });
      statuses += updated.length;
    }
    for (const message of change.value?.messages ?? []) {
      const from = typeof message.from === 'string' ? normalizePhone(`+${message.from.replace(/^\+/, '')}`) : null;
      const text = message.type === 'text' && typeof message.text?.body === 'string' ? message.text.body : '';
      if (from && isStopReply(text)) optedOut += await optOutByReply(db, 'whatsapp', from, now);
    }
  }
  return { statuses, opted_out: optedOut };
}

/**
 * The SMS provider's inbound messages (decision 140: a simple shape, `{ from, text }` with the shared token in
 * X-Webhook-Token): STOP or «إيقاف» opts the number out of SMS. 404 while SMS_INBOUND_TOKEN is unset.
 */
export async function receiveInboundSms(db: TDatabase, config: Pick<TConfig, 'smsInboundToken'>, token: string | string[] | undefined, body: { from: string; text: string }, now: Date): Promise<{ statuses: number; opted_out: number }> {
  if (!config.smsInboundToken) throw notFound();
  const given = Array.isArray(token) ? token[0] : token;
  if (!given || !sameText(given, config.smsInboundToken)) throw new HttpError(401, 'webhook_signature');
  const from = normalizePhone(body.from.startsWith('+') || body.from.startsWith('0') ? body.from : `+${body.from}`);
  const optedOut = from && isStopReply(body.text) ? await optOutByReply(db, 'sms', from, now) : 0;
  return { statuses: 0, opted_out: optedOut };
}
