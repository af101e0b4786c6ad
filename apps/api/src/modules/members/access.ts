import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { applications, companies, companyMemberJobs, companyMembers, jobs } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { TCompanyAccess } from '../../plugins/auth.ts';

/** The company row is one this account owns (decision 116): for a query's WHERE on `companies`. */
export const ownedBy = (userId: number): SQL =>
  sql`exists (select 1 from ${companyMembers} where ${companyMembers.company_id} = ${companies.id} and ${companyMembers.user_id} = ${userId} and ${companyMembers.role} = 'owner')`;

/**
 * A viewer reads only the applicants of the jobs shared with them (decision 116): any other job of the company, or
 * an application to one, is 404 for them, as another company's is. Owners and recruiters pass at once.
 */
export async function requireSharedJob(db: TDatabase, access: TCompanyAccess, target: { jobId: number } | { applicationId: number }): Promise<void> {
  if (access.role !== 'viewer') return;
  const shared = and(eq(companyMemberJobs.member_id, access.memberId), eq(jobs.company_id, access.companyId));
  const [row] =
    'jobId' in target
      ? await db.select({ id: jobs.id }).from(companyMemberJobs).innerJoin(jobs, eq(jobs.id, companyMemberJobs.job_id)).where(and(shared, eq(jobs.id, target.jobId))).limit(1)
      : await db
          .select({ id: jobs.id })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.job_id))
          .innerJoin(companyMemberJobs, eq(companyMemberJobs.job_id, jobs.id))
          .where(and(shared, eq(applications.id, target.applicationId)))
          .limit(1);
  if (!row) throw notFound();
}
