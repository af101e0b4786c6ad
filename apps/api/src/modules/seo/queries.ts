import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { companies, jobs, majors, users } from '../../db/schema/index.ts';
import { isListedJob, selectJobCards, type TJobCardRow } from '../search/cards.ts';

/** How many similar jobs the job page shows. */
export const SIMILAR_JOBS_LIMIT = 6;

/** Titles at least this alike (pg_trgm similarity, 0–1) make a job similar even without a shared major, sector or city. */
const TITLE_SIMILARITY_MIN = 0.3;

/**
 * A job visitors may read (live, expired or closed, of an account that is not suspended): what the similar jobs
 * are compared with. Drafts and unpaid jobs are not found, exactly as GET /jobs/:id.
 */
async function findComparableJob(db: TDatabase, jobId: number) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, major_id: jobs.major_id, sector_id: jobs.sector_id, city_id: jobs.city_id, is_remote: jobs.is_remote })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.company_id))
    .innerJoin(users, eq(users.id, companies.user_id))
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, ['active', 'expired', 'closed']), eq(users.status, 'active')))
    .limit(1);
  return row;
}

/** How many of the newest live jobs each kind of likeness (major, sector, place, title) brings to the ranking. */
const SIMILAR_CANDIDATES = 100;

/**
 * Live jobs like job `jobId`, never the job itself: ranked by the same major (strongest), then the same sector, the
 * same city (or both remote), then how alike the titles are; the latest published first among equals.
 * `undefined` when job `jobId` is not one visitors may read (the caller answers 404).
 * Only a bounded set is ranked: the newest SIMILAR_CANDIDATES live jobs of the same major, of the same sector, of
 * the same place, and with a similar title (the trigram index), so the cost does not grow with the number of jobs.
 */
export async function findSimilarJobs(db: TDatabase, locale: TLocale, jobId: number, limit = SIMILAR_JOBS_LIMIT): Promise<TJobCardRow[] | undefined> {
  const base = await findComparableJob(db, jobId);
  if (!base) return undefined;
  const same = (column: typeof jobs.major_id | typeof jobs.sector_id | typeof jobs.city_id, value: number | null): SQL => (value === null ? sql`false` : eq(column, value));
  const sameMajor = same(jobs.major_id, base.major_id);
  const sameSector = same(jobs.sector_id, base.sector_id);
  const samePlace = base.is_remote ? eq(jobs.is_remote, true) : same(jobs.city_id, base.city_id);
  const titleSimilarity = sql<number>`similarity(${jobs.title}, ${base.title})`;
  const score = sql`(case when ${sameMajor} then 8 else 0 end) + (case when ${sameSector} then 4 else 0 end) + (case when ${samePlace} then 2 else 0 end) + ${titleSimilarity} * 3`;
  const newestWhere = (condition: SQL) =>
    sql`(select ${jobs.id} from ${jobs} where ${condition} and ${jobs.status} = 'active' and ${jobs.id} <> ${base.id} order by ${jobs.activated_at} desc nulls last limit ${SIMILAR_CANDIDATES})`;
  const union = sql`(${sql.join(
    [
      ...(base.major_id !== null ? [newestWhere(sameMajor)] : []),
      ...(base.sector_id !== null ? [newestWhere(sameSector)] : []),
      ...(base.is_remote || base.city_id !== null ? [newestWhere(samePlace)] : []),
      // `%`: pg_trgm's similarity of at least 0.3 (TITLE_SIMILARITY_MIN), answered by the title's trigram index.
      sql`(select ${jobs.id} from ${jobs} where ${jobs.title} % ${base.title} and ${jobs.status} = 'active' and ${jobs.id} <> ${base.id} limit ${SIMILAR_CANDIDATES})`,
    ],
    sql` union `,
  )})`;
  // The candidates first, on their own: inside the cards' query (with its joins) the planner would rather scan the table.
  const found = (await db.execute(sql`select id from ${union} as candidates`)) as unknown as { rows: Array<{ id: number }> };
  const candidates = found.rows.map((row) => Number(row.id));
  if (!candidates.length) return [];
  return selectJobCards(db, locale)
    .where(and(isListedJob, inArray(jobs.id, candidates), or(sameMajor, sameSector, samePlace, sql`${titleSimilarity} >= ${TITLE_SIMILARITY_MIN}`)))
    .orderBy(sql`${score} desc`, sql`${jobs.activated_at} desc nulls last`, sql`${jobs.id} desc`)
    .limit(limit);
}

/** Items per sitemap page: each item is a page in two languages, so one sitemap file (50,000 URLs at most) holds a page of them. */
export const SITEMAP_PAGE_SIZE = 20_000;

export const SITEMAP_KINDS = ['jobs', 'companies', 'majors'] as const;
export type TSitemapKind = (typeof SITEMAP_KINDS)[number];

export interface TSitemapItem {
  id: number;
  lastmod: Date | null;
}

/** A public company for search engines: its account is active and an administrator verified it. */
const isIndexedCompany = and(eq(users.status, 'active'), eq(companies.verification_status, 'verified'))!;

/** How many items of each kind the sitemap lists. */
export async function countSitemapItems(db: TDatabase): Promise<Record<TSitemapKind, number>> {
  const [[jobCount], [companyCount], [majorCount]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(isListedJob),
    db.select({ n: sql<number>`count(*)::int` }).from(companies).innerJoin(users, eq(users.id, companies.user_id)).where(isIndexedCompany),
    db.select({ n: sql<number>`count(*)::int` }).from(majors),
  ]);
  return { jobs: jobCount?.n ?? 0, companies: companyCount?.n ?? 0, majors: majorCount?.n ?? 0 };
}

/** One page of sitemap items of a kind, by id (a stable order, so pages do not overlap while jobs come and go). */
export async function findSitemapItems(db: TDatabase, kind: TSitemapKind, page: number): Promise<TSitemapItem[]> {
  const offset = (page - 1) * SITEMAP_PAGE_SIZE;
  switch (kind) {
    case 'jobs':
      return db
        .select({ id: jobs.id, lastmod: jobs.updated_at })
        .from(jobs)
        .where(isListedJob)
        .orderBy(asc(jobs.id))
        .limit(SITEMAP_PAGE_SIZE)
        .offset(offset);
    case 'companies':
      return db
        .select({ id: companies.id, lastmod: companies.updated_at })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.user_id))
        .where(isIndexedCompany)
        .orderBy(asc(companies.id))
        .limit(SITEMAP_PAGE_SIZE)
        .offset(offset);
    case 'majors':
      return db.select({ id: majors.id, lastmod: sql<Date | null>`null::timestamptz` }).from(majors).orderBy(asc(majors.id)).limit(SITEMAP_PAGE_SIZE).offset(offset);
  }
}
