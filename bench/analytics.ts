/**
 * Job analytics at scale (issue 49 §3, decision 124): the demo company Horizon with `--jobs` jobs (500 by default),
 * each with a year of daily numbers (views, search appearances, saves, applications, sources); then, against the API
 * alone, the company's dashboard at `--connections` connections (p95 ≤ 100 ms wanted): the default period (the last
 * 30 days), the whole year, and distinct months and quarters. The jobs are added once; a second run reuses them.
 *
 *   npx tsx bench/analytics.ts --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_analytics --duration 10
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './server-database.ts';
import { measureDistinct, percentile, startPlatform, stop } from './support.ts';
import { JobAnalyticsRecorder } from '../apps/api/src/modules/job-analytics/recorder.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    jobs: { type: 'string', default: '500' },
    connections: { type: 'string', default: '8' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
  },
});
const url = values['database-url'];
if (!url) throw new Error('--database-url postgres://…: the benchmark runs on a PostgreSQL server');
const jobCount = Number(values.jobs);
const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);

const { database, db, rows } = await openBenchDatabase(url);
const started = Date.now();
const [company] = rows<{ id: number }>(await db.execute(sql`select c.id from companies c join users u on u.id = c.user_id where u.email = 'hr@demo-horizon.tawzeef.sa'`));
if (!company) throw new Error('the demo company Horizon is missing');
const [have] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from jobs where company_id = ${company.id} and status <> 'draft'`));
const missing = Math.max(0, jobCount - Number(have?.n ?? 0));
await db.transaction(async (tx) => {
  if (missing > 0) {
    await tx.execute(sql`insert into jobs (company_id, status, title, description, deadline, activated_at, published_at)
      select ${company.id}, case when g % 5 = 0 then 'expired' else 'active' end, 'Analytics bench job ' || g, '<p>Bench job.</p>', (now() + interval '30 days')::date, now() - interval '365 days', now() - interval '365 days'
      from generate_series(1, ${missing}) g`);
  }
  // A year of days for every job of the company that has none yet (a job's numbers vary with its id and the day).
  await tx.execute(sql`
    insert into job_analytics_daily (job_id, day, views, impressions, saves, applications, from_search, from_alert, from_direct, from_shared, from_site, from_external)
    select j.id, d::date, v, v * 8 + 3, v / 12, v / 20, v * 5 / 10, v / 10, v / 10, v / 10, v / 20, v - (v * 5 / 10) - 3 * (v / 10) - v / 20
    from jobs j
    cross join generate_series((now() at time zone 'Asia/Riyadh')::date - 364, (now() at time zone 'Asia/Riyadh')::date, interval '1 day') d
    cross join lateral (select ((j.id * 7919 + extract(doy from d)::int * 31) % 150)::int as v) n
    where j.company_id = ${company.id} and j.status <> 'draft' and not exists (select 1 from job_analytics_daily x where x.job_id = j.id)
    on conflict do nothing`);
  // The months and the company's days, as job_analytics_add keeps them, made here at once from the days.
  const all = 'views, impressions, saves, applications, from_search, from_alert, from_direct, from_shared, from_site, from_external';
  const summed = sql.raw(all.split(', ').map((column) => `sum(d.${column})::int`).join(', '));
  await tx.execute(sql`delete from job_analytics_monthly where job_id in (select id from jobs where company_id = ${company.id})`);
  await tx.execute(sql`insert into job_analytics_monthly (job_id, month, ${sql.raw(all)})
    select d.job_id, date_trunc('month', d.day)::date, ${summed} from job_analytics_daily d join jobs j on j.id = d.job_id where j.company_id = ${company.id} group by 1, 2`);
  await tx.execute(sql`delete from company_analytics_daily where company_id = ${company.id}`);
  await tx.execute(sql`insert into company_analytics_daily (company_id, day, ${sql.raw(all)})
    select ${company.id}, d.day, ${summed} from job_analytics_daily d join jobs j on j.id = d.job_id where j.company_id = ${company.id} group by 2`);
});
await db.execute(sql`analyze job_analytics_daily, job_analytics_monthly, company_analytics_daily, jobs`);
const [counted] = rows<{ jobs: number; days: number }>(
  await db.execute(sql`select count(distinct d.job_id)::int as jobs, count(*)::int as days from job_analytics_daily d join jobs j on j.id = d.job_id where j.company_id = ${company.id}`),
);
console.log(`Horizon: ${counted?.jobs} jobs with ${counted?.days} days of numbers (${((Date.now() - started) / 1000).toFixed(1)} s to prepare)`);
// What recording a view costs (in the web server's hook, after the page went): 100,000 views of distinct visitors
// of 500 jobs, in memory (the 5 s flush is not part of it: it runs apart from any page).
// isbot is the web server's dependency, not the bench's: one regular expression like it stands in.
const crawlerWords = /bot|crawl|spider|slurp|preview|headless|lighthouse|facebookexternalhit/i;
const recorder = new JobAnalyticsRecorder(db, { isCrawler: (userAgent) => crawlerWords.test(userAgent), siteHosts: ['127.0.0.1'], maxBuffered: Number.MAX_SAFE_INTEGER });
const agent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';
const timings: number[] = [];
for (let i = 0; i < 100_000; i += 1) {
  const at = performance.now();
  recorder.recordView({ jobId: 1 + (i % 500), address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, userAgent: agent, src: i % 3 === 0 ? 'alert' : undefined, referrer: i % 2 ? 'http://127.0.0.1/find-jobs?q=x' : undefined });
  timings.push(performance.now() - at);
}
timings.sort((a, b) => a - b);
console.log(`recording a view: p50 ${(percentile(timings, 50) * 1000).toFixed(1)} µs, p99 ${(percentile(timings, 99) * 1000).toFixed(1)} µs, max ${(timings.at(-1)! * 1000).toFixed(0)} µs`);
await database.close();

const { child, base } = await startPlatform({ url }, { RATE_LIMIT_PER_MINUTE: '1000000' }, true);
try {
  const login = (await (await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'hr@demo-horizon.tawzeef.sa', password: 'Tawzeef@2026' }) })).json()) as { data: { access_token: { token: string } } };
  const headers = { authorization: `Bearer ${login.data.access_token.token}`, 'x-locale': 'ar' };
  const path = '/api/v1/company/analytics';
  const day = (offset: number) => new Date(Date.now() + 3 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);
  const months = Array.from({ length: 12 }, (_, i) => `${path}?from=${day(30 * (i + 1) - 1)}&to=${day(30 * i)}`);
  const quarters = Array.from({ length: 4 }, (_, i) => `${path}?from=${day(91 * (i + 1) - 1)}&to=${day(91 * i)}`);

  const measure = (target: string, paths: string[]) => measureDistinct({ base, connections, duration, warmup, headers }, target, paths);
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const results = [
    await measure('dashboard, the last 30 days (the default)', [path]),
    await measure('dashboard, distinct months and quarters', [...months, ...quarters]),
    await measure('dashboard, the whole year', [`${path}?from=${day(364)}&to=${day(0)}`]),
  ];
  console.table(results);
  console.log(`${connections} connections, ${os.cpus().length} cores; load average (1 min) ${loadBefore} before, ${os.loadavg()[0]!.toFixed(1)} after`);
} finally {
  await stop(child);
}
