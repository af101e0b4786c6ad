import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { APPLICATIONS_PAGE_SIZE, type TApplicantSort, type TApplicantsQuery, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { applicationEvents, applicationTags, applications, cities, companies, countries, files, jobs, majors, nationalities, savedJobs, sectors, users } from '../../db/schema/index.ts';
import { userNameColumns } from '../auth/queries.ts';
import { selectJobCards, type TJobCardRow } from '../jobs/cards.ts';
import { isLiveJob } from '../jobs/state.ts';

export type TApplicationRow = typeof applications.$inferSelect;
/** A step of an application's history, with the names of the account that made it (a team member, decision 116). */
export type TApplicationEventRow = typeof applicationEvents.$inferSelect & { actor: TNames | null };
type TNames = { first_name: string; last_name: string; ar_first_name: string | null; ar_last_name: string | null; en_first_name: string | null; en_last_name: string | null };

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
  const rows = await db
    .select({ event: applicationEvents, actor: userNameColumns })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actor_user_id))
    .where(inArray(applicationEvents.application_id, applicationIds))
    .orderBy(asc(applicationEvents.id));
  for (const { event, actor } of rows) {
    const row = { ...event, actor: actor?.first_name ? (actor as TNames) : null };
    byApplication.set(row.application_id, [...(byApplication.get(row.application_id) ?? []), row]);
  }
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
    .select({ id: jobs.id, title: jobs.title, status: jobs.status, applications_count: jobs.applications_count, screening_questions: jobs.screening_questions })
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

/** Riyadh has no daylight saving: a day there starts at 00:00+03:00. */
const riyadhDay = (day: string) => new Date(`${day}T00:00:00+03:00`);

/**
 * The applicants who gave one answer (`q3:yes`, `q2:Riyadh`: a yes/no or a choice, one of several choices counting),
 * read from the answers kept with each application (decision 118).
 */
function answerFilter(filter: string): SQL {
  const split = filter.indexOf(':');
  const question = filter.slice(0, split);
  const answer = filter.slice(split + 1);
  const match = JSON.stringify([{ question_id: question, answer }]);
  const matchOne = JSON.stringify([{ question_id: question, answer: [answer] }]);
  return sql`(${applications.screening_answers} @> ${match}::jsonb or ${applications.screening_answers} @> ${matchOne}::jsonb)`;
}

/** The filters of a job's applicants (decision 111), as one condition besides the job and the visibility. */
function applicantFilters(query: Omit<TApplicantsQuery, 'sort' | 'page'>): SQL | undefined {
  return and(
    query.stage ? eq(applications.stage, query.stage) : undefined,
    query.tag ? sql`exists (select 1 from ${applicationTags} where ${applicationTags.application_id} = ${applications.id} and ${applicationTags.tag} = ${query.tag})` : undefined,
    query.rating ? gte(applications.rating_average, query.rating) : undefined,
    query.match !== undefined ? gte(applications.match_score, query.match) : undefined,
    query.from ? gte(applications.created_at, riyadhDay(query.from)) : undefined,
    query.to ? lt(applications.created_at, new Date(riyadhDay(query.to).getTime() + 86_400_000)) : undefined,
    query.city ? eq(applications.city_id, query.city) : undefined,
    query.requirements ? eq(applications.meets_requirements, query.requirements === 'met') : undefined,
    query.answer ? answerFilter(query.answer) : undefined,
  );
}

const APPLICANT_ORDER: Record<TApplicantSort, SQL[]> = {
  match: [desc(applications.match_score), desc(applications.created_at)],
  newest: [desc(applications.created_at)],
  oldest: [asc(applications.created_at)],
  rating: [sql`${applications.rating_average} desc nulls last`, desc(applications.match_score)],
  // Decision 118: those who meet the knock-out questions first, then those who do not; the best match first in each.
  requirements: [sql`${applications.meets_requirements} desc nulls last`, desc(applications.match_score)],
};

/**
 * The applicants of one job of the company's, filtered (stage, tag, rating, match, dates, city) and sorted; with the
 * filtered total, and from one tally of the job's applications each stage's count, the departed (deleted accounts)
 * and the cities the CVs name (for the city filter).
 */
export async function findApplicants(db: TDatabase, jobId: number, query: Omit<TApplicantsQuery, 'page'> & { page: number; pageSize?: number }) {
  const pageSize = query.pageSize ?? APPLICATIONS_PAGE_SIZE;
  const filters = applicantFilters(query);
  const gone = sql<boolean>`${applications.user_id} is null`;
  const [rows, tally, [filtered]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(and(eq(applications.job_id, jobId), visibleToCompany, filters))
      .orderBy(...APPLICANT_ORDER[query.sort], query.sort === 'oldest' ? asc(applications.id) : desc(applications.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    // From the index alone (applications_job_tally_idx), without reading the applications.
    db
      .select({ stage: applications.stage, city: applications.city_id, gone, n: count() })
      .from(applications)
      .where(and(eq(applications.job_id, jobId), isNull(applications.withdrawn_at)))
      .groupBy(applications.stage, applications.city_id, gone),
    filters ? db.select({ n: count() }).from(applications).where(and(eq(applications.job_id, jobId), visibleToCompany, filters)) : [undefined],
  ]);
  const kept = tally.filter((row) => !row.gone);
  const stages = new Map<string, number>();
  for (const row of kept) stages.set(row.stage, (stages.get(row.stage) ?? 0) + row.n);
  return {
    rows,
    total: filtered ? filtered.n : kept.reduce((sum, row) => sum + row.n, 0),
    stages: [...stages].map(([stage, n]) => ({ stage, n })),
    departed: tally.filter((row) => row.gone).reduce((sum, row) => sum + row.n, 0),
    cityIds: [...new Set(kept.flatMap((row) => (row.city === null ? [] : [row.city])))],
  };
}

/**
 * The next `limit` applicants of a job after the application `afterId` (by id), with the list's filters: an export
 * reads them a batch at a time (decision 122), the same visibility as the list.
 */
export function findApplicantsAfter(db: TDatabase, jobId: number, query: Omit<TApplicantsQuery, 'sort' | 'page'>, afterId: number, limit: number): Promise<TApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.job_id, jobId), visibleToCompany, applicantFilters(query), gt(applications.id, afterId)))
    .orderBy(asc(applications.id))
    .limit(limit);
}

/** The names of `ids` cities in `locale`, by name. */
export async function cityNames(db: TDatabase, locale: TLocale, ids: number[]): Promise<Array<{ id: number; name: string }>> {
  if (!ids.length) return [];
  const rows = await db.select({ id: cities.id, ar: cities.name_ar, en: cities.name_en }).from(cities).where(inArray(cities.id, ids));
  return rows.map((row) => ({ id: row.id, name: locale === 'ar' ? row.ar : row.en })).sort((a, b) => a.name.localeCompare(b.name, locale));
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
