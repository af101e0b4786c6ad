/**
 * A large export keeps the server's memory flat (issue 49 §4, decision 122): one job of the demo company Horizon with
 * `--applicants` applicants (100,000 by default) written by SQL, then its CSV export downloaded from an API served in
 * this process, read slowly (a pause every 64 KB, as a slow client), while the process's heap and resident memory are
 * sampled (run it with `node --expose-gc --import tsx` to see the heap that stays after a full collection every 1 MB). It prints the file's size, the rows, the time, and the heap and RSS at the start and at their peak. Each
 * run adds a new job, so it can be repeated on the same database.
 *
 *   node --expose-gc --import tsx bench/export-memory.ts --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_exports
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './server-database.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, applicants: { type: 'string', default: '100000' }, format: { type: 'string', default: 'csv' } } });
const url = values['database-url'];
if (!url) throw new Error('--database-url postgres://…: the benchmark runs on a PostgreSQL server');
const applicants = Number(values.applicants);
const format = values.format === 'xlsx' ? 'xlsx' : 'csv';

const { database, db, rows } = await openBenchDatabase(url);

const written = Date.now();
const [company] = rows<{ id: number }>(await db.execute(sql`select c.id from companies c join users u on u.id = c.user_id where u.email = 'hr@demo-horizon.tawzeef.sa'`));
if (!company) throw new Error('the demo company Horizon is missing');
const tag = Date.now().toString(36);
const [earlier] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from users where email like 'export-%@bench.tawzeef.sa'`));
const offset = Number(earlier?.n ?? 0);
const [job] = rows<{ id: number }>(
  await db.execute(sql`insert into jobs (company_id, status, title, description, deadline, activated_at, published_at)
    values (${company.id}, 'active', ${`Export bench ${tag}`}, '<p>Bench job.</p>', (now() + interval '30 days')::date, now(), now()) returning id`),
);
await db.transaction(async (tx) => {
  await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(sql`
    with seekers as (
      insert into users (type, first_name, last_name, email, phone, locale, email_verified_at)
      select 'USER', 'Bench', 'Seeker ' || g, ${`export-${tag}-`} || g || '@bench.tawzeef.sa', '+96657' || lpad((${offset} + g)::text, 7, '0'), 'ar', now()
      from generate_series(1, ${applicants}) g returning id
    )
    insert into applications (job_id, user_id, stage, cv_snapshot, match_score, created_at, stage_changed_at, updated_at)
    select ${job!.id}, s.id, 'submitted',
      jsonb_build_object('first_name', 'محمد', 'last_name', 'العتيبي ' || s.id, 'email', 'seeker' || s.id || '@bench.tawzeef.sa', 'phone', '+966570000000',
        'cv', jsonb_build_object('job_role_title', '=محاسب أول')),
      (s.id * 37) % 101, now() - ((s.id % 60) || ' days')::interval, now(), now()
    from seekers s`);
});
console.log(`job ${job!.id}: ${applicants} applicants written in ${((Date.now() - written) / 1000).toFixed(1)} s`);

const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '1000000' }), database, deliveryScheduler: false, jobScheduler: false, alertScheduler: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
try {
  const login = (await (await fetch(`${address}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'hr@demo-horizon.tawzeef.sa', password: 'Tawzeef@2026' }) })).json()) as { data: { access_token: { token: string } } };
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  globalThis.gc?.();
  const start = process.memoryUsage();
  let peakHeap = start.heapUsed;
  let peakRss = start.rss;
  const sample = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 50);
  const began = Date.now();
  const response = await fetch(`${address}/api/v1/company/jobs/${job!.id}/applications.${format}`, { headers: { authorization: `Bearer ${login.data.access_token.token}`, 'x-locale': 'ar', 'accept-encoding': 'identity' } });
  let bytes = 0;
  let lines = 0;
  let firstByteMs = 0;
  let sinceBreath = 0;
  let sinceGc = 0;
  // The heap that stays after a full collection, every 1 MB received (with --expose-gc): flat if nothing accumulates.
  const retained: number[] = [];
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (!bytes) firstByteMs = Date.now() - began;
    bytes += chunk.length;
    sinceBreath += chunk.length;
    sinceGc += chunk.length;
    if (sinceGc > 1_048_576 && globalThis.gc) {
      sinceGc = 0;
      globalThis.gc();
      retained.push(process.memoryUsage().heapUsed);
    }
    for (const byte of chunk) if (byte === 10) lines += 1;
    // A slow client: the server must wait for it rather than read ahead into memory.
    if (sinceBreath > 65_536) {
      sinceBreath = 0;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }
  clearInterval(sample);
  console.log(
    `${format} export of ${applicants} applicants: status ${response.status}, ${mb(bytes)} MB, ${format === 'csv' ? `${lines - 1} rows, ` : ''}first byte ${firstByteMs} ms, all in ${((Date.now() - began) / 1000).toFixed(1)} s`,
  );
  if (retained.length) {
    const tenth = retained[Math.floor(retained.length / 10)]!;
    console.log(`heap after a full collection, every 1 MB (${retained.length} samples): ${mb(Math.min(...retained))}–${mb(Math.max(...retained))} MB; at 10 % ${mb(tenth)} MB, at the end ${mb(retained.at(-1)!)} MB`);
  }
  console.log(`heap ${mb(start.heapUsed)} MB at the start, peak ${mb(peakHeap)} MB (+${mb(peakHeap - start.heapUsed)}); RSS ${mb(start.rss)} MB, peak ${mb(peakRss)} MB (+${mb(peakRss - start.rss)})`);
} finally {
  await app.close();
}
