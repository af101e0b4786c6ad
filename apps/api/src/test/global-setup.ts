import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PG_SERVER, isPgServerReachable } from './harness.ts';

/** Names this run's server databases, and drops them when the run ends. */
export default async function setup() {
  const run = randomBytes(4).toString('hex');
  process.env.TAWZEEF_TEST_RUN = run;
  return async () => {
    if (!(await isPgServerReachable())) return;
    const client = new pg.Client({ connectionString: PG_SERVER });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`tawzeef_test_${run}_%`]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.end();
  };
}
