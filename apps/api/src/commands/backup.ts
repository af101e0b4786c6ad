// `npm run backup [-- <folder>]` (decision 120, docs/backups.md): the database (a PostgreSQL server's `pg_dump -Fc`, or
// the embedded database's data folder) and every uploaded file (disk or S3 bucket), with a manifest of SHA-256 checksums,
// into a new folder (default ./backups/tawzeef-<UTC time>). With the embedded database, stop the server first.
// Exit 0 when the backup is complete, 1 otherwise, 78 for bad configuration.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { createBackup } from './backups/create-backup.ts';
import { readDotEnv } from './dot-env.ts';

async function main(): Promise<number> {
  readDotEnv();
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // npm runs scripts from the project's folder: a relative path is the operator's, from where they typed it.
  const directory = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? path.join('backups', `tawzeef-${stamp}`));
  console.log(`Backing up into ${directory} ...`);
  const manifest = await createBackup(config, directory, (line) => console.log(`  ${line}`));
  console.log(`Backup complete: ${directory} (${manifest.files.length} files, manifest.json lists every SHA-256)`);
  return manifest.missing.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);
