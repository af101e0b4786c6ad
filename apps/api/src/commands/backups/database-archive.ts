import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * The database half of a backup (decision 120). A PostgreSQL server: `pg_dump -Fc` in a snapshot the backup also reads
 * the `files` rows in, restored by `pg_restore`. The embedded database (PGlite, PostgreSQL 18 compiled to WebAssembly,
 * which Debian's pg_dump 15 cannot read): its data folder as PGlite's own gzipped tarball (`dumpDataDir`), restored by
 * PGlite's `loadDataDir`.
 */

const run = promisify(execFile);

export interface TDumped {
  serverVersion: string;
  /** The keys of every `files` row, read in the same snapshot as the dump. */
  keys: string[];
}

/** A database or tool that cannot take part in a backup or restore, said in one line. */
export class DatabaseArchiveError extends Error {
  override name = 'DatabaseArchiveError';
}

/** The URL without its password (which goes to the tools through PGPASSWORD, never on a command line) and the env to pass. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

const majorOf = (versionNum: number) => Math.floor(versionNum / 10_000);

/** pg_dump must be at least the server's major version (it refuses a newer server); says which client to install. */
async function checkToolVersion(tool: 'pg_dump' | 'pg_restore', serverVersionNum: number): Promise<void> {
  let output: string;
  try {
    output = (await run(tool, ['--version'])).stdout;
  } catch {
    throw new DatabaseArchiveError(`${tool} was not found: install Debian's postgresql-client-${majorOf(serverVersionNum)} (or a newer one)`);
  }
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(output)?.[1]);
  if (!major || major < majorOf(serverVersionNum)) {
    throw new DatabaseArchiveError(`${output.trim()} cannot work with a PostgreSQL ${majorOf(serverVersionNum)} server: install postgresql-client-${majorOf(serverVersionNum)} (or a newer one)`);
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const serverVersionOf = async (client: pg.Client) => {
  const { rows } = await client.query<{ version: string; num: string }>("select current_setting('server_version') as version, current_setting('server_version_num') as num");
  return { version: rows[0]!.version, num: Number(rows[0]!.num) };
};

/**
 * `pg_dump -Fc` into `target`, in a snapshot exported by a repeatable-read transaction that also reads the keys of the
 * `files` rows: the dump and the list of files to copy are the same moment of the database.
 */
export async function dumpServer(url: string, target: string): Promise<TDumped> {
  return withClient(url, async (client) => {
    const server = await serverVersionOf(client);
    await checkToolVersion('pg_dump', server.num);
    await client.query('begin isolation level repeatable read read only');
    try {
      const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
      const keys = (await client.query<{ key: string }>('select key from files order by key')).rows.map((row) => row.key);
      const { dbname, env } = connection(url);
      try {
        await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--no-owner', '--no-acl', `--file=${target}`, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
      } catch (error) {
        throw new DatabaseArchiveError(`pg_dump failed: ${((error as { stderr?: string }).stderr ?? (error as Error).message).trim()}`);
      }
      return { serverVersion: server.version, keys };
    } finally {
      await client.query('rollback').catch(() => undefined);
    }
  });
}

/** How many tables, sequences, views and the like the server's database holds outside PostgreSQL's own schemas. */
export async function serverObjectCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'",
    );
    return rows[0]!.count;
  });
}

/** `pg_restore` of a custom-format dump into an empty database, in one transaction: all of it or nothing. */
export async function restoreServer(url: string, dump: string): Promise<void> {
  const server = await withClient(url, serverVersionOf);
  await checkToolVersion('pg_restore', server.num);
  const { dbname, env } = connection(url);
  try {
    await run('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-acl', `--dbname=${dbname}`, dump], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new DatabaseArchiveError(`pg_restore failed: ${((error as { stderr?: string }).stderr ?? (error as Error).message).trim()}`);
  }
}

const openEmbedded = (dataDir: string, loadDataDir?: Blob) => PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });

/**
 * The embedded database's data folder as PGlite's gzipped tarball, and its files' keys. PGlite takes no lock on its
 * folder, so the server must be stopped first (the embedded database belongs to one process: docs/backups.md).
 */
export async function dumpEmbedded(dataDir: string, target: string): Promise<TDumped> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new DatabaseArchiveError(`No embedded database at ${dataDir} (DATA_DIR/pgdata): nothing to back up`);
  const client = await openEmbedded(dataDir);
  try {
    const serverVersion = (await client.query<{ version: string }>("select current_setting('server_version') as version")).rows[0]!.version;
    const keys = (await client.query<{ key: string }>('select key from files order by key')).rows.map((row) => row.key);
    const archive = await client.dumpDataDir('gzip');
    fs.writeFileSync(target, Buffer.from(await archive.arrayBuffer()));
    return { serverVersion: `${serverVersion} (PGlite)`, keys };
  } finally {
    await client.close();
  }
}

/** Whether the embedded database's folder is absent or empty (a restore writes only there). */
export const isEmbeddedEmpty = (dataDir: string) => !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;

/** Unpacks the tarball into the (empty) data folder through PGlite itself, then reads it once to be sure it opens. */
export async function restoreEmbedded(dataDir: string, archive: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await openEmbedded(dataDir, new Blob([fs.readFileSync(archive)]));
  try {
    await client.query('select count(*) from files');
  } finally {
    await client.close();
  }
}
