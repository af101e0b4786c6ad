import type { TLocale, TPayType, TPublishBlocker } from '@tawzeef/contract';
import type { TPaymentRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { TApiMessage } from '../../i18n.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { publishBlockers } from '../companies/publish.ts';
import type { TPaymentWithTitle } from './dto.ts';
import { gatewayFor } from './gateways/index.ts';
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
 */
export async function startPayment(
  deps: TPaymentDeps,
  input: { companyId: number; jobId: number; payType: TPayType; locale: TLocale },
): Promise<TPaymentWithTitle> {
  const { db, config } = deps;
  const job = await findOwnJobToPay(db, input.companyId, input.jobId);
  if (!job) throw notFound();
  if (job.status !== 'awaiting_payment') throw new HttpError(409, 'payment_job_not_awaiting');
  const [blocker] = await publishBlockers(db, input.companyId);
  if (blocker) throw new HttpError(403, BLOCKER_MESSAGES[blocker]);

  const price = await currentPrice(db, config);
  const gatewayName = input.payType === 'online' ? config.paymentGateway : null;
  const gateway = gatewayName ? gatewayFor(deps, gatewayName, input.locale) : undefined;
  let cancelled: TPaymentRow[] = [];
  let created: TPaymentRow;
  try {
    created = await db.transaction(async (tx) => {
      // The job is locked and checked again: an unsubmit (which locks it too) cannot slip in between the
      // check above and the insert, or a draft would be left with an open payment the company could pay.
      if (!(await lockJobAwaitingPayment(tx, job.id))) throw new HttpError(409, 'payment_job_not_awaiting');
      cancelled = await cancelPendingPayments(tx, job.id);
      return insertPayment(tx, {
        company_id: input.companyId,
        job_id: job.id,
        pay_type: input.payType,
        fee_halalas: price.fee_halalas,
        vat_halalas: price.vat_halalas,
        total_halalas: price.total_halalas,
        vat_rate_basis_points: price.vat_rate_basis_points,
        gateway: gatewayName,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payments_one_open_per_job')) throw new HttpError(409, 'payment_in_progress');
    throw error;
  }

  await cancelCheckouts(deps, cancelled);

  if (!gateway) return { ...created, job_title: job.title };
  const row = await openCheckout(deps, gateway, created, { title: job.title, locale: input.locale });
  return { ...row, job_title: job.title };
}
