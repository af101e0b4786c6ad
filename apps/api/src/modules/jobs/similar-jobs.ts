import { and, eq, sql } from 'drizzle-orm';
import type { TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { jobs } from '../../db/schema/index.ts';
import { vocabularyOf } from '../search-engine/vocabulary.ts';
import type { TJobCardRow } from './cards.ts';
import { isPublishedJob } from './published.ts';
import { jobSearchIndex, latestChangeNow } from './search-index.ts';
import { cardsFromIndex } from './search-index-engine.ts';

/** How many similar jobs the job page shows. */
export const SIMILAR_JOBS_LIMIT = 6;

/** How many of the newest listed jobs each kind of likeness (major, sector, place, occupation, title) brings to the ranking. */
const SIMILAR_CANDIDATES = 100;

/**
 * A job visitors may read (isPublishedJob), with what similar jobs are compared on: its occupations and its title's
 * lexemes (prepared once per database). An expired or closed job is not in the index, so this is read for every job.
 */
const comparableJobStatement = preparedPer((db) =>
  db
    .select({
      id: jobs.id,
      title: jobs.title,
      major_id: jobs.major_id,
      sector_id: jobs.sector_id,
      city_id: jobs.city_id,
      work_place: jobs.work_place,
      occupations: sql<number[]>`array(select jo.occupation_id from job_occupations jo where jo.job_id = ${jobs.id})`,
      title_lexemes: sql<string[]>`tsvector_to_array(${jobs.title_vector})`,
    })
    .from(jobs)
    .where(and(eq(jobs.id, sql.placeholder('id')), isPublishedJob))
    .limit(1)
    .prepare('comparable_job'),
);

/**
 * Live jobs like job `jobId`, never the job itself (decision 015; issue 18: from the in-memory index of listed jobs,
 * decision 027, rather than statements that scan): ranked by the same major (strongest), then the same sector, the
 * same city (or both remote), then a shared occupation (decision 023: alike even when the titles are in different
 * languages) and how alike the titles are; the latest published first among equals (JobSearchIndex.similar).
 * `undefined` when job `jobId` is not one visitors may read (the caller answers 404).
 */
export async function findSimilarJobs(db: TDatabase, locale: TLocale, jobId: number, limit = SIMILAR_JOBS_LIMIT): Promise<TJobCardRow[] | undefined> {
  // The index is brought up to the newest change read after this request began (read-your-writes, decision 054).
  const [[base], latest, vocabulary] = await Promise.all([comparableJobStatement(db, null).execute({ id: jobId }), latestChangeNow(db), vocabularyOf(db)]);
  if (!base) return undefined;
  const index = await jobSearchIndex(db, latest);
  const ids = index.similar(
    { ...base, occupations: (base.occupations ?? []).map(Number), title_lexemes: base.title_lexemes ?? [] },
    limit,
    SIMILAR_CANDIDATES,
    Date.now(),
  );
  return cardsFromIndex(db, index, vocabulary, ids, locale);
}
