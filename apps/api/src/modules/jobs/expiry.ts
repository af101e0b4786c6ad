import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { JOB_TRANSITIONS, addDays, riyadhDateOf } from './state.ts';

/** The "about to expire" mail goes this many days before the deadline (decision 032). */
export const EXPIRY_WARNING_DAYS = 3;

/**
 * Moves every active job whose deadline (a Riyadh calendar day, inclusive) is before Riyadh's today at `now`
 * to expired: the state machine's `expire` rule as one guarded UPDATE, so it is safe to run twice or beside
 * a company closing the same job (whichever comes first wins, the other changes nothing). Returns their ids:
 * only the run that expired a job tells its company.
 */
export async function expireDueJobs(db: TDatabase, now: Date = new Date()): Promise<number[]> {
  const rule = JOB_TRANSITIONS.expire;
  const today = riyadhDateOf(now);
  const expired = await db
    .update(jobs)
    .set({ status: rule.to, expired_at: now, updated_at: now })
    .where(and(inArray(jobs.status, [...rule.from]), sql`${jobs.deadline} < ${today}::date`))
    .returning({ id: jobs.id });
  return expired.map((row) => row.id);
}

/** How many jobs `expireDueJobs` expired. */
export async function expireJobs(db: TDatabase, now: Date = new Date()): Promise<number> {
  return (await expireDueJobs(db, now)).length;
}

/**
 * Marks the live jobs whose deadline is at most EXPIRY_WARNING_DAYS away (today included) and that were live on the
 * day the warning is due, once per deadline (`expiry_warned_for`), and returns their ids: the guarded UPDATE lets one
 * run mark a job, so its company is told once. A job that goes live with fewer days left is not warned (its "live"
 * mail names the deadline); a new deadline (extended while live, or a renewal) is warned again. The column is not
 * one search reads, so no search change is written.
 */
export async function markExpiringJobs(db: TDatabase, now: Date = new Date()): Promise<number[]> {
  const today = riyadhDateOf(now);
  const warnFrom = addDays(today, EXPIRY_WARNING_DAYS);
  const marked = await db
    .update(jobs)
    .set({ expiry_warned_for: sql`${jobs.deadline}` })
    .where(
      and(
        eq(jobs.status, 'active'),
        isNotNull(jobs.activated_at),
        sql`${jobs.deadline} between ${today}::date and ${warnFrom}::date`,
        or(sql`${jobs.expiry_warned_for} is null`, sql`${jobs.expiry_warned_for} <> ${jobs.deadline}`),
        // Live on the day the warning is due (the deadline minus EXPIRY_WARNING_DAYS, Riyadh) or earlier.
        sql`(${jobs.activated_at} at time zone 'Asia/Riyadh')::date <= ${jobs.deadline} - ${EXPIRY_WARNING_DAYS}::int`,
      ),
    )
    .returning({ id: jobs.id });
  return marked.map((row) => row.id);
}
