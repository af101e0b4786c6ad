import { computePrice, type TLocale, type TPayType, type TPublishBlocker } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import type { payments, TPaymentRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { TApiMessage } from '../../i18n.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { publishBlockers } from '../companies/publish.ts';
import { riyadhDateOf, servicePeriodFrom } from '../jobs/state.ts';
import type { TPaymentWithTitle } from './dto.ts';
import { gatewayFor } from './gateways/index.ts';
import { PAYMENT_KEY_CONSTRAINT, findPaymentOfKey, recordPaymentKey, replayPayment, type TPaySubject } from './idempotency.ts';
import { featureDescription, packageDescription, postingDescription } from './invoice.ts';
import { findActiveFeatureOption } from './feature-options.ts';
import { findActivePackage } from './packages.ts';
import { cancelCheckouts, openCheckout, type TPaymentDeps } from './online-payment.ts';
import { currentPrice, getVatRateBasisPoints } from './pricing.ts';
import { cancelPendingPayments, findOwnJobToPay, insertPayment, lockJobAwaitingPayment, lockLiveJob } from './queries.ts';

export const BLOCKER_MESSAGES: Record<TPublishBlocker, TApiMessage> = {
  email_unverified: 'payment_email_unverified',
  company_unverified: 'payment_company_unverified',
  profile_incomplete: 'payment_profile_incomplete',
};

/** What is being bought, as the payment row fixes it: a job's posting or a package (decision 130). */
type TSold = {
  values: Pick<
    typeof payments.$inferInsert,
    'job_id' | 'package_id' | 'package_name_ar' | 'package_name_en' | 'package_posts' | 'package_validity_days' | 'feature_option_id' | 'feature_days'
  >;
  price: { fee_halalas: number; vat_halalas: number; total_halalas: number; vat_rate_basis_points: number };
  description: string;
  jobTitle: string | null;
  /** A job's payment locks the job first in the creating transaction, then replaces its pending payment. */
  lock?: (tx: TDatabase) => Promise<void>;
  replace?: (tx: TDatabase) => Promise<TPaymentRow[]>;
};

async function jobSold(deps: TPaymentDeps, companyId: number, jobId: number, locale: TLocale): Promise<TSold> {
  const { db, config } = deps;
  const job = await findOwnJobToPay(db, companyId, jobId);
  if (!job) throw notFound();
  if (job.status !== 'awaiting_payment') throw new HttpError(409, 'payment_job_not_awaiting');
  const price = await currentPrice(db, config);
  return {
    values: { job_id: job.id },
    price,
    // The days this payment buys, as the checkout shows them and the invoice's service period keeps them (decision 150):
    // from today to the job's deadline, never the longest posting JOB_POSTING_DAYS allows.
    description: postingDescription(locale, job.title, servicePeriodFrom(riyadhDateOf(new Date()), job.deadline).days),
    jobTitle: job.title,
    lock: async (tx) => {
      // The job is locked and checked again: an unsubmit (which locks it too) cannot slip in between the
      // check above and the insert, or a draft would be left with an open payment the company could pay.
      if (!(await lockJobAwaitingPayment(tx, job.id))) throw new HttpError(409, 'payment_job_not_awaiting');
    },
    replace: (tx) => cancelPendingPayments(tx, job.id),
  };
}

async function packageSold(db: TDatabase, packageId: number, locale: TLocale): Promise<TSold> {
  const found = await findActivePackage(db, packageId);
  if (!found) throw notFound();
  const name = locale === 'ar' ? found.name_ar : found.name_en;
  return {
    values: { package_id: found.id, package_name_ar: found.name_ar, package_name_en: found.name_en, package_posts: found.posts, package_validity_days: found.validity_days },
    price: computePrice(found.price_halalas, await getVatRateBasisPoints(db)),
    description: packageDescription(locale, name, found.posts, found.validity_days),
    jobTitle: null,
  };
}

/**
 * A live job's featured period (decision 135): the company's own job, live now (422 otherwise: an expired, closed or
 * paused job, or one not yet published, cannot be featured), and an active period. A pending featuring payment of the
 * job is replaced, as a post's (one open payment per job).
 */
async function featureSold(db: TDatabase, companyId: number, jobId: number, optionId: number, locale: TLocale): Promise<TSold> {
  const job = await findOwnJobToPay(db, companyId, jobId);
  if (!job) throw notFound();
  if (job.status !== 'active') throw new HttpError(422, 'feature_job_not_live');
  const option = await findActiveFeatureOption(db, optionId);
  if (!option) throw notFound();
  return {
    values: { job_id: job.id, feature_option_id: option.id, feature_days: option.days },
    price: computePrice(option.price_halalas, await getVatRateBasisPoints(db)),
    description: featureDescription(locale, job.title, option.days),
    jobTitle: job.title,
    lock: async (tx) => {
      // Closed or paused meanwhile: nothing to feature.
      if (!(await lockLiveJob(tx, job.id))) throw new HttpError(422, 'feature_job_not_live');
    },
    replace: (tx) => cancelPendingPayments(tx, job.id),
  };
}

/** What `subject` sells. */
function soldOf(deps: TPaymentDeps, companyId: number, subject: TPaySubject, locale: TLocale): Promise<TSold> {
  if ('jobId' in subject) return jobSold(deps, companyId, subject.jobId, locale);
  if ('packageId' in subject) return packageSold(deps.db, subject.packageId, locale);
  return featureSold(deps.db, companyId, subject.featureJobId, subject.optionId, locale);
}

/**
 * Starts paying for a job (its waiting for payment) or a package (an active one, decision 130): a company allowed
 * to publish, the price of now fixed on the row. A job's pending payment is cancelled in the same transaction (the
 * partial unique index keeps one open payment per job: a concurrent duplicate answers 409). Online payments get a
 * checkout at the gateway; bank payments wait for the transfer receipt.
 * With an Idempotency-Key, a retry (even one sent at the same time) answers the payment the key made and writes
 * nothing: it is looked for first, then again in the creating transaction (a job's under its lock), and recorded
 * there: the key's unique index turns a concurrent duplicate into the first one's answer.
 */
export async function startPayment(
  deps: TPaymentDeps,
  input: { companyId: number; subject: TPaySubject; payType: TPayType; locale: TLocale; idempotencyKey?: string | undefined },
): Promise<TPaymentWithTitle> {
  const { db, config } = deps;
  const key = input.idempotencyKey;
  const replay = async (from: TDatabase) => {
    const found = key === undefined ? undefined : await findPaymentOfKey(from, input.companyId, key);
    return found && replayPayment(from, input.companyId, found, input);
  };
  const earlier = await replay(db);
  if (earlier) return earlier;

  const sold = await soldOf(deps, input.companyId, input.subject, input.locale);
  const [blocker] = await publishBlockers(db, input.companyId);
  if (blocker) throw new HttpError(403, BLOCKER_MESSAGES[blocker]);

  const gatewayName = input.payType === 'online' ? config.paymentGateway : null;
  const gateway = gatewayName ? gatewayFor(deps, gatewayName, input.locale) : undefined;
  let cancelled: TPaymentRow[] = [];
  let outcome: { created: TPaymentRow } | { replayed: TPaymentWithTitle };
  try {
    outcome = await db.transaction(async (tx) => {
      await sold.lock?.(tx);
      // A retry that waited for the lock finds what the first request made.
      const replayed = await replay(tx);
      if (replayed) return { replayed };
      cancelled = (await sold.replace?.(tx)) ?? [];
      const row = await insertPayment(tx, {
        company_id: input.companyId,
        ...sold.values,
        pay_type: input.payType,
        fee_halalas: sold.price.fee_halalas,
        vat_halalas: sold.price.vat_halalas,
        total_halalas: sold.price.total_halalas,
        vat_rate_basis_points: sold.price.vat_rate_basis_points,
        gateway: gatewayName,
      });
      if (key !== undefined) await recordPaymentKey(tx, input.companyId, key, row);
      return { created: row };
    });
  } catch (error) {
    // The same key taken meanwhile (a concurrent retry, or a request for something else: 422 there).
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

  if (!gateway) return { ...created, job_title: sold.jobTitle };
  const row = await openCheckout(deps, gateway, created, { description: sold.description, locale: input.locale });
  return { ...row, job_title: sold.jobTitle };
}
