import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { companies, companyInvitations, companyMemberJobs, companyMembers, jobs, sessions, users } from '../../db/schema/index.ts';
import { userNameColumns } from '../auth/queries.ts';

/** The company's members, the owners first then by joining, with their names and a viewer's shared jobs. */
export async function findMembers(db: TDatabase, companyId: number) {
  const rows = await db
    .select({ member: companyMembers, email: users.email, ...userNameColumns })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.user_id))
    .where(eq(companyMembers.company_id, companyId))
    .orderBy(sql`${companyMembers.role} <> 'owner'`, asc(companyMembers.id));
  const shared = rows.length
    ? await db
        .select({ member_id: companyMemberJobs.member_id, id: jobs.id, title: jobs.title })
        .from(companyMemberJobs)
        .innerJoin(jobs, eq(jobs.id, companyMemberJobs.job_id))
        .where(inArray(companyMemberJobs.member_id, rows.map((row) => row.member.id)))
        .orderBy(desc(jobs.id))
    : [];
  return rows.map((row) => ({ ...row, jobs: shared.filter((job) => job.member_id === row.member.id).map(({ id, title }) => ({ id, title })) }));
}

/** The company's jobs an owner may share with a viewer: the latest 500 that are not deleted. */
/** The states of a job that has applicants to read (decision 148): what an owner may share with a viewer. */
const SHAREABLE_JOB_STATUSES = ['active', 'paused', 'expired', 'closed'] as const;

/**
 * The jobs an owner may share with a viewer (decision 148): those whose applicants there are to read, live ones first,
 * each with its state. A draft, an unpaid, a held or an unpublished ad has none.
 */
export async function findShareableJobs(db: TDatabase, companyId: number) {
  const order = sql`case ${jobs.status} when 'active' then 0 when 'paused' then 1 else 2 end`;
  return db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.company_id, companyId), inArray(jobs.status, [...SHAREABLE_JOB_STATUSES])))
    .orderBy(order, desc(jobs.id))
    .limit(500);
}


/** Of these job ids, the ones of the company that may be shared (findShareableJobs): any other is refused as unknown. */
export async function companyJobIds(db: TDatabase, companyId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.company_id, companyId), inArray(jobs.id, [...ids]), inArray(jobs.status, [...SHAREABLE_JOB_STATUSES])));
  return rows.map((row) => row.id);
}

export async function findPendingInvitations(db: TDatabase, companyId: number, now: Date) {
  return db
    .select({ invitation: companyInvitations, ...userNameColumns })
    .from(companyInvitations)
    .leftJoin(users, eq(users.id, companyInvitations.invited_by))
    .where(and(eq(companyInvitations.company_id, companyId), isNull(companyInvitations.accepted_at), isNull(companyInvitations.revoked_at), gt(companyInvitations.expires_at, now)))
    .orderBy(desc(companyInvitations.id));
}

/** A member of the company, locked with the company's other memberships for the rest of the transaction. */
export async function lockMembers(tx: TDatabase, companyId: number) {
  return tx.select().from(companyMembers).where(eq(companyMembers.company_id, companyId)).orderBy(asc(companyMembers.id)).for('update');
}

/** The viewer's shared jobs become these (already checked to be the company's). */
export async function replaceMemberJobs(tx: TDatabase, memberId: number, jobIds: readonly number[]): Promise<void> {
  await tx.delete(companyMemberJobs).where(eq(companyMemberJobs.member_id, memberId));
  if (jobIds.length) await tx.insert(companyMemberJobs).values(jobIds.map((job_id) => ({ member_id: memberId, job_id })));
}

/** Every live session of the account ends now: its tokens stop working at the next request. */
export async function endSessionsOf(tx: TDatabase, userId: number, now: Date): Promise<void> {
  await tx.update(sessions).set({ revoked_at: now }).where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}

/**
 * `companies.user_id` is the company's contact account (its mails, its invoices' buyer): when that account is no
 * longer an owner, the longest-standing remaining owner takes it.
 */
export async function keepContactAnOwner(tx: TDatabase, companyId: number, leavingUserId: number): Promise<void> {
  const [company] = await tx.select({ user_id: companies.user_id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (company?.user_id !== leavingUserId) return;
  const [next] = await tx
    .select({ user_id: companyMembers.user_id })
    .from(companyMembers)
    .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.role, 'owner'), ne(companyMembers.user_id, leavingUserId)))
    .orderBy(asc(companyMembers.id))
    .limit(1);
  if (next) await tx.update(companies).set({ user_id: next.user_id }).where(eq(companies.id, companyId));
}
