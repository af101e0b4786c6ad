import { and, desc, eq, sql } from 'drizzle-orm';
import { JOB_PAGE_SIZE, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { applications, cities, companies, countries, files, jobs, majors, savedJobs, sectors, users, type TFileRow } from '../../db/schema/index.ts';
import { isListedJob, isPublishedJob } from './published.ts';
import { lookupColumns, type TJobView } from './queries.ts';
import { isLiveJob } from './state.ts';

export interface TPublicJobView extends TJobView {
  company: { id: number; name: string; logo_id: number | null; logo_key: string | null; logo_kind: TFileRow['kind'] | null; is_verified: boolean };
  is_live: boolean;
  /** ISO code of the country of the job's city, or null without a city. */
  country_code: string | null;
}

function selectPublicJobViews(db: TDatabase, locale: TLocale) {
  return db
    .select({
      job: jobs,
      ...lookupColumns(locale),
      open_payment_id: sql<number | null>`null::int`,
      is_live: sql<boolean>`coalesce(${isLiveJob}, false)`,
      country_code: countries.code,
      company: {
        id: companies.id,
        // Visitors reading English see the English name when the company gave one.
        name: locale === 'en' ? sql<string>`coalesce(nullif(trim(${companies.foundation_name_en}), ''), ${companies.foundation_name})` : companies.foundation_name,
        logo_id: files.id,
        logo_key: files.key,
        logo_kind: files.kind,
        is_verified: sql<boolean>`${companies.verification_status} = 'verified'`,
      },
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.company_id))
    .leftJoin(files, eq(files.id, companies.logo_file_id))
    .leftJoin(majors, eq(majors.id, jobs.major_id))
    .leftJoin(sectors, eq(sectors.id, jobs.sector_id))
    .leftJoin(cities, eq(cities.id, jobs.city_id))
    .leftJoin(countries, eq(countries.id, cities.country_id));
}

/**
 * A job visitors may read (isPublishedJob): live, or once live and now expired or closed. Drafts and unpaid jobs
 * stay private, and so do the jobs of a suspended account (its company page is 404 too).
 */
export async function findPublicJobView(db: TDatabase, locale: TLocale, jobId: number): Promise<TPublicJobView | undefined> {
  const [row] = await publicJobViewStatement(db, locale).execute({ id: jobId });
  return row as TPublicJobView | undefined;
}

/** Every job page reads its job: prepared once per database and language, not built per request (decision 055). */
const publicJobViewStatement = preparedPer((db, locale: TLocale) =>
  selectPublicJobViews(db, locale)
    .where(and(eq(jobs.id, sql.placeholder('id')), isPublishedJob))
    .limit(1)
    .prepare(`public_job_view_${locale}`),
);

/** A company's listed jobs (isListedJob) that show its name, the latest published first. */
export async function findCompanyPublicJobViews(db: TDatabase, locale: TLocale, companyId: number, page: number): Promise<{ rows: TPublicJobView[]; total: number }> {
  const where = and(eq(jobs.company_id, companyId), isListedJob, eq(jobs.show_company, true));
  const [rows, [counted]] = await Promise.all([
    selectPublicJobViews(db, locale)
      .where(where)
      .orderBy(sql`${jobs.activated_at} desc nulls last`, desc(jobs.id))
      .limit(JOB_PAGE_SIZE)
      .offset((page - 1) * JOB_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(where),
  ]);
  return { rows: rows as TPublicJobView[], total: counted?.n ?? 0 };
}

/** A company visitors may see: it exists and its account is not suspended (like GET /companies/:id). */
export async function companyExists(db: TDatabase, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.user_id))
    .where(and(eq(companies.id, companyId), eq(users.status, 'active')))
    .limit(1);
  return rows.length > 0;
}

/** Read on every job page a job seeker opens: prepared once per database. */
const seekerJobStateStatement = preparedPer((db) => {
  const userId = sql.placeholder('userId');
  const jobId = sql.placeholder('jobId');
  return db
    .select({
      application: { id: applications.id, stage: applications.stage, created_at: applications.created_at, withdrawn_at: applications.withdrawn_at },
      is_saved: sql<boolean>`exists (select 1 from ${savedJobs} where ${and(eq(savedJobs.user_id, userId), eq(savedJobs.job_id, jobId))})`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(applications, and(eq(applications.user_id, userId), eq(applications.job_id, jobId)))
    .limit(1)
    .prepare('seeker_job_state');
});

/** What a job seeker has done with a job: their application (withdrawn or not), and whether they saved it. */
export async function findSeekerJobState(db: TDatabase, userId: number, jobId: number) {
  const [row] = await seekerJobStateStatement(db, null).execute({ userId, jobId });
  return { application: row?.application ?? null, is_saved: row?.is_saved === true };
}
