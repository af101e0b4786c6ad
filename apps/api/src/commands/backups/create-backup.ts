import fs from 'node:fs';
import path from 'node:path';
import type { TConfig } from '../../config.ts';
import { createFileStorage, verifyFileStorage } from '../../modules/files/file-storage.ts';
import { LocalFileStorage } from '../../modules/files/storage.ts';
import { dumpEmbedded, dumpServer } from './database-archive.ts';
import { FILES_FOLDER, sha256Of, sha256OfFile, writeManifest, type TBackupManifest } from './manifest.ts';

type TBackupConfig = Pick<TConfig, 'databaseUrl' | 'dataDir' | 'storage' | 'uploadsDir'>;

const bytesOf = async (stream: AsyncIterable<unknown>): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * `npm run backup` (decision 120): the database (a server's `pg_dump -Fc`, or the embedded database's data folder),
 * then the bytes of every file its `files` rows name, read from the store (disk or bucket) into `files/ab/cd/<key>`
 * with their SHA-256, then `manifest.json` last. Refuses a folder that is not empty.
 */
export async function createBackup(config: TBackupConfig, directory: string, log: (line: string) => void = () => undefined): Promise<TBackupManifest> {
  if (fs.existsSync(directory) && fs.readdirSync(directory).length) throw new Error(`${directory} is not empty: give a new folder for the backup`);
  fs.mkdirSync(directory, { recursive: true });
  const storage = createFileStorage(config);
  await verifyFileStorage(storage);

  const driver = config.databaseUrl ? 'pg' : 'pglite';
  const file = driver === 'pg' ? 'database.dump' : 'database.tar.gz';
  const archive = path.join(directory, file);
  const dumped = config.databaseUrl ? await dumpServer(config.databaseUrl, archive) : await dumpEmbedded(path.join(config.dataDir, 'pgdata'), archive);
  const written = await sha256OfFile(archive);
  log(`database (${dumped.serverVersion}): ${file}, ${written.size} bytes`);

  const target = new LocalFileStorage(path.join(directory, FILES_FOLDER));
  const files: TBackupManifest['files'] = [];
  const missing: string[] = [];
  for (const key of dumped.keys) {
    const stream = await storage.stream(key);
    if (!stream) {
      missing.push(key);
      continue;
    }
    const data = await bytesOf(stream);
    await target.put(key, data);
    files.push({ key, size: data.length, sha256: sha256Of(data) });
  }
  log(`files (${config.storage.driver}): ${files.length} copied${missing.length ? `, ${missing.length} named by the database but not in the store (${missing.slice(0, 5).join(', ')})` : ''}`);

  const manifest: TBackupManifest = {
    format: 'tawzeef-backup',
    version: 1,
    created_at: new Date().toISOString(),
    database: { driver, file, server_version: dumped.serverVersion, size: written.size, sha256: written.sha256 },
    storage_driver: config.storage.driver,
    files,
    missing,
  };
  writeManifest(directory, manifest);
  return manifest;
}
