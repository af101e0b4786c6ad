import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { jobs, jobTitles } from '../../db/schema/index.ts';

/**
 * Removes the titles no live job has any more from `job_titles`, the titles near spellings are looked for among
 * (decision 058): without it the table only grew, and titles of jobs long gone could fill the 500 nearest a search's
 * words and push out a live one. A job that becomes active again brings its title back (migration 0033's trigger).
 *
 * The table is locked against writers while it is pruned: a job written meanwhile (its trigger adds its title, or
 * finds it there) waits for the prune, and a prune waits for such a job's transaction, so a title is never removed
 * while a live job that has it is being committed. Live jobs' titles are read from `jobs_live_title_idx`.
 */
export async function pruneJobTitles(db: TDatabase): Promise<number> {
  return db.transaction(async (tx) => {
    const executor = tx as unknown as TDatabase;
    await executor.execute(sql`lock table ${jobTitles} in share row exclusive mode`);
    const removed = await executor
      .delete(jobTitles)
      .where(sql`not exists (select 1 from ${jobs} where ${jobs.title} = ${jobTitles.title} and ${jobs.status} = 'active')`)
      .returning({ title: jobTitles.title });
    return removed.length;
  });
}
