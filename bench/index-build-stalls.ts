/**
 * How long building the job search index holds the event loop (decision 224): the build's time and its longest
 * stretches without a turn for anything else, read by a 5 ms timer beside it. A process builds its index at start
 * and again every six hours while it serves, and every request of the process waits behind such a stretch.
 *
 *   npx tsx bench/index-build-stalls.ts --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { JobSearchIndex } from '../apps/api/src/modules/jobs/search-index.ts';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
if (!values['database-url']) throw new Error('--database-url of a database bench/generate.ts filled');
const database = await openDatabase({ databaseUrl: values['database-url'], dataDir: '' });
let last = performance.now();
const gaps: number[] = [];
const timer = setInterval(() => {
  const now = performance.now();
  gaps.push(now - last);
  last = now;
}, 5);
const started = performance.now();
const index = await JobSearchIndex.build(database.db);
const took = performance.now() - started;
clearInterval(timer);
gaps.sort((a, b) => b - a);
console.log(`${index.rows} jobs: built in ${took.toFixed(0)} ms; the longest stretches without a turn for the event loop ${gaps.slice(0, 5).map((gap) => gap.toFixed(0)).join(', ')} ms`);
await database.close();
