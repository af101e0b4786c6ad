import { and, count, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { TCompanyDeletionPreview } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import type { TAppDeps } from '../../deps.ts';
import { companies, companyInvitations, companyMembers, conversations, jobs, payments, talentPools, users } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { confirmPassword } from '../auth/confirm-password.ts';
import { requireRecentSecondStep, type TStepUpSession } from '../auth/step-up.ts';
import { findUserById } from '../auth/queries.ts';
import { findFilesOf } from '../files/queries.ts';
import { deleteFile, type TFileDeps } from '../files/service.ts';
import { sendAccountDeletedMail } from '../auth/deleted-mail.ts';
import { endSessionsOf } from '../members/queries.ts';

/** Statuses a job of a deleted company leaves: every one but `closed` (and `unpublished`, already off every list). */
const OFF_LIST: ('closed' | 'unpublished')[] = ['closed', 'unpublished'];

async function countOf(db: TDatabase, table: typeof jobs | typeof payments, where: ReturnType<typeof and>) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** What the deletion would do, for the statement the account page shows before the password is asked. */
export async function companyDeletionPreview(db: TDatabase, companyId: number): Promise<TCompanyDeletionPreview> {
  const [openJobs, invoices, underReview] = await Promise.all([
    countOf(db, jobs, and(eq(jobs.company_id, companyId), notInArray(jobs.status, OFF_LIST))),
    countOf(db, payments, and(eq(payments.company_id, companyId), isNotNull(payments.invoice_number))),
    countOf(db, payments, and(eq(payments.company_id, companyId), eq(payments.status, 'awaiting_review'))),
  ]);
  return { open_jobs: openJobs, invoices, payments_under_review: underReview };
}

/**
 * Deletes a company account (decision 041) after the password is confirmed. Refused while a bank transfer waits
 * for review (money may have moved: an administrator decides first). The account's files go (rows and bytes); then,
 * in one transaction: every job is closed, open online payments are cancelled, conversations and talent pools go,
 * the company is marked deleted and detached, and the account row goes with its sessions and sign-in links.
 * The other members' memberships end with it, and every session of theirs (decision 126): nobody keeps access to a
 * deleted company; their accounts stay, belonging to no company. Its open invitations are withdrawn.
 * Paid payments stay: they are the tax invoices the platform must keep, with the buyer frozen at payment.
 */
export async function deleteCompanyAccount(
  deps: TFileDeps & Pick<TAppDeps, 'loginThrottle' | 'now' | 'notifier'>,
  { userId, companyId, session }: { userId: number; companyId: number; session: TStepUpSession },
  password: string,
  onMailError: (error: unknown) => void,
): Promise<void> {
  const { db } = deps;
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'unauthenticated');
  await requireRecentSecondStep(db, session);
  if (!(await confirmPassword(deps, user, password))) throw new HttpError(422, 'validation_failed', { password: 'wrong_password' });
  if ((await companyDeletionPreview(db, companyId)).payments_under_review > 0) throw new HttpError(409, 'company_payment_under_review');
  const now = deps.now();
  for (const file of await findFilesOf(db, userId)) await deleteFile(deps, file);
  await db.transaction(async (tx) => {
    // The same guard as the check above, inside the transaction: a receipt uploaded meanwhile stops it too.
    const [review] = await tx
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.company_id, companyId), eq(payments.status, 'awaiting_review')));
    if (Number(review?.n ?? 0) > 0) throw new HttpError(409, 'company_payment_under_review');
    await tx
      .update(jobs)
      .set({ status: 'closed', closed_at: now, updated_at: now })
      .where(and(eq(jobs.company_id, companyId), notInArray(jobs.status, OFF_LIST)));
    await tx
      .update(payments)
      .set({ status: 'cancelled', updated_at: now })
      .where(and(eq(payments.company_id, companyId), inArray(payments.status, ['pending'])));
    await tx.delete(conversations).where(eq(conversations.company_id, companyId));
    await tx.delete(talentPools).where(eq(talentPools.company_id, companyId));
    await tx
      .update(companies)
      .set({ user_id: null, deleted_at: now, updated_at: now, contact_email: null, contact_phone: null, logo_file_id: null, commercial_file_id: null })
      .where(eq(companies.id, companyId));
    const members = await tx.delete(companyMembers).where(eq(companyMembers.company_id, companyId)).returning({ user_id: companyMembers.user_id });
    for (const member of members) await endSessionsOf(tx as unknown as TDatabase, member.user_id, now);
    await tx
      .update(companyInvitations)
      .set({ revoked_at: now })
      .where(and(eq(companyInvitations.company_id, companyId), isNull(companyInvitations.accepted_at), isNull(companyInvitations.revoked_at)));
    await tx.delete(users).where(eq(users.id, userId));
  });
  // The confirmation, to the address the account had (read above), once the deletion is done (decision 089).
  await sendAccountDeletedMail(deps.notifier, user).catch(onMailError);
}
