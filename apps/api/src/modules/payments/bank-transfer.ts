import { HttpError, notFound } from '../../errors.ts';
import { isReceiptInUse } from '../files/queries.ts';
import { findOwnFile } from '../files/service.ts';
import { transitionJob } from '../jobs/state.ts';
import type { TPaymentWithTitle } from './dto.ts';
import { markPaid } from './mark-paid.ts';
import { sendPaymentNotice } from './payment-mail.ts';
import type { TPaymentDeps } from './online-payment.ts';
import { findOwnPayment, findPayment, lockFile, setAwaitingReview, setRejected } from './queries.ts';

/**
 * The bank transfer receipt: the company's own `invoice` file; the payment then waits for an admin, and so does the job.
 * The company is told the transfer was received (decision 032), once: by the request whose guarded update won.
 */
export async function attachReceipt(
  deps: Pick<TPaymentDeps, 'db' | 'config' | 'notifier' | 'log'>,
  input: { companyId: number; userId: number; paymentId: number; fileId: number },
): Promise<TPaymentWithTitle> {
  const { db } = deps;
  const payment = await findOwnPayment(db, input.companyId, input.paymentId);
  if (!payment) throw notFound();
  if (payment.pay_type !== 'bank') throw new HttpError(409, 'payment_not_bank');
  const file = await findOwnFile(db, input.userId, input.fileId);
  if (!file || file.kind !== 'invoice') throw new HttpError(422, 'validation_failed', { invoice_file_id: 'file_not_yours' });
  await db.transaction(async (tx) => {
    // One receipt proves one transfer: it may not back a second payment while the first is under review or
    // paid. The file row is locked so that two payments racing for the same receipt are decided one by one.
    await lockFile(tx, file.id);
    if (await isReceiptInUse(tx, file.id, payment.id)) throw new HttpError(409, 'payment_receipt_in_use');
    if (!(await setAwaitingReview(tx, payment.id, file.id))) throw new HttpError(409, 'payment_not_pending');
    // A job's posting waits for the review with its payment; a package (decision 130) has no job to move, and a
    // featured period's job (decision 135) stays live meanwhile.
    if (payment.job_id !== null && payment.feature_days === null && !(await transitionJob(tx, payment.job_id, 'await_review', { companyId: input.companyId }))) {
      throw new HttpError(409, 'payment_job_not_awaiting');
    }
  });
  await sendPaymentNotice(deps, payment.id, 'transfer_received');
  return (await findOwnPayment(db, input.companyId, input.paymentId))!;
}

export type TTransferReview = { paymentId: number; adminId: number; decision: 'approve' } | { paymentId: number; adminId: number; decision: 'reject'; reason: string };

/**
 * An admin's decision on a bank transfer, only while it awaits review (409 otherwise): approve takes the
 * same paid path as an online payment; reject records the reason and sends the job back to awaiting payment.
 * The company is told either way, in its language (decision 026).
 */
export async function reviewPayment(deps: Pick<TPaymentDeps, 'db' | 'config' | 'notifier' | 'log'>, input: TTransferReview): Promise<TPaymentWithTitle> {
  const payment = await findPayment(deps.db, input.paymentId);
  if (!payment) throw notFound();
  const reviewed = { reviewed_by: input.adminId, reviewed_at: new Date() };
  await deps.db.transaction(async (tx) => {
    if (input.decision === 'approve') {
      const row = await markPaid(tx, payment.id, 'awaiting_review', { postingDays: deps.config.jobPostingDays, set: reviewed, log: deps.log, zatca: deps.config.zatca !== undefined });
      if (!row) throw new HttpError(409, 'payment_not_awaiting_review');
      return;
    }
    if (!(await setRejected(tx, payment.id, input.reason, reviewed))) throw new HttpError(409, 'payment_not_awaiting_review');
    if (payment.job_id !== null && payment.feature_days === null && !(await transitionJob(tx, payment.job_id, 'review_rejected'))) {
      deps.log?.warn({ jobId: payment.job_id }, 'rejected transfer: job was not awaiting review');
    }
  });
  // Reached only by the one review whose guarded update won (the others answered 409): one mail per decision.
  await sendPaymentNotice(deps, payment.id, input.decision === 'approve' ? 'transfer_approved' : 'transfer_rejected');
  return (await findPayment(deps.db, payment.id))!;
}
