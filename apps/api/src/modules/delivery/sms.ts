import type { TLocale } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { smsOutbox, type TSmsOutboxRow } from '../../db/schema/outbox.ts';
import { E164, outboxAttempt, parseJsonObject, toDelivery, type TDelivery } from './outbox-attempt.ts';

export interface TSmsMessage {
  /** E.164, e.g. +966500000001 (normalizePhone of the contract gives this form). */
  to: string;
  body: string;
  locale: TLocale;
  /** What the message is for, e.g. `phone_verification`. */
  purpose: string;
}

export interface TSmsSender {
  /** `outbox`: recorded in sms_outbox with status 'local' and never sent; `unifonic`: sent through Unifonic. */
  readonly provider: 'outbox' | 'unifonic';
  /** Records the message, then (Unifonic) sends it. A failed send is recorded as 'failed' and resolves, it does not throw. */
  send(message: TSmsMessage): Promise<TDelivery>;
  /** One more attempt at a 'queued' or 'failed' row (Unifonic only); null when another process took this attempt. */
  attempt(row: TSmsOutboxRow): Promise<TDelivery | null>;
}

export type TSmsConfig = Pick<TConfig, 'smsProvider' | 'unifonicBaseUrl' | 'unifonicAppSid' | 'unifonicSenderId'>;

const UNIFONIC_TIMEOUT_MS = 15_000;

function checkMessage(message: TSmsMessage): TSmsMessage {
  if (!E164.test(message.to)) throw new TypeError(`sms: "to" must be an E.164 number such as +966500000001 (got ${JSON.stringify(message.to)})`);
  if (!message.body) throw new TypeError('sms: "body" is required');
  if (!message.purpose) throw new TypeError('sms: "purpose" is required');
  return message;
}

export class UnifonicError extends Error {
  override name = 'UnifonicError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

interface TUnifonicAnswer {
  success?: unknown;
  errorCode?: unknown;
  message?: unknown;
  data?: { MessageID?: unknown } | null;
}

/**
 * Unifonic's REST API: `POST {base}/rest/SMS/messages`, form fields AppSid, SenderID, Body, Recipient
 * (international digits, no + or 00) and responseType=JSON. Success answers
 * `{ success: "true", data: { MessageID, ... } }` (some accounts send a JSON true); failure
 * `{ success: "false", errorCode, message }`. Resolves with the MessageID, rejects with a UnifonicError.
 */
export async function sendWithUnifonic(
  options: { baseUrl: string; appSid: string; senderId: string },
  to: string,
  body: string,
): Promise<string> {
  const form = new URLSearchParams({
    AppSid: options.appSid,
    SenderID: options.senderId,
    Body: body,
    Recipient: to.replace(/^\+/, ''),
    responseType: 'JSON',
  });
  const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/rest/SMS/messages`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: form.toString(),
    signal: AbortSignal.timeout(UNIFONIC_TIMEOUT_MS),
  });
  const raw = await response.text();
  const answer = parseJsonObject<TUnifonicAnswer>(raw);
  const succeeded = answer?.success === true || answer?.success === 'true';
  const messageId = answer?.data?.MessageID;
  if (response.ok && succeeded && (typeof messageId === 'string' || typeof messageId === 'number') && String(messageId) !== '') {
    return String(messageId);
  }
  if (answer && (answer.errorCode !== undefined || answer.message !== undefined)) {
    const code = answer.errorCode === undefined || answer.errorCode === null ? undefined : String(answer.errorCode);
    const text = typeof answer.message === 'string' && answer.message ? answer.message : 'no message';
    throw new UnifonicError(`Unifonic ${code ?? `HTTP ${response.status}`}: ${text}`, code);
  }
  throw new UnifonicError(`Unifonic HTTP ${response.status}: unexpected answer ${JSON.stringify(raw.slice(0, 200))}`);
}

/**
 * The platform's SMS sender. `SMS_PROVIDER=outbox` (the embedded default) records each message in sms_outbox
 * with status 'local' (the development outbox, see GET /api/v1/dev/outbox) and sends nothing;
 * `SMS_PROVIDER=unifonic` sends through Unifonic and keeps the delivery state in sms_outbox.
 */
export function createSmsSender(config: TSmsConfig, db: TDatabase): TSmsSender {
  const insert = async (message: TSmsMessage, status: 'local' | 'queued') => {
    const [row] = await db
      .insert(smsOutbox)
      .values({ to_phone: message.to, body: message.body, locale: message.locale, purpose: message.purpose, status })
      .returning();
    return row as TSmsOutboxRow;
  };

  if (config.smsProvider !== 'unifonic') {
    return {
      provider: 'outbox',
      async send(message) {
        return toDelivery(await insert(checkMessage(message), 'local'));
      },
      async attempt() {
        return null;
      },
    };
  }

  const { unifonicAppSid: appSid, unifonicSenderId: senderId, unifonicBaseUrl: baseUrl } = config;
  if (!appSid || !senderId) throw new TypeError('sms: UNIFONIC_APP_SID and UNIFONIC_SENDER_ID are required with SMS_PROVIDER=unifonic');

  const attempt = outboxAttempt<TSmsOutboxRow>(db, smsOutbox, (claimed) => sendWithUnifonic({ baseUrl, appSid: appSid as string, senderId: senderId as string }, claimed.to_phone, claimed.body));

  return {
    provider: 'unifonic',
    async send(message) {
      const queued = await insert(checkMessage(message), 'queued');
      return (await attempt(queued)) ?? toDelivery(queued);
    },
    attempt,
  };
}
