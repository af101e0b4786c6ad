import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { prepareDatabase } from '../apps/api/src/db/prepare.ts';

/** Creates the benchmark's server database when it does not exist yet (bench/generate.ts, bench/generate-candidates.ts). */
export async function ensureServerDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  await client.end();
}

/**
 * The benchmark's server database, created when missing and prepared as the platform prepares it (migrations, the
 * demo data): the handle, its Drizzle `db`, and `rows` to read a raw statement's rows.
 */
export async function openBenchDatabase(url: string) {
  await ensureServerDatabase(url);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  await prepareDatabase(database, { seedDemo: true });
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  return { database, db: database.db, rows };
}
