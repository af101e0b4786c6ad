import nodemailer from 'nodemailer';
import type { TLocale } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { mailOutbox, type TMailAttachment, type TMailOutboxRow } from '../../db/schema/outbox.ts';
import { outboxAttempt, toDelivery, type TDelivery } from './outbox-attempt.ts';

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

  const attempt = outboxAttempt<TMailOutboxRow>(db, mailOutbox, async (claimed) => {
    const info = await transport.sendMail({
      to: claimed.to_address,
      subject: claimed.subject,
      text: claimed.text_body,
      html: claimed.html_body,
      headers: { ...claimed.headers, 'Content-Language': claimed.locale },
      attachments: claimed.attachments.map((file) => ({ filename: file.filename, content: file.content, contentType: file.content_type, ...(file.encoding ? { encoding: file.encoding } : {}) })),
    });
    return info.messageId ?? null;
  });

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
