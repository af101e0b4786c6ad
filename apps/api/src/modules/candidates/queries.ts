import { and, count, countDistinct, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { applications, companies, cvViews, files, jobs, seekerProfiles, users } from '../../db/schema/index.ts';
import { userNameColumns } from '../auth/queries.ts';

/** A job seeker as a company may reach them: the account, whether the CV is visible, its CV file, the names. */
export async function findSeeker(db: TDatabase, seekerId: number) {
  const [row] = await db
    .select({ id: users.id, status: users.status, is_visible: seekerProfiles.is_visible, cv_file_id: seekerProfiles.cv_file_id, ...userNameColumns })
    .from(users)
    .leftJoin(seekerProfiles, eq(seekerProfiles.user_id, users.id))
    .where(and(eq(users.id, seekerId), eq(users.type, 'USER')))
    .limit(1);
  return row;
}

/** The seeker's live (not withdrawn) applications to the company's jobs, the latest first. */
export async function findApplicationsToCompany(db: TDatabase, companyId: number, seekerId: number) {
  return db
    .select({ id: applications.id, job_id: applications.job_id, job_title: jobs.title, stage: applications.stage, created_at: applications.created_at })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .where(and(eq(applications.user_id, seekerId), eq(jobs.company_id, companyId), isNull(applications.withdrawn_at)))
    .orderBy(desc(applications.created_at));
}

export async function findCompanyVerification(db: TDatabase, companyId: number) {
  const [row] = await db.select({ status: companies.verification_status }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.status;
}

export async function findFileRow(db: TDatabase, fileId: number) {
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  return row;
}

export const CV_VIEWS_PAGE_SIZE = 20;

/** The seeker's CV views since `fromDay`, the latest first, with the companies' names and logos, and the totals. */
export async function findCvViews(db: TDatabase, seekerId: number, fromDay: string, page: number) {
  const where = and(eq(cvViews.seeker_id, seekerId), gte(cvViews.day, fromDay));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        view: cvViews,
        company: { id: companies.id, foundation_name: companies.foundation_name, foundation_name_en: companies.foundation_name_en },
        logo: { id: files.id, key: files.key, kind: files.kind },
      })
      .from(cvViews)
      .innerJoin(companies, eq(companies.id, cvViews.company_id))
      .leftJoin(files, eq(files.id, companies.logo_file_id))
      .where(where)
      .orderBy(desc(cvViews.day), desc(cvViews.last_at))
      .limit(CV_VIEWS_PAGE_SIZE)
      .offset((page - 1) * CV_VIEWS_PAGE_SIZE),
    db
      .select({ rows: count(), views: sql<number>`coalesce(sum(${cvViews.count}), 0)::int`, companies: countDistinct(cvViews.company_id) })
      .from(cvViews)
      .where(where),
  ]);
  return { rows, total: totals?.rows ?? 0, views: Number(totals?.views ?? 0), companies: totals?.companies ?? 0 };
}
