import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { COMPANY_CAPABILITIES } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { newAccount, testApp, testDrivers, uniqueEmail } from '../../test/harness.ts';

const drivers = await testDrivers();

describe.each(drivers)('auth API on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body, headers });
  const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: body, headers });
  const profile = (token?: string, url = '/api/v1/user/profile') =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('registers a job seeker and answers with a Bearer token and the account', async () => {
    const account = newAccount({ email: uniqueEmail('Mixed.Case') });
    const response = await register(account, { 'x-locale': 'en', timezone: 'UTC+3' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Your account has been created');
    expect(body.data.access_token.type).toBe('Bearer');
    expect(body.data.access_token.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.access_token.expires_at).toMatch(/\+03:00$/);
    expect(body.data.user).toMatchObject({ type: 'USER', email: account.email.toLowerCase(), locale: 'en' });
    expect(body.data.user.phone).toMatch(/^\+9665\d{8}$/);
    expect(body.data.user).not.toHaveProperty('password_hash');
  });

  it('registers a company with its foundation name, and asks for it when missing', async () => {
    const ok = await register(newAccount({ type: 'COMPANY', foundation_name: 'شركة الاختبار' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.user).toMatchObject({ type: 'COMPANY', foundation_name: 'شركة الاختبار' });

    const missing = await register(newAccount({ type: 'COMPANY' }), { 'x-locale': 'en' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.foundation_name).toEqual(['Company name field is required']);
  });

  it('refuses ADMIN and any unknown field that could raise privileges', async () => {
    const admin = await register(newAccount({ type: 'ADMIN' }), { 'x-locale': 'en' });
    expect(admin.statusCode).toBe(422);
    expect(admin.json().errors.type).toEqual(['must be valid']);

    for (const extra of [{ role: 'ADMIN' }, { is_admin: true }, { scope: ['admin'] }, { status: 'active' }]) {
      const response = await register(newAccount(extra), { 'x-locale': 'en' });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(Object.keys(extra));
    }
  });

  it('answers field errors with the specification’s English messages', async () => {
    const response = await register(
      { type: 'USER', first_name: '', last_name: 'x'.repeat(61), email: 'not-an-email', phone: '12345', password: 'short', password_confirmation: 'short', accept_terms: true },
      { 'x-locale': 'en' },
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('Please correct the highlighted fields');
    expect(body.errors).toEqual({
      first_name: ['First name field is required'],
      last_name: ['Last name field must be at most 60 characters long'],
      email: ['field is not valid Email Address'],
      phone: ['The phone number not valid'],
      password: ['Password field must be 8 characters at least'],
    });
  });

  it('answers the same errors in Arabic by default and for X-locale: ar', async () => {
    for (const headers of [{}, { 'x-locale': 'ar' }, { 'x-locale': 'fr' }] as Array<Record<string, string>>) {
      const response = await register({ ...newAccount(), first_name: '', password_confirmation: 'different-1' }, headers);
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.message).toBe('يرجى تصحيح الحقول المحددة');
      expect(body.errors.first_name).toEqual(['حقل الاسم الأول مطلوب']);
    }
    const mismatch = await register({ ...newAccount(), password_confirmation: 'different-1' });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['يرجى التأكد من تطابق كلمة المرور'] });
  });

  it('refuses an email that exists in another case and a phone that exists in another form', async () => {
    const first = newAccount({ phone: '0551112233'.replace('11', String(10 + Math.floor(Math.random() * 89))) });
    expect((await register(first)).statusCode).toBe(201);
    const again = await register(newAccount({ email: first.email.toUpperCase(), phone: `+966${String(first.phone).slice(1)}` }), { 'x-locale': 'en' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      email: ['This email is already registered: log in or use another email'],
      phone: ['This phone number is already registered: log in or use another number'],
    });
  });

  it('makes one account of two registrations racing for the same email', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([register(newAccount({ email })), register(newAccount({ email }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });

  it('logs in by email in any case and by phone in every accepted form', async () => {
    const account = newAccount();
    expect((await register(account)).statusCode).toBe(201);
    const local = String(account.phone); // 05XXXXXXXX
    const nine = local.slice(1);
    const arabicIndic = local.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const identifier of [account.email.toUpperCase(), local, nine, `966${nine}`, `+966${nine}`, `+966 ${nine.slice(0, 2)} ${nine.slice(2, 5)} ${nine.slice(5)}`, arabicIndic]) {
      const response = await login({ login: identifier, password: account.password }, { 'x-locale': 'en' });
      expect(response.statusCode, identifier).toBe(200);
      expect(response.json().data.access_token.token).toBeTruthy();
      expect(response.json().data.user.email).toBe(account.email);
    }
  });

  it('gives a wrong password and an unknown account the same status and message', async () => {
    const account = newAccount();
    await register(account);
    const wrong = await login({ login: account.email, password: 'Wrong-password-1' }, { 'x-locale': 'en' });
    const unknown = await login({ login: uniqueEmail('nobody'), password: 'Wrong-password-1' }, { 'x-locale': 'en' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ message: 'The email, phone number or password is incorrect' });
  });

  it('refuses a login that is neither an email nor a phone number', async () => {
    const response = await login({ login: 'hello', password: 'x' }, { 'x-locale': 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.login).toEqual(['Invalid Phone Or Email']);
  });

  it('serves the profile to its owner only and forgets the token at logout', async () => {
    const registered = (await register(newAccount({ type: 'COMPANY', foundation_name: 'Acme' }))).json();
    const token: string = registered.data.access_token.token;

    const anonymous = await profile(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'يرجى تسجيل الدخول للمتابعة' });
    expect((await profile('not-a-real-token-but-long-enough')).statusCode).toBe(401);

    const full = await profile(token);
    expect(full.statusCode).toBe(200);
    expect(full.json().data).toMatchObject({ id: registered.data.user.id, type: 'COMPANY', foundation_name: 'Acme' });

    const simple = await profile(token, '/api/v1/user/simple-profile');
    expect(simple.json().data).toEqual({
      id: registered.data.user.id,
      type: 'COMPANY',
      name: 'Fahad Alqahtani',
      email: registered.data.user.email,
      locale: 'ar',
      scope: ['company'],
      email_verified: false,
      phone_verified: false,
      completeness: null,
      city_id: null,
      unread_messages: 0,
      terms_outdated: false,
      company_role: 'owner',
      // Every page reads what the role may do from here (decision 148): an owner may do everything.
      company_capabilities: [...COMPANY_CAPABILITIES],
    });

    const logout = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().message).toBe('Logged out successfully');
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('gives each of many requests sent at once its own account, though their sessions are read together (decision 054)', async () => {
    const accounts = await Promise.all(
      [newAccount(), newAccount({ type: 'COMPANY', foundation_name: 'Batch Co' }), newAccount()].map(async (account) => (await register(account)).json().data),
    );
    const ended = (await register(newAccount())).json().data;
    const endedToken: string = ended.access_token.token;
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${endedToken}` } });
    // Forty requests in one turn: the same tokens several times over, a logged-out one and an unknown one among them.
    const asks = Array.from({ length: 40 }, (_, i) => (i % 10 === 7 ? { token: endedToken, id: null } : i % 10 === 9 ? { token: `unknown-${'x'.repeat(30)}`, id: null } : { token: accounts[i % 3].access_token.token as string, id: accounts[i % 3].user.id as number }));
    const answers = await Promise.all(asks.map((ask) => profile(ask.token, '/api/v1/user/simple-profile')));
    answers.forEach((answer, i) => {
      if (asks[i]!.id === null) expect(answer.statusCode, `request ${i}`).toBe(401);
      else expect(answer.json().data.id, `request ${i}`).toBe(asks[i]!.id);
    });
  });

  it('renews a session with its refresh token and ends the old one', async () => {
    const account = newAccount();
    await register(account);
    const first = (await login({ login: account.email, password: account.password, remember: true })).json().data;
    const refresh = () => app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: first.refresh_token.token } });
    const renewed = await refresh();
    expect(renewed.statusCode).toBe(200);
    expect((await profile(renewed.json().data.access_token.token)).statusCode).toBe(200);
    expect((await profile(first.access_token.token)).statusCode).toBe(401);

    // Two page loads racing with the same refresh token both succeed for a short while...
    const racing = await refresh();
    expect(racing.statusCode).toBe(200);
    expect(racing.json().data.access_token.token).not.toBe(renewed.json().data.access_token.token);
    // ...but a rotated refresh token is worthless once the reuse window has passed.
    await database.db.execute(sql`update sessions set rotated_at = rotated_at - interval '31 seconds' where rotated_at is not null`);
    expect((await refresh()).statusCode).toBe(401);
  });

  it('refuses a refresh token after logout', async () => {
    const account = newAccount();
    await register(account);
    const data = (await login({ login: account.email, password: account.password, remember: true })).json().data;
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${data.access_token.token}` } });
    const refresh = await app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: data.refresh_token.token }, headers: { 'x-locale': 'en' } });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().message).toBe('Your session has ended: please log in again');
  });

  it('issues no refresh token without "remember me"', async () => {
    const account = newAccount();
    await register(account);
    const data = (await login({ login: account.email, password: account.password, remember: false })).json().data;
    expect(data.refresh_token).toBeUndefined();
  });

  it('formats dates in the Timezone header’s offset', async () => {
    const account = newAccount();
    await register(account);
    const response = await login({ login: account.email, password: account.password }, { timezone: 'UTC-4:30' });
    expect(response.json().data.access_token.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-04:30$/);
  });
});

describe('login throttling', () => {
  it('blocks an account identifier after repeated failures, even with the right password', async () => {
    const app = await testApp(await (await testDrivers())[0]!.open(), { LOGIN_MAX_FAILURES: '3' });
    const account = newAccount();
    await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: account });
    const attempt = (password: string) => app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: account.email, password }, headers: { 'x-locale': 'en' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt('Wrong-password-1')).statusCode).toBe(401);
    const blocked = await attempt(account.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts: please wait a few minutes and try again');
    // An unknown identifier is throttled the same way, so the throttle reveals nothing either.
    const stranger = uniqueEmail('stranger');
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: stranger, password: 'x' } });
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: stranger, password: 'x' } })).statusCode).toBe(429);
    await app.close();
  });

  it('limits login attempts per IP address', async () => {
    const app = await testApp(await (await testDrivers())[0]!.open(), { LOGIN_IP_MAX_PER_MINUTE: '2' });
    const attempt = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: uniqueEmail(), password: 'x' }, remoteAddress, headers: { 'x-locale': 'en' } });
    expect((await attempt('10.9.8.7')).statusCode).toBe(401);
    expect((await attempt('10.9.8.7')).statusCode).toBe(401);
    const limited = await attempt('10.9.8.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts: please wait a few minutes and try again');
    expect((await attempt('10.9.8.8')).statusCode).toBe(401);
    await app.close();
  });
});
