import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../test/harness.ts';
import { searchJobs } from './search-jobs.ts';
import { relevanceCollection } from './relevance/collection.ts';
import { judge, localeOfQuery, openDemoForJudging, summarise, type TDemoForJudging, type TJudgedJob, type TQueryOutcome, searchForJudging } from './relevance/metrics.ts';
import { describeEmployersAndLevels } from './relevance/suite-employers-levels.ts';
import { describeWorkAndSkills } from './relevance/suite-work-and-skills.ts';

/**
 * The demo data, prepared once for the three collections this file runs (this one; workplaces and skills; employers
 * and levels): each used to prepare its own, about 15 s each of the suite's time (decision 115).
 */
let opened: Promise<TDemoForJudging> | null = null;
const demo = () => (opened ??= openDemoForJudging(testApp));
afterAll(async () => {
  await (await opened)?.close();
});

/**
 * Relevance of job search on the demo data (issue 12's targets, decision 023): every query of the collection
 * through GET /api/v1/jobs, judged by meaning. Fails below mean nDCG@10 0.9, cross-language recall 0.8, with
 * any zero-result answer to a query that has relevant jobs, or any job presented for a query that has none.
 */
describe('job search relevance on the demo data', () => {
  let app: FastifyInstance;
  let live: TJudgedJob[];
  const outcomes: TQueryOutcome[] = [];

  beforeAll(async () => {
    ({ app, live } = await demo());
  }, 120_000);

  const search = (q: string, locale: 'ar' | 'en') => searchForJudging(app, q, locale);

  it('holds at least 150 queries of every kind, and the demo data has jobs for most of them', () => {
    expect(relevanceCollection.length).toBeGreaterThanOrEqual(150);
    const categories = new Set(relevanceCollection.map((query) => query.category));
    for (const category of ['health', 'education', 'engineering', 'it', 'sales', 'finance', 'hr', 'logistics', 'hospitality', 'retail', 'crafts', 'drivers', 'customer service', 'government contracting', 'typo', 'arabizi', 'city', 'none']) {
      expect(categories, category).toContain(category);
    }
    expect(live.length).toBeGreaterThan(100);
  });

  it('meets the targets: nDCG@10 ≥ 0.9, cross-language recall ≥ 0.8, no empty answer with relevant jobs, nothing for no-match queries', async () => {
    for (const query of relevanceCollection) {
      const locale = localeOfQuery(query.q);
      const { ids, total } = await search(query.q, locale);
      outcomes.push(judge(query, locale, ids, total, live));
    }
    const summary = summarise(outcomes);
    const weak = outcomes.filter((outcome) => outcome.relevant > 0 && outcome.ndcg10 < 0.7).map((outcome) => `${outcome.query.q}: ${outcome.ndcg10.toFixed(2)} (${outcome.found}/${outcome.relevant})`);
    console.info(
      `relevance: ${summary.queries} queries (${summary.judged} with relevant jobs), mean nDCG@10 ${summary.meanNdcg10.toFixed(3)}, recall ${summary.recall.toFixed(3)}, ` +
        `cross-language recall ${summary.crossLanguageRecall.toFixed(3)}, zero-result rate ${summary.zeroResultRate.toFixed(3)}` +
        (weak.length ? `\nweakest: ${weak.join('; ')}` : ''),
    );
    expect(summary.zeroResults).toEqual([]);
    expect(summary.falseMatches).toEqual([]);
    expect(summary.meanNdcg10).toBeGreaterThanOrEqual(0.9);
    expect(summary.crossLanguageRecall).toBeGreaterThanOrEqual(0.8);
  }, 120_000);

  /**
   * Decision 220: an occupation and its translation answer the same jobs, in both engines, whichever language other
   * jobs' texts name it in (an Arabic coordinator's «توزيعها على السائقين» is found by "driver" as by «سائق»).
   */
  it('answers an occupation and its translation with the same jobs, in both engines', async () => {
    const pairs = [['سائق', 'driver'], ['محاسب', 'accountant'], ['ممرض', 'nurse'], ['مهندس مدني', 'civil engineer'], ['مندوب مبيعات', 'sales representative'], ['معلم', 'teacher']];
    for (const [arabic, english] of pairs) {
      for (const engine of ['index', 'sql'] as const) {
        const idsOf = async (q: string, locale: 'ar' | 'en') =>
          (await searchJobs((await demo()).database.db, locale, { q, per_page: 100 }, engine === 'sql' ? { engine: 'sql' } : {})).items.map((job) => job.id).sort((a, b) => a - b);
        const [fromArabic, fromEnglish] = await Promise.all([idsOf(arabic!, 'ar'), idsOf(english!, 'en')]);
        expect(fromArabic.length, `${arabic} (${engine})`).toBeGreaterThan(0);
        expect(fromEnglish, `${english} against ${arabic} (${engine})`).toEqual(fromArabic);
      }
    }
  });
});

describeWorkAndSkills(demo);
describeEmployersAndLevels(demo);
