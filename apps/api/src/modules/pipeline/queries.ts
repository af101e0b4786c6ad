import { and, desc, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { applicationNotes, applicationRatings, applicationTags, applications, bulkActions, jobs, users } from '../../db/schema/index.ts';

/** The notes on an application, the latest first, with their authors. */
export async function findNotes(db: TDatabase, applicationId: number) {
  return db
    .select({ note: applicationNotes, author: users })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.author_id))
    .where(eq(applicationNotes.application_id, applicationId))
    .orderBy(desc(applicationNotes.id));
}

export async function findNote(db: TDatabase, noteId: number) {
  const [row] = await db.select({ note: applicationNotes, author: users }).from(applicationNotes).leftJoin(users, eq(users.id, applicationNotes.author_id)).where(eq(applicationNotes.id, noteId)).limit(1);
  return row;
}

export async function insertNote(db: TDatabase, values: { application_id: number; author_id: number; note: string; created_at: Date }): Promise<number> {
  const [row] = await db.insert(applicationNotes).values(values).returning({ id: applicationNotes.id });
  if (!row) throw new Error('note row not returned');
  return row.id;
}

/** Makes an application's tags exactly `tags` (removes the others, adds the missing ones, as put on by `by`). */
export async function replaceTags(db: TDatabase, companyId: number, applicationId: number, tags: string[], at: Date, by: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(applicationTags).where(and(eq(applicationTags.application_id, applicationId), tags.length ? notInArray(applicationTags.tag, tags) : undefined));
    if (tags.length) await tx.insert(applicationTags).values(tags.map((tag) => ({ application_id: applicationId, company_id: companyId, tag, added_by: by, created_at: at }))).onConflictDoNothing();
  });
}

/** Adds one tag to each of `applicationIds`, as put on by `by` (those that have it keep it, and who put it on). */
export async function addTagTo(db: TDatabase, companyId: number, applicationIds: number[], tag: string, at: Date, by: number): Promise<void> {
  if (!applicationIds.length) return;
  await db.insert(applicationTags).values(applicationIds.map((id) => ({ application_id: id, company_id: companyId, tag, added_by: by, created_at: at }))).onConflictDoNothing();
}

/** How many tags each of `applicationIds` has. */
export async function tagsOf(db: TDatabase, applicationIds: number[]): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (!applicationIds.length) return found;
  const rows = await db.select({ id: applicationTags.application_id, tag: applicationTags.tag }).from(applicationTags).where(inArray(applicationTags.application_id, applicationIds)).orderBy(applicationTags.tag);
  for (const row of rows) found.set(row.id, [...(found.get(row.id) ?? []), row.tag]);
  return found;
}

export async function saveRating(db: TDatabase, applicationId: number, raterId: number, rating: number | null, at: Date): Promise<void> {
  const mine = and(eq(applicationRatings.application_id, applicationId), eq(applicationRatings.rater_id, raterId));
  if (rating === null) {
    await db.delete(applicationRatings).where(mine);
    return;
  }
  await db
    .insert(applicationRatings)
    .values({ application_id: applicationId, rater_id: raterId, rating, updated_at: at })
    .onConflictDoUpdate({ target: [applicationRatings.application_id, applicationRatings.rater_id], set: { rating, updated_at: at } });
}

/**
 * Of `ids`, the applications the company sees (its jobs', not withdrawn, the seeker still there), with what a bulk
 * action needs of each: the job and the seeker (whose language and name the template rule reads, decision 128). Any
 * other id is simply absent.
 */
export async function findOwnApplications(db: TDatabase, companyId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: applications.id, job_id: applications.job_id, seeker_id: applications.user_id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .innerJoin(users, eq(users.id, applications.user_id))
    .where(and(inArray(applications.id, ids), eq(jobs.company_id, companyId), isNull(applications.withdrawn_at), isNotNull(applications.user_id)));
}

export async function insertBulkAction(db: TDatabase, values: { company_id: number; actor_id: number; action: string; created_at: Date }): Promise<number> {
  const [row] = await db.insert(bulkActions).values(values).returning({ id: bulkActions.id });
  if (!row) throw new Error('bulk action row not returned');
  return row.id;
}

export async function saveBulkResult(db: TDatabase, id: number, result: unknown): Promise<void> {
  await db.update(bulkActions).set({ result }).where(eq(bulkActions.id, id));
}

export async function findBulkResult(db: TDatabase, id: number, companyId: number): Promise<unknown> {
  const [row] = await db.select({ result: bulkActions.result }).from(bulkActions).where(and(eq(bulkActions.id, id), eq(bulkActions.company_id, companyId))).limit(1);
  return row?.result ?? null;
}
