import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { PUBLISHED_JOB_STATUSES } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { jobs, type TJobRow } from '../../db/schema/index.ts';
import { isLiveJob } from './state.ts';


/**
 * The company's account is not suspended, nor deleted (decision 041). An anti-join on the few suspended companies, needing no join in the
 * caller's query: a join with companies and users lets the planner walk every company's jobs and read each job's
 * search vector (over a second at 100k jobs), where the jobs' own indexes (full text, dates, filters) answer in
 * milliseconds.
 */
const companyInGoodStanding = sql`not exists (select 1 from companies suspended_company inner join users suspended_user on suspended_user.id = suspended_company.user_id where suspended_company.id = ${jobs.company_id} and suspended_user.status <> 'active') and not exists (select 1 from companies deleted_company where deleted_company.id = ${jobs.company_id} and deleted_company.deleted_at is not null)`;

/**
 * THE rule of which jobs visitors may reach, used by every reader (the job page, similar jobs, search, majors, the
 * home page, the sitemap, the seeker's state, applying and saving): published, by a company whose account is not
 * suspended. `live` narrows it to the jobs that take applications now (active, deadline not passed), the only
 * ones lists show; it says `active` rather than adding to the published states so the partial indexes on live
 * jobs still answer.
 */
export function publishedJob(options: { live?: boolean } = {}): SQL {
  // Reports from enough people hide a live job from lists until an administrator reviews them (decision 032); its
  // page stays for those who have the link.
  if (options.live) return and(isLiveJob, isNull(jobs.hidden_at), companyInGoodStanding)!;
  return and(inArray(jobs.status, [...PUBLISHED_JOB_STATUSES]), companyInGoodStanding)!;
}

/** A job visitors may read (its page), apply to while live, save, and compare with (similar jobs). */
export const isPublishedJob: SQL = publishedJob();

/** A job visitors find in lists (search, majors, home, similar jobs, sitemap): published, live and not hidden by reports. */
export const isListedJob: SQL = publishedJob({ live: true });

/**
 * A job as visitors may reach it, with whether it takes applications now (`is_open`); undefined when it is not
 * published or its company is suspended. The applications module asks this before applying or saving.
 */
export async function findPublishedJob(db: TDatabase, jobId: number): Promise<{ job: TJobRow; is_open: boolean } | undefined> {
  const [row] = await db
    .select({ job: jobs, is_open: sql<boolean>`coalesce(${isLiveJob}, false)` })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), isPublishedJob))
    .limit(1);
  return row;
}
