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

export interface TDatabaseHandle {
  db: TDatabase;
  driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  close(): Promise<void>;
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
    close: () => client.close(),
  };
}

/** A PostgreSQL server reached through `DATABASE_URL`. */
export function openPostgres(url: string): TDatabaseHandle {
  // A database behind a network that drops packets answers 503 after a few seconds rather than hanging requests.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as TDatabase,
    driver: 'pg',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<TDatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pgdata'));
}
