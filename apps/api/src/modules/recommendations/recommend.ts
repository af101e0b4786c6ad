import { eq, sql } from 'drizzle-orm';
import type { TLocale, TMatchReason, TRecommendationSection, TRecommendations, TRecommendedJob } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { applications, experiences, jobDismissals, jobOccupations, jobs, recommendationMails, seekerProfiles, users } from '../../db/schema/index.ts';
import { computeMatch, type TMatchCv } from '../applications/match.ts';
import { matchCvColumns, matchCvOfColumns } from '../applications/cv-snapshot.ts';
import { occupationsOfTitle } from '../search-engine/engine.ts';
import { vocabularyOf, type TVocabulary } from '../search-engine/vocabulary.ts';
import { jobSearchIndex, latestChangeNow } from '../jobs/search-index.ts';
import { cardsFromIndex } from '../jobs/search-index-engine.ts';
import { toJobCard } from '../jobs/cards.ts';
import type { TRecommendable } from '../jobs/search-index-recommend.ts';

/**
 * Jobs recommended from the CV (issue 50 §1, decision 139). The candidates come from the in-memory index of listed
 * jobs (kept current from the change log, so a new job is recommended at the next request): the newest jobs of the
 * occupations the desired job title names (else the past job titles), then of their near occupations (decision 077),
 * each in the CV's city or remote. They are ranked by the match score applications use (match.ts): first without
 * the job's texts (the index does not hold them, and the skills criterion alone reads them), then the best few again
 * with their texts read from PostgreSQL. A job of a near occupation, or like a dismissed one, ranks lower.
 */

/** Candidates read from the index: the newest of the seeker's own occupations, and of the near ones. */
const OWN_CANDIDATES = 100;
const NEAR_CANDIDATES = 30;
/** A near occupation's job ranks as if its score were this much lower. */
export const NEAR_PENALTY = 10;
/** A job of a company the seeker dismissed a job of ranks this much lower. */
export const COMPANY_PENALTY = 20;
/** Each dismissed job of an occupation lowers that occupation's jobs this much, at most OCCUPATION_PENALTY_MAX. */
export const OCCUPATION_PENALTY = 5;
const OCCUPATION_PENALTY_MAX = 20;
/** Reasons shown with a recommendation: the strongest met or partial ones. */
const REASONS_SHOWN = 3;

/** The seeker as recommendations read them, in one statement: the CV as the match reads it, titles, applied and dismissed jobs. */
const seekerStatement = preparedPer((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      ...matchCvColumns(userId),
      job_role_title: seekerProfiles.job_role_title,
      titles: sql<string[]>`(select coalesce(json_agg(e.job_title order by e.is_current desc, e.start_date desc), '[]') from ${experiences} e where e.user_id = ${userId})`,
      applied: sql<number[]>`(select coalesce(json_agg(a.job_id), '[]') from ${applications} a where a.user_id = ${userId})`,
      dismissed: sql<Array<{ job_id: number; company_id: number; occupations: number[] }>>`(select coalesce(json_agg(json_build_object('job_id', d.job_id, 'company_id', j.company_id,
          'occupations', (select coalesce(json_agg(jo.occupation_id), '[]') from ${jobOccupations} jo where jo.job_id = d.job_id))), '[]')
        from ${jobDismissals} d inner join ${jobs} j on j.id = d.job_id where d.user_id = ${userId})`,
      weekly_mail: sql<boolean>`exists (select 1 from ${recommendationMails} r where r.user_id = ${userId})`,
    })
    .from(users)
    .leftJoin(seekerProfiles, eq(seekerProfiles.user_id, users.id))
    .where(eq(users.id, userId))
    .limit(1)
    .prepare('recommendations_seeker');
});

/** The texts the skills criterion reads, of the few candidates ranked again. */
const textsStatement = preparedPer((db) =>
  db
    .select({ id: jobs.id, description: jobs.description, duties: jobs.duties, qualifications: jobs.qualifications })
    .from(jobs)
    .where(sql`${jobs.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('recommendation_texts'),
);

/**
 * The occupations the seeker asks for: those of the desired job title; when it names none (or is empty), those of
 * the past job titles, the latest first (what they did stands in for what they want only when they did not say).
 */
export function seekerOccupations(vocabulary: TVocabulary, desired: string | null, past: string[]): number[] {
  const of = (titles: Array<string | null>) => [...new Set(titles.flatMap((title) => (title?.trim() ? occupationsOfTitle(vocabulary, title) : [])))];
  const wanted = of([desired]);
  return wanted.length ? wanted : of(past);
}

/** The one or two parts of the profile that would help recommendations most (RECOMMENDATION_SECTIONS' order). */
export function missingSections(cv: TMatchCv, occupations: number[]): TRecommendationSection[] {
  const missing: TRecommendationSection[] = [];
  if (!occupations.length) missing.push('desired_job');
  if (cv.city_id === null) missing.push('city');
  if (!cv.skills.length) missing.push('skills');
  if (!cv.experiences.length) missing.push('experience');
  if (!cv.qualification_types.length) missing.push('qualification');
  return missing.slice(0, 2);
}

/** The strongest reasons of a match: met or partial, the most points first. */
export function strongestReasons(reasons: TMatchReason[]): TMatchReason[] {
  return reasons
    .filter((reason) => reason.outcome === 'met' || reason.outcome === 'partial')
    .sort((a, b) => b.points - a.points)
    .slice(0, REASONS_SHOWN);
}

interface TRanked {
  job: TRecommendable;
  near: boolean;
  score: number;
  reasons: TMatchReason[];
  rank: number;
}

const byRank = (a: TRanked, b: TRanked) => b.rank - a.rank || b.job.id - a.job.id;

export interface TRecommendOptions {
  locale: TLocale;
  limit: number;
  now: Date;
  formatDate: (date: Date | null) => string | null;
}

/** The seeker's recommended jobs, the best first, with what their profile lacks (GET /api/v1/user/recommended-jobs). */
export async function recommendJobs(db: TDatabase, userId: number, options: TRecommendOptions): Promise<TRecommendations> {
  const [[seeker], latest, vocabulary] = await Promise.all([seekerStatement(db, null).execute({ userId }), latestChangeNow(db), vocabularyOf(db)]);
  const cv = matchCvOfColumns(
    seeker ?? { major_id: null, city_id: null, expected_salary: null, major_ids: [], experiences: [], qualification_types: [], skills: [] },
  );
  const own = seekerOccupations(vocabulary, seeker?.job_role_title ?? null, seeker?.titles ?? []);
  const missing_sections = missingSections(cv, own);
  const weekly_mail = seeker?.weekly_mail ?? false;
  if (!own.length) return { items: [], missing_sections, weekly_mail };

  const near = [...new Set(own.flatMap((id) => vocabulary.related.get(id) ?? []))].filter((id) => !own.includes(id));
  const dismissed = seeker?.dismissed ?? [];
  const skip = new Set<number>([...(seeker?.applied ?? []), ...dismissed.map((d) => d.job_id)].map(Number));
  const index = await jobSearchIndex(db, latest);
  const at = options.now.getTime();
  const found = [
    ...index.recommendable(own, cv.city_id, skip, OWN_CANDIDATES, at).map((job) => ({ job, near: false })),
    ...index.recommendable(near, cv.city_id, skip, NEAR_CANDIDATES, at).map((job) => ({ job, near: true })),
  ];
  const seen = new Set<number>();
  const candidates = found.filter(({ job }) => !seen.has(job.id) && seen.add(job.id));

  // "Lowers jobs like it" (decision 139): the dismissed jobs' companies, and how many were of each occupation.
  const companies = new Set(dismissed.map((d) => Number(d.company_id)));
  const occupationCounts = new Map<number, number>();
  for (const d of dismissed) for (const id of d.occupations) occupationCounts.set(Number(id), (occupationCounts.get(Number(id)) ?? 0) + 1);
  const penaltyOf = (job: TRecommendable, isNear: boolean) => {
    const occupation = Math.max(0, ...job.occupationIds.map((id) => occupationCounts.get(id) ?? 0));
    return (isNear ? NEAR_PENALTY : 0) + (companies.has(job.companyId) ? COMPANY_PENALTY : 0) + Math.min(OCCUPATION_PENALTY_MAX, occupation * OCCUPATION_PENALTY);
  };
  const rank = (job: TRecommendable, isNear: boolean, cvRead: TMatchCv): TRanked => {
    const match = computeMatch(job.match, cvRead, options.now);
    return { job, near: isNear, score: match.score, reasons: match.reasons, rank: match.score - penaltyOf(job, isNear) };
  };

  // First without the texts (the skills criterion then counts for none), then the best twice the page with them.
  const withoutSkills: TMatchCv = { ...cv, skills: [] };
  const first = candidates.map(({ job, near: isNear }) => rank(job, isNear, withoutSkills)).sort(byRank).slice(0, options.limit * 2);
  if (!first.length) return { items: [], missing_sections, weekly_mail };
  // A CV without skills reads no texts: the first ranking is already the match's.
  const texts = cv.skills.length
    ? new Map((await textsStatement(db, null).execute({ ids: first.map((r) => r.job.id) })).map((row) => [row.id, [row.description, row.duties, row.qualifications]]))
    : new Map<number, Array<string | null>>();
  const best = first
    .map((r) => rank({ ...r.job, match: { ...r.job.match, texts: texts.get(r.job.id) ?? [] } }, r.near, cv))
    .sort(byRank)
    .slice(0, options.limit);

  const cards = new Map((await cardsFromIndex(db, index, vocabulary, best.map((r) => r.job.id), options.locale)).map((row) => [row.id, row]));
  const items: TRecommendedJob[] = best.flatMap((r) => {
    const card = cards.get(r.job.id);
    return card ? [{ job: toJobCard(card, options.formatDate), score: r.score, reasons: strongestReasons(r.reasons), near: r.near }] : [];
  });
  return { items, missing_sections, weekly_mail };
}
