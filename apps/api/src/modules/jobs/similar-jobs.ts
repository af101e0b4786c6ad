import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { jobOccupations, jobs } from '../../db/schema/index.ts';
import { selectJobCards, type TJobCardRow } from './cards.ts';
import { isListedJob, isPublishedJob } from './published.ts';

/** How many similar jobs the job page shows. */
export const SIMILAR_JOBS_LIMIT = 6;

/** Titles at least this alike (pg_trgm similarity, 0–1) make a job similar even without a shared major, sector or city. */
const TITLE_SIMILARITY_MIN = 0.3;

/** A job visitors may read (isPublishedJob): what the similar jobs are compared with (prepared once per database). */
const comparableJobStatement = preparedPer((db) =>
  db
    .select({ id: jobs.id, title: jobs.title, major_id: jobs.major_id, sector_id: jobs.sector_id, city_id: jobs.city_id, work_place: jobs.work_place })
    .from(jobs)
    .where(and(eq(jobs.id, sql.placeholder('id')), isPublishedJob))
    .limit(1)
    .prepare('comparable_job'),
);
async function findComparableJob(db: TDatabase, jobId: number) {
  const [row] = await comparableJobStatement(db, null).execute({ id: jobId });
  return row;
}

/** How many of the newest live jobs each kind of likeness (major, sector, place, title) brings to the ranking. */
const SIMILAR_CANDIDATES = 100;

/**
 * Live jobs like job `jobId`, never the job itself: ranked by the same major (strongest), then the same sector, the
 * same city (or both remote), then a shared occupation and how alike the titles are; the latest published first
 * among equals.
 * `undefined` when job `jobId` is not one visitors may read (the caller answers 404).
 * Only a bounded set is ranked: the newest SIMILAR_CANDIDATES live jobs of the same major, of the same sector, of
 * the same place, and of each of its occupations (or, for a job filed under none, with a similar title), each read
 * from an index in date or id order, so the cost does not grow with the number of jobs.
 */
export async function findSimilarJobs(db: TDatabase, locale: TLocale, jobId: number, limit = SIMILAR_JOBS_LIMIT): Promise<TJobCardRow[] | undefined> {
  const base = await findComparableJob(db, jobId);
  if (!base) return undefined;
  const same = (column: typeof jobs.major_id | typeof jobs.sector_id | typeof jobs.city_id, value: number | null): SQL => (value === null ? sql`false` : eq(column, value));
  const sameMajor = same(jobs.major_id, base.major_id);
  const sameSector = same(jobs.sector_id, base.sector_id);
  const remote = base.work_place === 'remote';
  const samePlace = remote ? eq(jobs.work_place, 'remote') : same(jobs.city_id, base.city_id);
  const titleSimilarity = sql<number>`similarity(${jobs.title}, ${base.title})`;
  const newestWhere = (condition: SQL) =>
    sql`(select ${jobs.id} as id, false as occupation from ${jobs} where ${condition} and ${jobs.status} = 'active' and ${jobs.id} <> ${base.id} order by ${jobs.activated_at} desc nulls last limit ${SIMILAR_CANDIDATES})`;
  const union = sql`(${sql.join(
    [
      ...(base.major_id !== null ? [newestWhere(sameMajor)] : []),
      ...(base.sector_id !== null ? [newestWhere(sameSector)] : []),
      ...(remote || base.city_id !== null ? [newestWhere(samePlace)] : []),
      // Jobs filed under the same occupations (what its title names, decision 023): for each, the newest live ones
      // by a backward walk of job_occupations' (occupation_id, job_id) index, so the cost stays that of the limit
      // (issue 18: the trigram list below is a scan of the table). A job filed under none falls back to titles at
      // least 0.3 alike (pg_trgm's `%`, TITLE_SIMILARITY_MIN).
      sql`(select same.job_id as id, true as occupation from ${jobOccupations} as own cross join lateral (select o.job_id from ${jobOccupations} as o join ${jobs} on ${jobs.id} = o.job_id where o.occupation_id = own.occupation_id and ${jobs.status} = 'active' and o.job_id <> ${base.id} order by o.job_id desc limit ${SIMILAR_CANDIDATES}) as same where own.job_id = ${base.id})`,
      sql`(select ${jobs.id} as id, false as occupation from ${jobs} where not exists (select 1 from ${jobOccupations} where ${jobOccupations.job_id} = ${base.id}) and ${jobs.title} % ${base.title} and ${jobs.status} = 'active' and ${jobs.id} <> ${base.id} limit ${SIMILAR_CANDIDATES})`,
    ],
    sql` union `,
  )})`;
  // The candidates first, on their own: inside the cards' query (with its joins) the planner would rather scan the table.
  const found = (await db.execute(sql`select id, occupation from ${union} as candidates`)) as unknown as { rows: Array<{ id: number; occupation: boolean }> };
  const candidates = [...new Set(found.rows.map((row) => Number(row.id)))];
  if (!candidates.length) return [];
  // Filed under one of the same occupations (decision 023): alike even when the titles are in different languages.
  const sharing = found.rows.filter((row) => row.occupation).map((row) => Number(row.id));
  // Each list as one array parameter: hundreds of ids as parameters of their own cost the statement's building and
  // planning several milliseconds.
  const sameOccupation = sharing.length ? sql`${jobs.id} = any(${sql.param(sharing)}::int[])` : sql`false`;
  const score = sql`(case when ${sameMajor} then 8 else 0 end) + (case when ${sameSector} then 4 else 0 end) + (case when ${samePlace} then 2 else 0 end) + (case when ${sameOccupation} then 3 else 0 end) + ${titleSimilarity} * 3`;
  return selectJobCards(db, locale)
    .where(and(isListedJob, sql`${jobs.id} = any(${sql.param(candidates)}::int[])`, or(sameMajor, sameSector, samePlace, sameOccupation, sql`${titleSimilarity} >= ${TITLE_SIMILARITY_MIN}`)))
    .orderBy(sql`${score} desc`, sql`${jobs.activated_at} desc nulls last`, sql`${jobs.id} desc`)
    .limit(limit);
}
