import { forgetVocabulary } from '../modules/search-engine/vocabulary.ts';
import { linkUnlinkedJobs } from '../modules/search-engine/engine.ts';
import { fileUnfiledJobSkills } from '../modules/search-engine/job-skills.ts';
import { learnSkillsFromTexts } from '../modules/search-engine/learned-skills.ts';
import type { TDatabaseHandle } from './client.ts';
import { seedDemoData, seedLookups } from './seed/index.ts';
import { seedOccupations } from './seed/occupations.ts';
import { acceptTermsForDemoAccounts, seedSitePages } from './seed/site-pages.ts';
import { seedDemoPosts } from './seed/posts.ts';

/**
 * Migrations, then reference data when empty (lookups, the occupation vocabulary; the screening of job ads is built in since decision 161, administrators add their own rules), then demo data into an empty
 * database when asked; last, every job without an occupation gets the occupations of its title (decision 023), and
 * every job whose skills are not filed yet its skills (decision 115). One process at a time.
 */
export function prepareDatabase(database: TDatabaseHandle, options: { seedDemo: boolean }): Promise<{ lookups: boolean; demo: boolean }> {
  // Nodes that start together (several machines, decision 119) prepare one after the other: the first migrates and
  // seeds, the others find it done.
  return database.alone(() => prepare(database, options));
}

async function prepare(database: TDatabaseHandle, options: { seedDemo: boolean }): Promise<{ lookups: boolean; demo: boolean }> {
  await database.migrate();
  const lookups = await seedLookups(database.db);
  if (await seedOccupations(database.db)) forgetVocabulary(database.db);
  await seedSitePages(database.db);
  const demo = options.seedDemo ? await seedDemoData(database.db) : false;
  if (demo) await acceptTermsForDemoAccounts(database.db);
  // Articles and example news are demonstration content (decision 034): a production database starts without them.
  if (options.seedDemo) await seedDemoPosts(database.db);
  await linkUnlinkedJobs(database.db);
  // The demo's skills are learnt from its texts before its jobs are filed (decision 240); later, the schedule learns.
  if (demo) await learnSkillsFromTexts(database.db);
  await fileUnfiledJobSkills(database.db);
  return { lookups, demo };
}
