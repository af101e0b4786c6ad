import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { assertPasskey, createPasskey, type TSoftPasskey } from '../../test/authenticator.ts';
import { caller, newAccount, signUp, testApp, testDrivers, type TCaller, type TSignedUp } from '../../test/harness.ts';
import { newAddress } from '../../test/outbox.ts';
import { hashPassword } from '../auth/password.ts';
import { totpCode } from '../auth/totp.ts';

/** The tests' app knows its origin from PUBLIC_URL's default, http://localhost:3000: the passkeys' relying party is "localhost". */
const ORIGIN = 'http://localhost:3000';
const FAILED = 'This passkey did not sign you in: try again, or use another way to sign in';
const TOO_MANY = 'Too many attempts: please wait a few minutes and try again';

describe.each(await testDrivers())('passkeys on $name (decision 165)', (driver) => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  /** A second server process on the same database, as behind nginx: challenges and counters live in the database. */
  let other: FastifyInstance;
  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    other = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
    await other.close();
  });

  const post = (server: FastifyInstance, url: string, payload: unknown, locale = 'en', remoteAddress = newAddress()) =>
    server.inject({ method: 'POST', url, payload: payload as never, remoteAddress, headers: { 'x-locale': locale } });

  /** Adds a passkey to the account through the API, as /account-security does: options, the authenticator, the name. */
  async function addPasskey(call: TCaller, name = 'My phone'): Promise<TSoftPasskey> {
    const options = await call('POST', '/api/v1/user/passkeys/options');
    expect(options.statusCode).toBe(200);
    const { passkey, credential } = createPasskey(options.json().data, ORIGIN);
    const added = await call('POST', '/api/v1/user/passkeys', { name, credential });
    expect(added.statusCode).toBe(201);
    return passkey;
  }
  async function signInOptions(server = app, challenge?: string): Promise<string> {
    const answer = await post(server, '/api/v1/auth/passkey/options', challenge ? { challenge } : {});
    expect(answer.statusCode).toBe(200);
    return answer.json().data.challenge as string;
  }
  const signIn = (credential: unknown, server = app, locale = 'en', remoteAddress = newAddress()) => post(server, '/api/v1/auth/passkey', { credential }, locale, remoteAddress);
  const login = (email: string, password: string) => post(app, '/api/v1/auth/login', { login: email, password });

  it('adds a passkey with a name (a discoverable credential, none of the account twice), lists, renames and removes it', async () => {
    const person = await signUp(app);
    const options = (await person.call('POST', '/api/v1/user/passkeys/options')).json().data;
    expect(options).toMatchObject({ rp: { id: 'localhost', name: 'Tawzeef' }, user: { name: person.account.email }, authenticatorSelection: { residentKey: 'required' }, excludeCredentials: [] });
    const { passkey, credential } = createPasskey(options, ORIGIN);
    // A name is required, in the caller's language.
    const unnamed = await person.call('POST', '/api/v1/user/passkeys', { name: ' ', credential }, 'ar');
    expect(unnamed.statusCode).toBe(422);
    const added = await person.call('POST', '/api/v1/user/passkeys', { name: ' Laptop ', credential });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ message: 'The passkey is added: you can sign in with it', data: { name: 'Laptop', last_used_at: null } });
    // Another passkey now needs this one first (decision 169): the account has a second step.
    expect((await person.call('POST', '/api/v1/user/passkeys', { name: 'Laptop', credential })).json().reason).toBe('step_up_required');
    // The next options exclude it, so the device does not make a second one for the same account.
    const next = (await person.call('POST', '/api/v1/user/passkeys/options')).json().data;
    expect(next.excludeCredentials).toEqual([{ id: credential.id, type: 'public-key', transports: ['internal'] }]);

    const id = added.json().data.id as number;
    const renamed = await person.call('PATCH', `/api/v1/user/passkeys/${id}`, { name: 'Work laptop' }, 'ar');
    expect(renamed.json()).toMatchObject({ message: 'تغيّر اسم مفتاح المرور', data: { id, name: 'Work laptop' } });
    expect((await person.call('GET', '/api/v1/user/passkeys')).json().data).toEqual([expect.objectContaining({ id, name: 'Work laptop' })]);
    // Another account sees none of it.
    const stranger = await signUp(app);
    expect((await stranger.call('PATCH', `/api/v1/user/passkeys/${id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await stranger.call('DELETE', `/api/v1/user/passkeys/${id}`)).statusCode).toBe(404);

    expect((await signIn(assertPasskey(passkey, await signInOptions(), ORIGIN))).statusCode).toBe(200);
    // Removing it cannot be undone: the passkey is this account's second step, given again first (decision 169).
    expect((await person.call('DELETE', `/api/v1/user/passkeys/${id}`)).json().reason).toBe('step_up_required');
    const stepUp = (await person.call('POST', '/api/v1/user/second-step/step-up/passkey/options')).json().data.challenge as string;
    expect((await person.call('POST', '/api/v1/user/second-step/step-up/passkey', { credential: assertPasskey(passkey, stepUp, ORIGIN) })).statusCode).toBe(200);
    // The registration's challenge is single-use: the same answer again is refused.
    const again = await person.call('POST', '/api/v1/user/passkeys', { name: 'Laptop', credential });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('The passkey was not added: your device did not finish, or took too long. Please try again');
    const removed = await person.call('DELETE', `/api/v1/user/passkeys/${id}`);
    expect(removed.json().message).toBe('The passkey is removed: it no longer signs in to your account');
    expect((await person.call('GET', '/api/v1/user/passkeys')).json().data).toEqual([]);
    const after = await signIn(assertPasskey(passkey, await signInOptions(), ORIGIN));
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(FAILED);
  });

  it('signs in with a passkey alone, on another server process than the one that gave the challenge; each challenge and each counter once', async () => {
    const person = await signUp(app, 'COMPANY');
    const passkey = await addPasskey(person.call);
    const challenge = await signInOptions(app);
    const assertion = assertPasskey(passkey, challenge, ORIGIN);
    const answer = await signIn(assertion, other);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ user: { id: person.id, type: 'COMPANY' }, refresh_token: { token: expect.any(String) } });
    expect((await caller(app, answer.json().data.access_token.token as string)('GET', '/api/v1/user/simple-profile')).statusCode).toBe(200);
    // The same answer again (a replay): its challenge is taken.
    expect((await signIn(assertion, app)).statusCode).toBe(401);
    // An answer with an old counter on a new challenge (a cloned authenticator) is refused too.
    passkey.counter -= 2;
    expect((await signIn(assertPasskey(passkey, await signInOptions(), ORIGIN))).statusCode).toBe(401);
    passkey.counter += 5;
    expect((await signIn(assertPasskey(passkey, await signInOptions(), ORIGIN))).statusCode).toBe(200);
    expect((await person.call('GET', '/api/v1/user/passkeys')).json().data[0].last_used_at).toEqual(expect.any(String));
  });

  it('refuses alike a made-up challenge, an expired one, another site, a missing user verification and an unknown passkey, in both languages', async () => {
    const person = await signUp(app);
    const passkey = await addPasskey(person.call);
    expect((await signIn(assertPasskey(passkey, 'bm90LWEtY2hhbGxlbmdl', ORIGIN))).json().message).toBe(FAILED);
    const expired = await signInOptions();
    await database.db.execute(sql`update passkey_challenges set expires_at = now() - interval '1 second' where challenge = ${expired}`);
    expect((await signIn(assertPasskey(passkey, expired, ORIGIN))).statusCode).toBe(401);
    expect((await signIn(assertPasskey(passkey, await signInOptions(), 'http://localhost.evil.example'))).statusCode).toBe(401);
    // Alone, a passkey must say the person unlocked it (user verification): it is the whole sign-in.
    expect((await signIn(assertPasskey(passkey, await signInOptions(), ORIGIN, { verified: false }))).statusCode).toBe(401);
    const { passkey: unknown } = createPasskey({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'eA' } }, ORIGIN);
    const arabic = await signIn(assertPasskey(unknown, await signInOptions(), ORIGIN), app, 'ar');
    expect(arabic.statusCode).toBe(401);
    expect(arabic.json().message).toBe('لم يسجّل مفتاح المرور دخولك: حاول مرة أخرى، أو استخدم طريقة أخرى لتسجيل الدخول');
    // Four wrong answers for the account (of five allowed): the passkey still works.
    expect((await signIn(assertPasskey(passkey, await signInOptions(), ORIGIN))).statusCode).toBe(200);
  });

  /** A job seeker with an app in force and a passkey: a password login asks for either. */
  async function withAppAndPasskey(): Promise<TSignedUp & { passkey: TSoftPasskey; secret: string }> {
    const person = await signUp(app);
    const secret = (await person.call('POST', '/api/v1/user/second-step/totp')).json().data.secret as string;
    expect((await person.call('POST', '/api/v1/user/second-step/totp/confirm', { code: totpCode(secret, new Date()) })).statusCode).toBe(200);
    return { ...person, secret, passkey: await addPasskey(person.call) };
  }

  it("gives the second step of a password sign-in with one of the account's passkeys, never another account's", async () => {
    const person = await withAppAndPasskey();
    const first = (await login(person.account.email, person.account.password)).json().data;
    expect(first.access_token).toBeUndefined();
    expect(first.second_step.methods).toEqual(['passkey', 'totp', 'recovery_code']);
    const options = (await post(app, '/api/v1/auth/passkey/options', { challenge: first.second_step.challenge })).json().data;
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: Buffer.from(person.passkey.credentialId).toString('base64url') })]);
    // Another account's passkey, even on this challenge, is refused.
    const stranger = await signUp(app);
    const theirs = await addPasskey(stranger.call);
    const refused = await post(app, '/api/v1/auth/second-step/passkey', { challenge: first.second_step.challenge, credential: assertPasskey(theirs, options.challenge, ORIGIN) });
    expect(refused.statusCode).toBe(401);
    // A sign-in challenge (no account) does not serve a second step either.
    const loose = await post(app, '/api/v1/auth/second-step/passkey', { challenge: first.second_step.challenge, credential: assertPasskey(person.passkey, await signInOptions(), ORIGIN) });
    expect(loose.statusCode).toBe(401);

    const again = (await login(person.account.email, person.account.password)).json().data.second_step.challenge as string;
    const optionsAgain = (await post(app, '/api/v1/auth/passkey/options', { challenge: again })).json().data;
    const done = await post(other, '/api/v1/auth/second-step/passkey', { challenge: again, credential: assertPasskey(person.passkey, optionsAgain.challenge, ORIGIN) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user.id).toBe(person.id);
    // A passkey alone does not make a password sign-in ask for a second step (the app does).
    const noApp = await signUp(app);
    await addPasskey(noApp.call);
    expect((await login(noApp.account.email, noApp.account.password)).json().data.access_token.token).toEqual(expect.any(String));
  });

  it('limits passkey answers per account like codes (decisions 022, 160): past five wrong ones even the right one waits', async () => {
    const person = await withAppAndPasskey();
    const challenge = (await login(person.account.email, person.account.password)).json().data.second_step.challenge as string;
    for (let i = 0; i < 5; i += 1) {
      const options = (await post(app, '/api/v1/auth/passkey/options', { challenge })).json().data;
      const wrong = await post(app, '/api/v1/auth/second-step/passkey', { challenge, credential: assertPasskey(person.passkey, options.challenge, 'http://localhost:9999') });
      expect(wrong.statusCode).toBe(401);
    }
    const options = (await post(app, '/api/v1/auth/passkey/options', { challenge })).json().data;
    const right = await post(app, '/api/v1/auth/second-step/passkey', { challenge, credential: assertPasskey(person.passkey, options.challenge, ORIGIN) });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(TOO_MANY);
    // The passkey alone waits too: it counts under the same account.
    expect((await signIn(assertPasskey(person.passkey, await signInOptions(), ORIGIN))).statusCode).toBe(429);
  });

  it('is an administrator’s second step: added before the console opens, asked at the next password sign-in, never the last one removed', async () => {
    const account = newAccount();
    const [row] = await database.db
      .insert(users)
      .values({ type: 'ADMIN', first_name: 'Ops', last_name: 'Admin', email: account.email, phone: `+966${account.phone.slice(1)}`, password_hash: await hashPassword(account.password) })
      .returning({ id: users.id });
    const call = caller(app, (await login(account.email, account.password)).json().data.access_token.token as string);
    expect((await call('GET', '/api/admin/dashboard')).statusCode).toBe(403);
    const passkey = await addPasskey(call, 'Security key');
    // The session that added it gave the second step: the console opens.
    expect((await call('GET', '/api/admin/dashboard')).statusCode).toBe(200);

    const first = (await login(account.email, account.password)).json().data;
    expect(first.second_step.methods).toEqual(['passkey']);
    const options = (await post(app, '/api/v1/auth/passkey/options', { challenge: first.second_step.challenge })).json().data;
    const done = await post(app, '/api/v1/auth/second-step/passkey', { challenge: first.second_step.challenge, credential: assertPasskey(passkey, options.challenge, ORIGIN) });
    expect(done.statusCode).toBe(200);
    const admin = caller(app, done.json().data.access_token.token as string);
    expect((await admin('GET', '/api/admin/dashboard')).statusCode).toBe(200);
    // A passkey alone opens the console as well.
    const alone = await signIn(assertPasskey(passkey, await signInOptions(), ORIGIN));
    expect((await caller(app, alone.json().data.access_token.token as string)('GET', '/api/admin/dashboard')).statusCode).toBe(200);

    const id = (await admin('GET', '/api/v1/user/passkeys')).json().data[0].id as number;
    const last = await admin('DELETE', `/api/v1/user/passkeys/${id}`);
    expect(last.statusCode).toBe(403);
    expect(last.json().message).toBe('Administrators must keep a second step: add another passkey or set up the app before removing this one');
    await addPasskey(admin, 'Spare key');
    expect((await admin('DELETE', `/api/v1/user/passkeys/${id}`)).statusCode).toBe(200);
    expect(row).toBeDefined();
  });
});
