import { createHash, randomInt } from 'node:crypto';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDatabaseHandle } from '../../db/client.ts';
import { newAccount, signUp, testApp, testDrivers, uniqueEmail } from '../../test/harness.ts';
import { deleteEndedGuessWindows } from './queries.ts';
import { HASHES_AT_ONCE } from './password.ts';
import { newAddress } from '../../test/outbox.ts';

const drivers = await testDrivers();
/** LOGIN_MAX_FAILURES' default: the allowance of an account and of an identifier. */
const MAX = 5;
const TOO_MANY = 'Too many attempts: please wait a few minutes and try again';

/** A client address of its own for each test: the address allowance is shared by everything from one address. */

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.each(drivers)('password guesses on $name (decision 022)', (driver) => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const login = (server: FastifyInstance, identifier: string, password: string, remoteAddress: string) =>
    server.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: identifier, password }, remoteAddress, headers: { 'x-locale': 'en' } });
  async function registered() {
    const account = newAccount();
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: account });
    expect(response.statusCode).toBe(201);
    const nine = String(account.phone).slice(1);
    return { id: response.json().data.user.id as number, account, forms: [account.email, String(account.phone), `+966${nine}`, account.email.toUpperCase(), `966${nine}`] };
  }

  it('counts 30 parallel wrong passwords for one account, by email and phone mixed, before checking any: 5 are checked', async () => {
    const { account, forms } = await registered();
    const verify = vi.spyOn(argon2, 'verify');
    const from = newAddress();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(app, forms[i % forms.length]!, `Wrong-password-${i}`, from)));
    const codes = tally(answers.map((a) => a.statusCode));
    expect(codes[429]).toBe(30 - MAX);
    // The five counted are checked, or refused busy when the process's hash slots stay full past their wait on a
    // loaded machine (decision 164): never more than five.
    expect((codes[401] ?? 0) + (codes[503] ?? 0)).toBe(MAX);
    expect(verify).toHaveBeenCalledTimes(codes[401] ?? 0);
    expect(answers.find((a) => a.statusCode === 429)?.json()).toEqual({ message: TOO_MANY });
    // The account is locked whatever the identifier and the address, even with the right password.
    expect((await login(app, String(account.phone), account.password, newAddress())).statusCode).toBe(429);
    expect((await login(app, account.email, account.password, newAddress())).statusCode).toBe(429);
  });

  it('answers a burst against an unknown identifier exactly as against an account', async () => {
    const stranger = uniqueEmail('stranger');
    const from = newAddress();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(app, stranger, `Wrong-password-${i}`, from)));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: MAX, 429: 30 - MAX });
  });

  it('gives the email and the phone of one account one allowance', async () => {
    const { account } = await registered();
    const from = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await login(app, account.email, 'Wrong-password-1', from)).statusCode).toBe(401);
    for (let i = 0; i < MAX - 3; i += 1) expect((await login(app, String(account.phone), 'Wrong-password-1', from)).statusCode).toBe(401);
    const blocked = await login(app, String(account.phone), account.password, newAddress());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: TOO_MANY });
  });

  it('limits wrong passwords from one address across accounts (ten times an account’s allowance), and no other address', async () => {
    const from = newAddress();
    // Two at a time, as many as this process hashes at once: a burst past its hash slots is answered 503 (decision 164),
    // which is not what this test counts.
    const answers: Awaited<ReturnType<typeof login>>[] = [];
    for (let sent = 0; sent < MAX * 10 + 5; sent += HASHES_AT_ONCE) {
      const batch = Math.min(HASHES_AT_ONCE, MAX * 10 + 5 - sent);
      answers.push(...(await Promise.all(Array.from({ length: batch }, () => login(app, uniqueEmail('spray'), 'Wrong-password-1', from)))));
    }
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: MAX * 10, 429: 5 });
    const { account } = await registered();
    expect((await login(app, account.email, account.password, from)).statusCode).toBe(429);
    expect((await login(app, account.email, account.password, newAddress())).statusCode).toBe(200);
  });

  it('clears an account’s count at a right password, and allows guesses again when the window has ended', async () => {
    const { id, account } = await registered();
    const from = newAddress();
    for (let i = 0; i < MAX - 1; i += 1) expect((await login(app, account.email, 'Wrong-password-1', from)).statusCode).toBe(401);
    expect((await login(app, account.email, account.password, from)).statusCode).toBe(200);
    for (let i = 0; i < MAX; i += 1) expect((await login(app, account.email, 'Wrong-password-1', from)).statusCode).toBe(401);
    expect((await login(app, account.email, account.password, from)).statusCode).toBe(429);
    // Fifteen minutes later (the windows run on the database's clock: move this account's back instead).
    const keys = [`account:${id}`, `login:${createHash('sha256').update(account.email).digest('hex')}`, `address:${from}`];
    await database.db.execute(sql`update auth_throttles set window_ends_at = now() - interval '1 second' where key in (${sql.join(keys, sql`, `)})`);
    expect((await login(app, account.email, account.password, from)).statusCode).toBe(200);
  });

  it('forgets counters whose window has ended, and only those', async () => {
    const [ended, live] = [`address:ended-${randomInt(1e9)}`, `address:live-${randomInt(1e9)}`];
    await database.db.execute(
      sql`insert into auth_throttles (key, failures, window_ends_at) values (${ended}, 3, now() - interval '1 minute'), (${live}, 3, now() + interval '1 minute')`,
    );
    await deleteEndedGuessWindows(database.db);
    const { rows } = (await database.db.execute(sql`select key from auth_throttles where key in (${ended}, ${live})`)) as unknown as { rows: Array<{ key: string }> };
    expect(rows.map((row) => row.key)).toEqual([live]);
  });

  it('shares the counts between server processes: the counters live in the database', async () => {
    const other = await testApp(database);
    try {
      const { account } = await registered();
      const from = newAddress();
      for (let i = 0; i < 3; i += 1) expect((await login(app, account.email, 'Wrong-password-1', from)).statusCode).toBe(401);
      for (let i = 0; i < MAX - 3; i += 1) expect((await login(other, account.email, 'Wrong-password-1', from)).statusCode).toBe(401);
      expect((await login(other, account.email, account.password, from)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('throttles the current-password check of a session holder: 20 parallel guesses at a contact change check 5', async () => {
    const me = await signUp(app);
    const verify = vi.spyOn(argon2, 'verify');
    const change = (password: string) =>
      me.call('PUT', '/api/v1/user/profile/contact-info', { email: uniqueEmail('new'), phone: me.account.phone, current_password: password });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`Wrong-password-${i}`)));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 422: MAX, 429: 20 - MAX });
    expect(verify).toHaveBeenCalledTimes(MAX);
    expect(answers.find((a) => a.statusCode === 422)?.json().errors).toEqual({ current_password: ['The current password is not correct'] });
    expect(answers.find((a) => a.statusCode === 429)?.json()).toEqual({ message: TOO_MANY });
    // The same allowance as the account's logins and its deletion: all are refused now, even with the password.
    expect((await change(me.account.password)).statusCode).toBe(429);
    expect((await me.call('DELETE', '/api/v1/user/account', { password: me.account.password })).statusCode).toBe(429);
    expect((await login(app, me.account.email, me.account.password, newAddress())).statusCode).toBe(429);
  });

  it('throttles the password check of an account deletion', async () => {
    const me = await signUp(app);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => me.call('DELETE', '/api/v1/user/account', { password: `Wrong-password-${i}` })));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 422: MAX, 429: 12 - MAX });
    expect((await me.call('GET', '/api/v1/user/profile')).statusCode).toBe(200);
  });
});
