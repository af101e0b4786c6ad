/**
 * Issue 48 §6: the throughput of the two-node topology against one node on this one machine. On a prepared database
 * (bench/generate.ts) it measures, one after the other, with the same distinct searches and /find-jobs addresses:
 *
 * - `one node`: `apps/web/server.ts` as `npm start` runs it (one process per core), reached directly;
 * - `nginx + one node`: the same node behind Debian's nginx with the shipped deploy/nginx/tawzeef.conf (what nginx
 *   alone costs);
 * - `nginx + two nodes`: two nodes of one process each, sharing only PostgreSQL and Redis, behind the same nginx (the
 *   topology of `npm run test:multinode`, decision 119).
 *
 * Every configuration has the machine's cores in app processes (two nodes of one, or one node of two), so on 2 cores
 * the figures say what the topology costs, not what it gains. Needs a built web app (`npm run build`), nginx and Redis.
 *
 *   npx tsx bench/multinode.ts --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k
 *
 * Options: --connections 32, --duration 15 (seconds per target), --warmup 10 (the first also waits for the index).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { requireEngines, startNginx } from '../deploy/test/topology.ts';
import { REDIS_SERVER_URL } from '../apps/api/src/test/redis.ts';
import { BROWSER_HEADERS, benchCityIds, distinctPageAddresses, distinctSearchQueries, freePort, measureDistinct, startPlatform, stop } from './support.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '10' },
  },
});
if (!values['database-url']) throw new Error('--database-url: a database prepared by bench/generate.ts');
await requireEngines();

const processes = os.availableParallelism();
const redisPrefix = `tawzeef-bench-multinode-${randomBytes(4).toString('hex')}:`;

/** A node as `npm start` runs it, on the shared database and Redis; answered once ready (its search index built). */
async function startNode(serverProcesses: number) {
  const node = await startPlatform({ url: values['database-url'] }, {
    SERVER_PROCESSES: String(serverProcesses),
    TRUST_PROXY: 'true',
    REDIS_URL: REDIS_SERVER_URL,
    REDIS_PREFIX: redisPrefix,
    RATE_LIMIT_PER_MINUTE: '1000000',
    PAGE_VIEWS_PER_MINUTE: '1000000',
  });
  const deadline = Date.now() + 600_000;
  while (!(await fetch(`${node.base}/api/ready`)).ok) {
    if (Date.now() > deadline) throw new Error(`${node.base} not ready after 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return node;
}
type TNode = Awaited<ReturnType<typeof startNode>>;
const stopNode = (node: TNode) => stop(node.child);

const setup = (base: string, headers: Record<string, string>) => ({ base, connections: Number(values.connections), duration: Number(values.duration), warmup: Number(values.warmup), headers });

async function measureAll(label: string, base: string, searches: string[], pages: string[]) {
  const search = await measureDistinct(setup(base, { 'x-locale': 'ar' }), 'search', searches);
  const page = await measureDistinct(setup(base, BROWSER_HEADERS), 'find-jobs', pages);
  return { label, search, page };
}

const results: Awaited<ReturnType<typeof measureAll>>[] = [];
const single = await startNode(processes);
let searches: string[];
let pages: string[];
try {
  searches = distinctSearchQueries(await benchCityIds(single.base)).map((q) => `/api/v1/jobs?${q}`);
  pages = (await distinctPageAddresses(single.base)).findJobs;
  results.push(await measureAll(`one node (${processes} processes), direct`, single.base, searches, pages));
  const nginx = await startNginx(await freePort(), [single.port]);
  try {
    results.push(await measureAll(`nginx + one node (${processes} processes)`, nginx.url, searches, pages));
  } finally {
    await nginx.stop();
  }
} finally {
  await stopNode(single);
}
const nodes = [await startNode(Math.max(1, processes / 2)), await startNode(Math.max(1, processes / 2))];
try {
  const nginx = await startNginx(
    await freePort(),
    nodes.map((node) => node.port),
  );
  try {
    results.push(await measureAll(`nginx + two nodes (${Math.max(1, processes / 2)} process each)`, nginx.url, searches!, pages!));
  } finally {
    await nginx.stop();
  }
} finally {
  await Promise.all(nodes.map(stopNode));
}

const load = os.loadavg().map((n) => n.toFixed(1)).join(' ');
console.log(`\n${searches!.length} distinct searches, ${pages!.length} distinct /find-jobs addresses, ${values.connections} connections, ${values.duration} s each; load average ${load}\n`);
console.log('| configuration | searches a second | search p95 ms | /find-jobs a second | /find-jobs p95 ms | not 2xx |');
console.log('|---|---|---|---|---|---|');
for (const { label, search, page } of results) {
  console.log(`| ${label} | ${search.rps} | ${search.p95.toFixed(1)} | ${page.rps} | ${page.p95.toFixed(1)} | ${search.non2xx + page.non2xx} |`);
}
