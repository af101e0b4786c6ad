/** What the benchmark scripts share: free ports, the platform started as a child process, percentiles. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { occupationSeeds } from '../apps/api/src/db/seed/occupation-data.ts';
import { relevanceCollection } from '../apps/api/src/modules/jobs/relevance/collection.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What every browser sends that changes the answer: it takes Brotli or gzip (the benches measure compressed pages). */
export const BROWSER_HEADERS: Record<string, string> = { 'accept-encoding': 'br, gzip, deflate' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts `node --import tsx <script>` (in `cwd`, this checkout by default) with `env` and waits until `readyUrl` answers 2xx. */
export async function start(script: string, env: Record<string, string>, readyUrl: string, cwd = root): Promise<ChildProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  // BENCH_PLATFORM_LOG=<file>: the platform's own lines are written there too (its LOG_LEVEL info: every request).
  const logFile = process.env.BENCH_PLATFORM_LOG ? fs.createWriteStream(process.env.BENCH_PLATFORM_LOG) : undefined;
  child.stdout?.on('data', (chunk) => ((output += chunk), logFile?.write(chunk)));
  child.stderr?.on('data', (chunk) => ((output += chunk), logFile?.write(chunk)));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`${script} did not answer ${readyUrl}:\n${output}`);
}

export const stop = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));

/**
 * The platform as `npm start` runs it (web and API in one process, production mode, default settings), on a
 * prepared database: `--database-url` (PostgreSQL) or `--data-dir` (PGlite). `apiOnly` starts the API alone.
 */
export async function startPlatform(database: { url?: string; dataDir?: string }, env: Record<string, string> = {}, apiOnly = false, cwd = root) {
  const port = await freePort();
  const dbEnv = database.url ? { DATABASE_URL: database.url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-bench-')) } : { DATABASE_URL: '', DATA_DIR: database.dataDir! };
  const child = await start(apiOnly ? 'apps/api/src/server.ts' : 'apps/web/server.ts', {
    ...dbEnv,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    API_ORIGIN: '',
    LOG_LEVEL: process.env.BENCH_PLATFORM_LOG ? 'info' : 'warn',
    SEED_DEMO: 'false',
    GEOCODER_URL: 'off',
    ...env,
  }, `http://127.0.0.1:${port}/api/health`, cwd);
  return { child, port, base: `http://127.0.0.1:${port}` };
}

/**
 * The CPU time (user + system, in ms) a process and its descendants (a cluster's workers) have used so far, from
 * /proc (Linux): measured before and after a target, it gives the server's CPU per request.
 */
export function processTreeCpuMs(pid: number): number {
  const ticks = 100; // USER_HZ, 100 on Linux
  let total = 0;
  const visit = (id: number) => {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${id}/stat`, 'utf8');
    } catch {
      return;
    }
    // The fields after the command name (which may hold spaces) in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
    let children = '';
    try {
      children = fs.readFileSync(`/proc/${id}/task/${id}/children`, 'utf8');
    } catch {
      return;
    }
    for (const child of children.split(' ').filter(Boolean)) visit(Number(child));
  };
  visit(pid);
  return total;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Distinct searches (issue 12): what people type differs from one visitor to the next, so the cache of identical
 * searches rarely answers. At least 500 different words: every occupation's names in both languages and the
 * relevance collection's queries, each with a city and a job type in turn, as query strings.
 */
export function distinctSearchQueries(cityIds: number[]): string[] {
  const words = searchWords();
  const searches = words.map((word, w) => `q=${encodeURIComponent(word)}&city_id=${cityIds[w % cityIds.length]}&job_type=${w % 3 === 2 ? 'part_time' : 'full_time'}`);
  if (searches.length < 500) throw new Error(`only ${searches.length} distinct searches`);
  return searches;
}

/** The `data` of a GET of the platform's API at `base` (Arabic names). */
export async function apiData<T>(base: string, pathAndQuery: string): Promise<T> {
  return ((await (await fetch(`${base}${pathAndQuery}`, { headers: { 'x-locale': 'ar' } })).json()) as { data: T }).data;
}

/** The cities the benchmark's searches filter by (Riyadh, Jeddah and Dammam; the first city when none of them is listed). */
export async function benchCityIds(base: string): Promise<number[]> {
  const cities = (await apiData<Array<{ id: number; name: string }>>(base, '/api/v1/lookups/cities')).filter((c) => ['Riyadh', 'الرياض', 'Jeddah', 'جدة', 'Dammam', 'الدمام'].includes(c.name));
  return cities.length ? cities.map((c) => c.id) : [1];
}

/** The words people search for: every occupation's names in both languages and the relevance collection's queries. */
function searchWords(): string[] {
  return [
    ...new Set([...occupationSeeds.flatMap((seed) => [seed.forms_en[0]!, seed.forms_ar[0]!, seed.forms_ar[1] ?? seed.forms_en[1] ?? '']), ...relevanceCollection.map((query) => query.q)].filter(Boolean)),
  ];
}

/**
 * Pages over distinct addresses (issue 18: at least 1,000, so that a short cache of pages cannot carry the result),
 * as people meet them: each search word that finds jobs here four times, alone, narrowed to the city with most of its
 * jobs, to that city and full-time work (filters a person picks from the page's counts), and sorted by date, in
 * Arabic and English in turn; and 1,000 job pages (the newest, in both languages). Until the eighteenth session the
 * search pages paired every word with Riyadh, Jeddah or Dammam in turn, and 81 % of them found nothing (most words are
 * not in the generated titles, and an occupation's jobs cluster in a few cities).
 */
export async function distinctPageAddresses(base: string): Promise<{ findJobs: string[]; jobPages: string[] }> {
  const found: Array<{ word: string; city: number }> = [];
  const words = searchWords();
  // A few at a time: all at once, the server's load shedding refuses some (decision 042).
  for (let at = 0; at < words.length; at += 8) {
    const batch = words.slice(at, at + 8).map(async (word) => {
      const answer = await apiData<{ total: number; facets: { city: Array<{ id: number }> } }>(base, `/api/v1/jobs?per_page=1&q=${encodeURIComponent(word)}`);
      const city = answer.facets.city[0]?.id;
      return answer.total > 0 && city !== undefined ? [{ word, city }] : [];
    });
    found.push(...(await Promise.all(batch)).flat());
  }
  const findJobs = found
    .flatMap(({ word, city }) => {
      const q = `q=${encodeURIComponent(word)}`;
      return [q, `${q}&city_id=${city}`, `${q}&city_id=${city}&job_type=full_time`, `${q}&sort=newest`];
    })
    .map((search, i) => `${i % 2 ? '/en' : ''}/find-jobs?${search}`);
  if (findJobs.length < 1000) throw new Error(`only ${findJobs.length} distinct search pages: prepare the database with bench/generate.ts`);
  const pages = await Promise.all(Array.from({ length: 20 }, (_, page) => apiData<{ items: Array<{ id: number }> }>(base, `/api/v1/jobs?per_page=50&sort=newest&page=${page + 1}`)));
  const jobPages = pages.flatMap((answer) => answer.items.map((job) => job.id)).map((id, i) => `${i % 2 ? '/en' : ''}/jobs/${id}`);
  return { findJobs, jobPages };
}

/** A job seeker's session cookies (the demo seeker), from the login form as a browser sends it. */
export async function seekerCookies(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/en/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ login: 'seeker@demo.tawzeef.sa', password: 'Tawzeef@2026' }).toString(),
  });
  // The session's cookies only: the language cookie would send the Arabic addresses to their English form (a redirect).
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';', 1)[0]!).filter((pair) => pair.startsWith('auth.') && !pair.endsWith('='));
  if (!cookies.some((pair) => pair.startsWith('auth._token.local='))) throw new Error(`the demo seeker could not log in through the form (${response.status})`);
  return { cookie: cookies.join('; ') };
}

/**
 * What people type in a search box as they type (issue 46 §2, decision 110): the beginnings of every occupation's
 * names in both languages, of cities, skills and companies, near spellings and Arabizi, each once.
 */
export function suggestionWords(): string[] {
  const typedStarts = (name: string) => [2, 3, 5].filter((length) => name.length > length).map((length) => name.slice(0, length));
  return [
    ...new Set([
      ...occupationSeeds.flatMap((seed) => [...typedStarts(seed.forms_en[0]!), ...typedStarts(seed.forms_ar[0]!)]),
      ...['riy', 'jedd', 'dam', 'الري', 'جد', 'الدما', 'exc', 'اكسل', 'autoc', 'بايث', 'horizon', 'nakh', 'الشفاء', 'gulf log'],
      ...['acountant', 'enginer', 'nurs', 'محاصب', 'مهندز', 'mohaseb', 'mu7as', 'momared', 'saydali', 'nurse riy', 'محاسب الري'],
    ]),
  ];
}

/**
 * A closed-loop run over distinct addresses, taken in turn: `warmup` seconds not counted, then `duration` seconds, with
 * the latencies of every answer (p50/p95/p99, ms) and the answers other than 2xx.
 */
export async function measureDistinct(setup: { base: string; connections: number; duration: number; warmup: number; headers: Record<string, string> }, target: string, paths: string[]) {
  const { base, connections, duration, warmup, headers } = setup;
  let i = 0;
  const options = (seconds: number): autocannon.Options => ({ url: base, connections, duration: seconds, headers, requests: [{ setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length]! }) }] });
  if (warmup > 0) await autocannon(options(warmup));
  const latencies: number[] = [];
  let non2xx = 0;
  await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options(duration), (error, outcome) => (error ? reject(error) : resolve(outcome)));
    instance.on('response', (_client: unknown, statusCode: number, _size: number, responseTime: number) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return { target, distinct: paths.length, requests: latencies.length, rps: Math.round(latencies.length / duration), p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), non2xx };
}
