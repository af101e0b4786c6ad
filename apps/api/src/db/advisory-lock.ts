import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { TDatabase } from './client.ts';

/**
 * The locks this process holds now, per database and key: PGlite has one session, where an advisory lock does not
 * exclude itself. Kept per key, so that schedules starting together (each with its own key) never skip each other.
 */
const running = new WeakMap<object, Set<number>>();

/** How many times this process ran work under each key since it started (read by the schedules' tests). */
const runs = new Map<number, number>();

export function advisoryLockRuns(key: number): number {
  return runs.get(key) ?? 0;
}

async function runLocked<T>(key: number, work: () => Promise<T>): Promise<{ locked: true; value: T }> {
  runs.set(key, (runs.get(key) ?? 0) + 1);
  return { locked: true, value: await work() };
}

/**
 * Runs `work` only if this process is not already running work under `key` on `db` and `pg_try_advisory_lock(key)` succeeds.
 * On a PostgreSQL server the lock is taken and released on one dedicated pool connection (a session lock
 * belongs to its connection); if that connection dies, the server releases the lock with it.
 */
export async function withAdvisoryLock<T>(db: TDatabase, key: number, work: () => Promise<T>): Promise<{ locked: true; value: T } | { locked: false }> {
  const held = running.get(db) ?? new Set<number>();
  if (held.has(key)) return { locked: false };
  held.add(key);
  running.set(db, held);
  try {
    const client = (db as unknown as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      const connection = await client.connect();
      let broken: Error | undefined;
      // Checked out, the connection has no listener of the pool's: one that drops while `work` runs (the database
      // going away) would emit an error nobody handles and end the process. It is kept, and the connection destroyed.
      const dropped = (error: Error) => {
        broken = error;
      };
      connection.on('error', dropped);
      try {
        const { rows } = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key]);
        if (!rows[0]?.locked) return { locked: false };
        try {
          return await runLocked(key, work);
        } finally {
          // A connection that might still hold the lock must not go back to the pool: destroy it instead.
          await connection.query('select pg_advisory_unlock($1::bigint)', [key]).catch((error: Error) => {
            broken = error;
          });
        }
      } finally {
        connection.removeListener('error', dropped);
        connection.release(broken ?? false);
      }
    }
    // PGlite: one embedded session that no other process can open; the in-process guard above does the excluding.
    const result = (await db.execute(sql`select pg_try_advisory_lock(${sql.raw(String(key))}::bigint) as locked`)) as unknown as { rows: Array<{ locked: boolean }> };
    if (!result.rows[0]?.locked) return { locked: false };
    try {
      return await runLocked(key, work);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${sql.raw(String(key))}::bigint)`);
    }
  } finally {
    held.delete(key);
  }
}
