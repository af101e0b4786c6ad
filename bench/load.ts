/**
 * The load run (issue 16, decision 042): the platform as `npm start` runs it (one process, default settings, on a
 * database prepared by bench/generate.ts) under an open-loop mix of what visitors do, at fixed rates:
 *
 *   1. warm-up: 30 s at the assumed peak;
 *   2. twice the peak for --minutes (10): the errors must stay under 0.1 %;
 *   3. --overload times the peak (5) for --overload-minutes (2): the platform must shed (429/503 at once) rather
 *      than queue, and keep answering what it accepts;
 *   4. the load stops: how long until pages and searches answer normally again (target: within 30 s).
 *
 *   npx tsx bench/load.ts --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k
 *
 * Options: --peak 25 (requests/s of the mix), --minutes 10, --overload 5, --overload-minutes 2, --label, --out.
 * Each request comes from one of 5,000 visitor addresses (X-Forwarded-For, TRUST_PROXY=true), so the per-address
 * limits (RATE_LIMIT_PER_MINUTE and the login limits, at their defaults) see visitors, not one load generator.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { distinctSearchQueries, percentile, root, startPlatform, stop } from './support.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    peak: { type: 'string', default: '25' },
    minutes: { type: 'string', default: '10' },
    overload: { type: 'string', default: '5' },
    'overload-minutes': { type: 'string', default: '2' },
    label: { type: 'string', default: 'load' },
    out: { type: 'string' },
  },
});
if (!values['database-url']) throw new Error('give --database-url of a database prepared by bench/generate.ts');
const databaseUrl = values['database-url'];
const peak = Number(values.peak);
const minutes = Number(values.minutes);
const overload = Number(values.overload);
const overloadMinutes = Number(values['overload-minutes']);

/**
 * The mix of one second at the peak: what share of requests each kind is. A visit loads one page as a document
 * (server-rendered HTML) and moves on inside the app, where each further page is a `.data` load (its loaders' data,
 * no HTML rendered) and each search box change an API search.
 */
const MIX = [
  { kind: 'search-api', share: 0.25 },
  { kind: 'job-api', share: 0.1 },
  { kind: 'job-page', share: 0.08 },
  { kind: 'job-data', share: 0.17 },
  { kind: 'find-jobs-page', share: 0.07 },
  { kind: 'find-jobs-data', share: 0.13 },
  { kind: 'home-page', share: 0.1 },
  { kind: 'login', share: 0.05 },
  { kind: 'apply', share: 0.05 },
] as const;
type TKind = (typeof MIX)[number]['kind'];

const platform = await startPlatform({ url: databaseUrl }, { TRUST_PROXY: 'true' });
const { base } = platform;
console.log(`platform at ${base}, MAX_CONCURRENT_REQUESTS default, ${os.cpus().length} cores, Node ${process.version}`);

// What the requests need: cities, many live jobs, the demo job seekers' sessions.
const api = async <T>(pathAndQuery: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(`${base}${pathAndQuery}`, { ...init, headers: { 'x-locale': 'ar', 'content-type': 'application/json', 'x-forwarded-for': '10.255.0.1', ...init?.headers } });
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
};
const cityIds = (await api<Array<{ id: number; name: string }>>('/api/v1/lookups/cities')).slice(0, 12).map((city) => city.id);
const searches = distinctSearchQueries(cityIds);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const jobIds = (await db.query<{ id: number }>(`select id from jobs where status = 'active' and deadline >= current_date order by random() limit 20000`)).rows.map((row) => row.id);
// Applications go to jobs the demo seekers have not applied to yet, so that every one is a new application.
const applied = new Set((await db.query<{ job_id: number }>('select job_id from applications')).rows.map((row) => row.job_id));
await db.end();
const applyJobs = jobIds.filter((id) => !applied.has(id));
const seekers = ['seeker@demo.tawzeef.sa', 'sara@demo.tawzeef.sa'];
const seekerTokens: string[] = [];
for (const login of seekers) {
  seekerTokens.push((await api<{ access_token: { token: string } }>('/api/v1/auth/login', { method: 'POST', body: JSON.stringify({ login, password: 'Tawzeef@2026' }) })).access_token.token);
}

// Every server process builds its search index at start (decision 027): the run begins once searches answer at once.
for (let ready = 0; ready < 8; ) {
  const began = Date.now();
  await api(`/api/v1/jobs?${searches[ready]}`);
  ready = Date.now() - began < 200 ? ready + 1 : 0;
}

let visitor = 0;
const visitorAddress = () => {
  visitor = (visitor + 7919) % 5000;
  return `10.${Math.floor(visitor / 250)}.${visitor % 250}.${1 + (visitor % 7)}`;
};
let counter = 0;
let applyIndex = 0;
const pick = <T>(list: readonly T[]) => list[counter++ % list.length]!;

/** The next request of a kind: its path, method, headers and body. */
function requestOf(kind: TKind): { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string } {
  const english = counter % 3 === 0;
  const headers: Record<string, string> = { 'x-forwarded-for': visitorAddress(), 'accept-encoding': 'br, gzip', 'x-locale': english ? 'en' : 'ar' };
  switch (kind) {
    case 'search-api':
      return { method: 'GET', path: `/api/v1/jobs?${pick(searches)}`, headers };
    case 'job-api':
      return { method: 'GET', path: `/api/v1/jobs/${pick(jobIds)}`, headers };
    case 'job-page':
      return { method: 'GET', path: `${english ? '/en' : ''}/jobs/${pick(jobIds)}`, headers };
    case 'job-data':
      return { method: 'GET', path: `${english ? '/en' : ''}/jobs/${pick(jobIds)}.data`, headers };
    case 'find-jobs-page':
      return { method: 'GET', path: `${english ? '/en' : ''}/find-jobs?${pick(searches)}`, headers };
    case 'find-jobs-data':
      return { method: 'GET', path: `${english ? '/en' : ''}/find-jobs.data?${pick(searches)}`, headers };
    case 'home-page':
      return { method: 'GET', path: english ? '/en' : '/', headers };
    case 'login':
      return { method: 'POST', path: '/api/v1/auth/login', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ login: pick(seekers), password: 'Tawzeef@2026' }) };
    case 'apply': {
      const index = applyIndex++;
      const job = applyJobs[index % applyJobs.length]!;
      const token = seekerTokens[Math.floor(index / applyJobs.length) % seekerTokens.length]!;
      return { method: 'POST', path: `/api/v1/jobs/${job}/applications`, headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' };
    }
  }
}

interface TPhase {
  phase: string;
  rate: number;
  seconds: number;
  requests: number;
  ok: number;
  shed: number;
  errors: number;
  errorRate: number;
  p50: number;
  p95: number;
  p99: number;
  byKind: Record<string, { ok: number; shed: number; errors: number; p95: number }>;
  statuses: Record<string, number>;
}

/** Runs the mix at `rate` requests/s for `seconds`, one autocannon per kind at its share of the rate. */
async function phase(name: string, rate: number, seconds: number): Promise<TPhase> {
  const latencies: number[] = [];
  const kindLatencies = new Map<TKind, number[]>();
  const byKind: TPhase['byKind'] = {};
  const statuses: Record<string, number> = {};
  const count = (kind: TKind, field: 'ok' | 'shed' | 'errors') => {
    byKind[kind] ??= { ok: 0, shed: 0, errors: 0, p95: 0 };
    byKind[kind][field] += 1;
  };
  const runs = MIX.map(({ kind, share }) => {
    const kindRate = Math.max(1, Math.round(rate * share));
    // Enough connections that the rate holds while accepted requests wait up to 10 s (open loop, not closed).
    const connections = Math.max(4, Math.ceil(kindRate * 3));
    const own: number[] = [];
    kindLatencies.set(kind, own);
    return new Promise<void>((resolve, reject) => {
      const instance = autocannon(
        { url: base, connections, overallRate: kindRate, duration: seconds, timeout: 10, requests: [{ setupRequest: (request) => ({ ...request, ...requestOf(kind) }) }] },
        (error, result) => {
          if (error) return reject(error);
          for (let i = 0; i < result.errors; i += 1) count(kind, 'errors');
          statuses[`${kind} error/timeout`] = result.errors;
          resolve();
        },
      );
      instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
        statuses[`${kind} ${status}`] = (statuses[`${kind} ${status}`] ?? 0) + 1;
        if (status === 429 || status === 503) return count(kind, 'shed');
        if (status >= 400) return count(kind, 'errors');
        count(kind, 'ok');
        latencies.push(time);
        own.push(time);
      });
    });
  });
  await Promise.all(runs);
  latencies.sort((a, b) => a - b);
  for (const [kind, own] of kindLatencies) {
    own.sort((a, b) => a - b);
    if (byKind[kind]) byKind[kind].p95 = percentile(own, 95);
  }
  const totals = Object.values(byKind).reduce((sum, k) => ({ ok: sum.ok + k.ok, shed: sum.shed + k.shed, errors: sum.errors + k.errors }), { ok: 0, shed: 0, errors: 0 });
  const requests = totals.ok + totals.shed + totals.errors;
  const result: TPhase = {
    phase: name,
    rate,
    seconds,
    requests,
    ...totals,
    errorRate: requests ? totals.errors / requests : 0,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    byKind,
    statuses,
  };
  console.log(
    `${name}: ${rate} req/s for ${seconds} s: ${requests} requests (${Math.round(requests / seconds)}/s), ok ${totals.ok}, shed ${totals.shed}, errors ${totals.errors} (${(result.errorRate * 100).toFixed(3)} %), accepted p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms`,
  );
  return result;
}

/** After the load stops: seconds until a page and a search both answer 2xx within a second, five times running. */
async function recovery(): Promise<number> {
  const stopped = Date.now();
  let streak = 0;
  let streakStart = 0;
  while (Date.now() - stopped < 120_000) {
    const began = Date.now();
    const answers = await Promise.all(
      [`/find-jobs?${pick(searches)}`, `/api/v1/jobs?${pick(searches)}`].map(async (target) => {
        try {
          const response = await fetch(`${base}${target}`, { headers: { 'x-forwarded-for': visitorAddress() }, signal: AbortSignal.timeout(1000) });
          await response.arrayBuffer();
          return response.ok;
        } catch {
          return false;
        }
      }),
    );
    if (answers.every(Boolean) && Date.now() - began <= 1000) {
      if (streak++ === 0) streakStart = began;
      if (streak === 5) return (streakStart - stopped) / 1000;
    } else {
      streak = 0;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return Infinity;
}

const phases: TPhase[] = [];
let recoverySeconds = NaN;
try {
  phases.push(await phase('warm-up (1× peak)', peak, 30));
  phases.push(await phase(`2× peak`, 2 * peak, minutes * 60));
  phases.push(await phase(`${overload}× peak`, overload * peak, overloadMinutes * 60));
  recoverySeconds = await recovery();
  console.log(`recovered ${recoverySeconds} s after the load stopped`);
  phases.push(await phase('after (1× peak)', peak, 30));
} finally {
  await stop(platform.child);
}

const out = values.out ?? path.join(root, 'bench', 'results', `${values.label.replace(/[^\w.-]+/g, '-').toLowerCase()}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ label: values.label, peak, mix: MIX, cores: os.cpus().length, node: process.version, date: new Date().toISOString(), phases, recoverySeconds }, null, 2));
console.log('\n| phase | offered req/s | answered req/s | ok | shed (429/503) | errors | error rate | accepted p50 ms | p95 ms | p99 ms |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const p of phases) {
  console.log(`| ${p.phase} | ${p.rate} | ${Math.round(p.requests / p.seconds)} | ${p.ok} | ${p.shed} | ${p.errors} | ${(p.errorRate * 100).toFixed(3)} % | ${p.p50} | ${p.p95} | ${p.p99} |`);
}
console.log(`\nRecovery after the overload: ${recoverySeconds} s. Raw numbers: ${path.relative(root, out)}`);
