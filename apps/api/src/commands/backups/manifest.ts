import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * What a backup holds (decision 120): `manifest.json` beside the database archive and the `files/` folder. It is written
 * last, so a folder without one is not a finished backup; the restore checks every SHA-256 in it before writing anything.
 */
const ZManifest = z.object({
  format: z.literal('tawzeef-backup'),
  version: z.literal(1),
  created_at: z.string(),
  database: z.object({
    /** `pg`: `pg_dump -Fc` of a PostgreSQL server; `pglite`: the embedded database's data folder as a gzipped tarball. */
    driver: z.enum(['pg', 'pglite']),
    file: z.enum(['database.dump', 'database.tar.gz']),
    server_version: z.string(),
    size: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  storage_driver: z.enum(['disk', 's3']),
  /** Every file the database's `files` rows name, as stored under `files/ab/cd/<key>`. */
  files: z.array(z.object({ key: z.string().regex(/^[0-9a-f]{32}$/), size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
  /** Keys a `files` row names whose bytes the store did not have when the backup was made (already lost then). */
  missing: z.array(z.string()),
});

export type TBackupManifest = z.infer<typeof ZManifest>;

export const MANIFEST_NAME = 'manifest.json';
export const FILES_FOLDER = 'files';

export const sha256Of = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

export async function sha256OfFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** A backup that cannot be restored as it is: no manifest, or bytes that are not the ones it lists. */
export class BackupCheckError extends Error {
  override name = 'BackupCheckError';
}

export function writeManifest(directory: string, manifest: TBackupManifest): void {
  const target = path.join(directory, MANIFEST_NAME);
  fs.writeFileSync(`${target}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(`${target}.tmp`, target);
}

/** The path of a key's bytes in a backup, the disk storage's own layout (files/ab/cd/<key>). */
export const backupFilePath = (directory: string, key: string) => path.join(directory, FILES_FOLDER, key.slice(0, 2), key.slice(2, 4), key);

/**
 * Reads the manifest and checks the database archive and every file against their SHA-256 and size. Throws a
 * BackupCheckError naming what differs (up to five keys); nothing is written.
 */
export async function checkBackup(directory: string): Promise<TBackupManifest> {
  const manifestPath = path.join(directory, MANIFEST_NAME);
  if (!fs.existsSync(manifestPath)) throw new BackupCheckError(`${manifestPath} is missing: not a finished backup`);
  const parsed = ZManifest.safeParse(JSON.parse(fs.readFileSync(manifestPath, 'utf8')));
  if (!parsed.success) throw new BackupCheckError(`${manifestPath} is not a Tawzeef backup manifest (${parsed.error.issues[0]?.message ?? 'unreadable'})`);
  const manifest = parsed.data;
  const database = path.join(directory, manifest.database.file);
  if (!fs.existsSync(database)) throw new BackupCheckError(`${database} is missing`);
  const archive = await sha256OfFile(database);
  if (archive.sha256 !== manifest.database.sha256 || archive.size !== manifest.database.size) throw new BackupCheckError(`${manifest.database.file} does not match its SHA-256 in the manifest: the backup was changed or damaged`);
  const damaged: string[] = [];
  for (const file of manifest.files) {
    const where = backupFilePath(directory, file.key);
    const actual = fs.existsSync(where) ? await sha256OfFile(where) : null;
    if (!actual || actual.sha256 !== file.sha256 || actual.size !== file.size) damaged.push(file.key);
  }
  if (damaged.length) {
    throw new BackupCheckError(`${damaged.length} of ${manifest.files.length} files are missing or do not match their SHA-256 in the manifest (${damaged.slice(0, 5).join(', ')}${damaged.length > 5 ? ', ...' : ''}): the backup was changed or damaged`);
  }
  return manifest;
}
