/**
 * Two builds side by side (issue 18): the server CPU a page costs in a checkout "before" (a worktree with its own
 * build) and in this one, on the same machine at the same time. On a machine whose speed drifts by 10 % from one
 * minute to the next, two runs of bench/run.ts an hour apart cannot show a change of a few percent; here both servers
 * run at once (one process each, page cache off, 100k-job database) and take the same load in alternated batches
 * (autocannon, distinct addresses), and the CPU each used (from /proc) is summed over the batches.
 *
 *   git worktree add /tmp/before <rev> && (cd /tmp/before && <link node_modules> && npm run build)
 *   npx tsx bench/ab.ts --before /tmp/before --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k
 *
 * The same build with another setting: `--before .` and `--after-env NODE_OPTIONS=--max-semi-space-size=64` (variables
 * for the "after" server only, comma-separated KEY=VALUE).
 *
 * The page cache is off on both sides unless `--env` (variables for both servers, as `--after-env`) turns it on:
 * `--env PAGE_CACHE_SECONDS=5 --targets find-repeated` measures pages served from it (decision 103).
 *
 * Options: --targets find,job,404 (search pages, job pages, the not-found page; seeker-find and seeker-job: the same
 * pages with the demo job seeker's session; find-repeated: 16 Arabic search pages over and over, which the page cache
 * serves when it is on), --rounds 4 (after one warm-up round), --seconds 6 per batch, --connections 8.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BROWSER_HEADERS, distinctPageAddresses, processTreeCpuMs, seekerCookies, startPlatform, stop } from './support.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    'database-url': { type: 'string' },
    targets: { type: 'string', default: 'find,job,404' },
    rounds: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '8' },
    'after-env': { type: 'string', default: '' },
    env: { type: 'string', default: '' },
  },
});
if (!values.before || !values['database-url']) throw new Error('--before <checkout with a build> and --database-url are required');
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

/** KEY=VALUE pairs, comma-separated. */
const variables = (option: 'after-env' | 'env') => Object.fromEntries(
  values[option]
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new Error(`--${option} takes KEY=VALUE pairs, not "${pair}"`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
);
const afterEnv = variables('after-env');
const env = { SERVER_PROCESSES: '1', PAGE_CACHE_SECONDS: '0', RATE_LIMIT_PER_MINUTE: '1000000', PAGE_VIEWS_PER_MINUTE: '1000000', ...variables('env') };
const servers = [
  { label: 'before', ...(await startPlatform({ url: values['database-url'] }, env, false, values.before)) },
  { label: 'after', ...(await startPlatform({ url: values['database-url'] }, { ...env, ...afterEnv }, false)) },
];
try {
  // Each server builds its search index at its first search: both have it before anything is measured.
  await Promise.all(servers.map(async (server) => (await fetch(`${server.base}/find-jobs?q=warm`, { headers: BROWSER_HEADERS })).arrayBuffer()));
  const base = servers[1]!.base;
  const { findJobs, jobPages } = await distinctPageAddresses(base);
  const targets: Record<string, string[]> = {
    find: findJobs,
    'find-repeated': findJobs.filter((path) => !path.startsWith('/en')).slice(0, 16),
    job: jobPages,
    '404': jobPages.map((path) => `/no-such-page-${path.split('/').pop()}`),
    'seeker-find': findJobs,
    'seeker-job': jobPages,
  };
  // One login: both servers read the same database, so the session is live on both.
  const seeker = values.targets.includes('seeker-') ? await seekerCookies(base) : {};
  console.log(`| target | before: CPU ms/page | after: CPU ms/page | after / before | before: req/s per batch | after: req/s per batch |\n|---|---:|---:|---:|---|---|`);
  for (const target of values.targets.split(',')) {
    const paths = targets[target];
    if (!paths) throw new Error(`unknown target ${target}`);
    const totals = servers.map(() => ({ cpuMs: 0, requests: 0, rps: [] as number[] }));
    for (let round = 0; round <= rounds; round += 1) {
      // Alternated order, so that neither side always runs first.
      const order = round % 2 ? [1, 0] : [0, 1];
      for (const s of order) {
        const server = servers[s]!;
        let i = 0;
        const cpuBefore = processTreeCpuMs(server.child.pid!);
        const headers = { ...BROWSER_HEADERS, ...(target.startsWith('seeker-') ? seeker : {}) };
        const result = await autocannon({ url: server.base, connections, duration: seconds, headers, requests: [{ setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length] }) }] });
        if (result.non2xx && target !== '404') throw new Error(`${server.label} ${target}: ${result.non2xx} answers not 2xx`);
        if (round === 0) continue; // warm-up
        totals[s]!.cpuMs += processTreeCpuMs(server.child.pid!) - cpuBefore;
        totals[s]!.requests += result.requests.total;
        totals[s]!.rps.push(Math.round(result.requests.average));
      }
    }
    // What the page cache did for this target's first address, on each side (hit, miss, off, or none: not shared).
    const cache = await Promise.all(servers.map(async (server) => (await fetch(`${server.base}${paths[0]}`, { headers: BROWSER_HEADERS })).headers.get('x-page-cache') ?? 'none'));
    console.error(`${target}: x-page-cache of ${paths[0]} after the batches: before ${cache[0]}, after ${cache[1]}`);
    const [before, after] = totals.map((t) => t.cpuMs / t.requests);
    console.log(`| ${target} | ${before!.toFixed(2)} | ${after!.toFixed(2)} | ${(after! / before!).toFixed(3)} | ${totals[0]!.rps.join(' / ')} | ${totals[1]!.rps.join(' / ')} |`);
  }
} finally {
  await Promise.all(servers.map((server) => stop(server.child)));
}
