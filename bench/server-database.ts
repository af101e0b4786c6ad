import pg from 'pg';

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
