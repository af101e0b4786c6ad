import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { applications, companies, jobs, seekerProfiles, talentPoolMembers, talentPools, users, type TTalentPoolRow } from '../../db/schema/index.ts';

/** SQL of talent pools (decision 028): a company's named lists of candidates. */

export type TPoolWithCount = TTalentPoolRow & { count: number };

const memberCount = sql<number>`(select count(*) from ${talentPoolMembers} where ${talentPoolMembers.pool_id} = ${talentPools.id})`.mapWith(Number);

export async function findPools(db: TDatabase, companyId: number): Promise<TPoolWithCount[]> {
  return db
    .select({ id: talentPools.id, company_id: talentPools.company_id, name: talentPools.name, created_at: talentPools.created_at, updated_at: talentPools.updated_at, count: memberCount })
    .from(talentPools)
    .where(eq(talentPools.company_id, companyId))
    .orderBy(asc(sql`lower(${talentPools.name})`), asc(talentPools.id));
}

/** One of the company's pools, or undefined (another company's pool is not there for it). */
export async function findPool(db: TDatabase, companyId: number, poolId: number): Promise<TPoolWithCount | undefined> {
  const [row] = await db
    .select({ id: talentPools.id, company_id: talentPools.company_id, name: talentPools.name, created_at: talentPools.created_at, updated_at: talentPools.updated_at, count: memberCount })
    .from(talentPools)
    .where(and(eq(talentPools.id, poolId), eq(talentPools.company_id, companyId)))
    .limit(1);
  return row;
}

/**
 * Locks the company's row (`for no key update`: foreign-key checks still pass) for the rest of the transaction, so
 * that creations of its lists are counted one after another and cannot pass TALENT_POOLS_MAX together.
 */
export async function lockCompanyPools(db: TDatabase, companyId: number): Promise<void> {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
}

/** Locks one of the company's pools for the transaction (its additions are counted one after another) and reads it. */
export async function lockPool(db: TDatabase, companyId: number, poolId: number): Promise<TPoolWithCount | undefined> {
  const [locked] = await db
    .select({ id: talentPools.id })
    .from(talentPools)
    .where(and(eq(talentPools.id, poolId), eq(talentPools.company_id, companyId)))
    .for('no key update');
  return locked ? findPool(db, companyId, poolId) : undefined;
}

export async function isMember(db: TDatabase, poolId: number, seekerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: talentPoolMembers.seeker_id })
    .from(talentPoolMembers)
    .where(and(eq(talentPoolMembers.pool_id, poolId), eq(talentPoolMembers.seeker_id, seekerId)))
    .limit(1);
  return row !== undefined;
}

export async function countPools(db: TDatabase, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(talentPools).where(eq(talentPools.company_id, companyId));
  return row?.n ?? 0;
}

export async function insertPool(db: TDatabase, companyId: number, name: string): Promise<TTalentPoolRow> {
  const [row] = await db.insert(talentPools).values({ company_id: companyId, name }).returning();
  return row!;
}

export async function renamePoolRow(db: TDatabase, poolId: number, name: string, at: Date): Promise<void> {
  await db.update(talentPools).set({ name, updated_at: at }).where(eq(talentPools.id, poolId));
}

export async function deletePoolRow(db: TDatabase, poolId: number): Promise<void> {
  await db.delete(talentPools).where(eq(talentPools.id, poolId));
}

/** Adds a member (again is no change) and marks the pool changed. */
export async function insertMember(db: TDatabase, poolId: number, seekerId: number, at: Date): Promise<void> {
  const added = await db.insert(talentPoolMembers).values({ pool_id: poolId, seeker_id: seekerId, added_at: at }).onConflictDoNothing().returning({ id: talentPoolMembers.seeker_id });
  if (added.length) await db.update(talentPools).set({ updated_at: at }).where(eq(talentPools.id, poolId));
}

export async function deleteMember(db: TDatabase, poolId: number, seekerId: number, at: Date): Promise<void> {
  const removed = await db
    .delete(talentPoolMembers)
    .where(and(eq(talentPoolMembers.pool_id, poolId), eq(talentPoolMembers.seeker_id, seekerId)))
    .returning({ id: talentPoolMembers.seeker_id });
  if (removed.length) await db.update(talentPools).set({ updated_at: at }).where(eq(talentPools.id, poolId));
}

/** A page of a pool's members, the latest added first, with what the visibility rule reads of each. */
export async function findMembers(db: TDatabase, poolId: number, page: number, pageSize: number) {
  return db
    .select({ seeker_id: talentPoolMembers.seeker_id, added_at: talentPoolMembers.added_at, type: users.type, status: users.status, is_visible: seekerProfiles.is_visible })
    .from(talentPoolMembers)
    .innerJoin(users, eq(users.id, talentPoolMembers.seeker_id))
    .leftJoin(seekerProfiles, eq(seekerProfiles.user_id, talentPoolMembers.seeker_id))
    .where(eq(talentPoolMembers.pool_id, poolId))
    .orderBy(desc(talentPoolMembers.added_at), desc(talentPoolMembers.seeker_id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** Which of these seekers have a live (not withdrawn) application to one of the company's jobs. */
export async function findApplied(db: TDatabase, companyId: number, seekerIds: number[]): Promise<Set<number>> {
  if (!seekerIds.length) return new Set();
  const rows = await db
    .selectDistinct({ id: applications.user_id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .where(and(inArray(applications.user_id, seekerIds), eq(jobs.company_id, companyId), isNull(applications.withdrawn_at)));
  return new Set(rows.map((row) => Number(row.id)));
}
