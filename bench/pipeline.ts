/**
 * The applicant pipeline at scale (issue 47 §2, decision 111): one job of the demo company Horizon with `--applicants`
 * applicants (5,000 by default), a tenth of them tagged and rated; then, against the API alone, the list and the
 * board's columns at 32 connections over distinct filters (p95 ≤ 150 ms wanted), and a bulk move of `--bulk` (1,000)
 * applicants timed (≤ 5 s wanted). Each run adds a new job, so it can be repeated on the same database.
 *
 *   npx tsx bench/pipeline.ts --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_pipeline --duration 10
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { APPLICATION_STAGES } from '@tawzeef/contract';
import { openBenchDatabase } from './server-database.ts';
import { measureDistinct, startPlatform, stop } from './support.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    applicants: { type: 'string', default: '5000' },
    bulk: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
  },
});
const url = values['database-url'];
if (!url) throw new Error('--database-url postgres://…: the benchmark runs on a PostgreSQL server');
const applicants = Number(values.applicants);
const bulkSize = Math.min(Number(values.bulk), applicants);
const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);

const { database, db, rows } = await openBenchDatabase(url);

// The job and its applicants, written by SQL (triggers off): seekers, applications with a CV snapshot naming a city,
// a match score and a day within the last 60 days; a tenth tagged and rated.
const started = Date.now();
const [company] = rows<{ id: number; user_id: number }>(await db.execute(sql`select c.id, c.user_id from companies c join users u on u.id = c.user_id where u.email = 'hr@demo-horizon.tawzeef.sa'`));
if (!company) throw new Error('the demo company Horizon is missing');
const tag = Date.now().toString(36);
// Seekers of earlier runs keep their phone numbers: this run's come after them.
const [earlier] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from users where email like 'pipeline-%@bench.tawzeef.sa'`));
const offset = Number(earlier?.n ?? 0);
const [job] = rows<{ id: number }>(
  await db.execute(sql`insert into jobs (company_id, status, title, description, deadline, activated_at, published_at)
    values (${company.id}, 'active', ${`Pipeline bench ${tag}`}, '<p>Bench job.</p>', (now() + interval '30 days')::date, now(), now()) returning id`),
);
const cityIds = rows<{ id: number }>(await db.execute(sql`select id from cities order by sort_order, id limit 12`)).map((row) => Number(row.id));
await db.transaction(async (tx) => {
  await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(sql`
    with seekers as (
      insert into users (type, first_name, last_name, email, phone, locale, email_verified_at)
      select 'USER', 'Bench', 'Seeker ' || g, ${`pipeline-${tag}-`} || g || '@bench.tawzeef.sa', '+96658' || lpad((${offset} + g)::text, 7, '0'), case when g % 3 = 0 then 'en' else 'ar' end, now()
      from generate_series(1, ${applicants}) g returning id
    )
    insert into applications (job_id, user_id, stage, cv_snapshot, city_id, match_score, created_at, stage_changed_at, updated_at)
    select ${job!.id}, s.id, 'submitted',
      jsonb_build_object('first_name', 'Bench', 'last_name', 'Seeker', 'email', 'seeker@bench.tawzeef.sa', 'phone', null,
        'cv', jsonb_build_object('city_id', (${sql.param(cityIds)}::int[])[1 + (s.id % ${cityIds.length})], 'job_role_title', 'Accountant')),
      (${sql.param(cityIds)}::int[])[1 + (s.id % ${cityIds.length})], (s.id * 37) % 101, now() - ((s.id % 60) || ' days')::interval, now(), now()
    from seekers s`);
  await tx.execute(sql`insert into application_tags (application_id, company_id, tag) select id, ${company.id}, case when id % 2 = 0 then 'SAP' else 'Call back' end from applications where job_id = ${job!.id} and id % 10 = 0`);
  await tx.execute(sql`insert into application_ratings (application_id, rater_id, rating) select id, ${company.user_id}, 1 + id % 5 from applications where job_id = ${job!.id} and id % 10 = 0`);
  await tx.execute(sql`update jobs set applications_count = ${applicants} where id = ${job!.id}`);
});
// What autovacuum does within a minute of so many new rows (its insert threshold is 1,000): the planner's statistics,
// and the visibility map the list's counts read from the index alone.
await db.execute(sql`vacuum analyze applications`);
console.log(`job ${job!.id}: ${applicants} applicants written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();

const { child, base } = await startPlatform({ url }, { RATE_LIMIT_PER_MINUTE: '1000000' }, true);
try {
  const login = (await (await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'hr@demo-horizon.tawzeef.sa', password: 'Tawzeef@2026' }) })).json()) as { data: { access_token: { token: string } } };
  const headers = { authorization: `Bearer ${login.data.access_token.token}`, 'x-locale': 'ar' };
  const list = `/api/v1/company/jobs/${job!.id}/applications`;
  // Distinct filters: every sort with each page of the first five, each stage (the board's columns), tags, ratings, matches, cities.
  const listPaths = [
    ...['match', 'newest', 'oldest', 'rating'].flatMap((sort) => [1, 2, 3, 4, 5].map((page) => `${list}?sort=${sort}&page=${page}`)),
    ...['SAP', 'Call back'].map((t) => `${list}?tag=${encodeURIComponent(t)}`),
    ...[1, 2, 3, 4, 5].map((rating) => `${list}?rating=${rating}`),
    ...[20, 40, 60, 80].map((match) => `${list}?match=${match}`),
    ...cityIds.map((city) => `${list}?city=${city}`),
  ];
  const boardPaths = APPLICATION_STAGES.flatMap((stage) => ['match', 'rating'].flatMap((sort) => [`${list}?stage=${stage}&sort=${sort}`, ...cityIds.slice(0, 4).map((city) => `${list}?stage=${stage}&sort=${sort}&city=${city}`)]));

  const measure = (target: string, paths: string[]) => measureDistinct({ base, connections, duration, warmup, headers }, target, paths);
  const results = [await measure('list (distinct filters and sorts)', listPaths), await measure('board columns (a stage each, distinct filters)', boardPaths)];

  // The bulk move: the first `bulkSize` applicants from submitted to shortlisted, in one request.
  const ids = (await (async () => {
    const all: number[] = [];
    for (let page = 1; all.length < bulkSize; page += 1) {
      const answer = (await (await fetch(`${base}${list}?sort=oldest&page=${page}`, { headers })).json()) as { data: { items: Array<{ id: number }> } };
      if (!answer.data.items.length) break;
      all.push(...answer.data.items.map((item) => item.id));
    }
    return all.slice(0, bulkSize);
  })());
  const bulkStarted = Date.now();
  const bulk = (await (await fetch(`${base}/api/v1/company/applications/bulk`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ action: 'move', stage: 'shortlisted', ids }) })).json()) as { data: { done: number; failed: number } };
  const bulkSeconds = (Date.now() - bulkStarted) / 1000;
  console.table(results);
  console.log(`bulk move of ${ids.length} applicants: ${bulkSeconds.toFixed(2)} s (done ${bulk.data.done}, failed ${bulk.data.failed})`);
} finally {
  await stop(child);
}
