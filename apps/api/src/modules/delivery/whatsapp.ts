import type { TLocale } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { whatsappOutbox, type TWhatsappOutboxRow } from '../../db/schema/channels.ts';
import { E164, outboxAttempt, parseJsonObject, toDelivery, type TDelivery } from './outbox-attempt.ts';

export interface TWhatsappMessage {
  /** E.164, e.g. +966500000001. */
  to: string;
  /** An approved message template's name (channels/templates.ts). */
  template: string;
  /** The template body's parameters, in order ({{1}}, {{2}}, ...). */
  params: string[];
  /** The template filled in, as the seeker reads it (kept for the outboxes). */
  body: string;
  /** The template's language: ar or en. */
  locale: TLocale;
  purpose: string;
}

export interface TWhatsappSender {
  /** `outbox`: recorded in whatsapp_outbox with status 'local' and never sent; `cloud`: sent through the WhatsApp Business Cloud API. */
  readonly provider: 'outbox' | 'cloud';
  /** Records the message, then (cloud) sends it. A failed send is recorded as 'failed' and resolves, it does not throw. */
  send(message: TWhatsappMessage): Promise<TDelivery>;
  /** One more attempt at a 'queued' or 'failed' row (cloud only); null when another process took this attempt. */
  attempt(row: TWhatsappOutboxRow): Promise<TDelivery | null>;
}

export type TWhatsappConfig = Pick<TConfig, 'whatsapp'>;

const CLOUD_TIMEOUT_MS = 15_000;

function checkMessage(message: TWhatsappMessage): TWhatsappMessage {
  if (!E164.test(message.to)) throw new TypeError(`whatsapp: "to" must be an E.164 number such as +966500000001 (got ${JSON.stringify(message.to)})`);
  if (!/^[a-z0-9_]+$/.test(message.template)) throw new TypeError('whatsapp: "template" must be a template name (lower case, digits, _)');
  if (!message.body || !message.purpose) throw new TypeError('whatsapp: "body" and "purpose" are required');
  return message;
}

export class WhatsappCloudError extends Error {
  override name = 'WhatsappCloudError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

interface TCloudAnswer {
  messages?: { id?: unknown }[];
  error?: { message?: unknown; type?: unknown; code?: unknown };
}

/**
 * The Cloud API's template message: `POST {base}/{version}/{phone-number-id}/messages` with the access token as
 * Bearer and `{ messaging_product: "whatsapp", to, type: "template", template: { name, language: { code },
 * components: [{ type: "body", parameters: [{ type: "text", text }] }] } }` (`to`: international digits, no +).
 * Success answers `{ messages: [{ id }] }`; failure `{ error: { message, type, code } }`. Resolves with the id
 * (wamid...), rejects with a WhatsappCloudError.
 */
export async function sendWithCloudApi(
  options: { baseUrl: string; version: string; phoneNumberId: string; accessToken: string },
  message: Pick<TWhatsappMessage, 'to' | 'template' | 'params' | 'locale'>,
): Promise<string> {
  const response = await fetch(`${options.baseUrl}/${options.version}/${options.phoneNumberId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${options.accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      to: message.to.replace(/^\+/, ''),
      type: 'template',
      template: {
        name: message.template,
        language: { code: message.locale },
        components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
      },
    }),
    signal: AbortSignal.timeout(CLOUD_TIMEOUT_MS),
  });
  const raw = await response.text();
  const answer = parseJsonObject<TCloudAnswer>(raw);
  const id = answer?.messages?.[0]?.id;
  if (response.ok && typeof id === 'string' && id !== '') return id;
  if (answer?.error) {
    const code = answer.error.code === undefined || answer.error.code === null ? undefined : String(answer.error.code);
    const text = typeof answer.error.message === 'string' && answer.error.message ? answer.error.message : 'no message';
    throw new WhatsappCloudError(`WhatsApp ${code ?? `HTTP ${response.status}`}: ${text}`, code);
  }
  throw new WhatsappCloudError(`WhatsApp HTTP ${response.status}: unexpected answer ${JSON.stringify(raw.slice(0, 200))}`);
}

/**
 * The platform's WhatsApp sender. `WHATSAPP_PROVIDER=outbox` (the embedded default) records each message in
 * whatsapp_outbox with status 'local' and sends nothing; `WHATSAPP_PROVIDER=cloud` sends it through the Cloud API
 * and keeps its delivery state there (the webhook's status callbacks add delivered / read / failed).
 */
export function createWhatsappSender(config: TWhatsappConfig, db: TDatabase): TWhatsappSender {
  const insert = async (message: TWhatsappMessage, status: 'local' | 'queued') => {
    const [row] = await db
      .insert(whatsappOutbox)
      .values({ to_phone: message.to, template: message.template, params: message.params, body: message.body, locale: message.locale, purpose: message.purpose, status })
      .returning();
    return row as TWhatsappOutboxRow;
  };
  const { whatsapp } = config;

  if (whatsapp.provider !== 'cloud') {
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

  const { phoneNumberId, accessToken } = whatsapp;
  if (!phoneNumberId || !accessToken) throw new TypeError('whatsapp: WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN are required with WHATSAPP_PROVIDER=cloud');
  const options = { baseUrl: whatsapp.baseUrl, version: whatsapp.version, phoneNumberId, accessToken };

  const attempt = outboxAttempt<TWhatsappOutboxRow>(db, whatsappOutbox, (claimed) => sendWithCloudApi(options, { to: claimed.to_phone, template: claimed.template, params: claimed.params, locale: claimed.locale }));

  return {
    provider: 'cloud',
    async send(message) {
      const queued = await insert(checkMessage(message), 'queued');
      return (await attempt(queued)) ?? toDelivery(queued);
    },
    attempt,
  };
}
