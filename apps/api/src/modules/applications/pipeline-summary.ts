import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TApplicantRating } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { applicationNotes, applicationRatings, applicationTags } from '../../db/schema/index.ts';

/** What the company's list shows of its private pipeline on one applicant (decision 111). */
export interface TPipelineSummary {
  tags: string[];
  rating: TApplicantRating;
  notes_count: number;
}

export const EMPTY_PIPELINE: TPipelineSummary = { tags: [], rating: { mine: null, average: null, count: 0 }, notes_count: 0 };

/** The average of ratings rounded to one decimal, as shown. */
export const roundAverage = (value: number | string | null): number | null => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** An applicant's rating as `raterId` reads it: their own and everyone's average. */
export async function ratingOf(db: TDatabase, applicationId: number, raterId: number): Promise<TApplicantRating> {
  const [row] = await db
    .select({
      average: sql<string | null>`avg(${applicationRatings.rating})`,
      count: count(),
      mine: sql<number | null>`max(${applicationRatings.rating}) filter (where ${applicationRatings.rater_id} = ${raterId})`,
    })
    .from(applicationRatings)
    .where(eq(applicationRatings.application_id, applicationId));
  return { mine: row?.mine ?? null, average: roundAverage(row?.average ?? null), count: row?.count ?? 0 };
}

/** The pipeline of each of `ids` (three queries for all of them), as `viewerId` reads it. */
export async function pipelineSummaries(db: TDatabase, ids: number[], viewerId: number): Promise<Map<number, TPipelineSummary>> {
  const summaries = new Map<number, TPipelineSummary>(ids.map((id) => [id, { tags: [], rating: { ...EMPTY_PIPELINE.rating }, notes_count: 0 }]));
  if (!ids.length) return summaries;
  const [tags, ratings, notes] = await Promise.all([
    db.select({ id: applicationTags.application_id, tag: applicationTags.tag }).from(applicationTags).where(inArray(applicationTags.application_id, ids)).orderBy(asc(applicationTags.tag)),
    db
      .select({
        id: applicationRatings.application_id,
        average: sql<string | null>`avg(${applicationRatings.rating})`,
        count: count(),
        mine: sql<number | null>`max(${applicationRatings.rating}) filter (where ${applicationRatings.rater_id} = ${viewerId})`,
      })
      .from(applicationRatings)
      .where(inArray(applicationRatings.application_id, ids))
      .groupBy(applicationRatings.application_id),
    db.select({ id: applicationNotes.application_id, n: count() }).from(applicationNotes).where(inArray(applicationNotes.application_id, ids)).groupBy(applicationNotes.application_id),
  ]);
  for (const row of tags) summaries.get(row.id)?.tags.push(row.tag);
  for (const row of ratings) {
    const summary = summaries.get(row.id);
    if (summary) summary.rating = { mine: row.mine ?? null, average: roundAverage(row.average), count: row.count };
  }
  for (const row of notes) {
    const summary = summaries.get(row.id);
    if (summary) summary.notes_count = row.n;
  }
  return summaries;
}

/** Every tag the company has used, by name (at most 200: the filter's and the suggestions' list). */
export async function findCompanyTags(db: TDatabase, companyId: number): Promise<string[]> {
  const rows = await db.selectDistinct({ tag: applicationTags.tag }).from(applicationTags).where(and(eq(applicationTags.company_id, companyId))).orderBy(asc(applicationTags.tag)).limit(200);
  return rows.map((row) => row.tag);
}
