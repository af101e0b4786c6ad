import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { jobs, type TPaymentRow } from '../../db/schema/index.ts';
import { transitionJob } from '../jobs/state.ts';
import { holdJob, screenJob } from '../moderation/hold.ts';
import { extendFeatured } from './feature-options.ts';
import { findJobDeadline, grantCredits, lockPaymentIn, setPaid } from './queries.ts';
import { queueZatcaDocument } from './zatca.ts';

/** If a paid job's deadline has passed (a slow bank review), it goes live for this many days instead (decision 011). */
const LATE_ACTIVATION_DAYS = 30;

/**
 * Activates the paid job (inside the payment's transaction). A deadline already passed (a slow review) moves
 * to today + min(30, JOB_POSTING_DAYS) in Riyadh, so the job goes live for a useful time (decision 011). A job
 * published with a credit (decision 130) goes the same way.
 */
export async function activatePaidJob(tx: TDatabase, jobId: number, postingDays: number, log?: FastifyBaseLogger) {
  const job = await findJobDeadline(tx, jobId, Math.min(LATE_ACTIVATION_DAYS, postingDays));
  if (!job) return null;
  // The last screening before the job goes live (decision 032): the text or the list may have changed since it was
  // sent to payment. A catch holds it as paid, so the administrator's approval publishes it without a new payment;
  // this period has not begun (activated_at is set when it goes live).
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
  const findings = row && (row.status === 'awaiting_payment' || row.status === 'awaiting_review') ? await screenJob(tx, row) : [];
  if (findings.length > 0) return holdJob(tx, { id: jobId }, findings, { paid: true, now: new Date(), set: { activated_at: null } });
  // Held meanwhile (edited while a card payment was open): the money is in, so approval must not ask for it again.
  if (row?.status === 'held') {
    await tx.update(jobs).set({ held_paid: true, activated_at: null }).where(and(eq(jobs.id, jobId), eq(jobs.status, 'held')));
    return null;
  }
  const isLate = !job.deadline || job.deadline < job.today;
  const activated = await transitionJob(tx, jobId, 'activate', isLate ? { set: { deadline: job.extended } } : {});
  // Money was taken: the payment stays paid even if the job moved meanwhile; an admin sorts it out.
  if (!activated) log?.warn({ jobId }, 'paid job was not waiting for payment or review: not activated');
  return activated;
}

/**
 * The one way a payment becomes paid (online confirmation and bank approval): a guarded update from `from`
 * that takes the next tax invoice number, then the job's activation, in the caller's transaction. Null when
 * the payment was not in `from` (already confirmed, or never eligible): nothing changes twice.
 */
export async function markPaid(
  tx: TDatabase,
  paymentId: number,
  from: 'pending' | 'awaiting_review',
  options: { postingDays: number; set?: Partial<Pick<TPaymentRow, 'reviewed_by' | 'reviewed_at'>>; log?: FastifyBaseLogger; zatca?: boolean },
): Promise<TPaymentRow | null> {
  // Lock first, then number: PostgreSQL computes an UPDATE's new values before it waits for the row lock, so
  // racing approvals would each burn a sequence value and leave gaps in the invoice numbers.
  if (!(await lockPaymentIn(tx, paymentId, from))) return null;
  const row = await setPaid(tx, paymentId, from, options.set);
  if (!row) return null;
  // A job's posting goes live; a package's credits are granted (decision 130); a live job's featured period is added
  // (decision 135); each once, by this guarded update.
  if (row.feature_days !== null && row.job_id !== null) await extendFeatured(tx, row.job_id, row.feature_days);
  else if (row.job_id !== null) await activatePaidJob(tx, row.job_id, options.postingDays, options.log);
  else await grantCredits(tx, row);
  // ZATCA phase 2 on (decision 167): the invoice is queued with the payment, so it cannot be lost; it is signed
  // and sent in the order of payment by the ZATCA queue.
  if (options.zatca) await queueZatcaDocument(tx, row.id, 'invoice');
  return row;
}
