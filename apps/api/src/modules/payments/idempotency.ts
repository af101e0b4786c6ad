import { and, eq } from 'drizzle-orm';
import type { TPayType } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { TPaymentWithTitle } from './dto.ts';
import { findOwnPayment } from './queries.ts';

/**
 * Idempotency-Key on payment creation (decision 021). A key is recorded in `payment_events` (the table of what was
 * already processed, so that a replay changes nothing) in the transaction that creates the payment, as the event
 * `api` / `idempotency:<company id>:<key>`: its unique index makes a concurrent duplicate fail there, and a retry
 * finds the payment it made.
 */
const SOURCE = 'api';

/** What a payment is started for: a job's posting, a package of credits (decision 130), or a live job's featured period (decision 135). */
export type TPaySubject = { jobId: number } | { packageId: number } | { featureJobId: number; optionId: number };
const KIND = 'start_payment';

const eventIdOf = (companyId: number, key: string) => `idempotency:${companyId}:${key}`;

/** The payment a key of the company already made; undefined when the key is new. */
export async function findPaymentOfKey(db: TDatabase, companyId: number, key: string): Promise<{ paymentId: number | null } | undefined> {
  const [row] = await db
    .select({ paymentId: paymentEvents.payment_id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.gateway, SOURCE), eq(paymentEvents.event_id, eventIdOf(companyId, key))))
    .limit(1);
  return row;
}

/** Records the key with the payment it made, in the caller's transaction (a unique violation when it is taken). */
export async function recordPaymentKey(
  tx: TDatabase,
  companyId: number,
  key: string,
  payment: { id: number; job_id: number | null; package_id: number | null; pay_type: TPayType },
): Promise<void> {
  await tx.insert(paymentEvents).values({
    gateway: SOURCE,
    event_id: eventIdOf(companyId, key),
    kind: KIND,
    payment_id: payment.id,
    payload: { job_id: payment.job_id, package_id: payment.package_id, pay_type: payment.pay_type },
  });
}

export const PAYMENT_KEY_CONSTRAINT = 'payment_events_gateway_event_unique';

/**
 * The answer to a retry: the payment the key made, as it is now (paid since, say). 422 when the key came with
 * another request (another job or way to pay); 409 while the first request is still opening the gateway's
 * checkout (the client tries again in a moment); 404 when the payment is gone with its job. A package's purchase
 * (decision 130) is the same: the key names one purchase of one package.
 */
export async function replayPayment(
  db: TDatabase,
  companyId: number,
  found: { paymentId: number | null },
  request: { subject: TPaySubject; payType: TPayType },
): Promise<TPaymentWithTitle> {
  const payment = found.paymentId === null ? undefined : await findOwnPayment(db, companyId, found.paymentId);
  if (!payment) throw notFound();
  const { subject } = request;
  const sameSubject =
    'jobId' in subject
      ? payment.job_id === subject.jobId && payment.feature_option_id === null
      : 'packageId' in subject
        ? payment.package_id === subject.packageId
        : payment.job_id === subject.featureJobId && payment.feature_option_id === subject.optionId;
  if (!sameSubject || payment.pay_type !== request.payType) throw new HttpError(422, 'idempotency_key_reused');
  if (payment.pay_type === 'online' && payment.status === 'pending' && payment.gateway_ref === null) throw new HttpError(409, 'idempotency_in_progress');
  return payment;
}
