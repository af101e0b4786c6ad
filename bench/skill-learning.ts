/**
 * What learning the skills from the texts costs (decision 240) on a database bench/generate.ts filled: one run of
 * learnSkillsFromTexts when nothing changed (the schedule's usual turn: every published job read twice, every CV's
 * skill once), and one after the learnt set was emptied (everything written again, and every job whose skills then
 * read otherwise filed again). Prints each run's time, the skills learnt, the jobs filed again and the process's
 * resident memory at its peak.
 *
 *   npx tsx bench/generate.ts --jobs 100000 --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k
 *   npx tsx bench/skill-learning.ts --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_100k
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { learnSkillsFromTexts } from '../apps/api/src/modules/search-engine/learned-skills.ts';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const url = values['database-url'];
if (!url) throw new Error('--database-url of a database bench/generate.ts filled');
const database = await openDatabase({ databaseUrl: url, dataDir: '' });
const { db } = database;

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const jobs = ((await db.execute(sql`select count(*)::int as n from jobs`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
console.log(`${jobs} jobs`);

const run = async (label: string) => {
  peak = process.memoryUsage().rss;
  const started = performance.now();
  const outcome = await learnSkillsFromTexts(db);
  console.log(
    `${label}: ${((performance.now() - started) / 1000).toFixed(1)} s, ${outcome.skills} skills, changed ${outcome.changed}, ${outcome.jobs} jobs filed again, ` +
      `${outcome.candidates} candidates marked stale, peak RSS ${(peak / 2 ** 20).toFixed(0)} MB`,
  );
};
await run('first run (as the database stands)');
await run('nothing changed');
await db.execute(sql`delete from learned_skills`);
await run('learnt from nothing (every skill written again)');
clearInterval(sampler);
await database.close();
