/**
 * Job search relevance at scale (issue 60): the relevance collections that search-relevance.test.ts judges on the
 * demo data alone (about 260 listed jobs), judged the same way on a database of generated jobs with the demo jobs
 * inside (bench/generate.ts), so that more jobs are seen not to drown the right ones. Every generated job is of a
 * demo role, in a demo company and city, so the same judgments apply: a job is relevant by its title's role (and its
 * city, company, years or seniority where a query names them).
 *
 *   npx tsx bench/generate.ts --jobs 100000 --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k
 *   npx tsx bench/relevance-scale.ts --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k
 *
 * Recall is over the first 200 answers (what searchForJudging reads), so with thousands of relevant jobs it says
 * little; mean nDCG@10 and the queries answered with nothing are the figures that compare across sizes.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { relevanceCollection } from '../apps/api/src/modules/jobs/relevance/collection.ts';
import { employerLevelCollection } from '../apps/api/src/modules/jobs/relevance/collection-employers-levels.ts';
import { LEARNED_SKILL, workAndSkillsCollection } from '../apps/api/src/modules/jobs/relevance/collection-work-and-skills.ts';
import { ndcgAt } from '../apps/api/src/modules/search-engine/ndcg.ts';
import { judge, listedJobsForJudging, localeOfQuery, relevantToEmployerLevel, searchForJudging, summarise, type TQueryOutcome } from '../apps/api/src/modules/jobs/relevance/metrics.ts';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const url = values['database-url'];
if (!url) throw new Error('--database-url of a database bench/generate.ts filled');

const database = await openDatabase({ databaseUrl: url, dataDir: '' });
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '1000000' }), database, deliveryScheduler: false, jobScheduler: false, alertScheduler: false });
await app.ready();
const live = await listedJobsForJudging(database);
console.info(`${live.length} listed jobs`);

const times: number[] = [];
async function outcomeOf(q: string, judgeIt: (locale: 'ar' | 'en', ids: number[], total: number) => TQueryOutcome): Promise<TQueryOutcome> {
  const locale = localeOfQuery(q);
  const started = performance.now();
  const { ids, total } = await searchForJudging(app, q, locale);
  times.push(performance.now() - started);
  return judgeIt(locale, ids, total);
}

function print(name: string, outcomes: TQueryOutcome[]) {
  const summary = summarise(outcomes);
  console.info(
    `${name}: ${summary.queries} queries (${summary.judged} with relevant jobs), mean nDCG@10 ${summary.meanNdcg10.toFixed(3)}, recall in the first 200 ${summary.recall.toFixed(3)}, ` +
      `other-language recall in the first 200 ${summary.crossLanguageRecall.toFixed(3)}, zero-result rate ${summary.zeroResultRate.toFixed(3)}` +
      (summary.zeroResults.length ? `\n  empty: ${summary.zeroResults.join('; ')}` : ''),
  );
}

const relevance: TQueryOutcome[] = [];
for (const query of relevanceCollection) relevance.push(await outcomeOf(query.q, (locale, ids, total) => judge(query, locale, ids, total, live)));
print('relevance', relevance);

// The skills learnt from the texts apart (decision 240), as search-relevance.test.ts prints them.
for (const learned of [false, true])
  for (const split of ['tune', 'held-out'] as const) {
    const outcomes: TQueryOutcome[] = [];
    for (const query of workAndSkillsCollection.filter((item) => item.split === split && (item.category === LEARNED_SKILL) === learned))
      outcomes.push(await outcomeOf(query.q, (locale, ids, total) => judge(query, locale, ids, total, live)));
    print(`work and skills, ${learned ? 'learned skill, ' : ''}${split}`, outcomes);
  }

for (const split of ['tune', 'held-out'] as const) {
  const outcomes: TQueryOutcome[] = [];
  for (const query of employerLevelCollection.filter((item) => item.split === split)) {
    outcomes.push(
      await outcomeOf(query.q, (locale, ids, total) => {
        const relevant = relevantToEmployerLevel(query, live);
        const seen = new Set(ids);
        const other = live.filter((job) => relevant.has(job.id) && job.locale !== locale);
        return { query, locale, relevant: relevant.size, found: [...relevant].filter((id) => seen.has(id)).length, total, ndcg10: ndcgAt(10, ids, relevant), otherLanguage: { relevant: other.length, found: other.filter((job) => seen.has(job.id)).length } };
      }),
    );
  }
  print(`employers and levels, ${split}`, outcomes);
}

const sorted = [...times].sort((a, b) => a - b);
console.info(`${times.length} searches (up to 4 pages of 50 each), median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)]!.toFixed(1)} ms`);
await app.close();
await database.close();
