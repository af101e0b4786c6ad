import path from 'node:path';
import type { TConfig } from '../../config.ts';
import { copyStorage } from '../../modules/files/copy-storage.ts';
import { createFileStorage, verifyFileStorage } from '../../modules/files/file-storage.ts';
import { LocalFileStorage } from '../../modules/files/storage.ts';
import { isEmbeddedEmpty, restoreEmbedded, restoreServer, serverObjectCount } from './database-archive.ts';
import { checkBackup, FILES_FOLDER, type TBackupManifest } from './manifest.ts';

type TRestoreConfig = Pick<TConfig, 'databaseUrl' | 'dataDir' | 'storage' | 'uploadsDir'>;

/** The restore refused before writing anything: the backup does not check, or the target is not empty or of the other kind. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/**
 * `npm run restore` (decision 120): checks every SHA-256 of the backup, then that the database and the store are empty,
 * and only then restores the database and copies the files into the store (each read back and compared).
 */
export async function restoreBackup(config: TRestoreConfig, directory: string, log: (line: string) => void = () => undefined): Promise<TBackupManifest> {
  const manifest = await checkBackup(directory);
  log(`backup of ${manifest.created_at} checked: database and ${manifest.files.length} files match their SHA-256`);

  const driver = config.databaseUrl ? 'pg' : 'pglite';
  if (manifest.database.driver !== driver) {
    throw new RestoreRefusedError(
      manifest.database.driver === 'pg'
        ? 'This backup is of a PostgreSQL server: set DATABASE_URL to an empty database to restore it'
        : 'This backup is of the embedded database: unset DATABASE_URL and give an empty DATA_DIR to restore it',
    );
  }
  const embeddedDir = path.join(config.dataDir, 'pgdata');
  if (config.databaseUrl) {
    const count = await serverObjectCount(config.databaseUrl);
    if (count) throw new RestoreRefusedError(`The database of DATABASE_URL is not empty (${count} tables, sequences or views): restore only into a new, empty database`);
  } else if (!isEmbeddedEmpty(embeddedDir)) {
    throw new RestoreRefusedError(`The embedded database ${embeddedDir} is not empty: restore only into a DATA_DIR without a database`);
  }
  const storage = createFileStorage(config);
  await verifyFileStorage(storage);
  for await (const entry of storage.entries()) {
    void entry;
    throw new RestoreRefusedError(`The file store (${config.storage.driver === 's3' ? `s3://${config.storage.s3.bucket}/uploads/` : config.uploadsDir}) is not empty: restore only into an empty store`);
  }

  const archive = path.join(directory, manifest.database.file);
  if (config.databaseUrl) await restoreServer(config.databaseUrl, archive);
  else await restoreEmbedded(embeddedDir, archive);
  log(`database restored (${manifest.database.server_version})`);

  const report = await copyStorage(new LocalFileStorage(path.join(directory, FILES_FOLDER)), storage);
  if (report.failures.length) throw new Error(`${report.failures.length} files could not be written to the store: ${report.failures.slice(0, 5).map((failure) => `${failure.key} (${failure.reason})`).join(', ')}`);
  log(`files restored into ${config.storage.driver}: ${report.copied}, each read back with its SHA-256`);
  return manifest;
}
