import { demoRoles } from '../../../db/seed/demo-jobs.ts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { openPglite, type TDatabaseHandle } from '../../../db/client.ts';
import { prepareDatabase } from '../../../db/prepare.ts';
import { isListedJob } from '../published.ts';
import type { TJobCard, TJobSearchMeta } from '@tawzeef/contract';
import type { TRelevanceQuery } from './collection.ts';
import type { TEmployerLevelQuery } from './collection-employers-levels.ts';
import { ndcgAt } from '../../search-engine/ndcg.ts';

/** Relevance figures of job search over the test collection (collection.ts): the test and the benchmark print them. */

export interface TJudgedJob {
  id: number;
  title: string;
  locale: 'ar' | 'en';
  city_en: string | null;
}

/** A listed demo job with what the employer and level collection judges by (its company, whether shown, the years asked). */
export interface TDemoJob extends TJudgedJob {
  company_en: string | null;
  show_company: boolean;
  experience_years: number | null;
}

/** The demo data ready to be searched: PGlite prepared with it, an app on it, and its listed jobs. */
export interface TDemoForJudging {
  database: TDatabaseHandle;
  app: FastifyInstance;
  live: TDemoJob[];
  close: () => Promise<void>;
}

/**
 * Opens PGlite with the demo data, starts an app on it and reads the listed jobs: what every relevance collection is
 * judged on (search-relevance.test.ts prepares it once for the three; preparing costs about 15 s). `startApp`: the
 * test harness's `testApp`, handed in (the harness starts the app, which imports every module).
 */
export async function openDemoForJudging(startApp: (database: TDatabaseHandle) => Promise<FastifyInstance>): Promise<TDemoForJudging> {
  const database = await openPglite();
  await prepareDatabase(database, { seedDemo: true });
  const app = await startApp(database);
  const live = await listedJobsForJudging(database);
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { database, app, live, close };
}

/** The listed jobs of a database as the collections judge them (the demo's, or bench/generate.ts's with the demo's inside). */
export async function listedJobsForJudging(database: TDatabaseHandle): Promise<TDemoJob[]> {
  const result = (await database.db.execute(sql`
    select jobs.id, jobs.title, jobs.locale, cities.name_en as city_en, companies.foundation_name_en as company_en, jobs.show_company, jobs.experience_years
    from jobs left join cities on cities.id = jobs.city_id inner join companies on companies.id = jobs.company_id where ${isListedJob}
  `)) as unknown as { rows: TDemoJob[] };
  return result.rows.map((row) => ({ ...row, id: Number(row.id), experience_years: row.experience_years === null ? null : Number(row.experience_years) }));
}

/** Whether a demo title is a senior one ("Senior Accountant", «محاسب أول»). */
const isSeniorTitle = (title: string) => /^Senior\s/u.test(title) || /\sأول$/u.test(title);

/** The live jobs relevant to a query of the employers and levels collection (its roles, company, years and seniority). */
export function relevantToEmployerLevel(query: TEmployerLevelQuery, jobs: readonly TDemoJob[]): Set<number> {
  if (query.roles !== '*' && !query.roles.length) return new Set();
  return new Set(
    jobs
      .filter(
        (job) =>
          isOfRoles(query.roles, job.title) &&
          (query.company === null || (job.company_en === query.company && job.show_company)) &&
          (query.years === null || job.experience_years === null || job.experience_years <= query.years) &&
          (!query.senior || isSeniorTitle(job.title)),
      )
      .map((job) => job.id),
  );
}

/** A demo job's role, from its title in either language ("Senior Accountant", «محاسب أول» → accountant). */
export function roleOfTitle(title: string): string | null {
  const bare = title.replace(/^Senior\s+/u, '').replace(/\s+أول$/u, '').trim();
  for (const [key, role] of Object.entries(demoRoles)) if (role.ar.title === bare || role.en.title === bare) return key;
  return null;
}

/** A demo internship, by its title (the demo generator's "… Intern" / «… متدرب»): the role `internship` judges by it. */
const isInternshipTitle = (title: string) => /\bIntern$|\sمتدرب$/u.test(title.trim());

/** Whether a job's title is of one of the roles judged relevant (`internship`: any demo internship, decision 168). */
export const isOfRoles = (roles: string[] | '*', title: string): boolean =>
  roles === '*' || roles.includes(roleOfTitle(title) ?? '') || (roles.includes('internship') && isInternshipTitle(title));

/** The jobs relevant to a query, among the live jobs. */
export function relevantJobs(query: TRelevanceQuery, jobs: readonly TJudgedJob[]): Set<number> {
  return new Set(
    jobs
      .filter((job) => (query.city === null || job.city_en === query.city) && isOfRoles(query.roles, job.title))
      .map((job) => job.id),
  );
}

export interface TQueryOutcome {
  query: TRelevanceQuery;
  locale: 'ar' | 'en';
  relevant: number;
  found: number;
  total: number;
  ndcg10: number;
  /** Relevant jobs written in the other language, and how many of them were found. */
  otherLanguage: { relevant: number; found: number };
}

export function judge(query: TRelevanceQuery, locale: 'ar' | 'en', ranked: readonly number[], total: number, jobs: readonly TJudgedJob[]): TQueryOutcome {
  const relevant = relevantJobs(query, jobs);
  const seen = new Set(ranked);
  const other = jobs.filter((job) => relevant.has(job.id) && job.locale !== locale);
  return {
    query,
    locale,
    relevant: relevant.size,
    found: [...relevant].filter((id) => seen.has(id)).length,
    total,
    ndcg10: ndcgAt(10, ranked, relevant),
    otherLanguage: { relevant: other.length, found: other.filter((job) => seen.has(job.id)).length },
  };
}

export interface TRelevanceSummary {
  queries: number;
  judged: number;
  meanNdcg10: number;
  recall: number;
  crossLanguageRecall: number;
  zeroResultRate: number;
  /** Queries with relevant jobs that found none. */
  zeroResults: string[];
  /** Queries that should find nothing but presented jobs. */
  falseMatches: string[];
}

export function summarise(outcomes: readonly TQueryOutcome[]): TRelevanceSummary {
  const judged = outcomes.filter((outcome) => outcome.relevant > 0);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const otherRelevant = sum(judged.map((outcome) => outcome.otherLanguage.relevant));
  const zeroResults = judged.filter((outcome) => outcome.total === 0).map((outcome) => outcome.query.q);
  return {
    queries: outcomes.length,
    judged: judged.length,
    meanNdcg10: judged.length ? sum(judged.map((outcome) => outcome.ndcg10)) / judged.length : 1,
    recall: sum(judged.map((outcome) => outcome.found)) / Math.max(1, sum(judged.map((outcome) => outcome.relevant))),
    crossLanguageRecall: otherRelevant ? sum(judged.map((outcome) => outcome.otherLanguage.found)) / otherRelevant : 1,
    zeroResultRate: judged.length ? zeroResults.length / judged.length : 0,
    zeroResults,
    falseMatches: outcomes.filter((outcome) => outcome.query.roles !== '*' && outcome.query.roles.length === 0 && outcome.total > 0).map((outcome) => outcome.query.q),
  };
}

/** The language a seeker typing these words reads the site in: Arabic when the words are. */
export const localeOfQuery = (q: string): 'ar' | 'en' => (/[\u0600-\u06FF]/u.test(q) ? 'ar' : 'en');

/**
 * A query of a collection through GET /api/v1/jobs as a reader in `locale` sends it: the ranked ids of its first 200
 * answers, its total and how it was read (its `meta`). Each relevance test judges these.
 */
export async function searchForJudging(app: FastifyInstance, q: string, locale: 'ar' | 'en'): Promise<{ ids: number[]; total: number; meta: TJobSearchMeta }> {
  const ids: number[] = [];
  let total = 0;
  let meta: TJobSearchMeta | null = null;
  for (let page = 1; page <= 4; page += 1) {
    const response = await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ q, per_page: '50', page: String(page) })}`, headers: { 'x-locale': locale } });
    if (response.statusCode !== 200) throw new Error(`${q}: ${response.statusCode} ${response.body}`);
    const data = response.json().data as { items: TJobCard[]; total: number; meta: TJobSearchMeta };
    total = data.total;
    meta ??= data.meta;
    ids.push(...data.items.map((item) => item.id));
    if (ids.length >= total || data.items.length < 50) break;
  }
  return { ids, total, meta: meta! };
}
