/**
 * The in-memory search index of two checkouts side by side, in one process (decision 102): where bench/ab.ts compares
 * whole pages through two servers, this compares the index alone, which a busy machine's noise hides in a page. The
 * searches this checkout's search sends its index (and, for jobs, the similar-job look-ups and card reads of the 400
 * newest jobs' pages) are recorded once, then replayed on an index built by each checkout: whether every answer is
 * the same, and the CPU each side used over alternated rounds (three passes a round), with their build times.
 *
 *   npx tsx bench/index-ab.ts --before /tmp/before --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k
 *   npx tsx bench/index-ab.ts --before /tmp/before --kind candidates --database-url …/tawzeef_bench_candidates_100k
 *
 * "before" is a checkout of another commit (its own node_modules; no build needed). Options: --rounds 6.
 * This checkout's side has an edge: its code recorded the calls, and an A/A run (both sides the same commit) gave
 * 0.93 for jobs and 0.94 for job seekers on 2026-11-26 (decision 102). Read a ratio against that, not against 1.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { TCandidateSearchQuery, TJobSearchQuery } from '@tawzeef/contract';
import { openPostgres } from '../apps/api/src/db/client.ts';
import type { TDatabase } from '../apps/api/src/db/client.ts';
import type { TReader } from '../apps/api/src/modules/jobs/dto.ts';
import { searchJobs } from '../apps/api/src/modules/jobs/search-jobs.ts';
import { findSimilarJobs } from '../apps/api/src/modules/jobs/similar-jobs.ts';
import { JobSearchIndex } from '../apps/api/src/modules/jobs/search-index.ts';
import { CandidateSearchIndex } from '../apps/api/src/modules/candidates/memory-index.ts';
import { searchCandidates } from '../apps/api/src/modules/candidates/search-candidates.ts';
import type { TAppDeps } from '../apps/api/src/deps.ts';
import { distinctSearchQueries } from './support.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    'database-url': { type: 'string' },
    kind: { type: 'string', default: 'jobs' },
    rounds: { type: 'string', default: '6' },
  },
});
if (!values.before || !values['database-url']) throw new Error('--before <checkout> and --database-url are required');
const kind = values.kind === 'candidates' ? 'candidates' : 'jobs';
const rounds = Number(values.rounds);
const url = values['database-url'];

/** What the comparison calls on an index: the methods a search calls, by name, with the arguments recorded. */
type TIndex = Record<string, (...args: unknown[]) => unknown>;
type TIndexClass = { prototype: TIndex; build(db: TDatabase): Promise<TIndex> };

const here = { db: openPostgres(url).db, jobs: JobSearchIndex as unknown as TIndexClass, candidates: CandidateSearchIndex as unknown as TIndexClass };
const beforeRoot = path.resolve(values.before);
const beforeClient = (await import(path.join(beforeRoot, 'apps/api/src/db/client.ts'))) as { openPostgres: typeof openPostgres };
const beforeClass = (
  kind === 'jobs'
    ? ((await import(path.join(beforeRoot, 'apps/api/src/modules/jobs/search-index.ts'))) as { JobSearchIndex: unknown }).JobSearchIndex
    : ((await import(path.join(beforeRoot, 'apps/api/src/modules/candidates/memory-index.ts'))) as { CandidateSearchIndex: unknown }).CandidateSearchIndex
) as TIndexClass;
const beforeDb = beforeClient.openPostgres(url).db;
const afterClass = here[kind];

// Record what the searches ask of this checkout's index.
const calls: Array<{ method: string; args: unknown[] }> = [];
const methods = kind === 'jobs' ? ['search', 'similar', 'cards'] : ['search'];
const originals = methods.map((method) => afterClass.prototype[method]!);
methods.forEach((method, m) => {
  afterClass.prototype[method] = function (this: TIndex, ...args: unknown[]) {
    calls.push({ method, args });
    return originals[m]!.apply(this, args);
  };
});
const rowsOf = async (query: string) => ((await here.db.execute(query)) as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
const cityIds = await rowsOf(`select id from cities where name_en in ('Riyadh', 'Jeddah', 'Dammam')`);
const searches = distinctSearchQueries(cityIds.length ? cityIds : [1]).map((query) => new URLSearchParams(query));
const started = Date.now();
if (kind === 'jobs') {
  for (const [i, params] of searches.entries()) {
    const locale = i % 2 ? 'en' : 'ar';
    const q = params.get('q')!;
    await searchJobs(here.db, locale, { q, city_id: Number(params.get('city_id')), job_type: params.get('job_type') as TJobSearchQuery['job_type'] });
    if (i % 4 === 0) await searchJobs(here.db, locale, { q });
    if (i % 8 === 0) await searchJobs(here.db, locale, { q, sort: 'newest', page: 2 });
  }
  await searchJobs(here.db, 'ar', {});
  await searchJobs(here.db, 'ar', { city_id: cityIds[0], job_type: 'full_time' });
  for (const id of await rowsOf(`select id from jobs where status = 'active' order by activated_at desc limit 400`)) await findSimilarJobs(here.db, 'ar', id);
} else {
  const [company] = await rowsOf('select id from companies order by id limit 1');
  const deps = { db: here.db, now: () => new Date() } as unknown as TAppDeps;
  const reader = (locale: 'ar' | 'en'): TReader => ({ locale, formatDate: (date) => String(date) });
  for (const [i, params] of searches.slice(0, 600).entries()) {
    const q = params.get('q')!;
    await searchCandidates(deps, company!, { q } as TCandidateSearchQuery, reader(i % 2 ? 'en' : 'ar'));
    if (i % 3 === 0) await searchCandidates(deps, company!, { q, city_id: Number(params.get('city_id')) } as TCandidateSearchQuery, reader('ar'));
  }
  await searchCandidates(deps, company!, {} as TCandidateSearchQuery, reader('ar'));
}
methods.forEach((method, m) => (afterClass.prototype[method] = originals[m]!));
console.log(`${kind}: recorded ${calls.length} calls (${methods.map((method) => `${calls.filter((call) => call.method === method).length} ${method}`).join(', ')}) in ${Date.now() - started} ms`);

// Two builds a side, alternated; the second of each answers.
const builds = { before: [] as number[], after: [] as number[] };
const build = async (side: 'before' | 'after') => {
  const start = performance.now();
  const index = side === 'before' ? await beforeClass.build(beforeDb) : await afterClass.build(here.db);
  builds[side].push(Math.round(performance.now() - start));
  return index;
};
await build('before');
await build('after');
const indexes = { after: await build('after'), before: await build('before') };
const bytes = (index: TIndex) => (typeof index.bytes === 'function' ? ` (${index.bytes()} bytes)` : '');
console.log(`build ms: before ${builds.before.join(', ')}${bytes(indexes.before)}; after ${builds.after.join(', ')}${bytes(indexes.after)}`);

const replay = (index: TIndex) => calls.map((call) => index[call.method]!.apply(index, call.args));
// What an answer holds, whatever the order of a Map's entries or of an object's keys.
const plain = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    item instanceof Map
      ? [...item.entries()].sort((a, b) => String(a[0]).localeCompare(String(b[0])))
      : item && typeof item === 'object' && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
        : item,
  );
const [fromBefore, fromAfter] = [replay(indexes.before), replay(indexes.after)];
const differing = fromBefore.filter((answer, i) => plain(answer) !== plain(fromAfter[i])).length;
console.log(`answers: ${fromBefore.length}, differing: ${differing}`);

const cpu = { before: [] as number[], after: [] as number[] };
for (let round = 0; round < rounds; round += 1) {
  for (const side of round % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const)) {
    const start = process.cpuUsage();
    for (let pass = 0; pass < 3; pass += 1) replay(indexes[side]);
    const used = process.cpuUsage(start);
    cpu[side].push(Math.round((used.user + used.system) / 1000));
  }
}
const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
console.log(`CPU ms a round: before ${cpu.before.join(' / ')}; after ${cpu.after.join(' / ')}`);
console.log(`total: before ${sum(cpu.before)} ms, after ${sum(cpu.after)} ms, after / before ${(sum(cpu.after) / sum(cpu.before)).toFixed(3)}`);
process.exit(differing ? 1 : 0);
