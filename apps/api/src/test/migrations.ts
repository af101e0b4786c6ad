import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/client.ts';

/**
 * A PGlite database with the migrations up to journal entry `lastIdx`, as an installation of that time had them, to
 * test what a later migration does to its data: `migrateAll` then runs the rest.
 */
/** The journal's index of a migration, by its tag ("0040_internship_words"): journal indexes move when branches merge. */
export function migrationIdx(tag: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  const entry = journal.entries.find((candidate) => candidate.tag === tag);
  if (!entry) throw new Error(`No migration ${tag} in the journal`);
  return entry.idx;
}

/** A folder of the migrations up to journal entry `lastIdx`. */
function migrationsUpTo(lastIdx: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `tawzeef-migrations-${lastIdx}-`));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/** `migrateTo(idx)` runs the later migrations up to another entry only (a test of a migration that a later one changes). */
export async function databaseBefore(lastIdx: number): Promise<{ client: PGlite; migrateAll: () => Promise<void>; migrateTo: (idx: number) => Promise<void>; close: () => Promise<void> }> {
  const folders = [migrationsUpTo(lastIdx)];
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder: folders[0]! });
  return {
    client,
    migrateAll: () => migrate(drizzle({ client }), { migrationsFolder }),
    async migrateTo(idx: number) {
      const folder = migrationsUpTo(idx);
      folders.push(folder);
      await migrate(drizzle({ client }), { migrationsFolder: folder });
    },
    async close() {
      await client.close();
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
