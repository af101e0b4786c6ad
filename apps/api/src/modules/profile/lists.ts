import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MAX_LIST_ITEMS, normalizeText, ZCourse, ZExperienceFields, ZLanguage, ZMembership, ZQualificationFields, ZSkill, type TFileKind } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { courses, cvLanguages, experiences, memberships, qualifications, skills } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { deleteFile, findOwnFile, type TFileDeps } from '../files/service.ts';
import type { TFormat } from './account.ts';
import { countItems, deleteItemRow, findItem, findItems, insertItem, updateItemRow } from './queries.ts';
import { assertReferences, lookupsRefused, ownFilesRefused } from './references.ts';

/** One CV list (qualifications, experiences, ...): its table, owner column, order, and attached files. */
export interface TListSpec {
  name: 'qualifications' | 'experiences' | 'skills' | 'memberships' | 'courses' | 'languages';
  table: PgTable;
  id: PgColumn;
  owner: PgColumn;
  /** Newest first, by the date the item is about. */
  orderBy: SQL[];
  fileFields: Array<{ field: string; kinds: readonly TFileKind[] }>;
  lookupFields: Array<{ field: string; lookup: 'majors' }>;
  /** Every field of an item: a change replaces the whole item, so a field left out becomes empty. */
  fields: readonly string[];
  /** Server-side rules that shape the stored values. */
  normalize?: (input: TRow) => TRow;
  /** An item listed once only: the field that names it, compared folded (case, Arabic spellings: `normalizeText`). */
  once?: { field: string; message: 'skill_listed' };
}

export const LISTS: Record<TListSpec['name'], TListSpec> = {
  qualifications: {
    name: 'qualifications',
    table: qualifications,
    id: qualifications.id,
    owner: qualifications.user_id,
    // By graduation, newest first, whether it was given as a date or as a year (and month).
    orderBy: [
      sql`coalesce(${qualifications.graduation_date}, make_date(${qualifications.graduated_year}, coalesce(${qualifications.graduated_month}, 1), 1)) desc nulls last`,
      desc(qualifications.id),
    ],
    fileFields: [{ field: 'graduation_file_id', kinds: ['graduation', 'certificate'] }],
    lookupFields: [],
    fields: Object.keys(ZQualificationFields.shape),
  },
  experiences: {
    name: 'experiences',
    table: experiences,
    id: experiences.id,
    owner: experiences.user_id,
    orderBy: [desc(experiences.is_current), desc(experiences.start_date), desc(experiences.id)],
    fileFields: [],
    lookupFields: [{ field: 'foundation_major_id', lookup: 'majors' }],
    fields: Object.keys(ZExperienceFields.shape),
    // A current job has no end date.
    normalize: (input) => (input.is_current ? { ...input, end_date: null } : input),
  },
  // "SAP" and "sap", «إدارة» and «ادارة» are one skill: listed once, its level changed instead.
  skills: {
    name: 'skills',
    table: skills,
    id: skills.id,
    owner: skills.user_id,
    orderBy: [asc(skills.id)],
    fileFields: [],
    lookupFields: [],
    fields: Object.keys(ZSkill.shape),
    once: { field: 'skill_name', message: 'skill_listed' },
  },
  memberships: {
    name: 'memberships',
    table: memberships,
    id: memberships.id,
    owner: memberships.user_id,
    orderBy: [desc(memberships.member_from), desc(memberships.id)],
    fileFields: [],
    lookupFields: [],
    fields: Object.keys(ZMembership.shape),
  },
  courses: {
    name: 'courses',
    table: courses,
    id: courses.id,
    owner: courses.user_id,
    orderBy: [desc(courses.id)],
    fileFields: [{ field: 'certificate_file_id', kinds: ['certificate'] }],
    lookupFields: [],
    fields: Object.keys(ZCourse.shape),
  },
  // Decision 038: each language at most once (a unique index; routes answer 409).
  languages: {
    name: 'languages',
    table: cvLanguages,
    id: cvLanguages.id,
    owner: cvLanguages.user_id,
    orderBy: [asc(cvLanguages.id)],
    fileFields: [],
    lookupFields: [],
    fields: Object.keys(ZLanguage.shape),
  },
};

type TRow = Record<string, unknown>;

/** Drops the owner column and writes timestamps in the caller's offset. */
export function toItemDto(row: TRow, formatDate: TFormat): TRow {
  const { user_id: _owner, created_at, updated_at, ...rest } = row;
  return { ...rest, created_at: formatDate(created_at as Date), updated_at: formatDate(updated_at as Date) };
}

/** The stored values of an item: every field present (missing ones empty), then the list's own rules. */
function valuesOf(spec: TListSpec, input: TRow): TRow {
  const complete = { ...Object.fromEntries(spec.fields.map((field) => [field, null])), ...input };
  return spec.normalize ? spec.normalize(complete) : complete;
}

async function checkReferences(db: TDatabase, spec: TListSpec, userId: number, input: TRow) {
  await assertReferences(
    lookupsRefused(
      db,
      spec.lookupFields.map(({ field, lookup }) => ({ field, id: input[field] as number | null | undefined, table: lookup })),
    ),
    ownFilesRefused(
      db,
      userId,
      spec.fileFields.map(({ field, kinds }) => ({ field, id: input[field] as number | null | undefined, kinds })),
    ),
  );
}

/** Files an item no longer refers to are deleted with it (rows and bytes). */
async function removeDetachedFiles(deps: TFileDeps, spec: TListSpec, userId: number, before: TRow, after: TRow | null): Promise<void> {
  for (const { field } of spec.fileFields) {
    const old = before[field] as number | null;
    if (old && old !== after?.[field]) {
      const file = await findOwnFile(deps.db, userId, old);
      if (file) await deleteFile(deps, file);
    }
  }
}

/** A list that holds an item once refuses a second of the same name (`spec.once`), naming the one already there. */
async function assertListedOnce(db: TDatabase, spec: TListSpec, userId: number, input: TRow, exceptId?: number): Promise<void> {
  if (!spec.once) return;
  const { field, message } = spec.once;
  const key = normalizeText(String(input[field] ?? ''));
  if (!key) return;
  const twin = (await findItems(db, spec, userId)).find((row) => row.id !== exceptId && normalizeText(String(row[field] ?? '')) === key);
  if (twin) throw new HttpError(422, message, { [field]: { key: message, params: { name: String(twin[field]) } } });
}

/** The person's items of one list, newest first by the list's own order. */
export async function listItems(db: TDatabase, spec: TListSpec, userId: number, formatDate: TFormat): Promise<TRow[]> {
  return (await findItems(db, spec, userId)).map((row) => toItemDto(row, formatDate));
}

export async function createItem(db: TDatabase, spec: TListSpec, userId: number, input: TRow, formatDate: TFormat): Promise<TRow> {
  await checkReferences(db, spec, userId, input);
  if ((await countItems(db, spec, userId)) >= MAX_LIST_ITEMS) throw new HttpError(422, 'list_full');
  await assertListedOnce(db, spec, userId, input);
  return toItemDto(await insertItem(db, spec, userId, valuesOf(spec, input)), formatDate);
}

/** Another person's item, or one that does not exist, is a 404: nothing tells them apart. */
export async function updateItem(deps: TFileDeps, spec: TListSpec, userId: number, id: number, input: TRow, formatDate: TFormat): Promise<TRow> {
  const { db } = deps;
  await checkReferences(db, spec, userId, input);
  const before = await findItem(db, spec, userId, id);
  if (!before) throw notFound();
  await assertListedOnce(db, spec, userId, input, id);
  const row = await updateItemRow(db, spec, userId, id, valuesOf(spec, input));
  if (!row) throw notFound();
  await removeDetachedFiles(deps, spec, userId, before, row);
  return toItemDto(row, formatDate);
}

export async function deleteItem(deps: TFileDeps, spec: TListSpec, userId: number, id: number): Promise<void> {
  const deleted = await deleteItemRow(deps.db, spec, userId, id);
  if (!deleted) throw notFound();
  await removeDetachedFiles(deps, spec, userId, deleted, null);
}
