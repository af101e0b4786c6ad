/**
 * Jobs recommended from the CV at scale (issue 50 §1, decision 139): on a database of live jobs (bench/generate.ts)
 * and job seekers (bench/generate-candidates.ts), against the API alone, GET /api/v1/user/recommended-jobs at 32
 * connections, each request as another of `--seekers` distinct job seekers (p95 ≤ 50 ms wanted); then the quality:
 * for `--sample` seekers, how often the top 10 hold only jobs a person would call a fit: of the occupation the
 * desired job title names or a near one (decision 077), and in the seeker's city or remote (≥ 0.9 wanted). A job's
 * occupations are read from its title here (occupationsOfTitle), not from the index the recommendations read.
 *
 *   npx tsx bench/generate.ts --jobs 100000 --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_recs
 *   npx tsx bench/generate-candidates.ts --seekers 100000 --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_recs
 *   npx tsx bench/recommendations.ts --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_recs --duration 10
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './server-database.ts';
import { percentile, processTreeCpuMs, startPlatform, stop } from './support.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { sessions } from '../apps/api/src/db/schema/index.ts';
import { hashToken } from '../apps/api/src/modules/auth/tokens.ts';
import { linkJobOccupations, occupationsOfTitle } from '../apps/api/src/modules/search-engine/engine.ts';
import { vocabularyOf } from '../apps/api/src/modules/search-engine/vocabulary.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    seekers: { type: 'string', default: '20000' },
    sample: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '5' },
  },
});
const url = values['database-url'];
if (!url) throw new Error('--database-url postgres://…: the benchmark runs on a PostgreSQL server');
const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);

const { database, db, rows } = await openBenchDatabase(url);

const [counts] = rows<{ jobs: number; seekers: number }>(
  await db.execute(sql`select (select count(*)::int from jobs where status = 'active') as jobs, (select count(*)::int from users where email like '%@bench-seekers.tawzeef.sa') as seekers`),
);
if (!counts?.seekers) throw new Error('no generated job seekers: run bench/generate-candidates.ts on this database first');

// Distinct seekers whose desired job names an occupation with live jobs (the generated jobs are of 49 occupations, the
// seekers' titles of all of them), each with a session of its own (written here: a login each would measure password hashing).
type TSeeker = { id: number; title: string | null; city_id: number | null };
const vocabulary = await vocabularyOf(db);
const staffed = new Set(rows<{ id: number }>(await db.execute(sql`select distinct jo.occupation_id as id from job_occupations jo inner join jobs j on j.id = jo.job_id where j.status = 'active'`)).map((row) => Number(row.id)));
const everyone = rows<TSeeker>(
  await db.execute(sql`select u.id, p.job_role_title as title, p.city_id from users u inner join seeker_profiles p on p.user_id = u.id
    where u.email like '%@bench-seekers.tawzeef.sa' order by md5(u.id::text)`),
).map((row) => ({ ...row, id: Number(row.id), city_id: row.city_id === null ? null : Number(row.city_id) }));
const served = everyone.filter((seeker) => occupationsOfTitle(vocabulary, seeker.title ?? '').some((id) => staffed.has(id)));
const seekers = served.slice(0, Number(values.seekers));
const tokens = seekers.map(() => randomBytes(24).toString('base64url'));
const expires = new Date(Date.now() + 86_400_000);
for (let from = 0; from < seekers.length; from += 5000) {
  await db.insert(sessions).values(seekers.slice(from, from + 5000).map((seeker, i) => ({ user_id: seeker.id, token_hash: hashToken(tokens[from + i]!), expires_at: expires, user_agent: 'bench/recommendations' })));
}
// Where each occupation has live jobs (a city, or remote): whether a fit exists for a seeker at all, for the recall.
const placed = rows<{ occupation_id: number; city_id: number | null; remote: boolean }>(
  await db.execute(sql`select distinct jo.occupation_id, j.city_id, j.work_place = 'remote' as remote from job_occupations jo inner join jobs j on j.id = jo.job_id where j.status = 'active'`),
);
const remoteOccupations = new Set(placed.filter((row) => row.remote).map((row) => Number(row.occupation_id)));
const occupationCities = new Set(placed.map((row) => `${Number(row.occupation_id)}:${row.city_id === null ? '' : Number(row.city_id)}`));
const fitExists = (seeker: TSeeker, wanted: ReadonlySet<number>) =>
  [...wanted].some((id) => remoteOccupations.has(id) || (seeker.city_id === null ? staffed.has(id) : occupationCities.has(`${id}:${seeker.city_id}`)));
await database.close();
console.log(`${counts.jobs} active jobs of ${staffed.size} occupations, ${counts.seekers} generated job seekers (${served.length} want one of those occupations); ${seekers.length} distinct seekers with a session`);

const { child, base } = await startPlatform({ url }, { RATE_LIMIT_PER_MINUTE: '1000000' }, true);
const path = '/api/v1/user/recommended-jobs';
type TAnswer = { data: { items: Array<{ job: { id: number; title: string; city: { id: number } | null; work_place: string }; near: boolean }>; missing_sections: string[] } };
try {
  // Each request another seeker, in turn.
  let next = 0;
  const options = (seconds: number): autocannon.Options => ({
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path, headers: { ...request.headers, 'x-locale': next % 3 ? 'ar' : 'en', authorization: `Bearer ${tokens[next++ % tokens.length]}` } }) }],
  });
  // The first request builds the index of listed jobs (tens of seconds at 100k jobs on a busy machine): before the clock.
  const primed = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${tokens[0]}` } });
  if (!primed.ok) throw new Error(`GET ${path}: ${primed.status} ${await primed.text()}`);
  if (warmup > 0) await autocannon(options(warmup));
  const latencies: number[] = [];
  let non2xx = 0;
  const cpuBefore = processTreeCpuMs(child.pid!);
  const firstSeeker = next;
  await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options(duration), (error, outcome) => (error ? reject(error) : resolve(outcome)));
    instance.on('response', (_client: unknown, statusCode: number, _size: number, responseTime: number) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
  });
  const cpuMs = (processTreeCpuMs(child.pid!) - cpuBefore) / Math.max(1, latencies.length);
  latencies.sort((a, b) => a - b);
  const distinct = Math.min(seekers.length, next - firstSeeker);
  console.log(
    `GET ${path}, ${connections} connections, ${distinct} distinct seekers: ${Math.round(latencies.length / duration)} req/s, p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, ` +
      `p99 ${percentile(latencies, 99)} ms, non-2xx ${non2xx}, server CPU ${cpuMs.toFixed(2)} ms/request (load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')})`,
  );

  // Quality: the top 10 of `sample` seekers, judged by the desired job's occupations (and near ones) and the city.
  const sample = seekers.slice(0, Number(values.sample));
  let judged = 0;
  let allFit = 0;
  let empty = 0;
  let shown = 0;
  let fitItems = 0;
  // Seekers for whom some live job is a fit, and of them those given none: what the recommendations missed.
  let fitting = 0;
  let missed = 0;
  for (const [i, seeker] of sample.entries()) {
    const answer = (await (await fetch(`${base}${path}?limit=10`, { headers: { authorization: `Bearer ${tokens[i]}`, 'x-locale': 'ar' } })).json()) as TAnswer;
    const items = answer.data.items;
    const wanted = new Set(occupationsOfTitle(vocabulary, seeker.title ?? ''));
    if (!wanted.size) continue;
    for (const id of [...wanted]) for (const near of vocabulary.related.get(id) ?? []) wanted.add(near);
    judged += 1;
    const canFit = fitExists(seeker, wanted);
    if (canFit) fitting += 1;
    if (!items.length) {
      empty += 1;
      if (canFit) missed += 1;
      continue;
    }
    const fits = items.map(({ job }) => occupationsOfTitle(vocabulary, job.title).some((id) => wanted.has(id)) && (job.work_place === 'remote' || seeker.city_id === null || job.city?.id === seeker.city_id));
    shown += items.length;
    fitItems += fits.filter(Boolean).length;
    if (fits.every(Boolean)) allFit += 1;
  }
  const withItems = judged - empty;
  console.log(
    `quality: ${judged} seekers whose desired job names an occupation; ${withItems} with recommendations (${empty} with none), ${(shown / Math.max(1, withItems)).toFixed(1)} a seeker on average; ` +
      `top 10 all a fit: ${allFit} of ${withItems} = ${(allFit / Math.max(1, withItems)).toFixed(3)}; jobs a fit: ${(fitItems / Math.max(1, shown)).toFixed(3)}`,
  );
  console.log(
    `recall: ${fitting} of the ${judged} have a live job that is a fit (their occupation or a near one, in their city or remote); ` +
      `${fitting - missed} of them were given recommendations = ${((fitting - missed) / Math.max(1, fitting)).toFixed(3)} (${missed} given none)`,
  );

  // Freshness: a job published now, of a sampled seeker's desired job in their city and naming their skills (so that it
  // ranks first), looked for in their recommendations until it is there (the issue asks within a minute).
  const at = sample.findIndex((seeker) => seeker.city_id !== null && seeker.title);
  const seeker = sample[at]!;
  const fresh = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    const skills = rows<{ skill_name: string }>(await fresh.db.execute(sql`select skill_name from skills where user_id = ${seeker.id}`)).map((row) => row.skill_name);
    const [company] = rows<{ id: number }>(await fresh.db.execute(sql`select c.id from companies c inner join users u on u.id = c.user_id where u.email = 'hr@demo-horizon.tawzeef.sa'`));
    const [job] = rows<{ id: number }>(
      await fresh.db.execute(sql`insert into jobs (company_id, status, title, description, city_id, work_place, deadline, activated_at, published_at)
        values (${company!.id}, 'active', ${seeker.title}, ${`<p>${skills.join(', ')}</p>`}, ${seeker.city_id}, 'on_site', (now() + interval '30 days')::date, now(), now()) returning id`),
    );
    await linkJobOccupations(fresh.db, Number(job!.id), seeker.title!);
    const published = Date.now();
    let seenAfter: number | null = null;
    while (seenAfter === null && Date.now() - published < 60_000) {
      const answer = (await (await fetch(`${base}${path}?limit=20`, { headers: { authorization: `Bearer ${tokens[at]}` } })).json()) as TAnswer;
      if (answer.data.items.some((item) => item.job.id === Number(job!.id))) seenAfter = Date.now() - published;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`freshness: job ${job!.id} published for seeker ${seeker.id} (${seeker.title}): ${seenAfter === null ? 'not recommended within 60 s' : `recommended after ${seenAfter} ms`}`);
  } finally {
    await fresh.close();
  }
} finally {
  await stop(child);
}
