// `npm run restore -- <folder>` (decision 120, docs/backups.md): checks a backup's every SHA-256, then restores it into
// the EMPTY database (DATABASE_URL, or DATA_DIR/pgdata) and the EMPTY file store STORAGE_DRIVER names. Refuses a
// damaged backup or a target that is not empty before writing anything. Exit 0 when restored, 1 otherwise, 78 for bad
// configuration.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { restoreBackup } from './backups/restore-backup.ts';
import { readDotEnv } from './dot-env.ts';

async function main(): Promise<number> {
  readDotEnv();
  const config = loadConfig();
  const folder = process.argv[2];
  if (!folder) {
    console.error('Say which backup to restore: npm run restore -- <folder>');
    return 1;
  }
  // npm runs scripts from the project's folder: a relative path is the operator's, from where they typed it.
  const directory = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
  console.log(`Restoring ${directory} ...`);
  const manifest = await restoreBackup(config, directory, (line) => console.log(`  ${line}`));
  console.log(`Restore complete: the database and ${manifest.files.length} files`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);
