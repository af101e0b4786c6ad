// Over 300 lines on purpose: SMS and WhatsApp channels from the opt-in to STOP, against a local server speaking the WhatsApp Cloud API.
import http from 'node:http';
import type net from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { MESSAGE_CHANNEL_NAMES } from '@tawzeef/contract';
import { loadConfig } from '../../config.ts';
import type { TDatabase, TDatabaseHandle } from '../../db/client.ts';
import { channelConsents, channelMessages, messageChannels, seekerProfiles, smsOutbox, users, whatsappOutbox } from '../../db/schema/index.ts';
import { signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { giveMinimumProfile, insertLiveJob, readyCompany } from '../../test/factories.ts';
import { codeIn, e164 } from '../../test/outbox.ts';
import { createMailer } from '../delivery/mail.ts';
import { createSmsSender } from '../delivery/sms.ts';
import { sendDigestNow } from '../alerts/service.ts';
import { createWhatsappSender, sendWithCloudApi } from '../delivery/whatsapp.ts';
import { retryFailedDeliveries } from '../delivery/retry.ts';
import { isQuietHour, riyadhDay, riyadhHour } from './quiet-hours.ts';
import { dispatchChannelMessages, queueAlertJobs, queueNews, type TChannelDeps } from './service.ts';
import { fillTemplate, isStopReply, newJobsPhrase } from './templates.ts';
import { hasValidSignature } from './webhooks.ts';

const drivers = await testDrivers();
const TOKEN = 'test-access-token';
const PHONE_NUMBER_ID = '109876543210';
const APP_SECRET = 'test-app-secret';
const VERIFY_TOKEN = 'test-verify-token';

interface TCloudRequest {
  path: string | undefined;
  authorization: string | undefined;
  body: { messaging_product?: string; to?: string; type?: string; template?: { name: string; language: { code: string }; components: { type: string; parameters: { type: string; text: string }[] }[] } };
}

/** The Cloud API's messages endpoint: Bearer token, a template message; recipients ending in 000 get Meta's error answer, in 999 an outage once. */
async function startCloudApi(): Promise<{ baseUrl: string; requests: TCloudRequest[]; close(): Promise<void> }> {
  const requests: TCloudRequest[] = [];
  const refusedOnce = new Set<string>();
  let next = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as TCloudRequest['body'];
      requests.push({ path: request.url, authorization: request.headers.authorization, body });
      response.setHeader('content-type', 'application/json');
      const error = (status: number, message: string, type: string, code: number) => {
        response.statusCode = status;
        response.end(JSON.stringify({ error: { message, type, code, fbtrace_id: 'AbC' } }));
      };
      if (request.method !== 'POST' || request.url !== `/v21.0/${PHONE_NUMBER_ID}/messages`) return error(404, 'Unknown path', 'GraphMethodException', 100);
      if (request.headers.authorization !== `Bearer ${TOKEN}`) return error(401, 'Invalid OAuth access token.', 'OAuthException', 190);
      if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !body.template?.name) return error(400, 'Invalid parameter', 'OAuthException', 100);
      if (body.to?.endsWith('000')) return error(400, '(#131026) Message undeliverable', 'OAuthException', 131026);
      // Recipients ending in 999: a passing outage, the first attempt only.
      if (body.to?.endsWith('999') && !refusedOnce.has(body.to)) {
        refusedOnce.add(body.to);
        return error(503, 'Service temporarily unavailable', 'OAuthException', 2);
      }
      next += 1;
      response.end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.TEST${next}` }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const cloudEnv = (baseUrl: string) => ({
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_API_BASE_URL: baseUrl,
  WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
  WHATSAPP_ACCESS_TOKEN: TOKEN,
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  SMS_INBOUND_TOKEN: 'inbound-token-0123456789',
});

/** A notification as Meta posts it, signed with `secret`. */
function signed(payload: unknown, secret = APP_SECRET) {
  const body = JSON.stringify(payload);
  return { body, signature: `sha256=${createHmac('sha256', secret).update(body).digest('hex')}` };
}

const statusNotification = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: PHONE_NUMBER_ID }, statuses: [{ id, status, timestamp: '1795700000', recipient_id: '966500000000', ...extra }] } }] }],
});
const inboundText = (from: string, text: string) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', messages: [{ from, id: 'wamid.IN', timestamp: '1795700000', type: 'text', text: { body: text } }] } }] }],
});

// ---- pure parts ----

describe('quiet hours and the alert day (Asia/Riyadh)', () => {
  it('reads the Riyadh hour and day, and tells quiet hours across midnight', () => {
    expect(riyadhHour(new Date('2030-01-10T19:30:00Z'))).toBe(22);
    expect(riyadhHour(new Date('2030-01-11T04:59:00Z'))).toBe(7);
    expect(riyadhDay(new Date('2030-01-10T21:00:00Z'))).toBe('2030-01-11');
    expect(isQuietHour(22, 22, 8)).toBe(true);
    expect(isQuietHour(7, 22, 8)).toBe(true);
    expect(isQuietHour(8, 22, 8)).toBe(false);
    expect(isQuietHour(21, 22, 8)).toBe(false);
    expect(isQuietHour(13, 13, 15)).toBe(true);
    expect(isQuietHour(3, 0, 0)).toBe(false);
  });

  it('fills templates in both languages and hears STOP and «إيقاف»', () => {
    expect(fillTemplate('tawzeef_job_alert', 'en', [newJobsPhrase('en', 3), 'https://t.example/en/job-alerts'])).toBe(
      'Tawzeef: 3 new jobs matching your job alerts. See them: https://t.example/en/job-alerts\nReply STOP to stop these messages.',
    );
    expect(fillTemplate('tawzeef_job_alert', 'ar', [newJobsPhrase('ar', 2), 'https://t.example/job-alerts'])).toContain('وظيفتان جديدتان تطابق تنبيهاتك');
    for (const text of ['STOP', 'stop', ' Stop. ', 'إيقاف', 'ايقاف', '«إيقاف»']) expect(isStopReply(text), text).toBe(true);
    for (const text of ['stop sending me jobs at night', 'نعم', '']) expect(isStopReply(text), text).toBe(false);
  });

  it('checks the X-Hub-Signature-256 of the raw body', () => {
    const { body, signature } = signed({ a: 1 });
    expect(hasValidSignature(APP_SECRET, Buffer.from(body), signature)).toBe(true);
    expect(hasValidSignature(APP_SECRET, Buffer.from(`${body} `), signature)).toBe(false);
    expect(hasValidSignature('other', Buffer.from(body), signature)).toBe(false);
    expect(hasValidSignature(APP_SECRET, Buffer.from(body), undefined)).toBe(false);
    expect(hasValidSignature(APP_SECRET, Buffer.from(body), 'sha1=abc')).toBe(false);
  });

  it('requires the Cloud API settings with WHATSAPP_PROVIDER=cloud, one line naming the variable', () => {
    expect(loadConfig({}).whatsapp).toMatchObject({ provider: 'outbox', baseUrl: 'https://graph.facebook.com', version: 'v21.0' });
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_PHONE_NUMBER_ID: '123456', WHATSAPP_ACCESS_TOKEN: 't', WHATSAPP_APP_SECRET: 's' })).toThrow(
      'Invalid configuration: WHATSAPP_VERIFY_TOKEN is required when WHATSAPP_PROVIDER=cloud',
    );
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'twilio' })).toThrow(/^Invalid configuration: WHATSAPP_PROVIDER must be outbox or cloud/);
    expect(() => loadConfig({ WHATSAPP_API_BASE_URL: 'ftp://x' })).toThrow(/WHATSAPP_API_BASE_URL/);
  });
});

describe.each(drivers)('SMS and WhatsApp channels on $name', (driver) => {
  let cloud: Awaited<ReturnType<typeof startCloudApi>>;
  let database: TDatabaseHandle;
  let db: TDatabase;
  let app: FastifyInstance;
  let deps: TChannelDeps;

  beforeAll(async () => {
    cloud = await startCloudApi();
    database = await driver.open();
    db = database.db;
    app = await testApp(database, cloudEnv(cloud.baseUrl));
    const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://tawzeef.test', ...cloudEnv(cloud.baseUrl) });
    deps = { db, config, sms: createSmsSender(config, db), whatsapp: createWhatsappSender(config, db) };
  });
  afterAll(async () => {
    await app.close();
    await cloud.close();
  });

  /** A seeker whose phone is confirmed the way every phone is: the SMS code sent at sign-up, typed back. */
  async function confirmedSeeker(phone?: string): Promise<TSignedUp & { phone: string }> {
    const seeker = await signUp(app, 'USER', phone ? { phone } : {});
    const to = e164(seeker.account.phone);
    // The code goes out after the sign-up's answer: wait for it.
    const sms = await vi.waitFor(
      async () => {
        const [found] = await db.select().from(smsOutbox).where(and(eq(smsOutbox.to_phone, to), eq(smsOutbox.purpose, 'verify_phone')));
        if (!found) throw new Error('not sent yet');
        return found;
      },
      { timeout: 20_000, interval: 10 },
    );
    const verified = await seeker.call('POST', '/api/v1/auth/phone/verify', { code: codeIn(sms) });
    expect(verified.statusCode, verified.body).toBe(200);
    return { ...seeker, phone: to };
  }

  const optIn = (seeker: TSignedUp, channel: 'sms' | 'whatsapp', body: Record<string, unknown> = { alerts: true, news: true }, locale: 'ar' | 'en' = 'en') =>
    seeker.call('PUT', `/api/v1/message-channels/${channel}`, body, locale);

  it('refuses an unconfirmed number, in both languages, and saves nothing', async () => {
    const seeker = await signUp(app);
    const en = await optIn(seeker, 'whatsapp');
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toContain('Your phone number is not confirmed: nothing will be sent to it');
    const ar = await optIn(seeker, 'sms', { alerts: true, news: false }, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().message).toContain('رقم جوالك غير مؤكَّد');
    expect(await db.select().from(messageChannels).where(eq(messageChannels.user_id, seeker.id))).toEqual([]);
    const listed = (await seeker.call('GET', '/api/v1/message-channels')).json().data;
    expect(listed).toMatchObject({ phone_confirmed: false, channels: [{ channel: 'sms', active: false }, { channel: 'whatsapp', active: false }] });
    // Nothing queued for it either: news for a seeker without a channel goes nowhere.
    expect(await queueNews(db, seeker.id, 'stage', { job: 'x' }, new Date())).toBe(0);
  });

  it('records the opt-in (when, which number, how confirmed) and answers the channels', async () => {
    const seeker = await confirmedSeeker();
    const saved = await optIn(seeker, 'whatsapp', { alerts: true, news: false, quiet_from: 23, quiet_to: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Saved: we will send these messages to your confirmed number, outside your quiet hours');
    const whatsapp = saved.json().data.channels.find((c: { channel: string }) => c.channel === 'whatsapp');
    expect(whatsapp).toMatchObject({ active: true, phone: seeker.phone, alerts: true, news: false, quiet_from: 23, quiet_to: 7, delivery: 'provider', opted_out_at: null });
    const [row] = await db.select().from(messageChannels).where(eq(messageChannels.user_id, seeker.id));
    expect(row).toMatchObject({ channel: 'whatsapp', phone: seeker.phone, confirmed_by: 'phone_code' });
    const [user] = await db.select().from(users).where(eq(users.id, seeker.id));
    expect(row!.confirmed_at.getTime()).toBe(user!.phone_verified_at!.getTime());
    expect(await db.select({ action: channelConsents.action, via: channelConsents.via, phone: channelConsents.phone }).from(channelConsents).where(eq(channelConsents.user_id, seeker.id))).toEqual([
      { action: 'opt_in', via: 'phone_code', phone: seeker.phone },
    ]);
    expect((await optIn(seeker, 'whatsapp', { alerts: true, news: true, quiet_from: 24 })).statusCode).toBe(422);
  });

  it('sends a template through the Cloud API and records its id; an error answer is failed with its code', async () => {
    const delivery = await deps.whatsapp.send({ to: '+966500000123', template: 'tawzeef_job_alert', params: ['3 new jobs', 'https://tawzeef.test/en/job-alerts'], body: 'b', locale: 'en', purpose: 'job_alert' });
    expect(delivery).toMatchObject({ status: 'sent', providerMessageId: expect.stringMatching(/^wamid\.TEST\d+$/) });
    const request = cloud.requests.find((r) => r.body.to === '966500000123');
    expect(request).toMatchObject({
      path: `/v21.0/${PHONE_NUMBER_ID}/messages`,
      authorization: `Bearer ${TOKEN}`,
      body: {
        messaging_product: 'whatsapp',
        type: 'template',
        template: { name: 'tawzeef_job_alert', language: { code: 'en' }, components: [{ type: 'body', parameters: [{ type: 'text', text: '3 new jobs' }, { type: 'text', text: 'https://tawzeef.test/en/job-alerts' }] }] },
      },
    });
    const failed = await deps.whatsapp.send({ to: '+966500000000', template: 'tawzeef_job_alert', params: ['x', 'y'], body: 'b', locale: 'ar', purpose: 'job_alert' });
    expect(failed).toMatchObject({ status: 'failed', error: 'WhatsApp 131026: (#131026) Message undeliverable' });
    await expect(sendWithCloudApi({ baseUrl: cloud.baseUrl, version: 'v21.0', phoneNumberId: PHONE_NUMBER_ID, accessToken: 'wrong' }, { to: '+966500000124', template: 't', params: [], locale: 'ar' })).rejects.toThrow(
      'WhatsApp 190: Invalid OAuth access token.',
    );
  });

  it('retries a WhatsApp message the Cloud API refused, with the mail and SMS retries', async () => {
    const delivery = await deps.whatsapp.send({ to: '+966500000999', template: 'tawzeef_job_alert', params: ['1 new job', 'u'], body: 'b', locale: 'en', purpose: 'job_alert' });
    expect(delivery).toMatchObject({ status: 'failed', error: 'WhatsApp 2: Service temporarily unavailable' });
    const config = loadConfig({ LOG_LEVEL: 'silent', ...cloudEnv(cloud.baseUrl) });
    const result = await retryFailedDeliveries({ db, config, whatsapp: deps.whatsapp }, { now: new Date(Date.now() + 61_000) });
    expect(result.whatsapp.sent).toBeGreaterThanOrEqual(1);
    expect((await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, delivery.id)))[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('holds messages inside quiet hours, releases them after, and sends at most one alert message a day per channel', async () => {
    const seeker = await confirmedSeeker();
    expect((await optIn(seeker, 'whatsapp')).statusCode).toBe(200);
    expect((await optIn(seeker, 'sms', { alerts: true, news: false })).statusCode).toBe(200);
    await db.update(users).set({ locale: 'ar' }).where(eq(users.id, seeker.id));
    // Two alerts' new jobs and one stage change, queued in the evening.
    expect(await queueAlertJobs(db, seeker.id, 2, new Date(), MESSAGE_CHANNEL_NAMES)).toBe(2);
    expect(await queueAlertJobs(db, seeker.id, 3, new Date(), MESSAGE_CHANNEL_NAMES)).toBe(2);
    expect(await queueNews(db, seeker.id, 'stage', { job: 'محاسب', company_ar: 'شركة الأفق', company_en: 'Horizon', stage_ar: 'في القائمة المختصرة', stage_en: 'Shortlisted' }, new Date())).toBe(1);
    const waiting = () => db.select().from(channelMessages).where(and(eq(channelMessages.user_id, seeker.id), eq(channelMessages.status, 'waiting')));

    // 23:00 in Riyadh: quiet, nothing leaves.
    const night = await dispatchChannelMessages(deps, new Date('2030-01-10T20:00:00Z'));
    expect(night.held).toBeGreaterThanOrEqual(5);
    expect(await waiting()).toHaveLength(5);
    // 08:00: the news and one folded alert message per channel.
    await dispatchChannelMessages(deps, new Date('2030-01-11T05:00:00Z'));
    expect(await waiting()).toEqual([]);
    const sentWhatsapp = await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to_phone, seeker.phone)).orderBy(whatsappOutbox.id);
    expect(sentWhatsapp.map((row) => [row.template, row.locale, row.status])).toEqual([
      ['tawzeef_application_update', 'ar', 'sent'],
      ['tawzeef_job_alert', 'ar', 'sent'],
    ]);
    expect(sentWhatsapp[1]!.params[0]).toBe('5 وظائف جديدة');
    expect(sentWhatsapp[0]!.body).toContain('طلبك لوظيفة «محاسب» لدى شركة الأفق أصبح في مرحلة: في القائمة المختصرة');
    const sentSms = await db.select().from(smsOutbox).where(and(eq(smsOutbox.to_phone, seeker.phone), eq(smsOutbox.purpose, 'job_alert')));
    expect(sentSms).toHaveLength(1);
    expect(sentSms[0]!.body).toContain('توظيف: 5 وظائف جديدة تطابق تنبيهاتك');
    expect(sentSms[0]!.status).toBe('local');

    // A third alert the same day waits for the next one (the cap), news do not.
    await queueAlertJobs(db, seeker.id, 1, new Date(), MESSAGE_CHANNEL_NAMES);
    await queueNews(db, seeker.id, 'interview', { job: 'محاسب', company_ar: 'شركة الأفق', company_en: 'Horizon', path: '/messages/7' }, new Date());
    await dispatchChannelMessages(deps, new Date('2030-01-11T12:00:00Z'));
    expect((await waiting()).map((row) => `${row.channel} ${row.kind}`).sort()).toEqual(['sms alert', 'whatsapp alert']);
    await dispatchChannelMessages(deps, new Date('2030-01-12T06:00:00Z'));
    expect(await waiting()).toEqual([]);
    const templates = (await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to_phone, seeker.phone)).orderBy(whatsappOutbox.id)).map((row) => row.template);
    expect(templates).toEqual(['tawzeef_application_update', 'tawzeef_job_alert', 'tawzeef_interview_invitation', 'tawzeef_job_alert']);
  });

  it('reaches what waits behind a full batch of held items: one seeker\'s quiet hours hide no one else\'s messages', async () => {
    const resting = await confirmedSeeker();
    expect((await optIn(resting, 'sms', { alerts: true, news: true, quiet_from: 10, quiet_to: 14 })).statusCode).toBe(200);
    const awake = await confirmedSeeker();
    expect((await optIn(awake, 'sms', { alerts: false, news: true })).statusCode).toBe(200);
    // More held items than one batch of the dispatcher, queued before the other seeker's news.
    await db.insert(channelMessages).values(Array.from({ length: 600 }, () => ({ user_id: resting.id, channel: 'sms' as const, kind: 'stage' as const, params: { job: 'x' }, created_at: new Date() })));
    expect(await queueNews(db, awake.id, 'stage', { job: 'محاسب', company_ar: 'شركة الأفق', company_en: 'Horizon', stage_ar: 'مقبول', stage_en: 'Hired' }, new Date())).toBe(1);
    try {
      // 12:00 in Riyadh: inside the first seeker's quiet hours, outside the second's.
      const result = await dispatchChannelMessages(deps, new Date('2030-02-01T09:00:00Z'));
      expect(result.held).toBeGreaterThanOrEqual(600);
      const [news] = await db.select().from(channelMessages).where(eq(channelMessages.user_id, awake.id));
      expect(news!.status).toBe('sent');
    } finally {
      await db.delete(channelMessages).where(eq(channelMessages.user_id, resting.id));
    }
  });

  it('verifies the webhook, updates delivery states from signed callbacks and refuses a bad signature', async () => {
    const challenge = await app.inject({ url: `/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444` });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toBe('1158201444');
    expect((await app.inject({ url: '/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1' })).statusCode).toBe(403);

    const delivery = await deps.whatsapp.send({ to: '+966500000125', template: 'tawzeef_job_alert', params: ['1 new job', 'u'], body: 'b', locale: 'en', purpose: 'job_alert' });
    const id = delivery.providerMessageId!;
    const post = (payload: unknown, secret?: string) => {
      const { body, signature } = signed(payload, secret);
      return app.inject({ method: 'POST', url: '/api/v1/webhooks/whatsapp', payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } });
    };
    const row = async () => (await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, delivery.id)))[0]!;

    const forged = await post(statusNotification(id, 'read'), 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    expect((await row()).provider_status).toBeNull();
    const unsigned = await app.inject({ method: 'POST', url: '/api/v1/webhooks/whatsapp', payload: JSON.stringify(statusNotification(id, 'read')), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);

    expect((await post(statusNotification(id, 'delivered'))).json().data).toEqual({ statuses: 1, opted_out: 0 });
    expect(await row()).toMatchObject({ provider_status: 'delivered', status: 'sent' });
    await post(statusNotification(id, 'read'));
    // A late "delivered" never takes a message back from "read".
    expect((await post(statusNotification(id, 'delivered'))).json().data.statuses).toBe(0);
    expect((await row()).provider_status).toBe('read');

    const other = await deps.whatsapp.send({ to: '+966500000126', template: 'tawzeef_job_alert', params: ['1 new job', 'u'], body: 'b', locale: 'en', purpose: 'job_alert' });
    await post(statusNotification(other.providerMessageId!, 'failed', { errors: [{ code: 131047, title: 'Re-engagement message' }] }));
    expect((await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, other.id)))[0]).toMatchObject({ provider_status: 'failed', status: 'failed', last_error: 'WhatsApp 131047: Re-engagement message' });
  });

  it('ends a channel on STOP or «إيقاف», records it, and drops what waits', async () => {
    const seeker = await confirmedSeeker();
    expect((await optIn(seeker, 'whatsapp')).statusCode).toBe(200);
    expect((await optIn(seeker, 'sms')).statusCode).toBe(200);
    await queueAlertJobs(db, seeker.id, 4, new Date(), MESSAGE_CHANNEL_NAMES);

    const { body, signature } = signed(inboundText(seeker.phone.slice(1), 'إيقاف'));
    const stopped = await app.inject({ method: 'POST', url: '/api/v1/webhooks/whatsapp', payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } });
    expect(stopped.json().data).toEqual({ statuses: 0, opted_out: 1 });
    const whatsapp = (await seeker.call('GET', '/api/v1/message-channels', undefined, 'ar')).json().data.channels[1];
    expect(whatsapp).toMatchObject({ channel: 'whatsapp', active: false, opted_out_via: 'stop_reply' });

    // SMS: the provider's inbound webhook, with its token.
    const sms = (token: string, text: string) => app.inject({ method: 'POST', url: '/api/v1/webhooks/sms', payload: { from: seeker.phone.slice(1), text }, headers: { 'x-webhook-token': token } });
    expect((await sms('wrong-token-0123456789', 'STOP')).statusCode).toBe(401);
    expect((await sms('inbound-token-0123456789', 'hello')).json().data.opted_out).toBe(0);
    expect((await sms('inbound-token-0123456789', 'STOP')).json().data.opted_out).toBe(1);

    const consents = await db.select({ channel: channelConsents.channel, action: channelConsents.action, via: channelConsents.via }).from(channelConsents).where(eq(channelConsents.user_id, seeker.id)).orderBy(channelConsents.id);
    expect(consents.slice(2)).toEqual([
      { channel: 'whatsapp', action: 'opt_out', via: 'stop_reply' },
      { channel: 'sms', action: 'opt_out', via: 'stop_reply' },
    ]);
    expect((await db.select().from(channelMessages).where(eq(channelMessages.user_id, seeker.id))).map((row) => row.status)).toEqual(['dropped', 'dropped']);
    expect(await queueAlertJobs(db, seeker.id, 1, new Date(), MESSAGE_CHANNEL_NAMES)).toBe(0);

    // Opting in again is a new, recorded opt-in; leaving from the settings is recorded as such.
    expect((await optIn(seeker, 'sms')).json().data.channels[0]).toMatchObject({ active: true, opted_out_at: null });
    const left = await seeker.call('DELETE', '/api/v1/message-channels/sms', undefined, 'ar');
    expect(left.json().message).toBe('تم الإيقاف: لن نرسل شيئًا آخر عبر هذه القناة');
    expect(left.json().data.channels[0]).toMatchObject({ channel: 'sms', active: false, opted_out_via: 'settings' });
  });

  it('queues a stage change for the channels carrying news, in both languages’ words', async () => {
    const seeker = await confirmedSeeker();
    expect((await optIn(seeker, 'sms', { alerts: false, news: true })).statusCode).toBe(200);
    expect((await optIn(seeker, 'whatsapp', { alerts: true, news: false })).statusCode).toBe(200);
    const company = await readyCompany(app, database);
    const job = await insertLiveJob(database, company.companyId, { title: 'Accountant' });
    await giveMinimumProfile(database, seeker.id);
    const applied = await seeker.call('POST', `/api/v1/jobs/${job.id}/applications`, {});
    expect(applied.statusCode, applied.body).toBe(201);
    const moved = await company.call('PUT', `/api/v1/company/applications/${applied.json().data.id}/stage`, { stage: 'shortlisted' });
    expect(moved.statusCode, moved.body).toBe(200);
    const queued = await db.select().from(channelMessages).where(eq(channelMessages.user_id, seeker.id));
    expect(queued.map((row) => [row.channel, row.kind, row.status])).toEqual([['sms', 'stage', 'waiting']]);
    expect(queued[0]!.params).toMatchObject({ job: 'Accountant', stage_ar: 'في القائمة المختصرة', stage_en: 'Shortlisted' });
  });

  it('queues an interview invitation for the channels carrying news, with its company and conversation', async () => {
    const seeker = await confirmedSeeker();
    await giveMinimumProfile(database, seeker.id);
    await db.update(seekerProfiles).set({ is_visible: true }).where(eq(seekerProfiles.user_id, seeker.id));
    expect((await optIn(seeker, 'whatsapp', { alerts: false, news: true })).statusCode).toBe(200);
    const company = await readyCompany(app, database, { name: 'Horizon Trading' });
    const started = await company.call('POST', '/api/v1/conversations', { seeker_id: seeker.id, body: 'Hello, are you open to a new role?' });
    expect(started.statusCode, started.body).toBe(201);
    const conversationId = started.json().data.conversation.id as number;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date(Date.now() + 3 * 86_400_000));
    const invited = await company.call('POST', `/api/v1/conversations/${conversationId}/invitations`, { date: day, time: '10:30', duration_minutes: 45, location: 'King Fahd Road, Riyadh' });
    expect(invited.statusCode, invited.body).toBe(201);
    const [queued] = await db.select().from(channelMessages).where(eq(channelMessages.user_id, seeker.id));
    expect(queued).toMatchObject({ channel: 'whatsapp', kind: 'interview', status: 'waiting', params: { path: `/messages/${conversationId}` } });
    expect(queued!.params.company_en).toContain('Horizon Trading');
  });

  it('queues an alert digest\'s new jobs for the channels carrying alerts', async () => {
    const seeker = await confirmedSeeker();
    expect((await optIn(seeker, 'whatsapp', { alerts: true, news: false })).statusCode).toBe(200);
    const word = `zq${Date.now().toString(36)}`;
    const company = await readyCompany(app, database);
    await insertLiveJob(database, company.companyId, { title: `Accountant ${word}`, activated_at: new Date(Date.now() - 60_000), published_at: new Date(Date.now() - 60_000) });
    const created = await seeker.call('POST', '/api/v1/job-alerts', { open_keys: word, frequency: 'weekly' });
    expect(created.statusCode, created.body).toBe(201);
    const alert = created.json().data;
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Tawzeef <no-reply@tawzeef.test>' }, db);
    expect((await sendDigestNow({ db, mailer, publicUrl: 'https://tawzeef.test' }, alert.id, 'en', new Date())).status).toBe('sent');
    const queued = await db.select().from(channelMessages).where(eq(channelMessages.user_id, seeker.id));
    expect(queued.map((row) => [row.channel, row.kind, row.jobs, row.status])).toEqual([['whatsapp', 'alert', 1, 'waiting']]);
  });

  it('lets each alert choose the channels that carry it: a digest reaches only those, and a replaced alert keeps its choice unless given (decision 144)', async () => {
    const seeker = await confirmedSeeker();
    for (const channel of ['sms', 'whatsapp'] as const) expect((await optIn(seeker, channel, { alerts: true, news: false })).statusCode).toBe(200);
    const word = `zq${Date.now().toString(36)}`;
    const company = await readyCompany(app, database);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await insertLiveJob(database, company.companyId, { title: `Accountant ${word}`, activated_at: anHourAgo, published_at: anHourAgo });
    const both = (await seeker.call('POST', '/api/v1/job-alerts', { open_keys: word, frequency: 'weekly' })).json().data;
    expect(both.phone_channels).toEqual(['sms', 'whatsapp']);
    const smsOnly = await seeker.call('POST', '/api/v1/job-alerts', { open_keys: word, frequency: 'daily', phone_channels: ['sms', 'sms'] });
    expect(smsOnly.statusCode, smsOnly.body).toBe(201);
    expect(smsOnly.json().data.phone_channels).toEqual(['sms']);
    const none = (await seeker.call('POST', '/api/v1/job-alerts', { open_keys: word, frequency: 'monthly', phone_channels: [] })).json().data;
    expect(none.phone_channels).toEqual([]);
    const bad = await seeker.call('POST', '/api/v1/job-alerts', { open_keys: word, frequency: 'weekly', phone_channels: ['telegram'] }, 'ar');
    expect(bad.statusCode).toBe(422);

    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Tawzeef <no-reply@tawzeef.test>' }, db);
    const digest = (alertId: number) => sendDigestNow({ db, mailer, publicUrl: 'https://tawzeef.test' }, alertId, 'en', new Date());
    const queued = async () => (await db.select().from(channelMessages).where(eq(channelMessages.user_id, seeker.id))).map((row) => row.channel).sort();
    expect((await digest(none.id)).status).toBe('sent');
    expect(await queued()).toEqual([]);
    expect((await digest(smsOnly.json().data.id)).status).toBe('sent');
    expect(await queued()).toEqual(['sms']);

    // Replacing the alert without naming its channels keeps them; naming them changes them.
    const kept = await seeker.call('PUT', `/api/v1/job-alerts/${smsOnly.json().data.id}`, { open_keys: word, frequency: 'daily' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.phone_channels).toEqual(['sms']);
    const changed = await seeker.call('PUT', `/api/v1/job-alerts/${smsOnly.json().data.id}`, { open_keys: word, frequency: 'daily', phone_channels: ['whatsapp'] });
    expect(changed.json().data.phone_channels).toEqual(['whatsapp']);
    expect((await digest(both.id)).status).toBe('sent');
    expect(await queued()).toEqual(['sms', 'sms', 'whatsapp']);
  });

  it('drops what waits for a number that is no longer the confirmed account phone', async () => {
    const seeker = await confirmedSeeker();
    expect((await optIn(seeker, 'whatsapp')).statusCode).toBe(200);
    await queueAlertJobs(db, seeker.id, 2, new Date(), MESSAGE_CHANNEL_NAMES);
    await db.update(users).set({ phone_verified_at: null }).where(eq(users.id, seeker.id));
    const before = (await db.select().from(whatsappOutbox).orderBy(desc(whatsappOutbox.id)).limit(1))[0]?.id ?? 0;
    const result = await dispatchChannelMessages(deps, new Date('2030-02-01T09:00:00Z'));
    expect(result.dropped).toBeGreaterThanOrEqual(1);
    expect((await db.select().from(channelMessages).where(eq(channelMessages.user_id, seeker.id)))[0]!.status).toBe('dropped');
    expect((await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to_phone, seeker.phone))).filter((row) => row.id > before)).toEqual([]);
  });
});

describe.each(drivers)('the local WhatsApp outbox on $name', (driver) => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps messages locally by default, shows them in the console labelled local, and serves no webhook', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const whatsapp = createWhatsappSender(config, database.db);
    expect(whatsapp.provider).toBe('outbox');
    const delivery = await whatsapp.send({ to: '+966500000127', template: 'tawzeef_job_alert', params: ['1 new job', 'u'], body: 'Tawzeef: 1 new job matching your job alerts.', locale: 'en', purpose: 'job_alert' });
    expect(delivery.status).toBe('local');
    const admin = await signUpAdmin(app, database);
    const listed = await admin.call('GET', '/api/admin/whatsapp-outbox?q=500000127');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.items).toEqual([expect.objectContaining({ id: delivery.id, to_phone: '+966500000127', template: 'tawzeef_job_alert', status: 'local', provider_status: null })]);
    expect((await app.inject({ url: '/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/v1/webhooks/sms', payload: { from: '966500000127', text: 'STOP' } })).statusCode).toBe(404);
    const seeker = await signUp(app);
    expect((await seeker.call('GET', '/api/v1/message-channels')).json().data.channels.map((c: { delivery: string }) => c.delivery)).toEqual(['local', 'local']);
  });
});
