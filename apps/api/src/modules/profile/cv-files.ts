import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_CV_FILES, type TCvFileChange, type TCvFileEntry, type TCvFileInput } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { files, seekerCvFiles, seekerProfiles, users } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { deleteFile } from '../files/service.ts';
import { assertReferences, ownFilesRefused } from './references.ts';
import { upsertProfile } from './queries.ts';

/**
 * The job seeker's CV files (decision 132): up to MAX_CV_FILES, one the default. The default is the profile's
 * `cv_file_id`, as it was when a seeker had one CV file; when that pointer is empty (its file was removed by the
 * storage's clean-up) the newest file stands in. Applying sends the default unless the seeker names another.
 */

/** How timestamps are written (request.formatDate); account.ts's TFormat, repeated here so that it does not import this module's importer. */
type TFormat = (d: Date | null) => string | null;

type TCvFileRow = { file_id: number; label: string | null; original_name: string; size: number; content_type: string; created_at: Date; is_default: boolean };

/** The seeker's CV files, the default first, then the newest. */
async function findCvFiles(db: TDatabase, userId: number): Promise<TCvFileRow[]> {
  const rows = await db
    .select({
      file_id: seekerCvFiles.file_id,
      label: seekerCvFiles.label,
      original_name: files.original_name,
      size: files.size,
      content_type: files.content_type,
      created_at: seekerCvFiles.created_at,
      pointer: seekerProfiles.cv_file_id,
    })
    .from(seekerCvFiles)
    .innerJoin(files, eq(files.id, seekerCvFiles.file_id))
    .leftJoin(seekerProfiles, eq(seekerProfiles.user_id, seekerCvFiles.user_id))
    .where(eq(seekerCvFiles.user_id, userId))
    .orderBy(desc(seekerCvFiles.created_at), desc(seekerCvFiles.file_id));
  const pointed = rows.find((row) => row.pointer === row.file_id) ?? rows[0];
  const listed = rows.map(({ pointer: _pointer, ...row }) => ({ ...row, is_default: row.file_id === pointed?.file_id }));
  return [...listed.filter((row) => row.is_default), ...listed.filter((row) => !row.is_default)];
}

const toEntry = (row: TCvFileRow, format: TFormat): TCvFileEntry => ({
  id: row.file_id,
  label: row.label,
  original_name: row.original_name,
  size: row.size,
  content_type: row.content_type,
  is_default: row.is_default,
  created_at: format(row.created_at),
});

export async function listCvFiles(db: TDatabase, userId: number, format: TFormat): Promise<TCvFileEntry[]> {
  return (await findCvFiles(db, userId)).map((row) => toEntry(row, format));
}

/** The CV file an application sends: the one named (422 when it is not one of the seeker's), else the default. */
export async function cvFileToSend(db: TDatabase, userId: number, named: number | null | undefined): Promise<number | null> {
  const list = await findCvFiles(db, userId);
  if (named === undefined || named === null) return list[0]?.file_id ?? null;
  if (!list.some((row) => row.file_id === named)) throw new HttpError(422, 'validation_failed', { cv_file_id: 'cv_file_unknown' });
  return named;
}

/** A CV file as an application shows it to the seeker who sent it (decision 152). */
export type TSentCvFile = { id: number; label: string | null; original_name: string };

/** Whether an application sent a CV file: its snapshot names the file even after the file was deleted (decision 132). */
export function sentACvFile(application: { cv_file_id: number | null; cv_snapshot: unknown }): boolean {
  const cv = (application.cv_snapshot as { cv?: { cv_file_id?: unknown } } | null)?.cv;
  return application.cv_file_id !== null || typeof cv?.cv_file_id === 'number';
}

/** The CV files applications sent, by file id, while they exist: the seeker's name for each (if any) and its own name. */
export async function sentCvFiles(db: TDatabase, applicationRows: ReadonlyArray<{ cv_file_id: number | null }>): Promise<Map<number, TSentCvFile>> {
  const ids = [...new Set(applicationRows.flatMap((row) => (row.cv_file_id === null ? [] : [row.cv_file_id])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, label: seekerCvFiles.label, original_name: files.original_name })
    .from(files)
    .leftJoin(seekerCvFiles, eq(seekerCvFiles.file_id, files.id))
    .where(inArray(files.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Holds the seeker's row for the rest of the transaction: two additions at once cannot pass the limit together. */
const lockSeeker = (db: TDatabase, userId: number) => db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);

function entryOf(list: TCvFileRow[], fileId: number, format: TFormat): TCvFileEntry {
  const row = list.find((r) => r.file_id === fileId);
  if (!row) throw new HttpError(404, 'not_found');
  return toEntry(row, format);
}

/** Adds an uploaded CV file (the seeker's own, of kind cv); the first one, or one marked so, becomes the default. */
export async function addCvFile(db: TDatabase, userId: number, input: TCvFileInput, format: TFormat): Promise<TCvFileEntry> {
  await assertReferences(ownFilesRefused(db, userId, [{ field: 'file_id', id: input.file_id, kinds: ['cv'] }]));
  await db.transaction(async (tx) => {
    await lockSeeker(tx, userId);
    const list = await findCvFiles(tx, userId);
    if (list.some((row) => row.file_id === input.file_id)) throw new HttpError(422, 'validation_failed', { file_id: 'cv_file_listed' });
    if (list.length >= MAX_CV_FILES) throw new HttpError(422, 'validation_failed', { file_id: { key: 'cv_files_full', params: { max: MAX_CV_FILES } } });
    await tx.insert(seekerCvFiles).values({ file_id: input.file_id, user_id: userId, label: input.label ?? null });
    if (input.is_default || list.length === 0) await upsertProfile(tx, userId, { cv_file_id: input.file_id });
  });
  return entryOf(await findCvFiles(db, userId), input.file_id, format);
}

/** Renames a CV file, or makes it the default. */
export async function changeCvFile(db: TDatabase, userId: number, fileId: number, input: TCvFileChange, format: TFormat): Promise<TCvFileEntry> {
  const [own] = await db
    .select({ file_id: seekerCvFiles.file_id })
    .from(seekerCvFiles)
    .where(and(eq(seekerCvFiles.user_id, userId), eq(seekerCvFiles.file_id, fileId)));
  if (!own) throw new HttpError(404, 'not_found');
  if (input.label !== undefined) await db.update(seekerCvFiles).set({ label: input.label }).where(eq(seekerCvFiles.file_id, fileId));
  if (input.is_default) await upsertProfile(db, userId, { cv_file_id: fileId });
  return entryOf(await findCvFiles(db, userId), fileId, format);
}

/**
 * Deletes a CV file, its bytes too (applications sent with it keep their CV snapshot but lose the file: the seeker's
 * right to erase it comes first, decision 132). The newest other file becomes the default.
 */
export async function removeCvFile(deps: Pick<TAppDeps, 'db' | 'storage'>, userId: number, fileId: number): Promise<void> {
  const { db } = deps;
  const [file] = await db
    .select({ id: files.id, key: files.key })
    .from(seekerCvFiles)
    .innerJoin(files, eq(files.id, seekerCvFiles.file_id))
    .where(and(eq(seekerCvFiles.user_id, userId), eq(seekerCvFiles.file_id, fileId)));
  if (!file) throw new HttpError(404, 'not_found');
  await deleteFile(deps, file);
  const [next] = await findCvFiles(db, userId);
  await upsertProfile(db, userId, { cv_file_id: next?.file_id ?? null });
}

/**
 * The profile's single CV slot (PUT /api/v1/user/profile/cv, the way a seeker had one CV file): a file replaces the
 * default one (which is deleted, as before) and becomes the default; null deletes the default.
 */
export async function replaceDefaultCvFile(deps: Pick<TAppDeps, 'db' | 'storage'>, userId: number, fileId: number | null): Promise<void> {
  const { db } = deps;
  const [current] = await findCvFiles(db, userId);
  if (fileId !== null && current?.file_id !== fileId) {
    await assertReferences(ownFilesRefused(db, userId, [{ field: 'file_id', id: fileId, kinds: ['cv'] }]));
    await db.transaction(async (tx) => {
      await lockSeeker(tx, userId);
      await tx.insert(seekerCvFiles).values({ file_id: fileId, user_id: userId }).onConflictDoNothing();
      await upsertProfile(tx, userId, { cv_file_id: fileId });
    });
  }
  if (current && current.file_id !== fileId) await removeCvFile(deps, userId, current.file_id);
  else if (fileId === null) await upsertProfile(db, userId, { cv_file_id: null });
}
