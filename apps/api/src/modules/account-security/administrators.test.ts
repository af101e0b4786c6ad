import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { caller, newAccount, signUp, signUpAdmin, testApp, testDrivers } from '../../test/harness.ts';
import { hashPassword } from '../auth/password.ts';
import { totpCode } from '../auth/totp.ts';

const NEEDED = 'Administrators need the second step: set up your authenticator app or add a passkey on the account security page, or log in again with one of them';

describe.each(await testDrivers())('administrators must have a second step on $name (decision 160)', (driver) => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: email, password }, headers: { 'x-locale': 'en' } });

  /** An administrator as `admin:create` makes one: a password, no authenticator app yet. */
  async function newAdministrator() {
    const account = newAccount();
    await database.db.insert(users).values({ type: 'ADMIN', first_name: 'Ops', last_name: 'Admin', email: account.email, phone: `+966${account.phone.slice(1)}`, password_hash: await hashPassword(account.password) });
    return account;
  }

  it('leads an administrator without an app to set it up: the admin API answers 403 until then, in both languages', async () => {
    const account = await newAdministrator();
    const answer = await login(account.email, account.password);
    const call = caller(app, answer.json().data.access_token.token as string);

    const dashboard = await call('GET', '/api/admin/dashboard');
    expect(dashboard.statusCode).toBe(403);
    expect(dashboard.json().message).toBe(NEEDED);
    expect((await call('GET', '/api/admin/users', undefined, 'ar')).json().message).toBe('يحتاج المشرفون إلى الخطوة الثانية: أعدّ تطبيق المصادقة أو أضف مفتاح مرور في صفحة أمان الحساب، أو سجّل الدخول مجددًا بأحدهما');
    expect((await call('GET', '/api/v1/user/profile')).statusCode).toBe(403);
    // The header's profile tells the console to send the person to set it up.
    expect((await call('GET', '/api/v1/user/simple-profile')).json().data).toMatchObject({ type: 'ADMIN', second_step_needed: true });
    expect((await call('GET', '/api/v1/user/second-step')).json().data).toMatchObject({ state: 'off', required: true, needed_now: true });

    const secret = (await call('POST', '/api/v1/user/second-step/totp')).json().data.secret as string;
    expect((await call('POST', '/api/v1/user/second-step/totp/confirm', { code: totpCode(secret, new Date()) })).statusCode).toBe(200);
    // The session that confirmed the app gave the second step: the console opens.
    expect((await call('GET', '/api/admin/dashboard')).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/user/simple-profile')).json().data.second_step_needed).toBeUndefined();
    // An administrator cannot turn it off.
    const off = await call('POST', '/api/v1/user/second-step/disable', { code: totpCode(secret, new Date(Date.now() + 30_000)) });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('Administrators must keep a one-time-code app: it cannot be turned off');
  });

  it('a stolen password alone reaches no admin API, no console data and no live connection', async () => {
    const admin = await signUpAdmin(app, database);
    // The session signUpAdmin opened with the password and a code works.
    expect((await admin.call('GET', '/api/admin/dashboard')).statusCode).toBe(200);

    const stolen = await login(admin.account.email, admin.account.password);
    expect(stolen.statusCode).toBe(200);
    const data = stolen.json().data;
    expect(data.access_token).toBeUndefined();
    expect(data.refresh_token).toBeUndefined();
    const challenge = caller(app, data.second_step.challenge as string);
    for (const url of ['/api/admin/dashboard', '/api/admin/users', '/api/admin/audit-log', '/api/v1/messages/events', '/api/v1/user/simple-profile']) {
      expect((await challenge('GET', url)).statusCode, url).toBe(401);
    }
    // Nor do guesses at the code, past the allowance.
    for (let i = 0; i < 5; i += 1) expect((await app.inject({ method: 'POST', url: '/api/v1/auth/second-step', payload: { challenge: data.second_step.challenge, code: '000000' } })).statusCode).toBe(401);
    const right = await app.inject({ method: 'POST', url: '/api/v1/auth/second-step', payload: { challenge: data.second_step.challenge, code: totpCode(admin.totpSecret, new Date(Date.now() + 30_000)) } });
    expect(right.statusCode).toBe(429);
  });

  it("keeps an administrator's session from before the app was set up out of the console", async () => {
    const account = await newAdministrator();
    const first = caller(app, (await login(account.email, account.password)).json().data.access_token.token as string);
    const second = caller(app, (await login(account.email, account.password)).json().data.access_token.token as string);
    const secret = (await second('POST', '/api/v1/user/second-step/totp')).json().data.secret as string;
    expect((await second('POST', '/api/v1/user/second-step/totp/confirm', { code: totpCode(secret, new Date()) })).statusCode).toBe(200);
    expect((await second('GET', '/api/admin/dashboard')).statusCode).toBe(200);
    expect((await first('GET', '/api/admin/dashboard')).statusCode).toBe(403);
    expect((await first('GET', '/api/v1/user/second-step')).json().data).toMatchObject({ state: 'on', needed_now: true });
    // Logging out still works for it.
    expect((await first('POST', '/api/v1/auth/logout')).statusCode).toBe(200);
  });

  it('asks nothing more of job seekers and companies who have no app', async () => {
    const seeker = await signUp(app);
    expect((await seeker.call('GET', '/api/v1/user/profile')).statusCode).toBe(200);
    expect((await seeker.call('GET', '/api/v1/user/second-step')).json().data).toMatchObject({ state: 'off', required: false, needed_now: false });
    expect((await seeker.call('GET', '/api/v1/user/simple-profile')).json().data.second_step_needed).toBeUndefined();
  });
});
