import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CODE_MAX_WRONG_TRIES, SMS_CAP_PER_IP_PER_HOUR } from '@tawzeef/contract';
import { caller, newAccount, testApp, testDrivers } from '../../test/harness.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { codeIn, e164, newAddress } from '../../test/outbox.ts';

const drivers = await testDrivers();

/**
 * A client address of its own for each test: the SMS caps count every code sent from an address in the hour,
 * and the files of a test worker share one database.
 */

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.each(drivers)('codes under parallel requests on $name (decision 022)', (driver) => {
  let app: FastifyInstance;
  const texts: Array<Parameters<TNotifier['sms']>[0]> = [];
  let clock = new Date();
  beforeAll(async () => {
    const notifier: TNotifier = { mail: async () => undefined, sms: async (message) => void texts.push(message) };
    // The contract's SMS cap per address (the harness lifts it), and a clock past each resend cooldown.
    app = await testApp(await driver.open(), { SMS_IP_MAX_PER_HOUR: String(SMS_CAP_PER_IP_PER_HOUR) }, { notifier, now: () => clock });
  });
  afterAll(async () => {
    await app.close();
  });

  const textsTo = (phone: string) => texts.filter((m) => m.to === e164(phone));
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
  /**
   * A job seeker registered from an address of their own, once the code sent at registration arrived (decision
   * 040) and its resend cooldown is over, with that first code's SMS left out of `textsTo`.
   */
  async function signUp(target: FastifyInstance) {
    const account = newAccount();
    const response = await target.inject({ method: 'POST', url: '/api/v1/auth/register', payload: account, remoteAddress: newAddress() });
    const token: string = response.json().data.access_token.token;
    await vi.waitFor(() => expect(textsTo(account.phone)).toHaveLength(1), { timeout: 20_000, interval: 5 });
    texts.splice(texts.findIndex((m) => m.to === e164(account.phone)), 1);
    clock = new Date(clock.getTime() + 61_000);
    return { account, token, call: caller(target, token) };
  }
  const askCode = (token: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/phone/verification', remoteAddress, headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' } });

  it('compares a code at most 6 times however many tries come together: the right one after 40 wrong ones is refused', async () => {
    const me = await signUp(app);
    expect((await askCode(me.token, newAddress())).statusCode).toBe(200);
    const code = codeIn(textsTo(me.account.phone).at(-1));
    const verify = (tried: string) => me.call('POST', '/api/v1/auth/phone/verify', { code: tried });
    const answers = await Promise.all([...Array.from({ length: 40 }, () => verify(otherThan(code))), verify(code)]);
    const right = answers.at(-1)!;
    expect(right.statusCode).toBe(422);
    // Burned by the 6th wrong try: refused as burned, or as used when the burn came first.
    expect(['Too many wrong tries: this code no longer works, ask for a new one', 'The code has expired or was already used: ask for a new one']).toContain(
      right.json().errors.code[0],
    );
    const wrongAnswers = answers.slice(0, -1).map((a) => a.json().errors.code[0] as string);
    expect(wrongAnswers.filter((m) => m === 'The code is not correct')).toHaveLength(CODE_MAX_WRONG_TRIES);
    expect((await me.call('GET', '/api/v1/user/profile')).json().data.phone_verified_at).toBeNull();
  });

  it('keeps a reset code to 6 comparisons under a burst of guesses, and the password unchanged', async () => {
    const me = await signUp(app);
    const phone = me.account.phone;
    await app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { login: phone }, remoteAddress: newAddress() });
    // The code is sent after the answer: wait for it.
    const sms = await vi.waitFor(
      () => {
        const found = textsTo(phone).at(-1);
        if (!found) throw new Error('no code sent yet');
        return found;
      },
      { timeout: 20_000, interval: 5 },
    );
    const code = codeIn(sms);
    const reset = (tried: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { phone, code: tried, password: 'Burst-guess-2026', password_confirmation: 'Burst-guess-2026' } });
    const answers = await Promise.all([...Array.from({ length: 40 }, () => reset(otherThan(code))), reset(code)]);
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 422: 41 });
    const login = (password: string) => app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: me.account.email, password } });
    expect((await login('Burst-guess-2026')).statusCode).toBe(401);
    expect((await login(me.account.password)).statusCode).toBe(200);
  });

  it('sends one code for 10 parallel requests within the resend cooldown', async () => {
    const me = await signUp(app);
    const from = newAddress();
    const answers = await Promise.all(Array.from({ length: 10 }, () => askCode(me.token, from)));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: 1, 429: 9 });
    expect(answers.find((a) => a.statusCode === 429)?.json().message).toBe('A message was just sent: please wait a minute before asking again');
    expect(textsTo(me.account.phone)).toHaveLength(1);
  });

  it('keeps the hourly SMS cap of an address when its accounts all ask at once', async () => {
    const accounts = [];
    for (let i = 0; i < SMS_CAP_PER_IP_PER_HOUR + 5; i += 1) accounts.push(await signUp(app));
    const from = newAddress();
    const answers = await Promise.all(accounts.map((account) => askCode(account.token, from)));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: SMS_CAP_PER_IP_PER_HOUR, 429: 5 });
    expect(accounts.filter((account) => textsTo(account.account.phone).length > 0)).toHaveLength(SMS_CAP_PER_IP_PER_HOUR);
  });
});
