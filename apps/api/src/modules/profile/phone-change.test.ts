import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SMS_CAP_PER_IP_PER_HOUR } from '@tawzeef/contract';
import { newAccount, testApp, testDrivers, uniquePhone } from '../../test/harness.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { arrived, codeIn, e164, newAddress } from '../../test/outbox.ts';

const drivers = await testDrivers();

/** Changing the phone number of an account (decision 046): a code to the new number, which replaces the old one only once confirmed. */
describe.each(drivers)('a change of phone number on $name', (driver) => {
  let app: FastifyInstance;
  const texts: Array<Parameters<TNotifier['sms']>[0]> = [];
  const notifier: TNotifier = { mail: async () => undefined, sms: async (m) => void texts.push(m) };
  let clock = new Date();
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    app = await testApp(await driver.open(), { SMS_IP_MAX_PER_HOUR: String(SMS_CAP_PER_IP_PER_HOUR) }, { notifier, now: () => clock });
  });
  afterAll(async () => {
    await app.close();
  });

  const smsTo = (phone: string, purpose: string) => texts.filter((m) => m.to === phone && m.purpose === purpose);

  /** A job seeker or a company whose phone is confirmed, calling from an address of its own. */
  async function account(type: 'USER' | 'COMPANY' = 'USER') {
    const body = newAccount(type === 'COMPANY' ? { type, foundation_name: 'Horizon Trading' } : {});
    const address = newAddress();
    const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body, remoteAddress: address });
    const token: string = registered.json().data.access_token.token;
    const phone = e164(String(body.phone));
    const signupCode = await arrived(() => smsTo(phone, 'verify_phone')[0]);
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, locale: 'en' | 'ar' = 'en') =>
      app.inject({ method, url, payload: payload as never, remoteAddress: address, headers: { authorization: `Bearer ${token}`, 'x-locale': locale } });
    expect((await call('POST', '/api/v1/auth/phone/verify', { code: codeIn(signupCode) })).statusCode).toBe(200);
    const changeTo = (newPhone: string, locale: 'en' | 'ar' = 'en') =>
      call('PUT', '/api/v1/user/profile/contact-info', { email: body.email, phone: newPhone, current_password: body.password }, locale);
    const profile = async () => (await call('GET', '/api/v1/user/profile')).json().data as { phone: string; phone_verified_at: string | null };
    const pending = async () => (await call('GET', '/api/v1/user/profile/phone-change')).json().data as { phone: string | null; resend_in: number };
    return { body, phone, call, changeTo, profile, pending };
  }

  it('sends a code to the new number and keeps the old one, confirmed, until the code is confirmed', async () => {
    const me = await account();
    const newPhone = uniquePhone();
    const asked = await me.changeTo(newPhone);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe('Saved. We sent a 6-digit code to the new number: it replaces the current one once you confirm the code');
    const sms = await arrived(() => smsTo(e164(newPhone), 'change_phone')[0]);
    expect(sms.body).toMatch(/^Tawzeef: your code to use this number on your account is \d{6}\./);
    // Nothing went to the old number, and the old number is still the account's, still confirmed.
    expect(smsTo(me.phone, 'change_phone')).toHaveLength(0);
    expect(await me.profile()).toMatchObject({ phone: me.phone, phone_verified_at: expect.any(String) });
    expect(await me.pending()).toEqual({ phone: e164(newPhone), resend_in: 60 });
    const oldLogin = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: me.phone, password: me.body.password } });
    expect(oldLogin.statusCode).toBe(200);

    // A wrong code is refused with a clear message in both languages, and changes nothing.
    const wrongCode = codeIn(sms) === '000000' ? '111111' : '000000';
    const wrong = await me.call('POST', '/api/v1/user/profile/phone-change/confirm', { code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['The code is not correct'] });
    const wrongAr = await me.call('POST', '/api/v1/user/profile/phone-change/confirm', { code: wrongCode }, 'ar');
    expect(wrongAr.json().errors).toEqual({ code: ['الرمز غير صحيح'] });
    expect((await me.profile()).phone).toBe(me.phone);

    const right = await me.call('POST', '/api/v1/user/profile/phone-change/confirm', { code: codeIn(sms) }, 'ar');
    expect(right.statusCode).toBe(200);
    expect(right.json().message).toBe('تم تأكيد رقم جوالك الجديد وأصبح مستخدمًا');
    expect(await me.profile()).toMatchObject({ phone: e164(newPhone), phone_verified_at: expect.any(String) });
    expect(await me.pending()).toEqual({ phone: null, resend_in: 0 });
    const newLogin = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: newPhone, password: me.body.password } });
    expect(newLogin.statusCode).toBe(200);
    // The code works once.
    expect((await me.call('POST', '/api/v1/user/profile/phone-change/confirm', { code: codeIn(sms) })).json().message).toBe(
      'No new phone number is waiting for a code: enter the new number and save',
    );
  });

  it('sends again only after the cooldown, and the new code replaces the old one', async () => {
    const me = await account('COMPANY');
    const newPhone = uniquePhone();
    expect((await me.changeTo(newPhone)).statusCode).toBe(200);
    const first = codeIn(await arrived(() => smsTo(e164(newPhone), 'change_phone')[0]));
    // Saving the same new number again sends nothing more.
    expect((await me.changeTo(newPhone)).statusCode).toBe(200);
    const soon = await me.call('POST', '/api/v1/user/profile/phone-change/resend', undefined, 'ar');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe('أُرسلت رسالة للتو: يرجى الانتظار دقيقة قبل الطلب مجددًا');
    expect(smsTo(e164(newPhone), 'change_phone')).toHaveLength(1);

    advance(30_000);
    expect((await me.pending()).resend_in).toBe(30);
    advance(31_000);
    expect((await me.pending()).resend_in).toBe(0);
    const again = await me.call('POST', '/api/v1/user/profile/phone-change/resend');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('We sent a new 6-digit code to the new number');
    const texted = smsTo(e164(newPhone), 'change_phone');
    expect(texted).toHaveLength(2);
    const second = codeIn(texted[1]);
    if (first !== second) {
      expect((await me.call('POST', '/api/v1/user/profile/phone-change/confirm', { code: first })).json().errors).toEqual({ code: ['The code is not correct'] });
    }
    expect((await me.call('POST', '/api/v1/user/profile/phone-change/confirm', { code: second })).statusCode).toBe(200);
    expect((await me.profile()).phone).toBe(e164(newPhone));
  });

  it('drops a change on request, and refuses a number another account took meanwhile', async () => {
    const me = await account();
    const newPhone = uniquePhone();
    expect((await me.changeTo(newPhone)).statusCode).toBe(200);
    const code = codeIn(await arrived(() => smsTo(e164(newPhone), 'change_phone')[0]));
    const dropped = await me.call('DELETE', '/api/v1/user/profile/phone-change');
    expect(dropped.json().message).toBe('The change of phone number was dropped: your current number stays');
    expect(await me.pending()).toEqual({ phone: null, resend_in: 0 });
    const late = await me.call('POST', '/api/v1/user/profile/phone-change/confirm', { code });
    expect(late.statusCode).toBe(422);
    expect((await me.profile()).phone).toBe(me.phone);

    const contested = uniquePhone();
    advance(61_000);
    expect((await me.changeTo(contested)).statusCode).toBe(200);
    const contestedCode = codeIn(await arrived(() => smsTo(e164(contested), 'change_phone')[0]));
    const other = newAccount({ phone: contested });
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: other, remoteAddress: newAddress() })).statusCode).toBeLessThan(300);
    const taken = await me.call('POST', '/api/v1/user/profile/phone-change/confirm', { code: contestedCode });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ code: ['This phone number is already registered: log in or use another number'] });
    expect((await me.profile()).phone).toBe(me.phone);
    // A number already registered is refused when it is asked for, and no code goes to it.
    const before = smsTo(e164(contested), 'change_phone').length;
    expect((await me.changeTo(contested)).json().errors).toEqual({ phone: ['This phone number is already registered: log in or use another number'] });
    expect(smsTo(e164(contested), 'change_phone')).toHaveLength(before);
  });
});
