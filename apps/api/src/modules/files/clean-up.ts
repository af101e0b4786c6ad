import type { TDatabase } from '../../db/client.ts';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';
import { deleteFileRows, findExistingKeys, findFileKeysAfter } from './queries.ts';
import type { TFileStorage, TStoredEntry } from './storage.ts';

/** The key of the PostgreSQL advisory lock that lets one process at a time clean storage up ("TWZ" + 0x21, as decision 021). */
export const STORAGE_CLEAN_UP_LOCK_KEY = 0x54575a21;

/** A temporary this old belongs to a write that will never finish: a write takes well under a second. */
export const TEMPORARY_MAX_AGE_MS = 10 * 60_000;
/**
 * Bytes without a row are removed once this old: a crash between writing the bytes and inserting their row
 * (milliseconds apart) leaves them; bytes younger than this may be an upload whose row is being written now.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;
/** After the run at start-up, the clean-up runs again this often (orphans too young at start-up go then). */
export const STORAGE_CLEAN_UP_INTERVAL_MS = 6 * 60 * 60_000;

/**
 * More rows without bytes than this, and more than MASS_LOSS_SHARE of all rows: the storage looks unmounted or
 * misconfigured rather than damaged; nothing is removed and the error is logged for an operator to look at.
 */
const MASS_LOSS_ROWS = 20;
const MASS_LOSS_SHARE = 0.1;
const BATCH = 500;
const PARALLEL_CHECKS = 16;

export interface TCleanUpLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface TCleanUpOptions {
  now: Date;
  log?: TCleanUpLogger;
  /** Stops between batches (the server is closing). */
  signal?: AbortSignal;
}

export interface TCleanUpReport {
  /** Temporaries of writes that will never finish, removed. */
  temporaries: number;
  /** Bytes without a row, removed. */
  orphans: number;
  /** Rows whose bytes are gone, removed (what pointed at them now points at nothing). */
  missing: number;
  /** Rows without bytes kept because there were too many of them to be a crash's doing (see MASS_LOSS_ROWS). */
  keptMissing: number;
}

/**
 * Puts storage and the `files` table back in agreement after a crash, in three steps:
 * 1. temporaries older than TEMPORARY_MAX_AGE_MS (a write cut short) are removed;
 * 2. bytes older than ORPHAN_MIN_AGE_MS that no row names (a crash between the bytes and the row) are removed;
 * 3. rows whose bytes are missing are removed; the foreign keys set what pointed at them to null, so a profile
 *    loses its CV rather than showing a link that fails (decision 021). Skipped, with an error logged, when the
 *    storage is not there at all or too many rows lack their bytes (MASS_LOSS_*): that is a configuration fault.
 * Run it under the advisory lock (runStorageCleanUp) so that one process at a time does it.
 */
export async function cleanUpStorage(deps: { db: TDatabase; storage: TFileStorage }, options: TCleanUpOptions): Promise<TCleanUpReport> {
  const { db, storage } = deps;
  const now = options.now.getTime();
  const report: TCleanUpReport = { temporaries: 0, orphans: 0, missing: 0, keptMissing: 0 };
  const stopped = () => options.signal?.aborted === true;

  let candidates: Array<Extract<TStoredEntry, { type: 'file' }>> = [];
  const removeOrphans = async () => {
    const known = await findExistingKeys(db, candidates.map((entry) => entry.key));
    for (const entry of candidates) {
      if (known.has(entry.key)) continue;
      await storage.remove(entry);
      report.orphans += 1;
    }
    candidates = [];
  };
  for await (const entry of storage.entries()) {
    if (stopped()) return report;
    const age = now - entry.modifiedAt.getTime();
    if (entry.type === 'temporary') {
      if (age < TEMPORARY_MAX_AGE_MS) continue;
      await storage.remove(entry);
      report.temporaries += 1;
    } else if (age >= ORPHAN_MIN_AGE_MS) {
      candidates.push(entry);
      if (candidates.length >= BATCH) await removeOrphans();
    }
  }
  await removeOrphans();

  const available = await storage.isAvailable();
  const missing: number[] = [];
  let total = 0;
  for (let after = 0; ; ) {
    if (stopped()) return report;
    const rows = await findFileKeysAfter(db, after, BATCH);
    if (rows.length === 0) break;
    total += rows.length;
    after = rows[rows.length - 1]!.id;
    if (!available) continue;
    for (let start = 0; start < rows.length; start += PARALLEL_CHECKS) {
      const slice = rows.slice(start, start + PARALLEL_CHECKS);
      const present = await Promise.all(slice.map((row) => storage.has(row.key)));
      slice.forEach((row, index) => {
        if (!present[index]) missing.push(row.id);
      });
    }
  }
  if (!available && total > 0) {
    report.keptMissing = total;
    options.log?.error({ rows: total }, 'file storage is missing (not mounted?): no file row was removed');
  } else if (missing.length > MASS_LOSS_ROWS && missing.length > total * MASS_LOSS_SHARE) {
    report.keptMissing = missing.length;
    options.log?.error({ missing: missing.length, rows: total }, 'too many file rows lack their bytes (wrong storage?): none was removed');
  } else {
    for (let start = 0; start < missing.length; start += BATCH) await deleteFileRows(db, missing.slice(start, start + BATCH));
    report.missing = missing.length;
  }
  return report;
}

/** One clean-up under the advisory lock. `ran: false`: another process (or this one) was already at it. */
export async function runStorageCleanUp(
  deps: { db: TDatabase; storage: TFileStorage },
  options: TCleanUpOptions,
): Promise<{ ran: true; report: TCleanUpReport } | { ran: false }> {
  const outcome = await withAdvisoryLock(deps.db, STORAGE_CLEAN_UP_LOCK_KEY, () => cleanUpStorage(deps, options));
  return outcome.locked ? { ran: true, report: outcome.value } : { ran: false };
}

/**
 * Cleans storage up when the server starts and every STORAGE_CLEAN_UP_INTERVAL_MS after (the timer does not keep
 * the process alive). Every process may start one: the advisory lock lets one work. `stop()` ends a run between
 * batches and waits for it.
 */
export function startStorageCleanUp(deps: { db: TDatabase; storage: TFileStorage; now: () => Date }, log: TCleanUpLogger): TRepeating {
  const controller = new AbortController();
  const repeating = repeatEvery(
    'storage-clean-up',
    STORAGE_CLEAN_UP_INTERVAL_MS,
    async () => {
      const outcome = await runStorageCleanUp(deps, { now: deps.now(), log, signal: controller.signal });
      if (outcome.ran) log.info({ ...outcome.report }, 'storage clean-up finished');
    },
    (error) => log.error({ err: error }, 'storage clean-up failed'),
  );
  return {
    async stop() {
      controller.abort();
      await repeating.stop();
    },
  };
}
