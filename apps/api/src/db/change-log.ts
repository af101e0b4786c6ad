import { sql } from 'drizzle-orm';
import type { TDatabase } from './client.ts';

/**
 * Following a change log written by triggers (`search_changes` for jobs, `candidate_search_changes` for job
 * seekers): an in-memory search index reads the rows after the last id it applied. Identity ids are taken in one
 * order and committed in another, so an id missing below the newest may be a change still being committed: it is a
 * gap, looked for again at the next reads for GAP_MS (after that it was rolled back).
 */

/** How long a missing change id is looked for (a transaction changing the data commits within this, or rolled back). */
export const GAP_MS = 120_000;

export interface TChangeLog {
  /** The log's table (id, key column, changed_at). */
  table: string;
  /** The column naming what changed (a job's id, a seeker's id). */
  key: string;
}

const rowsOf = async <T>(db: TDatabase, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The newest id of the log as a select expression (0 when it is empty), for a statement a search sends anyway. */
export const latestChangeText = (log: TChangeLog) => `(select coalesce(max(id), 0)::float8 from ${log.table})`;
export const latestChangeOf = (log: TChangeLog) => sql.raw(latestChangeText(log));

/** The newest id of the log. */
export async function latestChangeId(db: TDatabase, log: TChangeLog): Promise<number> {
  return Number((await rowsOf<{ id: number }>(db, sql`select ${latestChangeOf(log)} as id`))[0]?.id ?? 0);
}

/**
 * The ids at or below `mark` that were not committed yet when it was read (only after the last change older than
 * GAP_MS: older missing ids were rolled back or pruned), each with `now`: where an index built at `mark` starts.
 */
export async function gapsBelow(db: TDatabase, log: TChangeLog, mark: number, now: number): Promise<Map<number, number>> {
  const settled = Number(
    (await rowsOf<{ id: number }>(db, sql`select coalesce(max(id), 0)::float8 as id from ${sql.identifier(log.table)} where changed_at < now() - make_interval(secs => ${GAP_MS / 1000})`))[0]?.id ?? 0,
  );
  const low = Math.max(settled, mark - 10_000);
  const recent = await rowsOf<{ id: number }>(db, sql`select id::float8 as id from ${sql.identifier(log.table)} where id > ${low} and id <= ${mark}`);
  const present = new Set(recent.map((row) => Number(row.id)));
  const gaps = new Map<number, number>();
  for (let id = low + 1; id <= mark; id += 1) if (!present.has(id)) gaps.set(id, now);
  return gaps;
}

/**
 * The keys changed after `mark` up to `target`, and in the ids of `gaps` that have arrived since. `gaps` is brought
 * up to date: ids missing now are added, ids found or older than GAP_MS are dropped.
 */
export async function readChanges(db: TDatabase, log: TChangeLog, mark: number, target: number, gaps: Map<number, number>): Promise<number[]> {
  const gapIds = [...gaps.keys()];
  const read = await rowsOf<{ id: number; key: number }>(
    db,
    sql`select id::float8 as id, ${sql.identifier(log.key)} as key from ${sql.identifier(log.table)} where (id > ${mark} and id <= ${target})${gapIds.length ? sql` or id in (${sql.join(gapIds.map((id) => sql`${id}`), sql`, `)})` : sql``}`,
  );
  const seen = new Set(read.map((row) => Number(row.id)));
  const now = Date.now();
  for (let id = mark + 1; id <= target; id += 1) if (!seen.has(id)) gaps.set(id, now);
  for (const [id, since] of gaps) if (seen.has(id) || now - since > GAP_MS) gaps.delete(id);
  return [...new Set(read.map((row) => Number(row.key)))];
}

/** The logs: changes that concern job search (migration 0012) and candidate search (migration 0030). */
export const CHANGE_LOGS = {
  jobs: { table: 'search_changes', key: 'job_id' },
  candidates: { table: 'candidate_search_changes', key: 'user_id' },
} as const satisfies Record<string, TChangeLog>;

/**
 * Deletes the log's rows older than a day by the database's clock (every index reads it far more often; an older
 * one rebuilds). Never by the caller's `now`: a schedule run with another clock would delete changes no index has
 * read yet.
 */
export async function pruneChangeLog(db: TDatabase, log: TChangeLog): Promise<void> {
  await db.execute(sql`delete from ${sql.identifier(log.table)} where changed_at < now() - interval '1 day'`);
}

/** Prunes every log (the job expiry schedule, under its advisory lock). */
export async function pruneChangeLogs(db: TDatabase): Promise<void> {
  for (const log of Object.values(CHANGE_LOGS)) await pruneChangeLog(db, log);
}
