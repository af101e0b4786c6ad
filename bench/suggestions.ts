/**
 * Suggestions answered from memory (issue 46 §2, decision 110): on a prepared database (bench/generate.ts), the time
 * one answer takes once the vocabulary and the job index are in memory, as GET /api/v1/suggestions computes it after
 * reading the change log's mark (one statement, which the HTTP figure of `bench/run.ts --only suggestions` adds):
 *
 *   npx tsx bench/suggestions.ts --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k [--rounds 5]
 */
import { parseArgs } from 'node:util';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { jobSearchIndex, latestChange } from '../apps/api/src/modules/jobs/search-index.ts';
import { vocabularyOf } from '../apps/api/src/modules/search-engine/vocabulary.ts';
import { catalogueOf } from '../apps/api/src/modules/suggestions/catalogue.ts';
import { suggest } from '../apps/api/src/modules/suggestions/match.ts';
import { percentile, suggestionWords } from './support.ts';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, rounds: { type: 'string', default: '5' } } });
if (!values['database-url']) throw new Error('give --database-url');
const handle = openPostgres(values['database-url']);
try {
  const { db } = handle;
  let started = performance.now();
  const vocabulary = await vocabularyOf(db);
  const index = await jobSearchIndex(db, await latestChange(db));
  const built = performance.now() - started;
  started = performance.now();
  const tally = index.listedTally(Date.now());
  const parts = { jobs: catalogueOf('jobs', vocabulary, tally), candidates: catalogueOf('candidates', vocabulary, null) };
  const catalogue = performance.now() - started;
  const words = suggestionWords();
  // A first round to compile, then the rounds measured.
  for (const word of words) suggest(parts.jobs, word, 'ar');
  const times: number[] = [];
  for (let round = 0; round < Number(values.rounds); round += 1) {
    words.forEach((word, w) => {
      const start = performance.now();
      suggest(w % 4 === 3 ? parts.candidates : parts.jobs, word, w % 2 ? 'en' : 'ar');
      times.push(performance.now() - start);
    });
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(2);
  console.log(`${index.count} jobs in the index, ${tally.companies.length} companies suggested; vocabulary and index read in ${ms(built)} ms, the tally and catalogue in ${ms(catalogue)} ms`);
  console.log(`${times.length} suggestions (${words.length} distinct words): p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms, p99 ${ms(percentile(times, 99))} ms, max ${ms(times.at(-1)!)} ms`);
} finally {
  await handle.close();
}
