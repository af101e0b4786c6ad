import { forgetVocabulary } from '../modules/search-engine/vocabulary.ts';
import { linkUnlinkedJobs } from '../modules/search-engine/engine.ts';
import type { TDatabaseHandle } from './client.ts';
import { seedDemoData, seedLookups } from './seed/index.ts';
import { seedOccupations } from './seed/occupations.ts';

/**
 * Migrations, then reference data when empty (lookups, the occupation vocabulary), then demo data into an empty
 * database when asked; last, every job without an occupation gets the occupations of its title (decision 023).
 */
export async function prepareDatabase(database: TDatabaseHandle, options: { seedDemo: boolean }): Promise<{ lookups: boolean; demo: boolean }> {
  await database.migrate();
  const lookups = await seedLookups(database.db);
  if (await seedOccupations(database.db)) forgetVocabulary(database.db);
  const demo = options.seedDemo ? await seedDemoData(database.db) : false;
  await linkUnlinkedJobs(database.db);
  return { lookups, demo };
}
