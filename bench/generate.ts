/**
 * Fills a database with live jobs for the load benchmark: `--jobs N` in total (10k, 100k, 1M, ...), Arabic and
 * English texts from the demo roles (apps/api/src/db/seed/demo-jobs.ts), spread over the verified demo companies,
 * cities, majors and job types. Resumable: it only adds what is missing.
 *
 *   npx tsx bench/generate.ts --jobs 100000 --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k
 *   npx tsx bench/generate.ts --jobs 10000 --data-dir /tmp/tawzeef-bench-10k      (embedded PGlite)
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { prepareDatabase } from '../apps/api/src/db/prepare.ts';
import { companies, jobs, users } from '../apps/api/src/db/schema/index.ts';
import { demoJobRows } from '../apps/api/src/db/seed/demo.ts';
import { generateLiveJobs } from '../apps/api/src/db/seed/demo-jobs.ts';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    batch: { type: 'string', default: '1000' },
  },
});
const target = Number(values.jobs);
if (!Number.isInteger(target) || target < 1) throw new Error('--jobs N: a positive whole number of jobs');
if (!values['database-url'] === !values['data-dir']) throw new Error('give exactly one of --database-url or --data-dir');

/** Creates the server database when it does not exist yet. */
async function ensureServerDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  await client.end();
}

if (values['database-url']) await ensureServerDatabase(values['database-url']);
const database = await openDatabase({ databaseUrl: values['database-url'], dataDir: values['data-dir'] ?? '' });
const started = Date.now();
await prepareDatabase(database, { seedDemo: true });
const { db } = database;

const companyRows = await db.select({ id: companies.id, email: users.email }).from(companies).innerJoin(users, eq(users.id, companies.user_id));
const companyIds = new Map(companyRows.map((row) => [row.email, row.id]));
const toRow = await demoJobRows(db, (email) => companyIds.get(email) ?? 0);

const [{ n: existing } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs);
const missing = Math.max(0, target - existing);
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
await db.execute(sql`analyze jobs`);
console.log(`done: ${existing + missing} jobs in ${((Date.now() - started) / 1000).toFixed(0)} s`);
await database.close();
