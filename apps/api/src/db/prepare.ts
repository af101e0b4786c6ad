import type { TDatabaseHandle } from './client.ts';
import { seedDemoData, seedLookups } from './seed/index.ts';

/** Migrations, then reference data when empty, then demo data into an empty database when asked. */
export async function prepareDatabase(database: TDatabaseHandle, options: { seedDemo: boolean }): Promise<{ lookups: boolean; demo: boolean }> {
  await database.migrate();
  const lookups = await seedLookups(database.db);
  const demo = options.seedDemo ? await seedDemoData(database.db) : false;
  return { lookups, demo };
}
