import { createHmac } from 'node:crypto';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDatabaseHandle } from '../../db/client.ts';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { newAddress } from '../../test/outbox.ts';
import { totpCode } from '../auth/totp.ts';

/**
 * RFC 6238's TOTP written here with node:crypto alone (RFC 4226's dynamic truncation), so the tests do not check
 * the library against itself: the published vectors check this implementation, and it checks the server.
 */
function hotp(key: Buffer, counter: number, digits: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}
const totpAt = (key: Buffer, unixSeconds: number, digits = 6) => hotp(key, Math.floor(unixSeconds / 30), digits);

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}
function base32Encode(bytes: Buffer): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5) out += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out;
}

/** The code of the key at now, shifted by whole time steps. */
const codeOf = (secret: string, steps = 0) => totpAt(base32Decode(secret), Math.floor(Date.now() / 1000) + steps * 30);

const RFC_6238_SHA1 = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
] as const;

describe('TOTP (RFC 6238)', () => {
  const key = Buffer.from('12345678901234567890');
  it('the independent implementation gives the published SHA-1 vectors', () => {
    for (const [time, code] of RFC_6238_SHA1) expect(totpAt(key, time, 8)).toBe(code);
  });
  it("the server's codes are the vectors' six last digits at the same times", () => {
    for (const [time, code] of RFC_6238_SHA1) expect(totpCode(base32Encode(key), new Date(time * 1000))).toBe(code.slice(-6));
  });
});

const TOO_MANY = 'Too many attempts: please wait a few minutes and try again';

describe.each(await testDrivers())('the second step of signing in on $name (decision 160)', (driver) => {
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

  const login = (person: TSignedUp, remoteAddress = newAddress()) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: person.account.email, password: person.account.password }, remoteAddress, headers: { 'x-locale': 'en' } });
  const complete = (challenge: string, code: string, remoteAddress = newAddress(), locale = 'en') =>
    app.inject({ method: 'POST', url: '/api/v1/auth/second-step', payload: { challenge, code }, remoteAddress, headers: { 'x-locale': locale } });
  async function challengeOf(person: TSignedUp): Promise<string> {
    const answer = await login(person);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.access_token).toBeUndefined();
    return data.second_step.challenge as string;
  }

  /** A job seeker whose app is set up and confirmed with the current step's code. */
  async function withApp(): Promise<TSignedUp & { secret: string; recovery: string[] }> {
    const person = await signUp(app);
    const started = await person.call('POST', '/api/v1/user/second-step/totp');
    expect(started.statusCode).toBe(200);
    const setup = started.json().data;
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.qr_svg).toMatch(/^<svg/);
    const confirmed = await person.call('POST', '/api/v1/user/second-step/totp/confirm', { code: codeOf(setup.secret) });
    expect(confirmed.statusCode).toBe(200);
    return { ...person, secret: setup.secret, recovery: confirmed.json().data.recovery_codes };
  }

  it('sets up the app with a QR code and the key written out, confirmed by a code; ten recovery codes shown once', async () => {
    const person = await signUp(app);
    expect((await person.call('GET', '/api/v1/user/second-step')).json().data).toMatchObject({ state: 'off', required: false, setup: null });
    const setup = (await person.call('POST', '/api/v1/user/second-step/totp')).json().data;
    const pending = (await person.call('GET', '/api/v1/user/second-step')).json().data;
    expect(pending).toMatchObject({ state: 'pending', setup: { secret: setup.secret } });
    // Not in force until confirmed: the password alone still logs in.
    expect((await login(person)).json().data.access_token.token).toBeTruthy();

    const wrong = await person.call('POST', '/api/v1/user/second-step/totp/confirm', { code: codeOf(setup.secret, 5) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual(['Type the 6 digits your app shows, or one of your recovery codes']);

    const confirmed = await person.call('POST', '/api/v1/user/second-step/totp/confirm', { code: codeOf(setup.secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const on = (await person.call('GET', '/api/v1/user/second-step')).json().data;
    expect(on).toEqual({ state: 'on', required: false, needed_now: false, recovery_codes_left: 10, setup: null });
    // Stored hashed: no code appears in the table.
    const stored = await database.db.execute(sql`select code_hash from recovery_codes where user_id = ${person.id}`);
    const hashes = JSON.stringify(stored);
    for (const code of codes) expect(hashes).not.toContain(code.replace('-', ''));
    // A second set-up is refused while one is in force.
    expect((await person.call('POST', '/api/v1/user/second-step/totp')).statusCode).toBe(409);
  });

  it('answers a password login with a challenge, not a session; a code of the app completes it', async () => {
    const person = await withApp();
    const challenge = await challengeOf(person);
    // The challenge is no bearer token.
    const asBearer = await app.inject({ method: 'GET', url: '/api/v1/user/simple-profile', headers: { authorization: `Bearer ${challenge}` } });
    expect(asBearer.statusCode).toBe(401);
    const done = await complete(challenge, codeOf(person.secret, 1));
    expect(done.statusCode).toBe(200);
    const token = done.json().data.access_token.token as string;
    expect(done.json().data.refresh_token.token).toBeTruthy();
    const profile = await app.inject({ method: 'GET', url: '/api/v1/user/simple-profile', headers: { authorization: `Bearer ${token}` } });
    expect(profile.statusCode).toBe(200);
  });

  it('accepts a code once and only in its window; the same code again, an old one and a far future one are refused alike', async () => {
    const person = await withApp();
    const code = codeOf(person.secret, 1);
    expect((await complete(await challengeOf(person), code)).statusCode).toBe(200);
    const again = await complete(await challengeOf(person), code);
    expect(again.statusCode).toBe(401);
    const message = again.json().message;
    expect(message).toBe('The code is not correct, or it was already used: type the code your app shows now, or an unused recovery code');
    // The confirming code's step (now) is older than the last used (now + 1): refused.
    const older = await complete(await challengeOf(person), codeOf(person.secret));
    expect(older.json()).toEqual({ message });
    const old = await complete(await challengeOf(person), codeOf(person.secret, -3));
    expect(old.json()).toEqual({ message });
    const future = await complete(await challengeOf(person), codeOf(person.secret, 4));
    expect(future.json()).toEqual({ message });
    // In Arabic too.
    const arabic = await complete(await challengeOf(person), codeOf(person.secret, -3), newAddress(), 'ar');
    expect(arabic.json().message).toBe('الرمز غير صحيح أو سبق استخدامه: اكتب الرمز الذي يعرضه التطبيق الآن، أو رمز استرداد لم يُستخدم');
  });

  it('accepts each recovery code once, written with or without its dash, in capitals too', async () => {
    const person = await withApp();
    const [first, second] = person.recovery as [string, string];
    expect((await complete(await challengeOf(person), first)).statusCode).toBe(200);
    const reused = await complete(await challengeOf(person), first);
    expect(reused.statusCode).toBe(401);
    expect((await complete(await challengeOf(person), second.replace('-', '').toUpperCase())).statusCode).toBe(200);
    expect((await person.call('GET', '/api/v1/user/second-step')).json().data.recovery_codes_left).toBe(8);
    // Codes the app shows with a space, and in Arabic-Indic digits, are read.
    const arabicDigits = codeOf(person.secret, 1).replace(/[0-9]/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
    expect((await complete(await challengeOf(person), `${arabicDigits.slice(0, 3)} ${arabicDigits.slice(3)}`)).statusCode).toBe(200);
  });

  it('refuses a changed or expired challenge', async () => {
    const person = await withApp();
    const challenge = await challengeOf(person);
    const [payload, mac] = [challenge.slice(0, challenge.lastIndexOf('.')), challenge.slice(challenge.lastIndexOf('.') + 1)];
    const other = await signUp(app);
    const forged = `${payload.replace(/^[0-9]+/, String(other.id))}.${mac}`;
    const answer = await complete(forged, codeOf(person.secret, 1));
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('This sign-in took too long: please log in again');
    vi.useFakeTimers({ now: Date.now() + 6 * 60_000, toFake: ['Date'] });
    try {
      expect((await complete(challenge, codeOf(person.secret, 1))).json().message).toBe('This sign-in took too long: please log in again');
    } finally {
      vi.useRealTimers();
    }
  });

  it('limits second-step guesses per account like passwords: 20 parallel wrong codes, 5 checked, then even the right code waits', async () => {
    const person = await withApp();
    const challenge = await challengeOf(person);
    const wrong = String((Number(codeOf(person.secret, 1)) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 20 }, () => complete(challenge, wrong)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(answers.find((a) => a.statusCode === 429)?.json()).toEqual({ message: TOO_MANY });
    // The right code from another address is refused too, with the message a password guess gets.
    const right = await complete(challenge, codeOf(person.secret, 1), newAddress());
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: TOO_MANY });
    // A right password does not give the codes more tries.
    const again = await challengeOf(person);
    expect((await complete(again, codeOf(person.secret, 1))).statusCode).toBe(429);
  });

  it('limits the guesses of one address across accounts (the address allowance of passwords)', async () => {
    const from = newAddress();
    // One after another: eleven sign-ups at once hash past a process's hash slots, which answer 503 (decision 164).
    const people = [];
    for (let i = 0; i < 11; i += 1) people.push(await withApp());
    let refused = 0;
    for (const person of people) {
      const challenge = await challengeOf(person);
      for (let i = 0; i < 5; i += 1) {
        const answer = await complete(challenge, '000000', from);
        if (answer.statusCode === 429) refused += 1;
      }
    }
    // 50 guesses from one address are allowed (10 × an account's 5); the 51st to 55th are refused.
    expect(refused).toBe(5);
  });

  it('turns the app off only with a code; then the password alone logs in again', async () => {
    const person = await withApp();
    const verify = vi.spyOn(argon2, 'verify');
    expect((await person.call('POST', '/api/v1/user/second-step/disable', { code: '123456' })).statusCode).toBe(422);
    expect(verify).not.toHaveBeenCalled();
    const off = await person.call('POST', '/api/v1/user/second-step/disable', { code: person.recovery[0] });
    expect(off.statusCode).toBe(200);
    expect((await person.call('GET', '/api/v1/user/second-step')).json().data.state).toBe('off');
    expect((await login(person)).json().data.access_token.token).toBeTruthy();
  });

  it('gives ten new recovery codes for a code, and the old ones stop working', async () => {
    const person = await withApp();
    const renewed = await person.call('POST', '/api/v1/user/second-step/recovery-codes', { code: codeOf(person.secret, 1) });
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().data.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect((await complete(await challengeOf(person), person.recovery[1]!)).statusCode).toBe(401);
    expect((await complete(await challengeOf(person), fresh[0]!)).statusCode).toBe(200);
  });
});
