import { and, asc, count, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { ROLE_CAPABILITIES, type TCompanyRole } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { candidateSearch, companyMembers, savedSearchCandidates, savedSearches, users, type TSavedSearchRow } from '../../db/schema/index.ts';

/** The roles that may search candidates (contract: ROLE_CAPABILITIES): a saved search runs only while its member has one. */
const SEARCHING_ROLES = (Object.keys(ROLE_CAPABILITIES) as TCompanyRole[]).filter((role) => ROLE_CAPABILITIES[role].includes('candidates'));

/** Candidates a saved search found after `since` who are still visible to companies (listed in candidate search). */
const newCountOf = (since: typeof savedSearches.last_viewed_at) => sql<number>`(
  select count(*)::int from ${savedSearchCandidates} ssc inner join ${candidateSearch} cs on cs.user_id = ssc.seeker_id and cs.listed
  where ssc.saved_search_id = ${savedSearches.id} and ssc.first_seen_at > ${since})`;

export type TSavedSearchView = TSavedSearchRow & { new_count: number };

function selectViews(db: TDatabase) {
  return db.select({ row: savedSearches, new_count: newCountOf(savedSearches.last_viewed_at) }).from(savedSearches);
}
const flat = ({ row, new_count }: { row: TSavedSearchRow; new_count: number }): TSavedSearchView => ({ ...row, new_count: Number(new_count) });

/** The member's saved searches in their company, by name. */
export async function findOwnSearches(db: TDatabase, companyId: number, userId: number): Promise<TSavedSearchView[]> {
  const rows = await selectViews(db)
    .where(and(eq(savedSearches.company_id, companyId), eq(savedSearches.user_id, userId)))
    .orderBy(sql`lower(${savedSearches.name})`, asc(savedSearches.id));
  return rows.map(flat);
}

/** One of the member's saved searches, or null (another member's or company's, or none). */
export async function findOwnSearch(db: TDatabase, companyId: number, userId: number, id: number): Promise<TSavedSearchView | null> {
  const [row] = await selectViews(db)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.company_id, companyId), eq(savedSearches.user_id, userId)))
    .limit(1);
  return row ? flat(row) : null;
}

/** Locks the member's account row: their searches are counted under it, so parallel saves cannot pass the limit together. */
export async function lockMember(db: TDatabase, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countOwnSearches(db: TDatabase, companyId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(savedSearches)
    .where(and(eq(savedSearches.company_id, companyId), eq(savedSearches.user_id, userId)));
  return row?.total ?? 0;
}

export async function insertSearch(db: TDatabase, values: typeof savedSearches.$inferInsert): Promise<number> {
  const [row] = await db.insert(savedSearches).values(values).returning({ id: savedSearches.id });
  if (!row) throw new Error('saved search insert returned nothing');
  return row.id;
}

export async function updateSearch(db: TDatabase, id: number, changes: Partial<typeof savedSearches.$inferInsert>): Promise<void> {
  await db.update(savedSearches).set(changes).where(eq(savedSearches.id, id));
}

export async function deleteOwnSearch(db: TDatabase, companyId: number, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.company_id, companyId), eq(savedSearches.user_id, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/**
 * Records candidates as found by a saved search at `at`: each once (one already recorded keeps its first sighting).
 * `announced`: they count as already seen and mailed (the ones present when the search is saved or changed).
 * Answers the ids that were not recorded before.
 */
export async function recordCandidates(db: TDatabase, searchId: number, seekerIds: readonly number[], at: Date, announced: boolean): Promise<number[]> {
  if (seekerIds.length === 0) return [];
  const rows = await db
    .insert(savedSearchCandidates)
    .values(seekerIds.map((seeker_id) => ({ saved_search_id: searchId, seeker_id, first_seen_at: at, notified_at: announced ? at : null })))
    .onConflictDoNothing()
    .returning({ seeker_id: savedSearchCandidates.seeker_id });
  return rows.map((row) => row.seeker_id);
}

/**
 * Marks as announced at `at` the candidates of a saved search that no mail announced yet, among `seekerIds` (those
 * the search finds now), and answers them: of two runs doing it at once, each candidate goes to one of them only.
 */
export async function claimUnannounced(db: TDatabase, searchId: number, seekerIds: readonly number[], at: Date): Promise<number[]> {
  if (seekerIds.length === 0) return [];
  const rows = await db
    .update(savedSearchCandidates)
    .set({ notified_at: at })
    .where(and(eq(savedSearchCandidates.saved_search_id, searchId), isNull(savedSearchCandidates.notified_at), inArray(savedSearchCandidates.seeker_id, [...seekerIds])))
    .returning({ seeker_id: savedSearchCandidates.seeker_id });
  return rows.map((row) => row.seeker_id);
}

/** Saved searches due to run at `now`, whose member is still an active member allowed to search candidates, the longest waiting first. */
export function findDueSearches(db: TDatabase, now: Date, limit: number) {
  return db
    .select({ search: savedSearches, email: users.email, locale: users.locale })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.user_id))
    .innerJoin(companyMembers, and(eq(companyMembers.user_id, savedSearches.user_id), eq(companyMembers.company_id, savedSearches.company_id)))
    .where(and(lte(savedSearches.next_run_at, now), eq(users.status, 'active'), inArray(companyMembers.role, SEARCHING_ROLES)))
    .orderBy(asc(savedSearches.next_run_at), asc(savedSearches.id))
    .limit(limit);
}
export type TDueSearch = Awaited<ReturnType<typeof findDueSearches>>[number];

/**
 * Claims a saved search's run that was due at `search.next_run_at` with one guarded UPDATE: of two runs that read the
 * same search (two app nodes), one gets it (true) and the other does not.
 */
export async function claimRun(db: TDatabase, search: Pick<TSavedSearchRow, 'id' | 'next_run_at'>, now: Date, nextRun: Date): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ last_run_at: now, next_run_at: nextRun })
    .where(and(eq(savedSearches.id, search.id), eq(savedSearches.next_run_at, search.next_run_at)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** A saved search by id with its member's language (the unsubscribe link), or null. */
export async function findSearchWithLocale(db: TDatabase, id: number) {
  const [row] = await db
    .select({ id: savedSearches.id, name: savedSearches.name, frequency: savedSearches.frequency, locale: users.locale })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.user_id))
    .where(eq(savedSearches.id, id))
    .limit(1);
  return row ?? null;
}

/** Stops a saved search's mails (frequency off); false when they were already off (or it is gone). */
export async function stopMails(db: TDatabase, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ frequency: 'off', updated_at: now })
    .where(and(eq(savedSearches.id, id), ne(savedSearches.frequency, 'off')))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}
