import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { TCreditSpent, TLocale, TPostingCredits } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { jobs, payments, postingCreditSpends, postingCredits, type TPaymentRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { publishBlockers } from '../companies/publish.ts';
import { sendJobNotices } from '../jobs/job-mail.ts';
import { riyadhToday } from '../jobs/state.ts';
import { activatePaidJob } from './mark-paid.ts';
import { cancelCheckouts, type TPaymentDeps } from './online-payment.ts';
import { cancelPendingPayments, findOwnJobToPay, lockJobAwaitingPayment } from './queries.ts';
import { BLOCKER_MESSAGES } from './start-payment.ts';

/** GET /api/v1/company/credits: each purchase's credits (soonest expiry first) and how many can be spent now. */
export async function listCredits(db: TDatabase, companyId: number, locale: TLocale): Promise<TPostingCredits> {
  const rows = await db
    .select({
      id: postingCredits.id,
      payment_id: postingCredits.payment_id,
      name: locale === 'ar' ? payments.package_name_ar : payments.package_name_en,
      posts: postingCredits.posts,
      used: postingCredits.used,
      expires_on: postingCredits.expires_on,
      expired: sql<boolean>`${postingCredits.expires_on} < ${riyadhToday}`,
    })
    .from(postingCredits)
    .innerJoin(payments, eq(payments.id, postingCredits.payment_id))
    .where(eq(postingCredits.company_id, companyId))
    .orderBy(asc(postingCredits.expires_on), asc(postingCredits.id));
  const credits = rows.map((row) => ({
    id: row.id,
    payment_id: row.payment_id,
    package_name: row.name ?? '',
    posts: row.posts,
    used: row.used,
    remaining: row.posts - row.used,
    expires_on: row.expires_on,
    expired: row.expired,
  }));
  const spendable = credits.filter((credit) => !credit.expired && credit.remaining > 0);
  return {
    available: spendable.reduce((sum, credit) => sum + credit.remaining, 0),
    next_expiry: spendable[0]?.expires_on ?? null,
    credits,
  };
}

/**
 * Takes one credit of the company, the soonest-expiring one first, in the caller's transaction; undefined when none
 * can be spent. The row is locked (FOR UPDATE): a concurrent spend waits, then finds the credit used up and takes the
 * next one or none, so two publishes never spend one credit twice (the check constraint backs it: used <= posts).
 */
async function takeCredit(tx: TDatabase, companyId: number): Promise<{ id: number; remaining: number } | undefined> {
  const [credit] = await tx
    .select({ id: postingCredits.id })
    .from(postingCredits)
    .where(and(eq(postingCredits.company_id, companyId), lt(postingCredits.used, postingCredits.posts), sql`${postingCredits.expires_on} >= ${riyadhToday}`))
    .orderBy(asc(postingCredits.expires_on), asc(postingCredits.id))
    .limit(1)
    .for('update');
  if (!credit) return undefined;
  const [taken] = await tx
    .update(postingCredits)
    .set({ used: sql`${postingCredits.used} + 1` })
    .where(and(eq(postingCredits.id, credit.id), lt(postingCredits.used, postingCredits.posts)))
    .returning({ id: postingCredits.id, posts: postingCredits.posts, used: postingCredits.used });
  return taken && { id: taken.id, remaining: taken.posts - taken.used };
}

/**
 * Publishes one of the company's jobs waiting for payment with a credit instead of paying (decision 130): the same
 * checks as a payment (the company may publish; the job waits for payment, locked), the job's pending payment
 * cancelled, then the same activation as a paid job (the last screening may hold it, paid).
 */
export async function spendCredit(
  deps: TPaymentDeps,
  input: { companyId: number; userId: number; jobId: number },
): Promise<{ spent: TCreditSpent; held: boolean }> {
  const { db, config } = deps;
  const job = await findOwnJobToPay(db, input.companyId, input.jobId);
  if (!job) throw notFound();
  if (job.status !== 'awaiting_payment') throw new HttpError(409, 'payment_job_not_awaiting');
  const [blocker] = await publishBlockers(db, input.companyId);
  if (blocker) throw new HttpError(403, BLOCKER_MESSAGES[blocker]);

  let cancelled: TPaymentRow[] = [];
  const credit = await db.transaction(async (tx) => {
    if (!(await lockJobAwaitingPayment(tx, job.id))) throw new HttpError(409, 'payment_job_not_awaiting');
    const taken = await takeCredit(tx, input.companyId);
    if (!taken) throw new HttpError(409, 'credit_none');
    await tx.insert(postingCreditSpends).values({ credit_id: taken.id, job_id: job.id, spent_by: input.userId });
    cancelled = await cancelPendingPayments(tx, job.id);
    await activatePaidJob(tx, job.id, config.jobPostingDays, deps.log);
    return taken;
  });
  await cancelCheckouts(deps, cancelled);
  const [after] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id)).limit(1);
  const status = after?.status ?? 'held';
  // The job went live: its notice, as for every time a job goes live (decision 032).
  if (status === 'active') await sendJobNotices(deps, [job.id], 'live');
  const remaining = (await listCredits(db, input.companyId, 'en')).available;
  return { spent: { job_id: job.id, job_status: status, credit_id: credit.id, remaining }, held: status === 'held' };
}
