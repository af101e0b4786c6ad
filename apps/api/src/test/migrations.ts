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

export async function databaseBefore(lastIdx: number): Promise<{ client: PGlite; migrateAll: () => Promise<void>; close: () => Promise<void> }> {
  const before = fs.mkdtempSync(path.join(os.tmpdir(), `tawzeef-migrations-${lastIdx}-`));
  fs.mkdirSync(path.join(before, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  fs.writeFileSync(path.join(before, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(before, `${entry.tag}.sql`));
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder: before });
  return {
    client,
    migrateAll: () => migrate(drizzle({ client }), { migrationsFolder }),
    async close() {
      await client.close();
      fs.rmSync(before, { recursive: true, force: true });
    },
  };
}
