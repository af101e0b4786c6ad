/**
 * What one server process holds for the job search (issue 48 §6): the in-memory index's build time, its typed arrays
 * (`JobSearchIndex.bytes()`), and the process's heap and resident memory after a full garbage collection, before and
 * after the build (the typed arrays live outside the heap, in `arrayBuffers`). Every server process builds its own
 * index (decision 027), so a machine holds one per process.
 *
 *   node --expose-gc --import tsx bench/index-memory.ts --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k
 *
 * Options: --builds 2 (the last build is the one measured; the first warms the code).
 */
import { parseArgs } from 'node:util';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { JobSearchIndex } from '../apps/api/src/modules/jobs/search-index.ts';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, builds: { type: 'string', default: '2' } } });
if (!values['database-url']) throw new Error('--database-url is required');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc --import tsx');

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const memory = () => {
  gc();
  const { heapUsed, arrayBuffers, rss } = process.memoryUsage();
  return { heapUsed, arrayBuffers, rss };
};

const { db, close } = openPostgres(values['database-url']);
const live = Number(((await db.execute(`select count(*)::int as n from jobs where status = 'active'`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
const before = memory();
let index: JobSearchIndex | null = null;
const times: number[] = [];
let peakRss = 0;
const watch = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
for (let build = 0; build < Number(values.builds); build += 1) {
  index = null;
  gc();
  const start = performance.now();
  index = await JobSearchIndex.build(db);
  times.push(Math.round(performance.now() - start));
}
clearInterval(watch);
const after = memory();
console.log(`live jobs: ${live}`);
console.log(`build ms: ${times.join(', ')} (the last is measured)`);
console.log(`index typed arrays: ${mb(index!.bytes())}`);
console.log(`heap used: ${mb(before.heapUsed)} before, ${mb(after.heapUsed)} with the index (+${mb(after.heapUsed - before.heapUsed)})`);
console.log(`array buffers: ${mb(before.arrayBuffers)} before, ${mb(after.arrayBuffers)} with the index`);
console.log(`resident: ${mb(before.rss)} before, ${mb(after.rss)} with the index, peak during the builds ${mb(peakRss)}`);
await close();
