import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type TDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A LISTEN on one channel; `close()` ends it. */
export interface TListener {
  close(): Promise<void>;
}

export interface TDatabaseHandle {
  db: TDatabase;
  driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  /**
   * Runs `work` as the only process doing so on this database (decision 119): on a server, under a PostgreSQL advisory
   * lock that nodes starting together on several machines wait for; PGlite has one process.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connections of a server's pool now (decision 113: the metrics); PGlite has one session and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * LISTENs on `channel` (PostgreSQL NOTIFY): `onPayload` gets each notification's payload, from any process on the
   * same database. On a server it holds a dedicated connection outside the pool (a LISTEN belongs to its session);
   * `onLost` is called if that connection ends, after which the caller listens again. PGlite listens in-process.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost: (error: Error) => void): Promise<TListener>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Embedded PostgreSQL (PGlite). `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string): Promise<TDatabaseHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): TDatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as TDatabase,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    alone: (work) => work(),
    close: () => client.close(),
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return { close: () => (client.closed ? Promise.resolve() : unlisten()) };
    },
  };
}

/** The advisory lock held while a process prepares a PostgreSQL server's database ("TWZ" + 0x50). */
export const PREPARE_LOCK_KEY = 0x54575a50;

/**
 * The longest a query waits for one of the pool's connections, or for a new one to connect (decision 164). Every
 * connection busy for that long: the request is answered 503 "busy" with Retry-After (plugins/errors.ts) instead of
 * waiting in the pool's queue for longer than its visitor does; a database behind a network that drops packets is
 * answered 503 as away after it too.
 */
export const POOL_WAIT_MS = 1000;

/** A PostgreSQL server reached through `DATABASE_URL`; `poolWaitMs` other than POOL_WAIT_MS only for tests (test/harness.ts). */
export function openPostgres(url: string, { poolWaitMs = POOL_WAIT_MS }: { poolWaitMs?: number } = {}): TDatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: poolWaitMs });
  // A connection checked out of the pool has no error listener of the pool's: one that drops between two queries
  // (a transaction waiting on other work, a held advisory lock) would emit an error nobody handles and end the
  // process. Its queries get their own errors; this only keeps the process alive (idle ones: watch-pool.ts).
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as TDatabase,
    driver: 'pg',
    migrate: () => migratePg(db, { migrationsFolder }),
    async alone(work) {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1::bigint)', [PREPARE_LOCK_KEY]);
        return await work();
      } finally {
        await connection.query('select pg_advisory_unlock($1::bigint)', [PREPARE_LOCK_KEY]).catch(() => undefined);
        connection.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, onPayload, onLost) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      let closing = false;
      const lost = (error: Error) => {
        if (closing) return;
        closing = true;
        client.removeAllListeners('notification');
        void client.end().catch(() => undefined);
        onLost(error);
      };
      client.on('error', lost);
      client.on('end', () => lost(new Error('LISTEN connection ended')));
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      try {
        await client.connect();
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        closing = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      return {
        async close() {
          if (closing) return;
          closing = true;
          await client.end().catch(() => undefined);
        },
      };
    },
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<TDatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pgdata'));
}
