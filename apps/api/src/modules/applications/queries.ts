import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { APPLICATIONS_PAGE_SIZE, type TApplicantSort, type TApplicationStage, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { applicationEvents, applications, cities, companies, countries, files, jobs, majors, nationalities, savedJobs, sectors } from '../../db/schema/index.ts';
import { selectJobCards, type TJobCardRow } from '../jobs/cards.ts';
import { isLiveJob } from '../jobs/state.ts';

export type TApplicationRow = typeof applications.$inferSelect;
export type TApplicationEventRow = typeof applicationEvents.$inferSelect;

export async function findApplicationById(db: TDatabase, applicationId: number): Promise<TApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId)).limit(1);
  return row;
}

export async function findApplicationOf(db: TDatabase, userId: number, jobId: number): Promise<TApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(and(eq(applications.user_id, userId), eq(applications.job_id, jobId))).limit(1);
  return row;
}

/** The job cards of `ids`, by id (whatever their state: a seeker's own list shows closed jobs as closed). */
export async function jobCardsById(db: TDatabase, locale: TLocale, ids: number[]): Promise<Map<number, TJobCardRow>> {
  if (!ids.length) return new Map();
  const rows = await selectJobCards(db, locale).where(inArray(jobs.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The history of each application, oldest first. */
export async function eventsOf(db: TDatabase, applicationIds: number[]): Promise<Map<number, TApplicationEventRow[]>> {
  const byApplication = new Map<number, TApplicationEventRow[]>();
  if (!applicationIds.length) return byApplication;
  const rows = await db.select().from(applicationEvents).where(inArray(applicationEvents.application_id, applicationIds)).orderBy(asc(applicationEvents.id));
  for (const row of rows) byApplication.set(row.application_id, [...(byApplication.get(row.application_id) ?? []), row]);
  return byApplication;
}

/** A job seeker's applications, the latest first, with whether each job is still live. */
export async function findSeekerApplications(db: TDatabase, userId: number, page: number) {
  const where = eq(applications.user_id, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: applications, is_live: sql<boolean>`coalesce(${isLiveJob}, false)` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .where(where)
      .orderBy(desc(applications.created_at), desc(applications.id))
      .limit(APPLICATIONS_PAGE_SIZE)
      .offset((page - 1) * APPLICATIONS_PAGE_SIZE),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSeekerApplication(db: TDatabase, userId: number, applicationId: number) {
  const [row] = await db
    .select({ application: applications, is_live: sql<boolean>`coalesce(${isLiveJob}, false)` })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .where(and(eq(applications.id, applicationId), eq(applications.user_id, userId)))
    .limit(1);
  return row;
}

/** A job seeker's saved jobs, the latest saved first. */
export async function findSavedJobIds(db: TDatabase, userId: number, page: number): Promise<{ ids: number[]; total: number }> {
  const where = eq(savedJobs.user_id, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: savedJobs.job_id })
      .from(savedJobs)
      .where(where)
      .orderBy(desc(savedJobs.created_at), desc(savedJobs.job_id))
      .limit(APPLICATIONS_PAGE_SIZE)
      .offset((page - 1) * APPLICATIONS_PAGE_SIZE),
    db.select({ n: count() }).from(savedJobs).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: total?.n ?? 0 };
}

/** One of the company's jobs (any state), or undefined: another company's job is not there for it. */
export async function findCompanyJob(db: TDatabase, companyId: number, jobId: number) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status, applications_count: jobs.applications_count })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.company_id, companyId)))
    .limit(1);
  return row;
}

/**
 * Applications a company sees: not withdrawn (decision 016: a withdrawn application leaves the company's view), and
 * whose seeker still has an account (decision 041: an anonymised one is only counted, as "deleted their account").
 */
const visibleToCompany = and(isNull(applications.withdrawn_at), isNotNull(applications.user_id))!;

/** The applicants of one job of the company's, by stage, best match or latest first. */
export async function findApplicants(db: TDatabase, jobId: number, options: { stage?: TApplicationStage; sort: TApplicantSort; page: number }) {
  const where = and(eq(applications.job_id, jobId), visibleToCompany, options.stage ? eq(applications.stage, options.stage) : undefined);
  const order = options.sort === 'match' ? [desc(applications.match_score), desc(applications.created_at)] : [desc(applications.created_at)];
  const [rows, [total], stages, [departed]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(where)
      .orderBy(...order, desc(applications.id))
      .limit(APPLICATIONS_PAGE_SIZE)
      .offset((options.page - 1) * APPLICATIONS_PAGE_SIZE),
    db.select({ n: count() }).from(applications).where(where),
    db
      .select({ stage: applications.stage, n: count() })
      .from(applications)
      .where(and(eq(applications.job_id, jobId), visibleToCompany))
      .groupBy(applications.stage),
    db
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.job_id, jobId), isNull(applications.withdrawn_at), isNull(applications.user_id))),
  ]);
  return { rows, total: total?.n ?? 0, stages, departed: departed?.n ?? 0 };
}

/** An application to one of the company's jobs, with its job; undefined for anyone else's (or a withdrawn one). */
export async function findCompanyApplication(db: TDatabase, companyId: number, applicationId: number) {
  const [row] = await db
    .select({ application: applications, job: jobs, company: companies })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .innerJoin(companies, eq(companies.id, jobs.company_id))
    .where(and(eq(applications.id, applicationId), eq(companies.id, companyId), visibleToCompany))
    .limit(1);
  return row;
}

export async function findCompanyById(db: TDatabase, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

export async function findFile(db: TDatabase, fileId: number) {
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  return row;
}

export interface TLookupIds {
  city: number | null;
  country: number | null;
  major: number | null;
  sector: number | null;
  nationality: number | null;
  /** The country of the driving licence (a nationality). */
  drive_licence: number | null;
}

export type TLookupLabels = Record<keyof TLookupIds, string | null>;

/** The names of the lookups a CV snapshot refers to, in `locale`. */
export async function lookupLabels(db: TDatabase, locale: TLocale, ids: TLookupIds): Promise<TLookupLabels> {
  const one = async (table: typeof cities | typeof countries | typeof majors | typeof sectors | typeof nationalities, id: number | null) => {
    if (id === null) return null;
    const [row] = await db.select({ ar: table.name_ar, en: table.name_en }).from(table).where(eq(table.id, id)).limit(1);
    return row ? (locale === 'ar' ? row.ar : row.en) : null;
  };
  const [city, country, major, sector, nationality, drive_licence] = await Promise.all([
    one(cities, ids.city),
    one(countries, ids.country),
    one(majors, ids.major),
    one(sectors, ids.sector),
    one(nationalities, ids.nationality),
    one(nationalities, ids.drive_licence),
  ]);
  return { city, country, major, sector, nationality, drive_licence };
}
