import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newAccount, testApp, testDrivers } from '../../test/harness.ts';
import type { TNotifier } from '../delivery/notifier.ts';

const drivers = await testDrivers();
const TOO_COMMON = { en: 'This password is too common: choose one that is harder to guess', ar: 'كلمة المرور هذه شائعة جدًا: اختر كلمة مرور يصعب تخمينها' };

describe.each(drivers)('common passwords on $name (decision 022)', (driver) => {
  let app: FastifyInstance;
  const texts: Array<Parameters<TNotifier['sms']>[0]> = [];
  beforeAll(async () => {
    app = await testApp(await driver.open(), {}, { notifier: { mail: async () => undefined, sms: async (message) => void texts.push(message) } });
  });
  afterAll(async () => {
    await app.close();
  });

  const register = (body: Record<string, unknown>, locale: 'ar' | 'en' = 'en') =>
    app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body, headers: { 'x-locale': locale } });
  const withPassword = (password: string, overrides: Record<string, unknown> = {}) => newAccount({ password, password_confirmation: password, ...overrides });

  it('refuses a password of the leaked lists at registration, in the user’s language, however it was typed', async () => {
    // "حشسسصخقي" is "password" typed with the Arabic layout on.
    for (const password of ['12345678', 'password1', 'Aa123456', 'iloveyou', 'P@ssw0rd', 'حشسسصخقي', 'ضصثقفغعهخح', '١٢٣٤٥٦٧٨']) {
      const response = await register(withPassword(password));
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors, password).toEqual({ password: [TOO_COMMON.en] });
    }
    expect((await register(withPassword('password1'), 'ar')).json().errors).toEqual({ password: [TOO_COMMON.ar] });
    expect((await register(withPassword('Str0ng-pass'))).statusCode).toBe(201);
  });

  it('names a taken email and a common password in one answer', async () => {
    const first = newAccount();
    expect((await register(first)).statusCode).toBe(201);
    const again = await register(withPassword('iloveyou', { email: first.email }));
    expect(again.json().errors).toEqual({ email: ['This email is already registered: log in or use another email'], password: [TOO_COMMON.en] });
  });

  it('refuses a common new password at a reset and keeps the code for a better one', async () => {
    const account = newAccount();
    expect((await register(account)).statusCode).toBe(201);
    const phone = String(account.phone);
    // An address of its own: the SMS caps count every code sent from an address, and test files share a database.
    await app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { login: phone }, remoteAddress: `10.77.${randomInt(0, 256)}.${randomInt(1, 255)}` });
    const sms = await vi.waitFor(
      () => {
        // The reset code, not the phone code sent when the registration finished (decision 040).
        const found = texts.find((m) => m.to === phone.replace(/^0/, '+966') && m.purpose === 'reset_password');
        if (!found) throw new Error('no code sent yet');
        return found;
      },
      { timeout: 20_000, interval: 5 },
    );
    const code = /(\d{6})/.exec(sms.body)?.[1];
    const reset = (password: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { phone, code, password, password_confirmation: password }, headers: { 'x-locale': 'en' } });
    const common = await reset('football1');
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({ password: [TOO_COMMON.en] });
    expect((await reset('Harder-to-guess-7')).statusCode).toBe(200);
  });
});
