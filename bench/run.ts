/**
 * The load benchmark: in one run, on one machine, it starts the platform (web + API in one process, as
 * `npm start`) on a prepared database (bench/generate.ts) and a bare Fastify hello-world for reference, then
 * measures each target with autocannon: req/s and p50/p95/p99 latency from every response's time, the server's CPU
 * time per answer (all its processes, from /proc: at --connections 1, what one page costs) and the mean answer size.
 *
 *   npx tsx bench/run.ts --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k --label "PostgreSQL 100k"
 *   npx tsx bench/run.ts --data-dir /tmp/tawzeef-bench-10k --label "PGlite 10k"
 *
 * Options: --connections 32, --duration 20 (seconds per target), --warmup 3, --out bench/results/<label>.json,
 * --api-only (start the API alone: hello, search-api, search-distinct, suggestions and candidate-search only).
 * Page targets over distinct addresses (issue 18): find-jobs-distinct and job-page-distinct (no session),
 * find-jobs-session and job-page-session (a demo job seeker logged in through the form).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { occupationSeeds } from '../apps/api/src/db/seed/occupation-data.ts';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BROWSER_HEADERS, apiData, benchCityIds, distinctPageAddresses, distinctSearchQueries, freePort, suggestionWords, percentile, processTreeCpuMs, root, seekerCookies, start, startPlatform, stop } from './support.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    label: { type: 'string', default: 'run' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    only: { type: 'string' },
    'api-only': { type: 'boolean' },
    out: { type: 'string' },
  },
});
if (!values['database-url'] === !values['data-dir']) throw new Error('give exactly one of --database-url or --data-dir');
const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);

interface TResult {
  target: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server's CPU time (all its processes, Node and, with PGlite, the database) per request, in ms. */
  cpuMs: number;
  /** The mean size of an answer's body as sent, in bytes. */
  bytes: number;
}

/** Runs autocannon against `paths` (taken in turn) and measures every response. */
async function measure(target: string, base: string, paths: string[], headers: Record<string, string> = {}, pid = app.pid!): Promise<TResult> {
  let i = 0;
  const next = () => paths[i++ % paths.length]!;
  const options = (seconds: number): autocannon.Options => ({
    url: base,
    connections,
    duration: seconds,
    // As a browser asks: answers come compressed, and their compression is part of what a page costs.
    headers: { ...BROWSER_HEADERS, ...headers },
    requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  if (warmup > 0) await autocannon(options(warmup));
  const latencies: number[] = [];
  let non2xx = 0;
  let bytes = 0;
  const cpuBefore = processTreeCpuMs(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options(duration), (error, outcome) => (error ? reject(error) : resolve(outcome)));
    instance.on('response', (_client: unknown, statusCode: number, size: number, responseTime: number) => {
      latencies.push(responseTime);
      bytes += size;
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
  });
  const cpuMs = processTreeCpuMs(pid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    target,
    requests: latencies.length,
    rps: Math.round(latencies.length / duration),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    non2xx,
    cpuMs: latencies.length ? Math.round((cpuMs / latencies.length) * 100) / 100 : 0,
    bytes: latencies.length ? Math.round(bytes / latencies.length) : 0,
  };
}

// --api-only: the API alone (apps/api/src/server.ts), for the API targets when the web tier is not wanted.
const { child: app, port: appPort } = await startPlatform({ url: values['database-url'], dataDir: values['data-dir'] }, { RATE_LIMIT_PER_MINUTE: '1000000', PAGE_VIEWS_PER_MINUTE: '1000000' }, values['api-only']);
const helloPort = await freePort();
const hello = await start('bench/hello.ts', { PORT: String(helloPort) }, `http://127.0.0.1:${helloPort}/hello`);

const base = `http://127.0.0.1:${appPort}`;
const api = <T>(pathAndQuery: string): Promise<T> => apiData<T>(base, pathAndQuery);

// Realistic searches: common words in both languages, each with a city and a job type (keyword + 2 filters).
const cityIds = await benchCityIds(base);
const words = ['مهندس', 'محاسب', 'ممرض', 'مبيعات', 'مطور', 'engineer', 'accountant', 'nurse', 'sales', 'developer', 'مدير مشروع', 'customer service'];
const searches = words.flatMap((word, w) =>
  cityIds.map((cityId, c) => `q=${encodeURIComponent(word)}&city_id=${cityId}&job_type=${(w + c) % 3 === 2 ? 'part_time' : 'full_time'}`),
);
const distinctSearches = distinctSearchQueries(cityIds);

const firstPage = await api<{ items: Array<{ id: number }> }>('/api/v1/jobs?per_page=50&sort=newest');
const jobIds = (firstPage?.items ?? []).map((job) => job.id);
if (!jobIds.length) throw new Error('no live jobs answered by GET /api/v1/jobs: prepare the database with bench/generate.ts');

// Pages over distinct addresses (issue 18).
const { findJobs: findJobsDistinct, jobPages: jobPagesDistinct } = values['api-only'] ? { findJobs: [], jobPages: [] } : await distinctPageAddresses(base);

// Candidate search (issue 13, decision 028), as the demo company: distinct words (every occupation's names in both
// languages and common skills), each with a city and a job type in turn. Its data: bench/generate-candidates.ts.
const candidateWords = [...new Set([...occupationSeeds.flatMap((seed) => [seed.forms_en[0]!, seed.forms_ar[0]!]), 'Excel', 'SAP', 'AutoCAD', 'Python', 'إكسل', 'المحاسبة', 'التمريض'])];
const candidateSearches = candidateWords.map((word, w) => `/api/v1/company/candidates?q=${encodeURIComponent(word)}&city_id=${cityIds[w % cityIds.length]}&job_type=${w % 3 === 2 ? 'part_time' : 'full_time'}`);
async function companyHeaders(): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'hr@demo-horizon.tawzeef.sa', password: 'Tawzeef@2026' }) });
  if (!login.ok) throw new Error(`the demo company could not log in (${login.status}): prepare the database with bench/generate-candidates.ts`);
  const token = ((await login.json()) as { data: { access_token: { token: string } } }).data.access_token.token;
  return { 'x-locale': 'ar', authorization: `Bearer ${token}` };
}

const suggestionPaths = suggestionWords().map((word, w) => `/api/v1/suggestions?q=${encodeURIComponent(word)}&scope=${w % 4 === 3 ? 'candidates' : 'jobs'}`);

const targets: Array<[string, () => Promise<TResult>]> = [
  ['hello', () => measure('Fastify hello-world (reference)', `http://127.0.0.1:${helloPort}`, ['/hello'], {}, hello.pid!)],
  ['search-api', () => measure('GET /api/v1/jobs (keyword + city + job type)', base, searches.map((s) => `/api/v1/jobs?${s}`), { 'x-locale': 'ar' })],
  ['search-distinct', () => measure(`GET /api/v1/jobs, ${distinctSearches.length} distinct searches (keyword + city + job type)`, base, distinctSearches.map((s) => `/api/v1/jobs?${s}`), { 'x-locale': 'ar' })],
  ['find-jobs', () => measure('/find-jobs page (server-rendered)', base, searches.map((s) => `/find-jobs?${s}`))],
  ['job-page', () => measure('/jobs/{id} page (server-rendered)', base, jobIds.map((id) => `/jobs/${id}`))],
  ['find-jobs-distinct', () => measure(`/find-jobs page, ${findJobsDistinct.length} distinct addresses (Arabic and English), no session`, base, findJobsDistinct)],
  ['job-page-distinct', () => measure(`/jobs/{id} page, ${jobPagesDistinct.length} distinct jobs (Arabic and English), no session`, base, jobPagesDistinct)],
  ['find-jobs-session', async () => measure(`/find-jobs page, ${findJobsDistinct.length} distinct addresses, a job seeker's session`, base, findJobsDistinct, await seekerCookies(base))],
  ['job-page-session', async () => measure(`/jobs/{id} page, ${jobPagesDistinct.length} distinct jobs, a job seeker's session`, base, jobPagesDistinct, await seekerCookies(base))],
  ['suggestions', () => measure(`GET /api/v1/suggestions, ${suggestionPaths.length} distinct beginnings, typos and Arabizi`, base, suggestionPaths, { 'x-locale': 'ar' })],
  ['candidate-search', async () => measure(`GET /api/v1/company/candidates, ${candidateSearches.length} distinct searches (keyword + city + job type)`, base, candidateSearches, await companyHeaders())],
];

const results: TResult[] = [];
try {
  for (const [key, run] of targets) {
    if (values.only && !values.only.split(',').includes(key)) continue;
    const result = await run();
    results.push(result);
    console.log(`${result.target}: ${result.rps} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}, CPU ${result.cpuMs} ms/request, ${result.bytes} B/answer`);
  }
} finally {
  await stop(app);
  await stop(hello);
}

console.log(`\n### ${values.label} (${connections} connections, ${duration} s per target, ${os.cpus().length} cores, Node ${process.version})\n`);
console.log('| target | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | server CPU ms/request | bytes/answer (as sent: compressed when over 1 KB) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.target} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.cpuMs} | ${r.bytes} |`);
const out = values.out ?? path.join(root, 'bench', 'results', `${values.label.replace(/[^\w.-]+/g, '-').toLowerCase()}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ label: values.label, connections, duration, cores: os.cpus().length, node: process.version, date: new Date().toISOString(), results }, null, 2));
