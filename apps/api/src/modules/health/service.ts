import { HttpError } from '../../errors.ts';
import type { TDatabaseHandle } from '../../db/client.ts';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../db/client.ts';
import type { TFileStorage } from '../files/storage.ts';
import { findFileKeysAfter } from '../files/queries.ts';
import { jobSearchIndexState } from '../jobs/search-index.ts';
import { appliedMigrations, checkDatabase } from './queries.ts';

/** How long the check waits for the database: a load balancer needs an answer, not a request that hangs. */
const DATABASE_CHECK_TIMEOUT_MS = 3000;

/**
 * Whether the process can serve: the database answers `select 1` within the time limit. It does not: 503
 * `database_down` (with Retry-After), so a load balancer stops sending traffic until it is back.
 */
export async function checkHealth(database: TDatabaseHandle): Promise<{ status: 'ok'; database: TDatabaseHandle['driver'] }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DATABASE_CHECK_TIMEOUT_MS);
  });
  try {
    const outcome = await Promise.race([checkDatabase(database.db).then(() => 'ok' as const), timeout]);
    if (outcome === 'timeout') throw new HttpError(503, 'database_down');
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(503, 'database_down');
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ok', database: database.driver };
}

/** The migrations this build carries (drizzle's journal), read once. */
let shipped: number | undefined;
const shippedMigrations = () => (shipped ??= (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length);

export interface TReadiness {
  database: boolean;
  migrations: boolean;
  search_index: boolean;
  storage: boolean;
  accepting: boolean;
}

/**
 * Whether this node should be sent requests (decision 113): the database answers (else 503 `database_down`, as the
 * liveness check), every migration of this build is applied, the job search index is built, file storage is there,
 * (its folder, once any file was stored), and the node is not shutting down. Not ready: 503 naming the first check
 * that failed.
 */
export async function checkReadiness(database: TDatabaseHandle, storage: TFileStorage, draining: boolean): Promise<TReadiness> {
  await checkHealth(database);
  const checks: TReadiness = {
    database: true,
    migrations: (await appliedMigrations(database.db)) >= shippedMigrations(),
    search_index: (await jobSearchIndexState(database.db)) !== null,
    // A new installation has no upload folder until its first upload; one that holds files must find it.
    storage: (await storage.isAvailable()) || (await findFileKeysAfter(database.db, 0, 1)).length === 0,
    accepting: !draining,
  };
  if (!checks.accepting) throw new HttpError(503, 'not_ready_draining');
  if (!checks.migrations) throw new HttpError(503, 'not_ready_migrations');
  if (!checks.storage) throw new HttpError(503, 'not_ready_storage');
  if (!checks.search_index) throw new HttpError(503, 'not_ready_search_index');
  return checks;
}
