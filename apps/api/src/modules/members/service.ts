import { and, eq, isNull } from 'drizzle-orm';
import type { TCompanyRole, TLocale, TMember, TMembers } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { companyInvitations, companyMembers } from '../../db/schema/index.ts';
import type { TAppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { TCompanyAccess } from '../../plugins/auth.ts';
import { displayName } from '../auth/user-dto.ts';
import { toPendingInvitation } from './invitations.ts';
import { companyJobIds, endSessionsOf, findMembers, findPendingInvitations, findShareableJobs, keepContactAnOwner, lockMembers, replaceMemberJobs } from './queries.ts';

type TFormat = (date: Date) => string;
type TMemberFound = Awaited<ReturnType<typeof findMembers>>[number];

const toMember = (row: TMemberFound, access: TCompanyAccess, locale: TLocale, format: TFormat): TMember => ({
  id: row.member.id,
  user_id: row.member.user_id,
  name: displayName(row, locale),
  email: row.email,
  role: row.member.role,
  jobs: row.jobs,
  is_me: row.member.id === access.memberId,
  joined_at: format(row.member.created_at),
});

/** The team as a member sees it; owners also get the pending invitations and the jobs they may share. */
export async function listMembers({ db, now }: Pick<TAppDeps, 'db' | 'now'>, access: TCompanyAccess, locale: TLocale, format: TFormat): Promise<TMembers> {
  const owner = access.role === 'owner';
  const [members, invitations, jobs] = await Promise.all([
    findMembers(db, access.companyId),
    owner ? findPendingInvitations(db, access.companyId, now()) : [],
    owner ? findShareableJobs(db, access.companyId) : [],
  ]);
  return {
    me: { id: access.memberId, role: access.role, digest: members.find((row) => row.member.id === access.memberId)?.member.digest ?? 'on' },
    items: members.map((row) => toMember(row, access, locale, format)),
    invitations: invitations.map((row) => toPendingInvitation(row.invitation, row.first_name === null ? null : displayName(row as Parameters<typeof displayName>[0], locale), format)),
    jobs,
  };
}

/** An owner withdraws a pending invitation of their company (another's, or one used already, is 404). */
export async function revokeInvitation({ db, now }: Pick<TAppDeps, 'db' | 'now'>, access: TCompanyAccess, id: number): Promise<void> {
  const [row] = await db
    .update(companyInvitations)
    .set({ revoked_at: now() })
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.company_id, access.companyId), isOpen()))
    .returning({ id: companyInvitations.id });
  if (!row) throw notFound();
}
const isOpen = () => and(isNull(companyInvitations.accepted_at), isNull(companyInvitations.revoked_at));

/**
 * Under a lock on the company's memberships: the target must be a member of the caller's company (404 otherwise),
 * and after the change the company still has an owner (409 otherwise).
 */
async function changeTeam<T>(db: TDatabase, access: TCompanyAccess, memberId: number, change: (tx: TDatabase, target: typeof companyMembers.$inferSelect, owners: number) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const members = await lockMembers(tx as unknown as TDatabase, access.companyId);
    const target = members.find((member) => member.id === memberId);
    if (!target) throw notFound();
    return change(tx as unknown as TDatabase, target, members.filter((member) => member.role === 'owner').length);
  });
}

/** An owner changes a member's role (and a viewer's shared jobs); making another member owner hands the company over. */
export async function updateMember(deps: Pick<TAppDeps, 'db' | 'now'>, access: TCompanyAccess, memberId: number, input: { role: TCompanyRole; job_ids?: number[] }, locale: TLocale, format: TFormat): Promise<TMember> {
  const wanted = input.role === 'viewer' ? (input.job_ids ?? null) : [];
  const jobIds = wanted === null ? null : await companyJobIds(deps.db, access.companyId, wanted);
  if (jobIds && wanted && jobIds.length !== wanted.length) throw new HttpError(422, 'validation_failed', { job_ids: 'not_found_item' });
  await changeTeam(deps.db, access, memberId, async (tx, target, owners) => {
    if (target.role === 'owner' && input.role !== 'owner' && owners <= 1) throw new HttpError(409, 'member_last_owner');
    await tx.update(companyMembers).set({ role: input.role }).where(eq(companyMembers.id, target.id));
    if (jobIds !== null) await replaceMemberJobs(tx, target.id, jobIds);
    if (target.role === 'owner' && input.role !== 'owner') await keepContactAnOwner(tx, access.companyId, target.user_id);
  });
  const row = (await findMembers(deps.db, access.companyId)).find((member) => member.member.id === memberId);
  if (!row) throw notFound();
  return toMember(row, access, locale, format);
}

/**
 * An owner removes a member, or a member leaves (their own id): the membership goes and every session of that
 * account ends at once. The last owner cannot leave (409). Their notes, ratings and history stay, under their name.
 */
export async function removeMember(deps: Pick<TAppDeps, 'db' | 'now'>, access: TCompanyAccess, memberId: number): Promise<'removed' | 'left'> {
  const self = memberId === access.memberId;
  if (!self && access.role !== 'owner') throw new HttpError(403, 'company_role_forbidden');
  await changeTeam(deps.db, access, memberId, async (tx, target, owners) => {
    if (target.role === 'owner' && owners <= 1) throw new HttpError(409, 'member_last_owner');
    await keepContactAnOwner(tx, access.companyId, target.user_id);
    await tx.delete(companyMembers).where(eq(companyMembers.id, target.id));
    await endSessionsOf(tx, target.user_id, deps.now());
  });
  return self ? 'left' : 'removed';
}
