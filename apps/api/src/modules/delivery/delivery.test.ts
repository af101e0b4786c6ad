// Over 300 lines on purpose: mail and SMS delivery against a real SMTP server and a local Unifonic, retries and their lock.
import http from 'node:http';
import net from 'node:net';
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { eq, inArray, sql } from 'drizzle-orm';
import { ConfigError, loadConfig, type TConfig } from '../../config.ts';
import type { TDatabase, TDatabaseHandle } from '../../db/client.ts';
import { mailOutbox, smsOutbox, type TMailOutboxRow } from '../../db/schema/outbox.ts';
import { RequestValidationError } from '../../errors.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { localePlugin } from '../../plugins/locale.ts';
import { testDrivers } from '../../test/harness.ts';
import { startSmtp, type TReceivedMail } from '../../test/smtp.ts';
import { createMailer, type TMailMessage } from './mail.ts';
import { DELIVERY_LOCK_KEY, retryFailedDeliveries, startDeliveryScheduler } from './retry.ts';
import { deliveryRoutes, OUTBOX_VIEWER_MESSAGE } from './routes.ts';
import { createSmsSender } from './sms.ts';
import { renderMail } from './templates.ts';

const drivers = await testDrivers();

/**
 * TEMPORARY, until the migration for db/schema/outbox.ts exists: creates the two outbox tables exactly as the
 * schema describes them. Once the migration has created them, every statement here does nothing.
 */
async function ensureOutboxTables(db: TDatabase): Promise<void> {
  await db.execute(sql`create table if not exists mail_outbox (
    id integer primary key generated always as identity,
    to_address text not null, subject text not null, text_body text not null, html_body text not null,
    locale text not null, purpose text not null, status text not null default 'queued',
    attempts integer not null default 0, last_error text, provider_message_id text,
    created_at timestamptz not null default now(), sent_at timestamptz,
    constraint mail_outbox_status_check check (status in ('queued', 'sent', 'failed', 'local')),
    constraint mail_outbox_locale_check check (locale in ('ar', 'en')),
    constraint mail_outbox_attempts_check check (attempts >= 0))`);
  await db.execute(sql`create index if not exists mail_outbox_status_id_idx on mail_outbox (status, id)`);
  await db.execute(sql`create table if not exists sms_outbox (
    id integer primary key generated always as identity,
    to_phone text not null, body text not null, locale text not null, purpose text not null,
    status text not null default 'queued', attempts integer not null default 0, last_error text,
    provider_message_id text, created_at timestamptz not null default now(), sent_at timestamptz,
    constraint sms_outbox_status_check check (status in ('queued', 'sent', 'failed', 'local')),
    constraint sms_outbox_locale_check check (locale in ('ar', 'en')),
    constraint sms_outbox_attempts_check check (attempts >= 0),
    constraint sms_outbox_to_phone_e164_check check (to_phone ~ '^\\+[1-9][0-9]{6,14}$'))`);
  await db.execute(sql`create index if not exists sms_outbox_status_id_idx on sms_outbox (status, id)`);
}

/** A port nothing listens on (taken, then freed). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface TUnifonicRequest {
  method: string | undefined;
  path: string | undefined;
  contentType: string | undefined;
  fields: Record<string, string>;
}

/** Unifonic's REST protocol: POST /rest/SMS/messages, form fields; Recipients ending in 000 get an error answer. */
async function startUnifonic(): Promise<{ baseUrl: string; requests: TUnifonicRequest[]; close(): Promise<void> }> {
  const requests: TUnifonicRequest[] = [];
  let next = 41_000_000;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ method: request.method, path: request.url, contentType: request.headers['content-type'], fields });
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/rest/SMS/messages') {
        response.statusCode = 404;
        response.end(JSON.stringify({ success: 'false', errorCode: 'ER-404', message: 'Not found' }));
      } else if (fields.AppSid !== 'test-app-sid') {
        response.end(JSON.stringify({ success: 'false', errorCode: 'ER-01', message: 'Invalid AppSid', data: null }));
      } else if (fields.Recipient?.endsWith('000')) {
        response.end(JSON.stringify({ success: 'false', errorCode: 'ER-05', message: 'Invalid recipient', data: null }));
      } else {
        next += 1;
        response.end(
          JSON.stringify({
            success: 'true',
            message: '',
            errorCode: 'ER-00',
            data: { MessageID: next, CorrelationID: '', Status: 'Queued', NumberOfUnits: 1, Cost: 0.04, Balance: 100, Recipient: fields.Recipient, DateCreated: '2026-01-01' },
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const token = () => randomBytes(5).toString('hex');
const address = (label = 'user') => `${label}.${token()}@example.com`;
const saudiMobile = (last = '') => `+9665${String(randomInt(0, 10 ** (8 - last.length))).padStart(8 - last.length, '0')}${last}`;

const config = (env: Record<string, string> = {}): TConfig => loadConfig({ LOG_LEVEL: 'silent', ...env });

function arabicMessage(to: string): TMailMessage {
  const { text, html } = renderMail({
    locale: 'ar',
    title: 'تأكيد البريد الإلكتروني',
    paragraphs: ['مرحباً <أحمد> & "سارة"', 'اضغط الزر لتأكيد بريدك.'],
    action: { label: 'تأكيد البريد', url: 'https://tawzeef.example/verify?token=a&b=<c>' },
  });
  return { to, subject: 'تأكيد البريد الإلكتروني لحسابك في توظيف', text, html, locale: 'ar', purpose: 'email_verification' };
}

// ---- pure parts ----

describe('renderMail', () => {
  it('writes Arabic right-to-left and English left-to-right, with a plain-text alternative', () => {
    const ar = renderMail({ locale: 'ar', title: 'عنوان', paragraphs: ['فقرة أولى', 'سطر\nثانٍ'], action: { label: 'افتح', url: 'https://tawzeef.example/a' } });
    expect(ar.html).toMatch(/^<!DOCTYPE html>\n<html lang="ar" dir="rtl">/);
    expect(ar.html).toContain('text-align:right');
    expect(ar.html).toContain('سطر<br>ثانٍ');
    expect(ar.html).toContain('<a href="https://tawzeef.example/a"');
    expect(ar.text).toContain('عنوان\n\nفقرة أولى\n\nسطر\nثانٍ\n\nافتح: https://tawzeef.example/a\n');

    const en = renderMail({ locale: 'en', title: 'Title', paragraphs: ['One'] });
    expect(en.html).toContain('<html lang="en" dir="ltr">');
    expect(en.html).toContain('text-align:left');
    expect(en.html).not.toContain('<a ');
    expect(en.text.startsWith('Title\n\nOne\n')).toBe(true);
  });

  it('escapes every interpolated string and uses inline styles only', () => {
    const { html, text } = renderMail({
      locale: 'en',
      title: '<script>alert(1)</script>',
      paragraphs: ['Tom & "Jerry" <b>bold</b> \'quote\''],
      action: { label: '<img src=x onerror=alert(1)>', url: 'https://tawzeef.example/x?a=1&b="2"' },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;bold&lt;/b&gt; &#39;quote&#39;');
    expect(html).toContain('href="https://tawzeef.example/x?a=1&amp;b=%222%22"');
    expect(html).not.toMatch(/<style|<link|class=/);
    expect(text).toContain('<script>alert(1)</script>');
  });

  it('refuses an action that is not an http(s) URL', () => {
    expect(() => renderMail({ locale: 'en', title: 't', paragraphs: [], action: { label: 'x', url: 'javascript:alert(1)' } })).toThrow(TypeError);
    expect(() => renderMail({ locale: 'en', title: 't', paragraphs: [], action: { label: 'x', url: '/relative' } })).toThrow(TypeError);
  });
});

describe('delivery configuration', () => {
  const configError = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('expected a ConfigError');
  };

  it('defaults to the local outboxes', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Tawzeef <no-reply@localhost>',
      smsProvider: 'outbox',
      unifonicBaseUrl: 'https://el.cloud.unifonic.com',
      unifonicAppSid: undefined,
      unifonicSenderId: undefined,
      outboxViewer: false,
    });
  });

  it('reads SMTP and Unifonic settings', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:secret@mail.example:465',
        MAIL_FROM: 'Tawzeef <jobs@tawzeef.example>',
        SMS_PROVIDER: 'unifonic',
        UNIFONIC_BASE_URL: 'http://127.0.0.1:9999/',
        UNIFONIC_APP_SID: 'sid',
        UNIFONIC_SENDER_ID: 'Tawzeef',
        OUTBOX_VIEWER: 'yes',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example:465',
      mailFrom: 'Tawzeef <jobs@tawzeef.example>',
      smsProvider: 'unifonic',
      unifonicBaseUrl: 'http://127.0.0.1:9999',
      unifonicAppSid: 'sid',
      unifonicSenderId: 'Tawzeef',
      outboxViewer: true,
    });
  });

  it('stops on a bad value with one line naming the variable, and never prints the SMTP password', () => {
    const smtp = configError({ SMTP_URL: 'http://user:hunter2@mail.example' });
    expect(smtp.split('\n')).toHaveLength(1);
    expect(smtp).toContain('SMTP_URL');
    expect(smtp).not.toContain('hunter2');
    expect(configError({ SMS_PROVIDER: 'twilio' })).toContain('SMS_PROVIDER must be outbox or unifonic');
    expect(configError({ MAIL_FROM: 'nobody' })).toContain('MAIL_FROM');
    expect(configError({ OUTBOX_VIEWER: 'maybe' })).toContain('OUTBOX_VIEWER');
    expect(configError({ UNIFONIC_BASE_URL: 'ftp://x' })).toContain('UNIFONIC_BASE_URL');
  });

  it('requires the Unifonic AppSid and sender with SMS_PROVIDER=unifonic', () => {
    expect(configError({ SMS_PROVIDER: 'unifonic', UNIFONIC_SENDER_ID: 'Tawzeef' })).toBe(
      'Invalid configuration: UNIFONIC_APP_SID is required when SMS_PROVIDER=unifonic',
    );
    expect(configError({ SMS_PROVIDER: 'unifonic', UNIFONIC_APP_SID: 'sid' })).toBe(
      'Invalid configuration: UNIFONIC_SENDER_ID is required when SMS_PROVIDER=unifonic',
    );
  });
});

// ---- against the databases ----

describe.each(drivers)('delivery on $name', (driver) => {
  let database: TDatabaseHandle;
  let db: TDatabase;
  let unifonic: Awaited<ReturnType<typeof startUnifonic>>;
  const unifonicEnv = () => ({ SMS_PROVIDER: 'unifonic', UNIFONIC_BASE_URL: unifonic.baseUrl, UNIFONIC_APP_SID: 'test-app-sid', UNIFONIC_SENDER_ID: 'Tawzeef' });

  beforeAll(async () => {
    database = await driver.open();
    db = database.db;
    await ensureOutboxTables(db);
    unifonic = await startUnifonic();
  });
  afterAll(async () => {
    await unifonic.close();
  });

  const mailRow = async (id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0] as TMailOutboxRow;
  const smsRow = async (id: number) => (await db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0];

  it('keeps mail in the local outbox, labelled, when no SMTP server is configured', async () => {
    const mailer = createMailer(config(), db);
    expect(mailer.mode).toBe('local');
    const to = address('local');
    const delivery = await mailer.send(arabicMessage(to));
    expect(delivery).toMatchObject({ status: 'local', attempts: 0, providerMessageId: null, error: null });
    const row = await mailRow(delivery.id);
    expect(row).toMatchObject({ to_address: to, status: 'local', locale: 'ar', purpose: 'email_verification', sent_at: null });
    expect(row.html_body).toContain('dir="rtl"');
    // Nothing to retry: local rows are never picked up.
    expect(await mailer.attempt(row)).toBeNull();
  });

  it('sends through SMTP (with AUTH): recipient, subject, text and HTML parts, RTL Arabic, escaped content', async () => {
    const smtp = await startSmtp({ user: 'mailer', pass: 'p@ss:word' });
    const mailer = createMailer(config({ SMTP_URL: `smtp://mailer:${encodeURIComponent('p@ss:word')}@127.0.0.1:${smtp.port}`, MAIL_FROM: 'Tawzeef <jobs@tawzeef.example>' }), db);
    try {
      const to = address('Smtp');
      const delivery = await mailer.send(arabicMessage(to));
      expect(delivery).toMatchObject({ status: 'sent', attempts: 1, error: null });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0] as TReceivedMail;
      expect(mail.user).toBe('mailer');
      expect(mail.from).toBe('jobs@tawzeef.example');
      expect(mail.to).toEqual([to]);
      expect(mail.subject).toBe('تأكيد البريد الإلكتروني لحسابك في توظيف');
      expect(mail.contentLanguage).toBe('ar');
      expect(mail.text).toContain('مرحباً <أحمد> & "سارة"');
      expect(mail.text).toContain('تأكيد البريد: https://tawzeef.example/verify?token=a&b=%3Cc%3E');
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).toContain('مرحباً &lt;أحمد&gt; &amp; &quot;سارة&quot;');
      expect(mail.html).not.toContain('<أحمد>');
      expect(mail.html).toContain('href="https://tawzeef.example/verify?token=a&amp;b=%3Cc%3E"');

      const row = await mailRow(delivery.id);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      expect(row.provider_message_id).toBe(mail.messageId);
      expect(row.sent_at).toBeInstanceOf(Date);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('records a refused SMTP connection as failed, and retryFailedDeliveries delivers it, with its headers, once the server is up', async () => {
    const port = await freePort();
    const deps = { db, config: config({ SMTP_URL: `smtp://127.0.0.1:${port}` }) };
    const mailer = createMailer(deps.config, db);
    const to = address('retry');
    const headers = { 'List-Unsubscribe': '<https://tawzeef.example/u?token=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click\r\nBcc: x@evil.example' };
    const delivery = await mailer.send({ to, subject: 'Job alert', text: 'New jobs', html: '<p>New jobs</p>', locale: 'en', purpose: 'job_alert', headers });
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts).toBe(1);
    expect(delivery.error).toMatch(/ECONNREFUSED/);

    // Backoff: the second attempt is due a minute after the message was created, not before.
    const early = await retryFailedDeliveries({ ...deps, mailer });
    expect(early.ran).toBe(true);
    expect((await mailRow(delivery.id)).attempts).toBe(1);

    const smtp = await startSmtp({ port });
    try {
      const later = await retryFailedDeliveries({ ...deps, mailer }, { now: new Date(Date.now() + 61_000) });
      expect(later.ran).toBe(true);
      expect(later.mail.sent).toBeGreaterThanOrEqual(1);
      const row = await mailRow(delivery.id);
      expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
      expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
      const received = smtp.received.find((m) => m.to.includes(to));
      expect(received?.subject).toBe('Job alert');
      // The headers were kept with the message: the retry sends them too, each on one line (no injected header).
      expect(received?.headers['list-unsubscribe']).toBe('<https://tawzeef.example/u?token=abc>');
      expect(received?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click Bcc: x@evil.example');
      expect(received?.headers.bcc).toBeUndefined();
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('stops retrying after 5 attempts', async () => {
    const port = await freePort();
    const deps = { db, config: config({ SMTP_URL: `smtp://127.0.0.1:${port}` }) };
    const mailer = createMailer(deps.config, db);
    try {
      const delivery = await mailer.send({ to: address('dead'), subject: 's', text: 't', html: '<p>t</p>', locale: 'en', purpose: 'job_alert' });
      const far = new Date(Date.now() + 24 * 3_600_000);
      for (let i = 0; i < 6; i++) await retryFailedDeliveries({ ...deps, mailer }, { now: far });
      const row = await mailRow(delivery.id);
      expect(row).toMatchObject({ status: 'failed', attempts: 5 });
      expect(row.last_error).toMatch(/ECONNREFUSED/);
    } finally {
      mailer.close();
    }
  });

  it('keeps SMS in the local outbox by default', async () => {
    const sms = createSmsSender(config(), db);
    expect(sms.provider).toBe('outbox');
    const to = saudiMobile();
    const delivery = await sms.send({ to, body: 'رمز التحقق: 123456', locale: 'ar', purpose: 'phone_verification' });
    expect(delivery).toMatchObject({ status: 'local', attempts: 0 });
    expect(await smsRow(delivery.id)).toMatchObject({ to_phone: to, body: 'رمز التحقق: 123456', status: 'local' });
    expect(unifonic.requests.some((r) => r.fields.Recipient === to.slice(1))).toBe(false);
    await expect(sms.send({ to: '0500000001', body: 'x', locale: 'ar', purpose: 'phone_verification' })).rejects.toThrow(TypeError);
    // The table refuses a number that is not E.164 too.
    await expect(db.insert(smsOutbox).values({ to_phone: '0500000001', body: 'x', locale: 'ar', purpose: 'p', status: 'local' })).rejects.toThrow();
  });

  it('sends SMS with Unifonic’s protocol and stores its MessageID', async () => {
    const sms = createSmsSender(config(unifonicEnv()), db);
    expect(sms.provider).toBe('unifonic');
    const to = saudiMobile('1');
    const delivery = await sms.send({ to, body: 'رمز التحقق: 654321', locale: 'ar', purpose: 'phone_verification' });
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(delivery.providerMessageId).toMatch(/^\d+$/);

    const request = unifonic.requests.find((r) => r.fields.Recipient === to.slice(1));
    expect(request).toMatchObject({
      method: 'POST',
      path: '/rest/SMS/messages',
      fields: { AppSid: 'test-app-sid', SenderID: 'Tawzeef', Recipient: to.slice(1), Body: 'رمز التحقق: 654321', responseType: 'JSON' },
    });
    expect(request?.fields.Recipient).not.toContain('+');
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);

    const row = await smsRow(delivery.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, provider_message_id: delivery.providerMessageId, last_error: null });
    expect(row?.sent_at).toBeInstanceOf(Date);
  });

  it('records a Unifonic error answer as failed, with its code and message, and retries it', async () => {
    const sms = createSmsSender(config(unifonicEnv()), db);
    const delivery = await sms.send({ to: saudiMobile('000'), body: 'code 111111', locale: 'en', purpose: 'phone_verification' });
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, providerMessageId: null });
    expect(delivery.error).toBe('Unifonic ER-05: Invalid recipient');
    expect(await smsRow(delivery.id)).toMatchObject({ status: 'failed', last_error: 'Unifonic ER-05: Invalid recipient', provider_message_id: null, sent_at: null });

    const result = await retryFailedDeliveries({ db, config: config(unifonicEnv()), sms }, { now: new Date(Date.now() + 61_000) });
    expect(result.ran).toBe(true);
    expect(result.sms.failed).toBeGreaterThanOrEqual(1);
    expect(await smsRow(delivery.id)).toMatchObject({ status: 'failed', attempts: 2 });

    const wrongSid = createSmsSender(config({ ...unifonicEnv(), UNIFONIC_APP_SID: 'wrong' }), db);
    const refused = await wrongSid.send({ to: saudiMobile('2'), body: 'x', locale: 'en', purpose: 'phone_verification' });
    expect(refused.error).toBe('Unifonic ER-01: Invalid AppSid');
    expect(refused.error).not.toContain('wrong');
  });

  it('lets two concurrent retry runs deliver each message exactly once (advisory lock)', async () => {
    const smtp = await startSmtp({ delayMs: 150 });
    const deps = { db, config: config({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }) };
    // Three failed messages, as a refused first attempt leaves them.
    const recipients = [address('once'), address('once'), address('once')];
    const inserted = await db
      .insert(mailOutbox)
      .values(recipients.map((to) => ({ to_address: to, subject: 'Once', text_body: 'once', html_body: '<p>once</p>', locale: 'en' as const, purpose: 'job_alert', status: 'failed' as const, attempts: 1, last_error: 'ECONNREFUSED' })))
      .returning({ id: mailOutbox.id });
    // On the PostgreSQL server the second run goes through a second Drizzle instance over the same pool, so
    // the two runs use different connections and only the advisory lock can keep them apart.
    const pool = (db as unknown as { $client: unknown }).$client;
    const otherDb = pool instanceof pg.Pool ? (drizzle({ client: pool }) as unknown as TDatabase) : db;
    const mailers = [createMailer(deps.config, db), createMailer(deps.config, otherDb)];
    try {
      const later = { now: new Date(Date.now() + 61_000) };
      const results = await Promise.all([
        retryFailedDeliveries({ ...deps, mailer: mailers[0] }, later),
        retryFailedDeliveries({ ...deps, db: otherDb, mailer: mailers[1] }, later),
      ]);
      expect(results.map((r) => r.ran).sort()).toEqual([false, true]);
      for (const to of recipients) expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
      const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, inserted.map((r) => r.id)));
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([['sent', 2], ['sent', 2], ['sent', 2]]);

      // The lock is released afterwards: the next run takes it again.
      expect((await retryFailedDeliveries({ ...deps, mailer: mailers[0] })).ran).toBe(true);
    } finally {
      for (const mailer of mailers) mailer.close();
      await smtp.close();
    }
  });

  if (driver.name === 'postgres') {
    it('does nothing while another connection holds the advisory lock', async () => {
      const pool = (db as unknown as { $client: pg.Pool }).$client;
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1::bigint)', [DELIVERY_LOCK_KEY]);
        const result = await retryFailedDeliveries({ db, config: config({ SMTP_URL: 'smtp://127.0.0.1:1' }) });
        expect(result).toEqual({ ran: false, mail: { attempted: 0, sent: 0, failed: 0 }, sms: { attempted: 0, sent: 0, failed: 0 }, whatsapp: { attempted: 0, sent: 0, failed: 0 } });
        await holder.query('select pg_advisory_unlock($1::bigint)', [DELIVERY_LOCK_KEY]);
      } finally {
        holder.release();
      }
      // A bigint advisory key shows in pg_locks as classid (high 32 bits) and objid (low 32 bits).
      const { rows } = await pool.query<{ n: number }>(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database()) and classid = 0 and objid = $1",
        [DELIVERY_LOCK_KEY],
      );
      expect(rows[0]?.n).toBe(0);
    });
  }

  it('runs the scheduler until it is stopped', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    const deps = { db, config: config({ SMTP_URL: `smtp://127.0.0.1:${port}` }) };
    const to = address('scheduled');
    // A message whose first attempt never finished: 'queued', created long ago.
    await db.insert(mailOutbox).values({ to_address: to, subject: 'Scheduled', text_body: 't', html_body: '<p>t</p>', locale: 'ar', purpose: 'job_alert', status: 'queued', attempts: 0, created_at: new Date(Date.now() - 10 * 60_000) });
    const scheduler = startDeliveryScheduler(deps, 50);
    try {
      await expect.poll(() => smtp.received.filter((m) => m.to.includes(to)).length, { timeout: 10_000 }).toBe(1);
    } finally {
      await scheduler.stop();
      await smtp.close();
    }
    expect(() => startDeliveryScheduler(deps, 0)).toThrow(RangeError);
  });

  describe('outbox viewer', () => {
    async function viewerApp(env: Record<string, string>): Promise<FastifyInstance> {
      const app = Fastify({ logger: false });
      // The same validation and envelope as apiPlugin.
      app.setValidatorCompiler(({ schema }) => (data: unknown) => {
        const result = (schema as z.ZodType).safeParse(data);
        return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues, data) };
      });
      app.setSerializerCompiler(serializerCompiler);
      await app.register(localePlugin);
      await app.register(errorsPlugin);
      await app.register(deliveryRoutes({ db, config: config(env) }), { prefix: '/api/v1' });
      await app.ready();
      return app;
    }

    it('lists the latest local mail and SMS, clearly labelled as not delivered', async () => {
      const to = address('viewer');
      await createMailer(config(), db).send(arabicMessage(to));
      const phone = saudiMobile();
      await createSmsSender(config(), db).send({ to: phone, body: 'رمز التحقق: 999999', locale: 'ar', purpose: 'phone_verification' });
      // A delivered message is not part of the local outbox.
      await db.insert(mailOutbox).values({ to_address: address('delivered'), subject: 's', text_body: 't', html_body: 'h', locale: 'en', purpose: 'p', status: 'sent' });

      const app = await viewerApp({ NODE_ENV: 'development' });
      try {
        const mail = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?kind=mail', headers: { timezone: 'UTC+3' } });
        expect(mail.statusCode).toBe(200);
        expect(mail.headers['cache-control']).toBe('no-store');
        const body = mail.json();
        expect(body.message).toBe(OUTBOX_VIEWER_MESSAGE);
        expect(body.message).toBe('Local outbox (development): messages were not delivered');
        expect(body.data.length).toBeLessThanOrEqual(50);
        expect(body.data[0]).toMatchObject({ to_address: to, locale: 'ar', purpose: 'email_verification' });
        expect(body.data[0].html_body).toContain('dir="rtl"');
        expect(body.data[0].created_at).toMatch(/\+03:00$/);
        expect(body.data.every((m: { to_address: string }) => !m.to_address.startsWith('delivered.'))).toBe(true);

        const sms = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?kind=sms' });
        expect(sms.statusCode).toBe(200);
        expect(sms.json().data[0]).toMatchObject({ to_phone: phone, body: 'رمز التحقق: 999999' });

        const bad = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?kind=fax', headers: { 'x-locale': 'en' } });
        expect(bad.statusCode).toBe(422);
        expect(Object.keys(bad.json().errors)).toEqual(['kind']);
      } finally {
        await app.close();
      }
    });

    it('does not exist in production unless OUTBOX_VIEWER=true', async () => {
      const production = await viewerApp({ NODE_ENV: 'production' });
      try {
        expect((await production.inject({ method: 'GET', url: '/api/v1/dev/outbox?kind=mail' })).statusCode).toBe(404);
      } finally {
        await production.close();
      }
      const enabled = await viewerApp({ NODE_ENV: 'production', OUTBOX_VIEWER: 'true' });
      try {
        expect((await enabled.inject({ method: 'GET', url: '/api/v1/dev/outbox?kind=mail' })).statusCode).toBe(200);
      } finally {
        await enabled.close();
      }
    });
  });
});
