/**
 * Job search of two checkouts side by side, in one process (decision 108): where bench/index-ab.ts replays what a
 * search asks of the index, this runs the whole `searchJobs` of each checkout (reading the words, the cascade, the
 * index, the cards) on the same database, in alternated rounds, and sums the CPU this process used for each side. Each
 * side has its own vocabulary and index (its own modules). PostgreSQL's CPU is not counted: the searches that reach it
 * (near spellings of titles) cost it more than this shows.
 *
 *   mkdir /tmp/before && git archive <rev> | tar -x -C /tmp/before && ln -s "$PWD/node_modules" /tmp/before/node_modules \
 *     && ln -s "$PWD/apps/api/node_modules" /tmp/before/apps/api/node_modules
 *   npx tsx bench/search-ab.ts --before /tmp/before --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k
 *
 * Two sets of searches: the benchmark's distinct searches (every occupation's names and the relevance collection, each
 * with a city and a job type) and the collection of workplaces, kinds of work and skills. Options: --rounds 4.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { TJobSearchQuery } from '@tawzeef/contract';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { searchJobs } from '../apps/api/src/modules/jobs/search-jobs.ts';
import { workAndSkillsCollection } from '../apps/api/src/modules/jobs/relevance/collection-work-and-skills.ts';
import { distinctSearchQueries } from './support.ts';

const { values } = parseArgs({ options: { before: { type: 'string' }, 'database-url': { type: 'string' }, rounds: { type: 'string', default: '4' } } });
if (!values.before || !values['database-url']) throw new Error('--before <checkout> and --database-url are required');
const url = values['database-url'];
const rounds = Number(values.rounds);
const beforeRoot = path.resolve(values.before);
const beforeClient = (await import(path.join(beforeRoot, 'apps/api/src/db/client.ts'))) as { openPostgres: typeof openPostgres };
const beforeSearch = (await import(path.join(beforeRoot, 'apps/api/src/modules/jobs/search-jobs.ts'))) as { searchJobs: typeof searchJobs };
const sides = [
  { label: 'before', handle: beforeClient.openPostgres(url), search: beforeSearch.searchJobs },
  { label: 'after', handle: openPostgres(url), search: searchJobs },
];

const localeOf = (q: string): 'ar' | 'en' => (/[\u0600-\u06FF]/u.test(q) ? 'ar' : 'en');
const cityIds = ((await sides[1]!.handle.db.execute(`select id from cities where name_en in ('Riyadh', 'Jeddah', 'Dammam')`)) as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
const suites: Record<string, Array<{ query: TJobSearchQuery; locale: 'ar' | 'en' }>> = {
  distinct: distinctSearchQueries(cityIds.length ? cityIds : [1]).map((text) => {
    const params = new URLSearchParams(text);
    const q = params.get('q')!;
    return { query: { q, city_id: Number(params.get('city_id')), job_type: params.get('job_type') as TJobSearchQuery['job_type'] }, locale: localeOf(q) };
  }),
  'work and skills': workAndSkillsCollection.map((entry) => ({ query: { q: entry.q }, locale: localeOf(entry.q) })),
};

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
// A warm-up pass builds each side's vocabulary and index.
for (const side of sides) for (const suite of Object.values(suites)) for (const { query, locale } of suite) await side.search(side.handle.db, locale, query);
const spent: Record<string, Record<string, number>> = { before: {}, after: {} };
for (let round = 0; round < rounds; round += 1) {
  for (const side of round % 2 ? [...sides].reverse() : sides) {
    for (const [name, suite] of Object.entries(suites)) {
      const start = cpuMs();
      for (const { query, locale } of suite) await side.search(side.handle.db, locale, query);
      spent[side.label]![name] = (spent[side.label]![name] ?? 0) + cpuMs() - start;
    }
  }
}
for (const [name, suite] of Object.entries(suites)) {
  const [before, after] = ['before', 'after'].map((label) => spent[label]![name]! / (rounds * suite.length));
  console.log(`${name}: ${suite.length} searches × ${rounds} rounds, CPU of this process a search: before ${before!.toFixed(3)} ms, after ${after!.toFixed(3)} ms (${(after! / before!).toFixed(3)})`);
}
for (const side of sides) await side.handle.close();
