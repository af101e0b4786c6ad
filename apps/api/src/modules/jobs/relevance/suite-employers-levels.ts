import { beforeAll, describe, expect, it } from 'vitest';
import { searchJobs } from '../search-jobs.ts';
import { employerLevelCollection } from './collection-employers-levels.ts';
import { ndcgAt } from '../../search-engine/ndcg.ts';
import { localeOfQuery, relevantToEmployerLevel, summarise, type TDemoForJudging, type TDemoJob, type TQueryOutcome, searchForJudging } from './metrics.ts';

/**
 * Relevance of the employer and level readings on the demo data (decision 109): every query of its collection through
 * GET /api/v1/jobs, judged by meaning. The targets hold on the held-out half: mean nDCG@10 ≥ 0.9, other-language
 * recall ≥ 0.8, no empty answer to a query with relevant jobs, and nothing (or an answer marked approximate) for a
 * query with none. Both engines answer every query alike. Run by search-relevance.test.ts on the demo data it opens once.
 */
export const describeEmployersAndLevels = (demo: () => Promise<TDemoForJudging>) => describe('job search relevance of employers and levels on the demo data', () => {
  let database: TDemoForJudging['database'];
  let app: TDemoForJudging['app'];
  let live: TDemoJob[];

  beforeAll(async () => {
    ({ database, app, live } = await demo());
  }, 120_000);

  const search = (q: string, locale: 'ar' | 'en') => searchForJudging(app, q, locale);

  it('holds at least 150 queries of every kind, split into a tuned and a held-out part', () => {
    expect(employerLevelCollection.length).toBeGreaterThanOrEqual(150);
    const heldOut = employerLevelCollection.filter((query) => query.split === 'held-out');
    expect(heldOut.length).toBeGreaterThanOrEqual(70);
    for (const category of ['employer-en', 'employer-ar', 'employer-part', 'employer-run', 'employer-translit', 'employer-mixed', 'employer-role', 'employer-none', 'level-en', 'level-ar', 'years-en', 'years-ar', 'senior', 'level-employer', 'level-none', 'training']) {
      expect(new Set(heldOut.map((query) => query.category)), category).toContain(category);
    }
  });

  it('meets the targets on the held-out part, and never shows a confidential job for a company', async () => {
    const outcomes: Array<TQueryOutcome & { approximate: boolean; split: string }> = [];
    const confidential = new Set(live.filter((job) => !job.show_company).map((job) => job.id));
    for (const query of employerLevelCollection) {
      const locale = localeOfQuery(query.q);
      const { ids, total, meta } = await search(query.q, locale);
      if (query.company) expect(ids.filter((id) => confidential.has(id)), query.q).toEqual([]);
      const relevant = relevantToEmployerLevel(query, live);
      const seen = new Set(ids);
      const other = live.filter((job) => relevant.has(job.id) && job.locale !== locale);
      outcomes.push({
        query,
        locale,
        relevant: relevant.size,
        found: [...relevant].filter((id) => seen.has(id)).length,
        total,
        ndcg10: ndcgAt(10, ids, relevant),
        otherLanguage: { relevant: other.length, found: other.filter((job) => seen.has(job.id)).length },
        approximate: meta.approximate,
        split: query.split,
      });
    }
    const report = (part: typeof outcomes) => {
      const summary = summarise(part);
      const noneShown = part.filter((outcome) => outcome.query.roles !== '*' && !outcome.query.roles.length && outcome.total > 0 && !outcome.approximate).map((outcome) => outcome.query.q);
      const weak = part.filter((outcome) => outcome.relevant > 0 && outcome.ndcg10 < 0.7).map((outcome) => `${outcome.query.q}: ${outcome.ndcg10.toFixed(2)} (${outcome.found}/${outcome.relevant}, ${outcome.total})`);
      return { summary, noneShown, weak };
    };
    for (const [name, part] of [['tune', outcomes.filter((outcome) => outcome.split === 'tune')], ['held-out', outcomes.filter((outcome) => outcome.split === 'held-out')]] as const) {
      const { summary, noneShown, weak } = report(part);
      console.info(
        `employers and levels, ${name}: ${summary.queries} queries (${summary.judged} with relevant jobs), mean nDCG@10 ${summary.meanNdcg10.toFixed(3)}, recall ${summary.recall.toFixed(3)}, ` +
          `other-language recall ${summary.crossLanguageRecall.toFixed(3)}, zero-result rate ${summary.zeroResultRate.toFixed(3)}, no-relevant queries shown as found: ${noneShown.length}` +
          (weak.length ? `\nweakest: ${weak.join('; ')}` : '') +
          (noneShown.length ? `\nshown: ${noneShown.join('; ')}` : '') +
          (summary.zeroResults.length ? `\nempty: ${summary.zeroResults.join('; ')}` : ''),
      );
    }
    const { summary, noneShown } = report(outcomes.filter((outcome) => outcome.split === 'held-out'));
    expect(summary.zeroResults).toEqual([]);
    expect(noneShown).toEqual([]);
    expect(summary.meanNdcg10).toBeGreaterThanOrEqual(0.9);
    expect(summary.crossLanguageRecall).toBeGreaterThanOrEqual(0.8);
  }, 300_000);

  it('answers every query alike from the index and from PostgreSQL', async () => {
    for (const query of employerLevelCollection) {
      const locale = localeOfQuery(query.q);
      const [index, postgres] = await Promise.all([
        searchJobs(database.db, locale, { q: query.q, per_page: 20 }, { engine: 'index' }),
        searchJobs(database.db, locale, { q: query.q, per_page: 20 }, { engine: 'sql' }),
      ]);
      expect({ q: query.q, total: postgres.total, ids: postgres.items.map((item) => item.id), reading: postgres.reading }).toEqual({
        q: query.q,
        total: index.total,
        ids: index.items.map((item) => item.id),
        reading: index.reading,
      });
    }
  }, 300_000);
});
