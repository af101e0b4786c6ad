import { and, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { JOB_TRANSITIONS, riyadhDateOf } from './state.ts';

/**
 * Moves every active job whose deadline (a Riyadh calendar day, inclusive) is before Riyadh's today at `now`
 * to expired: the state machine's `expire` rule as one guarded UPDATE, so it is safe to run twice or beside
 * a company closing the same job (whichever comes first wins, the other changes nothing). Returns how many.
 */
export async function expireJobs(db: TDatabase, now: Date = new Date()): Promise<number> {
  const rule = JOB_TRANSITIONS.expire;
  const today = riyadhDateOf(now);
  const expired = await db
    .update(jobs)
    .set({ status: rule.to, expired_at: now, updated_at: now })
    .where(and(inArray(jobs.status, [...rule.from]), sql`${jobs.deadline} < ${today}::date`))
    .returning({ id: jobs.id });
  return expired.length;
}
