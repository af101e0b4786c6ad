import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CODE_MAX_WRONG_TRIES, SMS_CAP_PER_PHONE_PER_HOUR, SMS_CAP_PER_IP_PER_HOUR } from '@tawzeef/contract';
import { newAccount, testApp, testDrivers, uniqueEmail } from '../../test/harness.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { arrived, codeIn, e164, newAddress } from '../../test/outbox.ts';

const drivers = await testDrivers();
const PUBLIC_URL = 'https://tawzeef.example';

/** A notifier that keeps what it was asked to send, and a clock the test moves. */
function recorder() {
  const mails: Array<Parameters<TNotifier['mail']>[0]> = [];
  const texts: Array<Parameters<TNotifier['sms']>[0]> = [];
  const notifier: TNotifier = {
    mail: async (m) => void mails.push(m),
    sms: async (m) => void texts.push(m),
  };
  return { notifier, mails, texts };
}

describe.each(drivers)('account verification and password reset on $name', (driver) => {
  let app: FastifyInstance;
  const sent = recorder();
  let clock = new Date();
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    // The contract's SMS cap per address (the harness lifts it); each registration below comes from its own address.
    app = await testApp(await driver.open(), { PUBLIC_URL, SMS_IP_MAX_PER_HOUR: String(SMS_CAP_PER_IP_PER_HOUR) }, { notifier: sent.notifier, now: () => clock });
  });
  afterAll(async () => {
    await app.close();
  });

  async function account(overrides: Record<string, unknown> = {}) {
    const body = newAccount(overrides);
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body, headers: { 'x-locale': 'en' }, remoteAddress: newAddress() });
    const token: string = response.json().data.access_token.token;
    // The registration's confirmation email and phone code are sent after the answer: wait for them, so that
    // they cannot be sent later with a clock the test has moved meanwhile.
    await arrived(() => lastMailTo(body.email));
    await arrived(() => lastSmsTo(e164(String(body.phone))));
    const call = (url: string, payload?: unknown, extra: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload: payload as never, headers: { authorization: `Bearer ${token}`, 'x-locale': 'en', ...extra } });
    return { body, token, call };
  }
  const lastMailTo = (email: string) => [...sent.mails].reverse().find((m) => m.to === email);
  const lastSmsTo = (phone: string, purpose?: string) => [...sent.texts].reverse().find((m) => m.to === phone && (!purpose || m.purpose === purpose));
  const tokenIn = (mail: { text: string } | undefined) => /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const resetMailTo = (email: string) => [...sent.mails].reverse().find((m) => m.to === email && m.text.includes('reset-password?token='));
  const profile = async (token: string) => (await app.inject({ url: '/api/v1/user/profile', headers: { authorization: `Bearer ${token}` } })).json().data;

  it('confirms the email once with a link built from PUBLIC_URL, whatever the Host header says', async () => {
    const me = await account();
    advance(61_000);
    const requested = await me.call('/api/v1/auth/email/verification', undefined, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(requested.statusCode).toBe(200);
    const mail = lastMailTo(me.body.email);
    expect(mail?.text).toContain(`${PUBLIC_URL}/en/verify-email?token=`);
    expect(mail?.html).not.toContain('evil.example');
    const verify = () => app.inject({ method: 'POST', url: '/api/v1/auth/email/verify', payload: { token: tokenIn(mail) }, headers: { 'x-locale': 'en' } });
    expect((await verify()).json()).toMatchObject({ message: 'Your email is confirmed', data: { type: 'USER' } });
    expect((await profile(me.token)).email_verified_at).not.toBeNull();
    const again = await verify();
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This link is invalid, already used or expired: ask for a new one');
  });

  it('sends the confirmation email at registration, in the language of the registration', async () => {
    const me = await account();
    const mail = lastMailTo(me.body.email);
    expect(mail?.subject).toBe('Confirm your email on Tawzeef');
    expect(mail?.html).toContain('<html lang="en" dir="ltr"');
    const arabic = newAccount();
    await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: arabic });
    const arabicMail = await arrived(() => lastMailTo(arabic.email));
    expect(arabicMail?.subject).toBe('أكّد بريدك الإلكتروني في توظيف');
    expect(arabicMail?.html).toContain('dir="rtl"');
    expect(arabicMail?.text).toContain(`${PUBLIC_URL}/verify-email?token=`);
  });

  it('waits 60 seconds between links, and a new link ends the old one; links expire after a day', async () => {
    const me = await account();
    advance(61_000);
    expect((await me.call('/api/v1/auth/email/verification')).statusCode).toBe(200);
    const first = tokenIn(lastMailTo(me.body.email));
    const soon = await me.call('/api/v1/auth/email/verification');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe('A message was just sent: please wait a minute before asking again');
    advance(61_000);
    expect((await me.call('/api/v1/auth/email/verification')).statusCode).toBe(200);
    const second = tokenIn(lastMailTo(me.body.email));
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/email/verify', payload: { token: first } })).statusCode).toBe(422);
    advance(25 * 3_600_000);
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/email/verify', payload: { token: second } })).statusCode).toBe(422);
  });

  it('sends the phone code when registration finishes, in its language, and keeps the resend cooldown', async () => {
    const me = await account();
    const sms = lastSmsTo(e164(String(me.body.phone)));
    expect(sms).toMatchObject({ purpose: 'verify_phone', locale: 'en' });
    expect(codeIn(sms)).toMatch(/^\d{6}$/);
    // The verification page's "send a new code" right away is the resend the cooldown holds back.
    const soon = await me.call('/api/v1/auth/phone/verification');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe('A message was just sent: please wait a minute before asking again');
    const arabic = newAccount();
    await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: arabic, remoteAddress: newAddress() });
    expect(await arrived(() => lastSmsTo(e164(String(arabic.phone))))).toMatchObject({ purpose: 'verify_phone', locale: 'ar' });
  });

  it('confirms the phone with a 6-digit code; the 6th wrong try burns it', async () => {
    const me = await account();
    const code = codeIn(lastSmsTo(String(me.body.phone).replace(/^0/, '+966')));
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_WRONG_TRIES; i += 1) {
      const response = await me.call('/api/v1/auth/phone/verify', { code: wrong });
      expect(response.json().errors).toEqual({ code: ['The code is not correct'] });
    }
    expect((await me.call('/api/v1/auth/phone/verify', { code: wrong })).json().errors).toEqual({
      code: ['Too many wrong tries: this code no longer works, ask for a new one'],
    });
    expect((await me.call('/api/v1/auth/phone/verify', { code })).json().errors).toEqual({ code: ['The code has expired or was already used: ask for a new one'] });

    advance(61_000);
    await me.call('/api/v1/auth/phone/verification');
    const fresh = codeIn(lastSmsTo(String(me.body.phone).replace(/^0/, '+966')));
    const arabicDigits = fresh.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect((await me.call('/api/v1/auth/phone/verify', { code: arabicDigits })).json().message).toBe('Your phone number is confirmed');
    expect((await profile(me.token)).phone_verified_at).not.toBeNull();
    expect((await me.call('/api/v1/auth/phone/verification')).json().message).toBe('This is already confirmed');
  });

  it('lets a code expire after 10 minutes and refuses malformed codes with the specification’s message', async () => {
    const me = await account();
    const code = codeIn(lastSmsTo(String(me.body.phone).replace(/^0/, '+966')));
    expect((await me.call('/api/v1/auth/phone/verify', { code: '12ab' })).json().errors).toEqual({ code: ['must be 6 numbers'] });
    advance(10 * 60_000 + 1000);
    expect((await me.call('/api/v1/auth/phone/verify', { code })).json().errors.code).toEqual(['The code has expired or was already used: ask for a new one']);
  });

  it('caps SMS codes per phone and per IP address every hour', async () => {
    const me = await account();
    // The code sent at registration is the first of the hour.
    for (let i = 1; i < SMS_CAP_PER_PHONE_PER_HOUR; i += 1) {
      advance(61_000);
      expect((await me.call('/api/v1/auth/phone/verification')).statusCode).toBe(200);
    }
    advance(61_000);
    const capped = await me.call('/api/v1/auth/phone/verification');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe('Too many codes were requested: please try again in an hour');
    advance(3_600_000);
    expect((await me.call('/api/v1/auth/phone/verification')).statusCode).toBe(200);

    const ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i <= SMS_CAP_PER_IP_PER_HOUR; i += 1) {
      const other = await account();
      advance(61_000);
      statuses.push((await app.inject({ method: 'POST', url: '/api/v1/auth/phone/verification', remoteAddress: ip, headers: { authorization: `Bearer ${other.token}` } })).statusCode);
    }
    expect(statuses.slice(0, SMS_CAP_PER_IP_PER_HOUR).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers "forgot password" the same for known and unknown accounts, and sends only to real ones', async () => {
    const me = await account();
    const ask = (login: string) => app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { login }, headers: { 'x-locale': 'en' } });
    const mailsBefore = sent.mails.length;
    const known = await ask(me.body.email);
    const unknown = await ask(uniqueEmail('ghost'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: 'If an account uses this email or phone number, we sent it a way to reset the password', data: { channel: 'email' } });
    await arrived(() => resetMailTo(me.body.email));
    expect(sent.mails.length).toBe(mailsBefore + 1);
    expect(lastMailTo(me.body.email)?.text).toContain(`${PUBLIC_URL}/en/reset-password?token=`);

    // Asked in turn, so that a machine busy with other work slows both alike (one after the other, a busy spell fell
    // on one of them); the median of seven each.
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      for (const [login, times] of [[me.body.email, knownTimes], [uniqueEmail('ghost'), unknownTimes]] as const) {
        const started = performance.now();
        await ask(login);
        times.push(performance.now() - started);
      }
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[3]!;
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(50);
  });

  it('resets the password with the emailed link, once, and ends every session', async () => {
    const me = await account();
    await app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { login: me.body.email } });
    const token = tokenIn(await arrived(() => resetMailTo(me.body.email)));
    const reset = (password: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { token, password, password_confirmation: password }, headers: { 'x-locale': 'en' } });
    const done = await reset('Brand-new-pass1');
    expect(done.json().message).toBe('Your password has been changed: log in with the new one');
    expect((await app.inject({ url: '/api/v1/user/profile', headers: { authorization: `Bearer ${me.token}` } })).statusCode).toBe(401);
    const login = (password: string) => app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: me.body.email, password } });
    expect((await login('Brand-new-pass1')).statusCode).toBe(200);
    expect((await login(String(me.body.password))).statusCode).toBe(401);
    expect((await reset('Another-pass-22')).statusCode).toBe(422);
  });

  it('resets the password by phone with the SMS code', async () => {
    const me = await account();
    const phone = String(me.body.phone);
    const forgot = await app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { login: phone } });
    expect(forgot.json().data).toEqual({ channel: 'sms' });
    // The code is sent after the answer: waiting a fixed 50 ms here read no code on a loaded machine, and the
    // empty "right" code then answered 422.
    const code = codeIn(await arrived(() => lastSmsTo(phone.replace(/^0/, '+966'), 'reset_password')));
    const wrong = await app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { phone, code: code === '999999' ? '888888' : '999999', password: 'Phone-reset-1', password_confirmation: 'Phone-reset-1' } });
    expect(wrong.statusCode).toBe(422);
    const right = await app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { phone, code, password: 'Phone-reset-1', password_confirmation: 'Phone-reset-1' } });
    expect(right.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: phone, password: 'Phone-reset-1' } })).statusCode).toBe(200);
    // An unknown phone gets the same answer as a wrong code.
    const unknown = await app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { phone: '0599999999', code: '123456', password: 'Phone-reset-1', password_confirmation: 'Phone-reset-1' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().errors).toEqual({ code: ['الرمز غير صحيح أو منتهي الصلاحية: تحقق منه أو اطلب رمزًا جديدًا'] });
  });
});
