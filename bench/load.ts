// Over 400 lines on purpose: one bench, its two modes (the schedule and the capacity search) sharing the platform, the
// mix and the phase runner.
/**
 * The load run (issues 16 and 63, decisions 042 and 164): open-loop load at fixed rates, the generator in this process
 * and the platform in another, so that what is measured is the server, not the generator.
 *
 * Two modes:
 *
 *   - the schedule (default): the mix of what visitors do (MIX below) in phases of `--phases`, each a multiple of
 *     `--peak` and a duration; after the overload phase, how long until pages and searches answer normally again.
 *     The default is issue 16's: 30 s at the peak, twice the peak for ten minutes, five times for two, the recovery,
 *     30 s at the peak. Issue 63's short run at a peak of 100: `--peak 100 --phases 1x30,2x60,5x20,1x30`.
 *   - `--capacity`: each kind of request alone (and the mix), at rising rates, until its p95 passes `--target-p95`
 *     (300 ms) or more than 1 % of its requests are shed or fail: the highest rate that held is what the machine
 *     carries of that kind (docs/scale.md).
 *
 * What it measures, per phase and kind: answered (2xx/3xx), shed (429/503) and how fast the refusals came (they must
 * come within a second), errors (other answers), and requests with no answer within 10 s.
 *
 *   npx tsx bench/load.ts --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k     (starts the platform)
 *   npx tsx bench/load.ts --base https://jobs.example.sa --seekers a@example.sa:secret --capacity     (a running one)
 *
 * With `--database-url` the platform starts as `npm start` runs it (default settings, built web app, every core),
 * with `TRUST_PROXY=true`, and its live jobs and the demo job seekers are read from that database. With `--base` it
 * measures a platform already running (your own machine, behind your own proxy): the jobs come from its search API,
 * and logins and applications are made only with `--seekers login:password,...` (each application is a real one:
 * use a staging copy). Each request comes from one of 5,000 visitor addresses (X-Forwarded-For), so the per-address
 * limits see visitors, not one load generator; behind a proxy that replaces X-Forwarded-For, raise those limits.
 *
 * `BENCH_PLATFORM_LOG=<file>` writes the started platform's own log there, every request with its arrival (its
 * LOG_LEVEL info): where a request waited, before the server read it or inside (decision 226).
 *
 * Options: --peak 25, --phases 1x30,2x600,5x120,1x30 (multiple of the peak × seconds; the recovery is timed after the
 * phase of the highest multiple), --capacity, --target-p95 300, --step-seconds 15, --kinds (a comma list, capacity
 * only), --from 5 (the first rate of the capacity search), --label, --out.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sendEvenly, type TLoadRequest } from './open-loop.ts';
import { distinctSearchQueries, percentile, root, startPlatform, stop } from './support.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    base: { type: 'string' },
    seekers: { type: 'string' },
    peak: { type: 'string', default: '25' },
    phases: { type: 'string', default: '1x30,2x600,5x120,1x30' },
    capacity: { type: 'boolean', default: false },
    'target-p95': { type: 'string', default: '300' },
    'step-seconds': { type: 'string', default: '15' },
    from: { type: 'string', default: '5' },
    kinds: { type: 'string' },
    label: { type: 'string', default: 'load' },
    out: { type: 'string' },
  },
});
if (!values['database-url'] === !values.base) throw new Error('give --database-url (a database prepared by bench/generate.ts) or --base (a running platform)');
const peak = Number(values.peak);
const targetP95 = Number(values['target-p95']);
const stepSeconds = Number(values['step-seconds']);
const TIMEOUT_SECONDS = 10;

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

const platform = values['database-url'] ? await startPlatform({ url: values['database-url'] }, { TRUST_PROXY: 'true' }) : undefined;
const base = platform?.base ?? values.base!.replace(/\/$/, '');
console.log(`platform at ${base}${platform ? ' (started here, default settings)' : ''}; generator: ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

// What the requests need: cities, many live jobs, the job seekers' sessions.
const api = async <T>(pathAndQuery: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(`${base}${pathAndQuery}`, { ...init, headers: { 'x-locale': 'ar', 'content-type': 'application/json', 'x-forwarded-for': '10.255.0.1', ...init?.headers } });
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
};
const cityIds = (await api<Array<{ id: number; name: string }>>('/api/v1/lookups/cities')).slice(0, 12).map((city) => city.id);
const searches = distinctSearchQueries(cityIds);

let jobIds: number[];
let applied = new Set<number>();
let seekers: Array<{ login: string; password: string }>;
if (values['database-url']) {
  const db = new pg.Client({ connectionString: values['database-url'] });
  await db.connect();
  jobIds = (await db.query<{ id: number }>(`select id from jobs where status = 'active' and deadline >= current_date order by random() limit 20000`)).rows.map((row) => row.id);
  // Applications go to jobs the demo seekers have not applied to yet, so that every one is a new application.
  applied = new Set((await db.query<{ job_id: number }>('select job_id from applications')).rows.map((row) => row.job_id));
  await db.end();
  seekers = ['seeker@demo.tawzeef.sa', 'sara@demo.tawzeef.sa'].map((login) => ({ login, password: 'Tawzeef@2026' }));
} else {
  // The live jobs the searches find, a few thousand of them.
  const found = new Set<number>();
  for (const search of searches.slice(0, 300)) {
    for (const job of (await api<{ items: Array<{ id: number }> }>(`/api/v1/jobs?${search}`)).items) found.add(job.id);
    if (found.size >= 5000) break;
  }
  jobIds = [...found];
  seekers = (values.seekers ?? '').split(',').filter(Boolean).map((pair) => ({ login: pair.slice(0, pair.lastIndexOf(':')), password: pair.slice(pair.lastIndexOf(':') + 1) }));
}
if (!jobIds.length) throw new Error('no live jobs found');
const applyJobs = jobIds.filter((id) => !applied.has(id));
const seekerTokens: string[] = [];
for (const { login, password } of seekers) {
  seekerTokens.push((await api<{ access_token: { token: string } }>('/api/v1/auth/login', { method: 'POST', body: JSON.stringify({ login, password }) })).access_token.token);
}
/** Logins and applications need job seekers: without them (`--base` without `--seekers`) those kinds are left out. */
const kindsAvailable = MIX.filter(({ kind }) => seekers.length || (kind !== 'login' && kind !== 'apply'));
if (kindsAvailable.length < MIX.length) console.log('no --seekers: logins and applications left out (the mix keeps its other shares)');

// Every server process builds its search index at start (decision 027): the run begins once searches answer at once.
// A search that waits for the index past its deadline is answered 503 (decision 164): asked again.
for (let ready = 0; ready < 8; ) {
  const began = Date.now();
  const answered = await api(`/api/v1/jobs?${searches[ready]}`).then(
    () => true,
    () => false,
  );
  ready = answered && Date.now() - began < 200 ? ready + 1 : 0;
  if (!answered) await new Promise((resolve) => setTimeout(resolve, 1000));
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
function requestOf(kind: TKind): TLoadRequest {
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
    case 'login': {
      const seeker = pick(seekers);
      return { method: 'POST', path: '/api/v1/auth/login', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ login: seeker.login, password: seeker.password }) };
    }
    case 'apply': {
      const index = applyIndex++;
      const job = applyJobs[index % applyJobs.length]!;
      const token = seekerTokens[Math.floor(index / applyJobs.length) % seekerTokens.length]!;
      return { method: 'POST', path: `/api/v1/jobs/${job}/applications`, headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' };
    }
  }
}

interface TCounts {
  ok: number;
  shed: number;
  errors: number;
  /** No answer within the time-out (10 s): the request was left waiting. */
  timeouts: number;
  p50: number;
  p95: number;
  /** How fast the refusals (429/503) came: p95 and the slowest, in ms. */
  shedP95: number;
  shedMax: number;
}

interface TPhase extends TCounts {
  phase: string;
  rate: number;
  seconds: number;
  requests: number;
  errorRate: number;
  p99: number;
  /**
   * The generator's own event loop delay, its p99 and its longest (ms): a generator that shares the measured
   * machine's cores is late to read answers when they are busy, and every time it measures is that much longer.
   */
  generatorLagP99: number;
  generatorLagMax: number;
  /** When the slowest refusal was sent, in seconds from the phase's start. */
  shedSlowestAt: number;
  /**
   * Second by second of sending (the i-th: requests sent from i to i + 1 s into the phase): how many were answered,
   * refused and left without an answer, and the slowest answer of any kind (ms): when in the phase things went wrong.
   */
  bySecond: Array<{ ok: number; shed: number; timeouts: number; slowest: number }>;
  byKind: Record<string, TCounts>;
  statuses: Record<string, number>;
}

const empty = (): TCounts => ({ ok: 0, shed: 0, errors: 0, timeouts: 0, p50: NaN, p95: NaN, shedP95: NaN, shedMax: NaN });
const sortedCopy = (list: number[]) => [...list].sort((a, b) => a - b);

/** Runs `mix` at `rate` requests/s for `seconds`, each kind at its share of the rate, evenly spread (`sendEvenly`). */
async function phase(name: string, rate: number, seconds: number, mix: ReadonlyArray<{ kind: TKind; share: number }>): Promise<TPhase> {
  const total = mix.reduce((sum, { share }) => sum + share, 0);
  const byKind: Record<string, TCounts> = {};
  const statuses: Record<string, number> = {};
  const accepted: number[] = [];
  const refused: number[] = [];
  let slowestRefusal = { ms: -1, at: NaN };
  const bySecond: TPhase['bySecond'] = Array.from({ length: seconds }, () => ({ ok: 0, shed: 0, timeouts: 0, slowest: 0 }));
  const secondOf = (sentAt: number) => bySecond[Math.min(seconds - 1, Math.max(0, Math.floor(sentAt / 1000)))]!;
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const runs = mix.map(({ kind, share }) => {
    const kindRate = Math.max(1, Math.round((rate * share) / total));
    const counts = (byKind[kind] = empty());
    const own: number[] = [];
    const ownRefused: number[] = [];
    return sendEvenly({ base, rate: kindRate, seconds, timeoutMs: TIMEOUT_SECONDS * 1000, next: () => requestOf(kind) }, (status, time, sentAt) => {
      statuses[`${kind} ${status}`] = (statuses[`${kind} ${status}`] ?? 0) + 1;
      const second = secondOf(sentAt);
      second.slowest = Math.max(second.slowest, Math.round(time));
      if (status === 429 || status === 503) {
        second.shed += 1;
        counts.shed += 1;
        ownRefused.push(time);
        refused.push(time);
        if (time > slowestRefusal.ms) slowestRefusal = { ms: time, at: sentAt / 1000 };
      } else if (status >= 400) {
        counts.errors += 1;
      } else {
        second.ok += 1;
        counts.ok += 1;
        own.push(time);
        accepted.push(time);
      }
    }, (sentAt) => (secondOf(sentAt).timeouts += 1)).then(({ timeouts, errors }) => {
      counts.timeouts = timeouts;
      counts.errors += errors;
      statuses[`${kind} no answer in ${TIMEOUT_SECONDS} s`] = timeouts;
      if (errors) statuses[`${kind} connection errors`] = errors;
      const sorted = sortedCopy(own);
      counts.p50 = percentile(sorted, 50);
      counts.p95 = percentile(sorted, 95);
      const sortedRefused = sortedCopy(ownRefused);
      counts.shedP95 = percentile(sortedRefused, 95);
      counts.shedMax = sortedRefused.at(-1) ?? NaN;
    });
  });
  await Promise.all(runs);
  lag.disable();
  const totals = Object.values(byKind).reduce((sum, k) => ({ ok: sum.ok + k.ok, shed: sum.shed + k.shed, errors: sum.errors + k.errors, timeouts: sum.timeouts + k.timeouts }), { ok: 0, shed: 0, errors: 0, timeouts: 0 });
  const requests = totals.ok + totals.shed + totals.errors + totals.timeouts;
  const sorted = sortedCopy(accepted);
  const sortedRefused = sortedCopy(refused);
  const result: TPhase = {
    phase: name,
    rate,
    seconds,
    requests,
    ...totals,
    errorRate: requests ? (totals.errors + totals.timeouts) / requests : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    shedP95: percentile(sortedRefused, 95),
    shedMax: sortedRefused.at(-1) ?? NaN,
    generatorLagP99: lag.percentile(99) / 1e6,
    generatorLagMax: lag.max / 1e6,
    shedSlowestAt: slowestRefusal.at,
    bySecond,
    byKind,
    statuses,
  };
  console.log(
    `${name}: ${rate} req/s for ${seconds} s: ${requests} requests, ok ${totals.ok}, shed ${totals.shed} (p95 ${result.shedP95} ms, slowest ${result.shedMax} ms), errors ${totals.errors}, no answer in ${TIMEOUT_SECONDS} s ${totals.timeouts}; accepted p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms; the slowest refusal sent ${result.shedSlowestAt.toFixed(1)} s in; the generator's loop delay p99 ${result.generatorLagP99.toFixed(0)} ms, longest ${result.generatorLagMax.toFixed(0)} ms; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  for (const [kind, k] of Object.entries(byKind)) console.log(`  ${kind.padEnd(15)} ok ${k.ok}, shed ${k.shed}, errors ${k.errors}, no answer ${k.timeouts}, p95 ${k.p95} ms`);
  console.log(`  second by second (sent; ok/refused/no answer, slowest ms): ${bySecond.map((s, i) => `${i} ${s.ok}/${s.shed}/${s.timeouts} ${s.slowest}`).join(' · ')}`);
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

/** Whether a step held: p95 within the target, at most 1 % shed, failed or left unanswered. */
const held = (p: TPhase) => p.ok > 0 && p.p95 <= targetP95 && (p.shed + p.errors + p.timeouts) / p.requests <= 0.01;

/** The highest rate of `mix` that held: rates rise by half each step from --from, then the last gap is halved once. */
async function capacityOf(name: string, mix: ReadonlyArray<{ kind: TKind; share: number }>): Promise<{ kind: string; rate: number; p95: number; steps: TPhase[] }> {
  const steps: TPhase[] = [];
  let good: TPhase | undefined;
  let rate = Number(values.from);
  let bad: number | undefined;
  while (bad === undefined) {
    const step = await phase(`${name} at ${rate}/s`, rate, stepSeconds, mix);
    steps.push(step);
    if (held(step)) {
      good = step;
      rate = Math.ceil(rate * 1.5);
    } else {
      bad = rate;
    }
  }
  // One more step halfway between the last that held and the first that did not.
  const between = Math.round(((good?.rate ?? 0) + bad) / 2);
  if (good && between > good.rate && between < bad) {
    const step = await phase(`${name} at ${between}/s`, between, stepSeconds, mix);
    steps.push(step);
    if (held(step)) good = step;
  }
  return { kind: name, rate: good?.rate ?? 0, p95: good?.p95 ?? NaN, steps };
}

const phases: TPhase[] = [];
const capacities: Array<{ kind: string; rate: number; p95: number }> = [];
let recoverySeconds = NaN;
try {
  if (values.capacity) {
    const wanted = values.kinds ? values.kinds.split(',') : [...kindsAvailable.map(({ kind }) => kind), 'mix'];
    // A warm-up at a low rate of the mix: the caches and the JIT as they are in service.
    await phase('warm-up (mix)', Number(values.from) * 2, 20, kindsAvailable);
    for (const name of wanted) {
      const mix = name === 'mix' ? kindsAvailable : kindsAvailable.filter(({ kind }) => kind === name);
      if (!mix.length) throw new Error(`unknown or unavailable kind ${name}`);
      const found = await capacityOf(name, mix);
      capacities.push({ kind: found.kind, rate: found.rate, p95: found.p95 });
      phases.push(...found.steps);
      console.log(`=> ${name}: ${found.rate} a second at p95 ${found.p95} ms (target ${targetP95} ms)\n`);
    }
  } else {
    const schedule = values.phases.split(',').map((item) => {
      const [multiple, seconds] = item.split('x').map(Number);
      if (!(multiple! > 0 && seconds! > 0)) throw new Error(`--phases: ${item} is not <multiple>x<seconds>`);
      return { multiple: multiple!, seconds: seconds! };
    });
    const highest = Math.max(...schedule.map((s) => s.multiple));
    let recovered = false;
    for (const { multiple, seconds } of schedule) {
      phases.push(await phase(`${multiple}× peak`, Math.round(multiple * peak), seconds, kindsAvailable));
      if (multiple === highest && !recovered) {
        recovered = true;
        recoverySeconds = await recovery();
        console.log(`recovered ${recoverySeconds} s after the load stopped`);
      }
    }
  }
} finally {
  if (platform) await stop(platform.child);
}

const out = values.out ?? path.join(root, 'bench', 'results', `${values.label.replace(/[^\w.-]+/g, '-').toLowerCase()}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ label: values.label, peak, mix: kindsAvailable, targetP95, cores: os.cpus().length, node: process.version, date: new Date().toISOString(), phases, capacities, recoverySeconds }, null, 2));
const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–');
if (capacities.length) {
  console.log(`\n| kind | carried a second at p95 ≤ ${targetP95} ms | its p95 ms |`);
  console.log('|---|---:|---:|');
  for (const c of capacities) console.log(`| ${c.kind} | ${c.rate} | ${ms(c.p95)} |`);
} else {
  console.log('\n| phase | offered req/s | ok | shed (429/503) | shed p95 / slowest ms | errors | no answer in 10 s | accepted p50 ms | p95 ms | p99 ms | pages p95 ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const p of phases) {
    const pages = Math.max(...['job-page', 'find-jobs-page', 'home-page'].map((kind) => p.byKind[kind]?.p95 ?? NaN).filter(Number.isFinite));
    console.log(`| ${p.phase} | ${p.rate} | ${p.ok} | ${p.shed} | ${ms(p.shedP95)} / ${ms(p.shedMax)} | ${p.errors} | ${p.timeouts} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p.p99)} | ${ms(pages)} |`);
  }
  console.log(`\nRecovery after the overload: ${recoverySeconds} s.`);
}
console.log(`Raw numbers: ${path.relative(root, out)}`);
