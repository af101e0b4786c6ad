import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Response as TInjectResponse } from 'light-my-request';
import { buildApp, type TApiOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite, openPostgres, type TDatabaseHandle } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';

/** The PostgreSQL server this machine runs (trust auth); tests create and drop their own database on it. */
export const PG_SERVER = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let pglite: Promise<TDatabaseHandle> | undefined;

/** One migrated embedded database per test worker: opening PGlite costs seconds, so tests share it and make their own data. */
export function sharedPglite(): Promise<TDatabaseHandle> {
  pglite ??= (async () => {
    const handle = await openPglite();
    await prepareDatabase(handle, { seedDemo: false });
    return handle;
  })();
  return pglite;
}

export async function isPgServerReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let server: Promise<TDatabaseHandle & { drop(): Promise<void> }> | undefined;

/** A new, empty database on the PostgreSQL server (not migrated) and its URL; `drop()` closes it and removes it. */
/**
 * How long the API tests let a request wait for a pool connection or a hash slot (test/setup.ts): the production
 * deadlines of decision 164 are a second, and a test machine busy with other work (the suite's other lane, a
 * developer's builds) would otherwise see its own slowness answered 503 "busy" in tests of other behaviour. The tests of
 * the deadlines (queue-deadlines.test.ts) use the production values.
 */
export const TEST_QUEUE_WAIT_MS = 30_000;

export async function createServerDatabase(label: string, { poolWaitMs = TEST_QUEUE_WAIT_MS }: { poolWaitMs?: number } = {}): Promise<TDatabaseHandle & { url: string; drop(): Promise<void> }> {
  const name = `tawzeef_test_${process.env.TAWZEEF_TEST_RUN ?? 'adhoc'}_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { poolWaitMs });
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const client = new pg.Client({ connectionString: PG_SERVER });
      await client.connect();
      // pg's pool resolves end() while its sockets are still closing; forcing the drop then kills them with a
      // FATAL that surfaces as an uncaught error. So wait for them to go (55006: still in use), force only last.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await client.query(`drop database if exists ${name}${attempt >= 50 ? ' with (force)' : ''}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await client.end();
    },
  };
}

/** A fresh database on the PostgreSQL server for this worker, migrated and seeded like a first start. */
export function sharedPgServer() {
  server ??= (async () => {
    const handle = await createServerDatabase('test');
    await prepareDatabase(handle, { seedDemo: false });
    return handle;
  })();
  return server;
}

export interface TDriver {
  name: 'pglite' | 'postgres';
  open(): Promise<TDatabaseHandle>;
}

/** The databases the API tests run against: always PGlite; the server too when it answers. */
export async function testDrivers(): Promise<TDriver[]> {
  const drivers: TDriver[] = [{ name: 'pglite', open: sharedPglite }];
  if (await isPgServerReachable()) drivers.push({ name: 'postgres', open: sharedPgServer });
  else console.warn(`PostgreSQL server at ${PG_SERVER} not reachable: API tests run on PGlite only`);
  return drivers;
}

export async function testApp(database: TDatabaseHandle, env: Record<string, string> = {}, options: TApiOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', LOGIN_IP_MAX_PER_MINUTE: '100000', SMS_IP_MAX_PER_HOUR: '100000', ...env });
  const app = await buildApp({ config, database, deliveryScheduler: false, jobScheduler: false, alertScheduler: false, checkAnswers: true, ...options });
  await app.ready();
  return app;
}

// Each worker has its own databases: a random start and a counter keep its numbers unique.
// 055, 056, 058, 059: every number valid (about one in a hundred 057 numbers is not a Saudi mobile number).
const phonePrefix = `05${[5, 6, 8, 9][randomInt(0, 4)]}`;
let phoneCounter = randomInt(0, 5_000_000);

/** A Saudi mobile number nobody else in this worker's databases has. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `${phonePrefix}${String(phoneCounter % 10_000_000).padStart(7, '0')}`;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}.${randomBytes(5).toString('hex')}@example.com`;
}

export function newAccount(overrides: Record<string, unknown> = {}) {
  return {
    type: 'USER',
    first_name: 'Fahad',
    last_name: 'Alqahtani',
    email: uniqueEmail(),
    phone: uniquePhone(),
    password: 'Str0ng-pass',
    password_confirmation: 'Str0ng-pass',
    accept_terms: true,
    ...overrides,
  };
}

export type TCaller = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, locale?: 'ar' | 'en') => Promise<TInjectResponse>;

export interface TSignedUp {
  id: number;
  account: ReturnType<typeof newAccount>;
  token: string;
  /** Calls the API with this account's token and X-locale (English by default). */
  call: TCaller;
}

export function caller(app: FastifyInstance, token: string): TCaller {
  return (method, url, payload, locale = 'en') =>
    app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${token}`, 'x-locale': locale } });
}

/** A write sent with an Idempotency-Key (decisions 093, 095), by an account (its token) or a visitor (null), in English. */
export function keyedCall(app: FastifyInstance, token: string | null, method: 'POST' | 'PUT', url: string, payload: unknown, key: string, headers: Record<string, string> = {}): Promise<TInjectResponse> {
  return app.inject({ method, url, payload: payload as never, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-locale': 'en', 'idempotency-key': key, ...headers } });
}

/** Registers a job seeker or a company through the API and returns its token and a caller. */
export async function signUp(app: FastifyInstance, type: 'USER' | 'COMPANY' = 'USER', overrides: Record<string, unknown> = {}): Promise<TSignedUp> {
  const account = newAccount(type === 'COMPANY' ? { type, foundation_name: 'Test Company', ...overrides } : overrides);
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: account });
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`signUp failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  const token: string = body.data.access_token.token;
  return { id: body.data.user.id as number, account, token, call: caller(app, token) };
}

/**
 * An administrator (they cannot register through the API): inserted directly with an authenticator key in force
 * (administrators must give a second step, decision 160), then logged in with the password and a code of the key.
 */
export async function signUpAdmin(app: FastifyInstance, database: TDatabaseHandle): Promise<TSignedUp & { totpSecret: string }> {
  const { users, totpFactors } = await import('../db/schema/index.ts');
  const { hashPassword } = await import('../modules/auth/password.ts');
  const { newTotpSecret, totpCode } = await import('../modules/auth/totp.ts');
  const account = newAccount({ type: 'ADMIN', first_name: 'Admin', last_name: 'Tawzeef' });
  const [row] = await database.db
    .insert(users)
    .values({ type: 'ADMIN', first_name: 'Admin', last_name: 'Tawzeef', email: account.email, phone: `+966${account.phone.slice(1)}`, password_hash: await hashPassword(account.password), email_verified_at: new Date() })
    .returning({ id: users.id });
  const totpSecret = newTotpSecret();
  await database.db.insert(totpFactors).values({ user_id: row!.id, secret: totpSecret, confirmed_at: new Date() });
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: account.email, password: account.password } });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.statusCode} ${login.body}`);
  const challenge: string = login.json().data.second_step.challenge;
  const done = await app.inject({ method: 'POST', url: '/api/v1/auth/second-step', payload: { challenge, code: totpCode(totpSecret, new Date()) } });
  if (done.statusCode !== 200) throw new Error(`admin second step failed: ${done.statusCode} ${done.body}`);
  const token: string = done.json().data.access_token.token;
  return { id: row!.id, account, token, call: caller(app, token), totpSecret };
}

/**
 * An app on `database` with a temporary DATA_DIR of its own (`tawzeef-<label>-…`) and an administrator signed up: the
 * set-up of the tests of what companies pay for. `close` ends the app and removes the folder.
 */
export async function appWithAdmin(database: TDatabaseHandle, label: string, env: Record<string, string> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `tawzeef-${label}-`));
  const app = await testApp(database, { DATA_DIR: path.join(root, 'data'), ...env });
  const admin = await signUpAdmin(app, database);
  return {
    app,
    admin,
    async close() {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Marks an account's email as confirmed (as if the link had been followed). */
export async function confirmEmail(database: TDatabaseHandle, userId: number): Promise<void> {
  const { eq } = await import('drizzle-orm');
  const { users } = await import('../db/schema/index.ts');
  await database.db.update(users).set({ email_verified_at: new Date() }).where(eq(users.id, userId));
}

/** Marks a company (by its user id) as verified by an admin, without going through the admin API. */
export async function verifyCompanyDirectly(database: TDatabaseHandle, userId: number): Promise<number> {
  const { eq } = await import('drizzle-orm');
  const { companies } = await import('../db/schema/index.ts');
  const [row] = await database.db
    .update(companies)
    .set({ verification_status: 'verified', verified_at: new Date() })
    .where(eq(companies.user_id, userId))
    .returning({ id: companies.id });
  if (!row) throw new Error(`no company for user ${userId}`);
  return row.id;
}

/** A card expiry (MM/YY) two years ahead, for the test gateway's card form. */
export const futureExpiry = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
