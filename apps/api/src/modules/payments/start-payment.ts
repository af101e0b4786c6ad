import type { TLocale, TPayType, TPublishBlocker } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import type { TPaymentRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { TApiMessage } from '../../i18n.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { publishBlockers } from '../companies/publish.ts';
import type { TPaymentWithTitle } from './dto.ts';
import { gatewayFor } from './gateways/index.ts';
import { PAYMENT_KEY_CONSTRAINT, findPaymentOfKey, recordPaymentKey, replayPayment } from './idempotency.ts';
import { cancelCheckouts, openCheckout, type TPaymentDeps } from './online-payment.ts';
import { currentPrice } from './pricing.ts';
import { cancelPendingPayments, findOwnJobToPay, insertPayment, lockJobAwaitingPayment } from './queries.ts';

const BLOCKER_MESSAGES: Record<TPublishBlocker, TApiMessage> = {
  email_unverified: 'payment_email_unverified',
  company_unverified: 'payment_company_unverified',
  profile_incomplete: 'payment_profile_incomplete',
};

/**
 * Starts paying for a job: the company's job waiting for payment, a company allowed to publish, the price
 * of now fixed on the row. A pending payment of the job is cancelled in the same transaction (the partial
 * unique index keeps one open payment per job: a concurrent duplicate answers 409). Online payments get a
 * checkout at the gateway; bank payments wait for the transfer receipt.
 * With an Idempotency-Key, a retry (even one sent at the same time) answers the payment the key made and writes
 * nothing: it is looked for first, then again under the job's lock, and recorded in the creating transaction.
 */
export async function startPayment(
  deps: TPaymentDeps,
  input: { companyId: number; jobId: number; payType: TPayType; locale: TLocale; idempotencyKey?: string | undefined },
): Promise<TPaymentWithTitle> {
  const { db, config } = deps;
  const key = input.idempotencyKey;
  const replay = async (from: TDatabase) => {
    const found = key === undefined ? undefined : await findPaymentOfKey(from, input.companyId, key);
    return found && replayPayment(from, input.companyId, found, input);
  };
  const earlier = await replay(db);
  if (earlier) return earlier;

  const job = await findOwnJobToPay(db, input.companyId, input.jobId);
  if (!job) throw notFound();
  if (job.status !== 'awaiting_payment') throw new HttpError(409, 'payment_job_not_awaiting');
  const [blocker] = await publishBlockers(db, input.companyId);
  if (blocker) throw new HttpError(403, BLOCKER_MESSAGES[blocker]);

  const price = await currentPrice(db, config);
  const gatewayName = input.payType === 'online' ? config.paymentGateway : null;
  const gateway = gatewayName ? gatewayFor(deps, gatewayName, input.locale) : undefined;
  let cancelled: TPaymentRow[] = [];
  let outcome: { created: TPaymentRow } | { replayed: TPaymentWithTitle };
  try {
    outcome = await db.transaction(async (tx) => {
      // The job is locked and checked again: an unsubmit (which locks it too) cannot slip in between the
      // check above and the insert, or a draft would be left with an open payment the company could pay.
      if (!(await lockJobAwaitingPayment(tx, job.id))) throw new HttpError(409, 'payment_job_not_awaiting');
      // A retry that waited for the lock finds what the first request made.
      const replayed = await replay(tx);
      if (replayed) return { replayed };
      cancelled = await cancelPendingPayments(tx, job.id);
      const row = await insertPayment(tx, {
        company_id: input.companyId,
        job_id: job.id,
        pay_type: input.payType,
        fee_halalas: price.fee_halalas,
        vat_halalas: price.vat_halalas,
        total_halalas: price.total_halalas,
        vat_rate_basis_points: price.vat_rate_basis_points,
        gateway: gatewayName,
      });
      if (key !== undefined) await recordPaymentKey(tx, input.companyId, key, row);
      return { created: row };
    });
  } catch (error) {
    // The same key taken meanwhile by a request for another job: that request's answer (422 here).
    if (key !== undefined && isUniqueViolation(error, PAYMENT_KEY_CONSTRAINT)) {
      const taken = await replay(db);
      if (taken) return taken;
    }
    if (isUniqueViolation(error, 'payments_one_open_per_job')) throw new HttpError(409, 'payment_in_progress');
    throw error;
  }
  if ('replayed' in outcome) return outcome.replayed;
  const { created } = outcome;

  await cancelCheckouts(deps, cancelled);

  if (!gateway) return { ...created, job_title: job.title };
  const row = await openCheckout(deps, gateway, created, { title: job.title, locale: input.locale });
  return { ...row, job_title: job.title };
}
