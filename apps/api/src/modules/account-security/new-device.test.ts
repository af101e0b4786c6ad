import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../db/client.ts';
import { mailOutbox, sessions } from '../../db/schema/index.ts';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { newAddress } from '../../test/outbox.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_NEXT = IPHONE.replaceAll('17_4', '17_5').replace('Version/17.4', 'Version/17.5');
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(await testDrivers())('the new-device mail on $name (decision 166)', (driver) => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  const login = (person: TSignedUp, userAgent: string, remoteAddress = newAddress()) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: person.account.email, password: person.account.password }, remoteAddress, headers: { 'user-agent': userAgent } });
  const mailsOf = (person: TSignedUp) => database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, person.account.email), eq(mailOutbox.purpose, 'new_device')));
  const tokenIn = (text: string) => decodeURIComponent(/\/account-security\?end=([^\s"&<]+)/.exec(text)![1]!);
  const endByLink = (token: string, locale = 'en') => app.inject({ method: 'POST', url: '/api/v1/auth/sessions/end', payload: { token }, headers: { 'x-locale': locale } });
  const profile = (token: string) => app.inject({ method: 'GET', url: '/api/v1/user/simple-profile', headers: { authorization: `Bearer ${token}` } });

  it("does not mail an account's first sign-in (a demo account's), nor sign-ins from its known device at another address of the same kind", async () => {
    const person = await signUp(app);
    // An account that has never had a session, as the demo data's: its first sign-in is not "new".
    await database.db.delete(sessions).where(eq(sessions.user_id, person.id));
    expect((await login(person, WINDOWS)).statusCode).toBe(200);
    expect((await login(person, WINDOWS, newAddress())).statusCode).toBe(200);
    expect(await mailsOf(person)).toEqual([]);
  });

  it('mails the person in their language with the device in words, the address and the time, and a link that ends that session (and what it was renewed into) once', async () => {
    const person = await signUp(app);
    const first = await login(person, IPHONE, '10.1.2.3');
    expect(first.statusCode).toBe(200);
    const mails = await mailsOf(person);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ locale: 'ar', subject: 'تسجيل دخول جديد إلى حسابك في توظيف' });
    expect(mail.text_body).toContain('الجهاز: Safari على iOS');
    expect(mail.text_body).toContain('عنوان الشبكة: 10.1.2.3');
    expect(mail.text_body).toContain('بتوقيت الرياض');
    // A private address has no place: no line rather than a guess (decision 174).
    expect(mail.text_body).not.toContain('المكان التقريبي');
    expect(mail.html_body).toContain('/account-security?end=');
    // The same phone after an update, from another IPv4 network: the same device.
    expect((await login(person, IPHONE_NEXT, newAddress())).statusCode).toBe(200);
    expect(await mailsOf(person)).toHaveLength(1);
    // The same phone on an IPv6 network: a new device.
    expect((await login(person, IPHONE, '2001:db8::7')).statusCode).toBe(200);
    expect(await mailsOf(person)).toHaveLength(2);
    // A public address: its country, in the person's language, from DB-IP's data (decision 174).
    expect((await login(person, WINDOWS, '212.138.64.1')).statusCode).toBe(200);
    // (The outbox's rows come in no set order: the mail is the one about that device.)
    const fromRiyadh = (await mailsOf(person)).find((sent) => sent.text_body.includes('Windows'))!;
    expect(fromRiyadh.text_body).toContain('المكان التقريبي: المملكة العربية السعودية (من عنوان الشبكة، عن DB-IP)');

    // The session is renewed before its owner reads the mail: the link signs the device out all the same.
    const refreshed = await app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: first.json().data.refresh_token.token } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const renewed = refreshed.json().data.access_token.token as string;
    expect((await profile(renewed)).statusCode).toBe(200);
    const token = tokenIn(mail.text_body);
    const ended = await endByLink(token, 'en');
    expect(ended.statusCode, ended.body).toBe(200);
    // Answered in the account's language, whatever the page's.
    expect(ended.json()).toEqual({ message: 'انتهت تلك الجلسة وخرج الجهاز من الحساب. إن لم تكن أنت، فغيّر كلمة المرور الآن', data: { ended: true, locale: 'ar' } });
    expect((await profile(renewed)).statusCode).toBe(401);
    expect((await profile(first.json().data.access_token.token as string)).statusCode).toBe(401);
    // The other sessions stay.
    expect((await profile(person.token)).statusCode).toBe(200);
    const again = await endByLink(token);
    expect(again.json()).toMatchObject({ data: { ended: false, locale: 'ar' }, message: 'كانت تلك الجلسة قد انتهت من قبل: الجهاز خارج الحساب' });
    const changed = await endByLink(`${token.slice(0, -2)}xx`);
    expect(changed.statusCode).toBe(404);
    expect(changed.json().message).toBe('This link is not valid: sign in and end the session from the account security page');
  });
});
