import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { files, payments, type TFileRow } from '../../db/schema/index.ts';

export type TNewFileRow = typeof files.$inferInsert;

export async function insertFile(db: TDatabase, values: TNewFileRow): Promise<TFileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('file row not returned');
  return row;
}

/** The caller's own file; another owner's file, like a missing one, is undefined (answered 404). */
export async function findOwnFile(db: TDatabase, ownerId: number, id: number): Promise<TFileRow | undefined> {
  const [row] = await db.select().from(files).where(and(eq(files.id, id), eq(files.owner_id, ownerId))).limit(1);
  return row;
}

/** Every file of an owner, oldest first. */
export async function findFilesOf(db: TDatabase, ownerId: number): Promise<TFileRow[]> {
  return db.select().from(files).where(eq(files.owner_id, ownerId)).orderBy(asc(files.id));
}

/** A file of one of the given kinds by its key. */
export async function findFileByKey(db: TDatabase, key: string, kinds: readonly TFileRow['kind'][]): Promise<TFileRow | undefined> {
  const [row] = await db.select().from(files).where(and(eq(files.key, key), inArray(files.kind, [...kinds]))).limit(1);
  return row;
}

export async function deleteFileRow(db: TDatabase, id: number): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

/** Which of these keys have a row. */
export async function findExistingKeys(db: TDatabase, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: files.key }).from(files).where(inArray(files.key, [...keys]));
  return new Set(rows.map((row) => row.key));
}

/** One page of file rows (id and key) after `afterId`, in id order: a walk over every row that new rows do not disturb. */
export async function findFileKeysAfter(db: TDatabase, afterId: number, limit: number): Promise<Array<{ id: number; key: string }>> {
  return db.select({ id: files.id, key: files.key }).from(files).where(gt(files.id, afterId)).orderBy(asc(files.id)).limit(limit);
}

/** Removes file rows; what points at them (a profile's CV, a payment's receipt, ...) is set to null by the foreign keys. */
export async function deleteFileRows(db: TDatabase, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(files).where(inArray(files.id, [...ids]));
}

/**
 * Whether the file is the receipt of a payment (other than `exceptPaymentId`) under review or paid: the admin's
 * evidence, which its owner cannot delete (delete-own-file.ts) nor attach to another payment (payments).
 */
export async function isReceiptInUse(db: TDatabase, fileId: number, exceptPaymentId?: number): Promise<boolean> {
  const conditions = [eq(payments.invoice_file_id, fileId), inArray(payments.status, ['awaiting_review', 'paid'])];
  if (exceptPaymentId !== undefined) conditions.push(ne(payments.id, exceptPaymentId));
  const [row] = await db.select({ id: payments.id }).from(payments).where(and(...conditions)).limit(1);
  return row !== undefined;
}
