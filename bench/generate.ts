/**
 * Fills a database with live jobs for the load benchmark: `--jobs N` in total (10k, 100k, 1M, ...), Arabic and
 * English texts from the demo roles (apps/api/src/db/seed/demo-jobs.ts), spread over the verified demo companies,
 * cities, majors and job types. Resumable: it only adds what is missing. Past `--unique` (100,000) jobs it copies
 * the generated ones inside the database with new posting dates and deadlines (a million generated one by one
 * would take most of an hour; the copies keep the same mix of words, so result counts grow with the table).
 *
 *   npx tsx bench/generate.ts --jobs 100000 --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k
 *   npx tsx bench/generate.ts --jobs 10000 --data-dir /tmp/tawzeef-bench-10k      (embedded PGlite)
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { ensureServerDatabase } from './server-database.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { prepareDatabase } from '../apps/api/src/db/prepare.ts';
import { linkUnlinkedJobs } from '../apps/api/src/modules/search-engine/engine.ts';
import { fileUnfiledJobSkills } from '../apps/api/src/modules/search-engine/job-skills.ts';
import { companies, jobs, users } from '../apps/api/src/db/schema/index.ts';
import { demoJobRows } from '../apps/api/src/db/seed/demo.ts';
import { generateLiveJobs } from '../apps/api/src/db/seed/demo-jobs.ts';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    batch: { type: 'string', default: '1000' },
    unique: { type: 'string', default: '100000' },
  },
});
const target = Number(values.jobs);
if (!Number.isInteger(target) || target < 1) throw new Error('--jobs N: a positive whole number of jobs');
if (!values['database-url'] === !values['data-dir']) throw new Error('give exactly one of --database-url or --data-dir');

if (values['database-url']) await ensureServerDatabase(values['database-url']);
const database = await openDatabase({ databaseUrl: values['database-url'], dataDir: values['data-dir'] ?? '' });
const started = Date.now();
await prepareDatabase(database, { seedDemo: true });
const { db } = database;

const companyRows = await db.select({ id: companies.id, email: users.email }).from(companies).innerJoin(users, eq(users.id, companies.user_id));
const companyIds = new Map(companyRows.map((row) => [row.email, row.id]));
const toRow = await demoJobRows(db, (email) => companyIds.get(email) ?? 0);

const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]?.n ?? 0;
const existing = await count();
const missing = Math.max(0, Math.min(target, Number(values.unique)) - existing);
console.log(`${existing} jobs in the database; adding ${missing}`);

const batchSize = Number(values.batch);
let batch: Array<typeof jobs.$inferInsert> = [];
let added = 0;
// The seed depends on how many exist, so a resumed run does not repeat the same jobs.
for (const job of generateLiveJobs(new Date(), missing, 20_261_122 + existing)) {
  batch.push(toRow(job));
  if (batch.length === batchSize) {
    await db.insert(jobs).values(batch);
    added += batch.length;
    batch = [];
    if (added % (batchSize * 20) === 0) console.log(`  ${added} / ${missing} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
}
if (batch.length) await db.insert(jobs).values(batch);

const copyColumns = sql.raw(
  'company_id, status, locale, title, description, duties, qualifications, qualification_type, experience_years, major_id, sector_id, city_id, work_place, job_type, working_hours, benefits, salary_from, salary_to, show_company, applicants_num',
);
for (let total = await count(); total < target; total = await count()) {
  const chunk = Math.min(100_000, target - total);
  // A copy went live up to 40 days ago and stays open 5 to 45 more days (within the 60-day posting period).
  await db.execute(sql`
    insert into jobs (${copyColumns}, published_at, activated_at, created_at, updated_at, deadline)
    select ${copyColumns}, live, live, live, live, ((now() at time zone 'Asia/Riyadh')::date + 5 + floor(random() * 40)::int)
    from (select *, now() - random() * interval '40 days' as live from jobs where status = 'active' order by id limit ${chunk}) as source`);
  console.log(`  ${total + chunk} / ${target} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
// Every job gets the occupations of its title, as saving it through the API would (decision 023).
const linked = await linkUnlinkedJobs(db);
console.log(`  ${linked} occupation links (${((Date.now() - started) / 1000).toFixed(0)} s)`);
// And its skills, filed from its texts (decision 115).
const filed = await fileUnfiledJobSkills(db);
console.log(`  ${filed} jobs' skills filed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
await db.execute(sql`analyze jobs`);
await db.execute(sql`vacuum analyze job_occupations`);
console.log(`done: ${await count()} jobs in ${((Date.now() - started) / 1000).toFixed(0)} s`);
await database.close();
