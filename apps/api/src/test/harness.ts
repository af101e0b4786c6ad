import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
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

/** A fresh database on the PostgreSQL server for this worker, migrated and seeded like a first start. */
export function sharedPgServer() {
  server ??= (async () => {
    const name = `tawzeef_test_${process.env.TAWZEEF_TEST_RUN ?? 'adhoc'}_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_SERVER });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_SERVER);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString());
    await prepareDatabase(handle, { seedDemo: false });
    return {
      ...handle,
      async drop() {
        await handle.close();
        const client = new pg.Client({ connectionString: PG_SERVER });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
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
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', LOGIN_IP_MAX_PER_MINUTE: '100000', ...env });
  const app = await buildApp({ config, database, deliveryScheduler: false, ...options });
  await app.ready();
  return app;
}

// Each worker has its own databases: a random start and a counter keep its numbers unique.
const phonePrefix = `05${randomInt(5, 10)}`;
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
    ...overrides,
  };
}
