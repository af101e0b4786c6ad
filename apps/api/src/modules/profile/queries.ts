import { and, asc, count, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { rolesWith } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import {
  applications,
  cities,
  companyMembers,
  conversations,
  countries,
  experiences,
  files,
  majors,
  memberUnreadMessages,
  messages,
  nationalities,
  qualifications,
  sectors,
  seekerMajors,
  seekerProfiles,
  sessions,
  skills,
  users,
} from '../../db/schema/index.ts';
import type { TListSpec } from './lists.ts';

export type TSeekerProfileRow = typeof seekerProfiles.$inferSelect;
export type TSeekerProfileValues = Partial<Omit<TSeekerProfileRow, 'user_id' | 'created_at'>>;
type TRow = Record<string, unknown>;

export async function findSeekerProfile(db: TDatabase, userId: number): Promise<TSeekerProfileRow | undefined> {
  const [row] = await db.select().from(seekerProfiles).where(eq(seekerProfiles.user_id, userId)).limit(1);
  return row;
}

/** Creates the CV row on first save, then changes only the given columns. */
export async function upsertProfile(db: TDatabase, userId: number, values: TSeekerProfileValues): Promise<void> {
  await db
    .insert(seekerProfiles)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: seekerProfiles.user_id, set: { ...values, updated_at: new Date() } });
}

/** How many items the CV sections that count towards completeness hold, as select expressions (profile/header.ts). */
export const sectionCountsOf = (userId: SQLWrapper) => ({
  majors: sql<number>`(select count(*) from ${seekerMajors} where ${seekerMajors.user_id} = ${userId})`.mapWith(Number),
  qualifications: sql<number>`(select count(*) from ${qualifications} where ${qualifications.user_id} = ${userId})`.mapWith(Number),
  experiences: sql<number>`(select count(*) from ${experiences} where ${experiences.user_id} = ${userId})`.mapWith(Number),
  skills: sql<number>`(select count(*) from ${skills} where ${skills.user_id} = ${userId})`.mapWith(Number),
});

/** The roles whose members read and write the company's conversations (decision 125: owners and recruiters). */
export const MESSAGING_ROLES = rolesWith('messages');

/**
 * How many received messages `userId` has not read, as a select expression (a seeker: the company's messages; a company
 * member: the seekers' messages to the company that they have not read, decision 125): the header's badge (header.ts) and the
 * conversations list's total (messages, which sits above this module) read it.
 */
export const unreadMessagesOf = (userId: SQLWrapper | number) =>
  sql<number>`((select count(*) from ${messages} where ${and(eq(messages.recipient_id, userId), isNull(messages.read_at))} and ${messages.conversation_id} in (select ${conversations.id} from ${conversations} where ${eq(conversations.seeker_id, userId)}))
    + (select count(*) from ${memberUnreadMessages} inner join ${companyMembers} on ${eq(companyMembers.id, memberUnreadMessages.member_id)} where ${and(eq(companyMembers.user_id, userId), inArray(companyMembers.role, MESSAGING_ROLES))}))`.mapWith(Number);

export async function updateUser(db: TDatabase, userId: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(eq(users.id, userId));
}

export async function replaceProminentMajors(db: TDatabase, userId: number, majorIds: number[]): Promise<void> {
  await db.delete(seekerMajors).where(eq(seekerMajors.user_id, userId));
  if (majorIds.length) await db.insert(seekerMajors).values(majorIds.map((major_id, i) => ({ user_id: userId, major_id, position: i + 1 })));
}

export async function findProminentMajorIds(db: TDatabase, userId: number): Promise<number[]> {
  const rows = await db.select({ id: seekerMajors.major_id }).from(seekerMajors).where(eq(seekerMajors.user_id, userId)).orderBy(asc(seekerMajors.position));
  return rows.map((r) => r.id);
}

/** The person's prominent majors in their order, each with its name in `locale` ("download my data" names them, decision 150). */
export async function findProminentMajors(db: TDatabase, userId: number, locale: 'ar' | 'en'): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: majors.id, name: locale === 'ar' ? majors.name_ar : majors.name_en })
    .from(seekerMajors)
    .innerJoin(majors, eq(majors.id, seekerMajors.major_id))
    .where(eq(seekerMajors.user_id, userId))
    .orderBy(asc(seekerMajors.position));
}

// ---- references a CV makes: lookups and files ----

export const LOOKUP_TABLES = { nationalities, countries, cities, majors, sectors } as const;
export type TLookupTable = keyof typeof LOOKUP_TABLES;

export async function lookupExists(db: TDatabase, lookup: TLookupTable, id: number): Promise<boolean> {
  const table = LOOKUP_TABLES[lookup];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

export async function findCityCountryId(db: TDatabase, cityId: number): Promise<{ country_id: number } | undefined> {
  const [city] = await db.select({ country_id: cities.country_id }).from(cities).where(eq(cities.id, cityId)).limit(1);
  return city;
}

/** The kind of one of the person's files; undefined for another person's file or a missing one. */
export async function findOwnFileKind(db: TDatabase, userId: number, fileId: number): Promise<string | undefined> {
  const [file] = await db
    .select({ kind: files.kind })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.owner_id, userId)))
    .limit(1);
  return file?.kind;
}

export async function findExistingMajorIds(db: TDatabase, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: majors.id }).from(majors).where(inArray(majors.id, ids));
  return new Set(rows.map((r) => r.id));
}

// ---- the CV lists (qualifications, experiences, ...), one spec each ----

export async function findItems(db: TDatabase, spec: TListSpec, userId: number): Promise<TRow[]> {
  return (await db
    .select()
    .from(spec.table)
    .where(eq(spec.owner, userId))
    .orderBy(...spec.orderBy)) as TRow[];
}

export async function countItems(db: TDatabase, spec: TListSpec, userId: number): Promise<number> {
  const [total] = await db.select({ n: count() }).from(spec.table).where(eq(spec.owner, userId));
  return total?.n ?? 0;
}

export async function insertItem(db: TDatabase, spec: TListSpec, userId: number, values: TRow): Promise<TRow> {
  const [row] = (await db
    .insert(spec.table)
    .values({ ...values, user_id: userId } as never)
    .returning()) as TRow[];
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** One of the person's items; undefined for another person's item or a missing one. */
export async function findItem(db: TDatabase, spec: TListSpec, userId: number, id: number): Promise<TRow | undefined> {
  const [row] = (await db
    .select()
    .from(spec.table)
    .where(and(eq(spec.id, id), eq(spec.owner, userId)))
    .limit(1)) as TRow[];
  return row;
}

export async function updateItemRow(db: TDatabase, spec: TListSpec, userId: number, id: number, values: TRow): Promise<TRow | undefined> {
  const [row] = (await db
    .update(spec.table)
    .set({ ...values, updated_at: new Date() } as never)
    .where(and(eq(spec.id, id), eq(spec.owner, userId)))
    .returning()) as TRow[];
  return row;
}

export async function deleteItemRow(db: TDatabase, spec: TListSpec, userId: number, id: number): Promise<TRow | undefined> {
  const [row] = (await db
    .delete(spec.table)
    .where(and(eq(spec.id, id), eq(spec.owner, userId)))
    .returning()) as TRow[];
  return row;
}

// ---- the account's own data: export and deletion ----

export async function findSessionsOf(db: TDatabase, userId: number) {
  return db
    .select({
      created_at: sessions.created_at,
      last_used_at: sessions.last_used_at,
      expires_at: sessions.expires_at,
      revoked_at: sessions.revoked_at,
      ip: sessions.ip,
      user_agent: sessions.user_agent,
      strategy: sessions.strategy,
    })
    .from(sessions)
    .where(eq(sessions.user_id, userId))
    .orderBy(asc(sessions.created_at));
}

/**
 * Applications the person sent stay with the companies, without the person (decision 007): no link to the
 * account, an empty CV snapshot, no cover note, no CV file and no match reasons (they quote the CV). The stage,
 * its history, the dates and the score remain.
 */
export async function anonymiseApplicationsOf(db: TDatabase, userId: number): Promise<void> {
  // The applications leave their companies' counts (decision 041): a job's applicant count is the people in its list.
  await db.execute(sql`
    update jobs set applications_count = greatest(jobs.applications_count - sent.n, 0)
    from (select job_id, count(*)::int as n from applications where user_id = ${userId} and withdrawn_at is null group by job_id) sent
    where jobs.id = sent.job_id`);
  await db
    .update(applications)
    .set({ user_id: null, cv_snapshot: {}, cover_note: null, cv_file_id: null, city_id: null, match_reasons: [], screening_answers: [], updated_at: new Date() })
    .where(eq(applications.user_id, userId));
}

/** Removes the account; the database removes what cascades from it (CV, lists, files' rows, sessions, alerts). */
export async function deleteUser(db: TDatabase, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
