import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { assertPasskey, createPasskey, type TSoftPasskey } from '../../test/authenticator.ts';
import { caller, newAccount, signUp, testApp, testDrivers, type TCaller, type TSignedUp } from '../../test/harness.ts';
import { hashPassword } from '../auth/password.ts';
import { totpCode } from '../auth/totp.ts';

/** The tests' app knows its origin from PUBLIC_URL's default, http://localhost:3000: the passkeys' relying party is "localhost". */
const ORIGIN = 'http://localhost:3000';
const STEP_UP_EN = 'This change cannot be undone, so it needs your second step again: one of your passkeys, the code your app shows now, or a recovery code';
const STEP_UP_AR = 'لا يمكن التراجع عن هذا التغيير، لذا يحتاج إلى خطوتك الثانية مجددًا: أحد مفاتيح المرور لديك، أو الرمز الذي يعرضه تطبيقك الآن، أو رمز استرداد';
const NOT_CONFIRMED = 'This passkey did not confirm it is you: try again, or use another of your passkeys or your app';

describe.each(await testDrivers())('step-up with a passkey on $name (decision 169)', (driver) => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  /** A second server process on the same database, as behind nginx: the options of one, the answer to the other. */
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

  async function addPasskey(call: TCaller, name = 'My phone'): Promise<TSoftPasskey> {
    const { passkey, credential } = createPasskey((await call('POST', '/api/v1/user/passkeys/options')).json().data, ORIGIN);
    const added = await call('POST', '/api/v1/user/passkeys', { name, credential });
    expect(added.statusCode, added.body).toBe(201);
    return passkey;
  }
  /** The session's second step, moved into the past (rather than waiting). */
  const ageSecondStep = (userId: number, minutes: number) =>
    database.db.execute(sql`update sessions set second_step_at = now() - make_interval(mins => ${minutes}) where user_id = ${userId} and second_step_at is not null`);
  const stepUpOptions = async (call: TCaller): Promise<string> => {
    const options = await call('POST', '/api/v1/user/second-step/step-up/passkey/options');
    expect(options.statusCode, options.body).toBe(200);
    return options.json().data.challenge as string;
  };
  const stepUp = (call: TCaller, credential: unknown, locale: 'ar' | 'en' = 'en') => call('POST', '/api/v1/user/second-step/step-up/passkey', { credential }, locale);
  const otherCall = (person: TSignedUp): TCaller => caller(other, person.token);
  function expectStepUpRequired(answer: { statusCode: number; json(): unknown; body: string }, message = STEP_UP_EN) {
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json(), answer.body).toEqual({ message, reason: 'step_up_required' });
  }

  it('asks an account whose only second step is a passkey for step-up, and takes the passkey: its own, on a step-up challenge, once', async () => {
    const seeker = await signUp(app);
    const passkey = await addPasskey(seeker.call);
    const password = { current_password: seeker.account.password, password: 'N3w-Strong-Pass!', password_confirmation: 'N3w-Strong-Pass!' };
    // The sign-up's session never gave a second step: a passkey is one, so a new password waits for it.
    expectStepUpRequired(await seeker.call('PUT', '/api/v1/user/password', password));
    expectStepUpRequired(await seeker.call('PUT', '/api/v1/user/password', password, 'ar'), STEP_UP_AR);

    const options = (await seeker.call('POST', '/api/v1/user/second-step/step-up/passkey/options')).json().data;
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: Buffer.from(passkey.credentialId).toString('base64url') })]);
    // Another account's passkey on this challenge, and this passkey on a sign-in's challenge, confirm nothing.
    const stranger = await signUp(app);
    const theirs = await addPasskey(stranger.call);
    const refused = await stepUp(seeker.call, assertPasskey(theirs, options.challenge, ORIGIN));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(NOT_CONFIRMED);
    const signInChallenge = (await app.inject({ method: 'POST', url: '/api/v1/auth/passkey/options', payload: {} })).json().data.challenge as string;
    const loose = await stepUp(seeker.call, assertPasskey(passkey, signInChallenge, ORIGIN), 'ar');
    expect(loose.statusCode).toBe(422);
    expect(loose.json().message).toBe('لم يؤكّد مفتاح المرور هويتك: حاول مرة أخرى، أو استخدم مفتاح مرور آخر أو تطبيقك');
    expectStepUpRequired(await seeker.call('PUT', '/api/v1/user/password', password));

    // The options of one process, the answer to another.
    const assertion = assertPasskey(passkey, await stepUpOptions(seeker.call), ORIGIN);
    const given = await stepUp(otherCall(seeker), assertion);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ message: 'Confirmed: for ten minutes, changes that cannot be undone will not ask for your second step again', data: { valid_until: expect.any(String) } });
    expect((await seeker.call('PUT', '/api/v1/user/password', password)).statusCode).toBe(200);
    // The same answer again: its challenge is taken.
    expect((await stepUp(seeker.call, assertion)).statusCode).toBe(422);
    // Ten minutes later it is asked again; the passkey serves again.
    await ageSecondStep(seeker.id, 11);
    expectStepUpRequired(await seeker.call('DELETE', '/api/v1/user/account', { password: password.password }));
    expect((await stepUp(seeker.call, assertPasskey(passkey, await stepUpOptions(seeker.call), ORIGIN))).statusCode).toBe(200);
    expect((await seeker.call('DELETE', '/api/v1/user/account', { password: password.password })).statusCode).toBe(200);
  });

  it('answers 409 for the options of an account without a passkey, in its language', async () => {
    const seeker = await signUp(app);
    const none = await seeker.call('POST', '/api/v1/user/second-step/step-up/passkey/options', undefined, 'ar');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('لا يوجد مفتاح مرور لحسابك: أكّد بالرمز الذي يعرضه تطبيقك، أو برمز استرداد');
  });

  it('asks for the step before removing a passkey, turning the app off without a code and renewing recovery codes without one', async () => {
    const seeker = await signUp(app);
    const secret = (await seeker.call('POST', '/api/v1/user/second-step/totp')).json().data.secret as string;
    expect((await seeker.call('POST', '/api/v1/user/second-step/totp/confirm', { code: totpCode(secret, new Date()) })).statusCode).toBe(200);
    const passkey = await addPasskey(seeker.call);
    const spare = await addPasskey(seeker.call, 'Spare key');
    const [first] = (await seeker.call('GET', '/api/v1/user/passkeys')).json().data.filter((row: { name: string }) => row.name === 'My phone') as { id: number }[];
    await ageSecondStep(seeker.id, 11);
    expectStepUpRequired(await seeker.call('DELETE', `/api/v1/user/passkeys/${first!.id}`));
    expectStepUpRequired(await seeker.call('POST', '/api/v1/user/second-step/recovery-codes', {}));
    expectStepUpRequired(await seeker.call('POST', '/api/v1/user/second-step/disable', {}, 'ar'), STEP_UP_AR);
    expect((await seeker.call('GET', '/api/v1/user/passkeys')).json().data).toHaveLength(2);
    expect((await seeker.call('GET', '/api/v1/user/second-step')).json().data.state).toBe('on');

    expect((await stepUp(seeker.call, assertPasskey(passkey, await stepUpOptions(seeker.call), ORIGIN))).statusCode).toBe(200);
    const renewed = await seeker.call('POST', '/api/v1/user/second-step/recovery-codes', {});
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().data.recovery_codes).toHaveLength(10);
    expect((await seeker.call('POST', '/api/v1/user/second-step/disable', {})).statusCode).toBe(200);
    expect((await seeker.call('GET', '/api/v1/user/second-step')).json().data.state).toBe('off');
    expect((await seeker.call('DELETE', `/api/v1/user/passkeys/${first!.id}`)).statusCode).toBe(200);
    // With the app off, the spare passkey is still a second step: the last one is not removed without it.
    await ageSecondStep(seeker.id, 11);
    const [last] = (await seeker.call('GET', '/api/v1/user/passkeys')).json().data as { id: number }[];
    expectStepUpRequired(await seeker.call('DELETE', `/api/v1/user/passkeys/${last!.id}`));
    expect((await stepUp(seeker.call, assertPasskey(spare, await stepUpOptions(seeker.call), ORIGIN))).statusCode).toBe(200);
    expect((await seeker.call('DELETE', `/api/v1/user/passkeys/${last!.id}`)).statusCode).toBe(200);
    // No second step left: nothing is asked any more.
    expect((await seeker.call('PUT', '/api/v1/user/password', { current_password: seeker.account.password, password: 'N3w-Strong-Pass!', password_confirmation: 'N3w-Strong-Pass!' })).statusCode).toBe(200);
  });

  it('asks an account with a second step for it before another passkey or an app is put in force (a stolen session cannot add its own)', async () => {
    const seeker = await signUp(app);
    const passkey = await addPasskey(seeker.call);
    // A second passkey: the device answered, the step is asked, and the same answer is added after it.
    const { credential } = createPasskey((await seeker.call('POST', '/api/v1/user/passkeys/options')).json().data, ORIGIN);
    expectStepUpRequired(await seeker.call('POST', '/api/v1/user/passkeys', { name: 'Thief key', credential }));
    const secret = (await seeker.call('POST', '/api/v1/user/second-step/totp')).json().data.secret as string;
    expectStepUpRequired(await seeker.call('POST', '/api/v1/user/second-step/totp/confirm', { code: totpCode(secret, new Date()) }));
    expect((await seeker.call('GET', '/api/v1/user/second-step')).json().data.state).toBe('pending');

    expect((await stepUp(seeker.call, assertPasskey(passkey, await stepUpOptions(seeker.call), ORIGIN))).statusCode).toBe(200);
    expect((await seeker.call('POST', '/api/v1/user/passkeys', { name: 'Laptop', credential })).statusCode).toBe(201);
    expect((await seeker.call('POST', '/api/v1/user/second-step/totp/confirm', { code: totpCode(secret, new Date()) })).statusCode).toBe(200);
  });

  it('limits step-up answers per account like codes: past five wrong ones even the right passkey waits', async () => {
    const seeker = await signUp(app);
    const passkey = await addPasskey(seeker.call);
    for (let i = 0; i < 5; i += 1) {
      expect((await stepUp(seeker.call, assertPasskey(passkey, await stepUpOptions(seeker.call), 'http://localhost:9999'))).statusCode).toBe(422);
    }
    const right = await stepUp(seeker.call, assertPasskey(passkey, await stepUpOptions(seeker.call), ORIGIN));
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many attempts: please wait a few minutes and try again');
  });

  it("takes an administrator's passkey (their only second step) before the console's money decisions", async () => {
    const account = newAccount();
    await database.db
      .insert(users)
      .values({ type: 'ADMIN', first_name: 'Ops', last_name: 'Admin', email: account.email, phone: `+966${account.phone.slice(1)}`, password_hash: await hashPassword(account.password) })
      .returning({ id: users.id });
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: account.email, password: account.password } });
    const admin = { id: login.json().data.user.id as number, account, token: login.json().data.access_token.token as string, call: caller(app, login.json().data.access_token.token as string) };
    const passkey = await addPasskey(admin.call, 'Security key');
    expect((await admin.call('GET', '/api/admin/dashboard')).statusCode).toBe(200);
    await ageSecondStep(admin.id, 11);
    expectStepUpRequired(await admin.call('POST', '/api/admin/payments/999999/approve', {}));
    expect((await stepUp(admin.call, assertPasskey(passkey, await stepUpOptions(admin.call), ORIGIN))).statusCode).toBe(200);
    // Past the step-up, the decision itself answers (no such payment).
    expect((await admin.call('POST', '/api/admin/payments/999999/approve', {})).statusCode).toBe(404);
  });
});
