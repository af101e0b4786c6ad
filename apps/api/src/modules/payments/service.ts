import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TAdminPayment, TLocale, TPayment, TPayType } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { companies, files, jobs, paymentEvents, payments, type TPaymentRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { TApiMessage } from '../../i18n.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { publishBlockers, type TPublishBlocker } from '../companies/publish.ts';
import { findOwnFile } from '../files/service.ts';
import { riyadhToday, transitionJob } from '../jobs/state.ts';
import { gatewayFor, type TGatewayDeps } from './gateways/index.ts';
import { GatewayError, type TGatewayStatus } from './gateways/types.ts';
import { formatInvoiceNumber, postingDescription } from './invoice.ts';
import { currentPrice } from './pricing.ts';

export interface TPaymentDeps extends TGatewayDeps {
  config: TConfig;
  log?: FastifyBaseLogger;
}

type TPaymentWithTitle = TPaymentRow & { job_title: string };
type TFormatDate = (date: Date) => string;

/** If a paid job's deadline has passed (a slow bank review), it goes live for this many days instead (decision 011). */
const LATE_ACTIVATION_DAYS = 30;

const BLOCKER_MESSAGES: Record<TPublishBlocker, TApiMessage> = {
  email_unverified: 'payment_email_unverified',
  company_unverified: 'payment_company_unverified',
  profile_incomplete: 'payment_profile_incomplete',
};

export function toPaymentDto(row: TPaymentWithTitle, formatDate: TFormatDate): TPayment {
  return {
    id: row.id,
    job_id: row.job_id,
    job_title: row.job_title,
    pay_type: row.pay_type,
    status: row.status,
    currency: 'SAR',
    fee_halalas: row.fee_halalas,
    vat_halalas: row.vat_halalas,
    total_halalas: row.total_halalas,
    gateway: row.gateway,
    redirect_url: row.status === 'pending' ? row.redirect_url : null,
    invoice_file_id: row.invoice_file_id,
    rejection_reason: row.rejection_reason,
    invoice_number: row.invoice_number !== null && row.invoice_issued_at ? formatInvoiceNumber(row.invoice_number, row.invoice_issued_at) : null,
    paid_at: row.paid_at ? formatDate(row.paid_at) : null,
    created_at: formatDate(row.created_at),
  };
}

async function selectPayments(db: TDatabase, where: SQL | undefined, order: 'newest' | 'oldest' = 'newest') {
  const rows = await db
    .select({ payment: payments, job_title: jobs.title })
    .from(payments)
    .innerJoin(jobs, eq(jobs.id, payments.job_id))
    .where(where)
    .orderBy(order === 'newest' ? desc(payments.created_at) : asc(payments.created_at), order === 'newest' ? desc(payments.id) : asc(payments.id));
  return rows.map((row) => ({ ...row.payment, job_title: row.job_title }));
}

/** A payment of the company (another company's, like a missing one, is undefined: answered 404). */
export async function findOwnPayment(db: TDatabase, companyId: number, paymentId: number): Promise<TPaymentWithTitle | undefined> {
  const [row] = await selectPayments(db, and(eq(payments.id, paymentId), eq(payments.company_id, companyId)));
  return row;
}

export async function findPayment(db: TDatabase, paymentId: number): Promise<TPaymentWithTitle | undefined> {
  const [row] = await selectPayments(db, eq(payments.id, paymentId));
  return row;
}

export function listCompanyPayments(db: TDatabase, companyId: number, jobId?: number): Promise<TPaymentWithTitle[]> {
  const conditions = [eq(payments.company_id, companyId)];
  if (jobId !== undefined) conditions.push(eq(payments.job_id, jobId));
  return selectPayments(db, and(...conditions));
}

/** The callback (return) page of the web app, in the language the company pays in. */
export function returnUrl(publicUrl: string, locale: TLocale, paymentId: number): string {
  return `${publicUrl}${locale === 'en' ? '/en' : ''}/payments/return?payment=${paymentId}`;
}

/**
 * Cancels the job's pending payment (if any) inside the caller's transaction: a new payment replaces it, or
 * the job goes back to the drafts. Call `cancelCheckouts` with the result once the transaction has committed.
 */
export function cancelPendingPayments(tx: TDatabase, jobId: number): Promise<TPaymentRow[]> {
  return tx
    .update(payments)
    .set({ status: 'cancelled', updated_at: new Date() })
    .where(and(eq(payments.job_id, jobId), eq(payments.status, 'pending')))
    .returning();
}

/** Cancels the cancelled payments' checkouts at their gateways, so that nobody can still pay them there. */
export async function cancelCheckouts(deps: TGatewayDeps & { log?: FastifyBaseLogger }, cancelled: readonly TPaymentRow[]): Promise<void> {
  for (const old of cancelled) {
    if (!old.gateway || !old.gateway_ref) continue;
    const ref = old.gateway_ref;
    try {
      await gatewayFor(deps, old.gateway).cancelCheckout?.(ref);
    } catch (error) {
      deps.log?.warn({ err: error, paymentId: old.id }, 'could not cancel the replaced checkout');
    }
  }
}

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
  const [job] = await db
    .select({ id: jobs.id, status: jobs.status, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.id, input.jobId), eq(jobs.company_id, input.companyId)))
    .limit(1);
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
      const [locked] = await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, job.id), eq(jobs.status, 'awaiting_payment'))).for('update');
      if (!locked) throw new HttpError(409, 'payment_job_not_awaiting');
      cancelled = await cancelPendingPayments(tx, job.id);
      const [row] = await tx
        .insert(payments)
        .values({
          company_id: input.companyId,
          job_id: job.id,
          pay_type: input.payType,
          fee_halalas: price.fee_halalas,
          vat_halalas: price.vat_halalas,
          total_halalas: price.total_halalas,
          vat_rate_basis_points: price.vat_rate_basis_points,
          gateway: gatewayName,
        })
        .returning();
      if (!row) throw new Error('payment row not returned');
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payments_one_open_per_job')) throw new HttpError(409, 'payment_in_progress');
    throw error;
  }

  await cancelCheckouts(deps, cancelled);

  if (!gateway) return { ...created, job_title: job.title };
  let checkout: Awaited<ReturnType<typeof gateway.createCheckout>>;
  try {
    checkout = await gateway.createCheckout({
      paymentId: created.id,
      amountHalalas: created.total_halalas,
      description: postingDescription(input.locale, job.title, config.jobPostingDays),
      callbackUrl: returnUrl(config.publicUrl, input.locale, created.id),
    });
  } catch (error) {
    deps.log?.error({ err: error, paymentId: created.id }, 'checkout could not be created');
    await db
      .update(payments)
      .set({ status: 'failed', failure_reason: 'gateway unavailable', updated_at: new Date() })
      .where(and(eq(payments.id, created.id), eq(payments.status, 'pending')));
    if (error instanceof GatewayError) throw new HttpError(502, 'payment_gateway_unavailable');
    throw error;
  }
  const [row] = await db
    .update(payments)
    .set({ gateway_ref: checkout.ref, redirect_url: checkout.redirectUrl, updated_at: new Date() })
    .where(and(eq(payments.id, created.id), eq(payments.status, 'pending')))
    .returning();
  if (!row) {
    // Cancelled while the checkout was made (the job went back to the drafts, or another payment replaced it):
    // the new checkout is cancelled too, so that nobody can pay it.
    await cancelCheckouts(deps, [{ ...created, gateway_ref: checkout.ref }]);
    throw new HttpError(409, 'payment_job_not_awaiting');
  }
  return { ...row, job_title: job.title };
}

/**
 * Activates the paid job (inside the payment's transaction). A deadline already passed (a slow review) moves
 * to today + min(30, JOB_POSTING_DAYS) in Riyadh, so the job goes live for a useful time (decision 011).
 */
async function activatePaidJob(tx: TDatabase, jobId: number, postingDays: number, log?: FastifyBaseLogger) {
  const days = Math.min(LATE_ACTIVATION_DAYS, postingDays);
  const [job] = await tx
    .select({
      deadline: jobs.deadline,
      today: sql<string>`to_char(${riyadhToday}, 'YYYY-MM-DD')`,
      extended: sql<string>`to_char(${riyadhToday} + ${days}::int, 'YYYY-MM-DD')`,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!job) return null;
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
async function markPaid(
  tx: TDatabase,
  paymentId: number,
  from: 'pending' | 'awaiting_review',
  options: { postingDays: number; set?: Partial<Pick<TPaymentRow, 'reviewed_by' | 'reviewed_at'>>; log?: FastifyBaseLogger },
): Promise<TPaymentRow | null> {
  // Lock first, then number: PostgreSQL computes an UPDATE's new values before it waits for the row lock, so
  // racing approvals would each burn a sequence value and leave gaps in the invoice numbers.
  const [locked] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.status, from)))
    .for('update');
  if (!locked) return null;
  const now = new Date();
  const [row] = await tx
    .update(payments)
    .set({
      status: 'paid',
      paid_at: now,
      invoice_number: sql`nextval('tax_invoice_number_seq')`,
      invoice_issued_at: now,
      updated_at: now,
      ...options.set,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, from)))
    .returning();
  if (!row) return null;
  await activatePaidJob(tx, row.job_id, options.postingDays, options.log);
  return row;
}

export interface TGatewayEvent {
  gateway: string;
  eventId: string;
  kind: string;
  payload?: unknown;
}

/**
 * Applies what the gateway says about an online payment, idempotently, in one transaction: paid → the
 * payment is paid (invoice number) and the job goes live; failed → the payment failed and the job still
 * waits for payment; initiated → nothing. With an event, its (gateway, event_id) is recorded first and a
 * replay changes nothing. `changed` tells whether this call changed the payment.
 */
export async function confirmOnlinePayment(
  db: TDatabase,
  paymentId: number,
  gatewayStatus: TGatewayStatus,
  options: { postingDays: number; event?: TGatewayEvent; log?: FastifyBaseLogger },
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    if (options.event) {
      const [recorded] = await tx
        .insert(paymentEvents)
        .values({ gateway: options.event.gateway, event_id: options.event.eventId, payment_id: paymentId, kind: options.event.kind, payload: options.event.payload ?? null })
        .onConflictDoNothing({ target: [paymentEvents.gateway, paymentEvents.event_id] })
        .returning({ id: paymentEvents.id });
      if (!recorded) return { changed: false };
    }
    if (gatewayStatus.status === 'paid') {
      return { changed: (await markPaid(tx, paymentId, 'pending', { postingDays: options.postingDays, log: options.log })) !== null };
    }
    if (gatewayStatus.status === 'failed') {
      const [row] = await tx
        .update(payments)
        .set({ status: 'failed', failure_reason: gatewayStatus.message?.slice(0, 500) ?? 'failed', updated_at: new Date() })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      return { changed: row !== undefined };
    }
    return { changed: false };
  });
}

/**
 * Asks the payment's gateway for its status and applies it (the return page, and webhooks after their
 * secret is checked). The gateway's amount and currency must be the payment's: otherwise 422, nothing changes.
 */
export async function checkOnlinePayment(deps: TPaymentDeps, payment: TPaymentRow, event?: Omit<TGatewayEvent, 'gateway'>): Promise<{ changed: boolean; status: TGatewayStatus['status'] }> {
  if (payment.pay_type !== 'online' || !payment.gateway) throw new HttpError(409, 'payment_not_online');
  if (payment.status !== 'pending' || !payment.gateway_ref) return { changed: false, status: payment.status === 'paid' ? 'paid' : payment.status === 'failed' ? 'failed' : 'initiated' };
  let status: TGatewayStatus;
  try {
    status = await gatewayFor(deps, payment.gateway).fetchStatus(payment.gateway_ref);
  } catch (error) {
    deps.log?.error({ err: error, paymentId: payment.id }, 'gateway status could not be fetched');
    throw error instanceof GatewayError ? new HttpError(502, 'payment_gateway_unavailable') : error;
  }
  if (status.status === 'paid' && (status.amountHalalas !== payment.total_halalas || status.currency !== payment.currency)) {
    deps.log?.error({ paymentId: payment.id, gateway: status }, 'gateway amount or currency differs from the payment');
    throw new HttpError(422, 'payment_gateway_mismatch');
  }
  const result = await confirmOnlinePayment(deps.db, payment.id, status, {
    postingDays: deps.config.jobPostingDays,
    log: deps.log,
    ...(event ? { event: { ...event, gateway: payment.gateway } } : {}),
  });
  return { ...result, status: status.status };
}

/**
 * A gateway webhook: its secret first (401), then the payment it is about (by the checkout ref, or the
 * payment id in the metadata); the status is fetched again from the gateway, never taken from the body.
 * Events about nothing of ours are acknowledged and ignored; a replay changes nothing.
 */
export async function handleWebhook(deps: TPaymentDeps, gatewayName: 'moyasar', body: unknown): Promise<{ applied: boolean }> {
  const gateway = gatewayFor(deps, gatewayName);
  if (!gateway.verifyWebhook) throw notFound();
  const event = gateway.verifyWebhook(body);
  const conditions = [eq(payments.gateway, gatewayName)];
  if (event.ref) conditions.push(eq(payments.gateway_ref, event.ref));
  else if (event.paymentId) conditions.push(eq(payments.id, event.paymentId));
  else return { applied: false };
  const [payment] = await deps.db.select().from(payments).where(and(...conditions)).limit(1);
  if (!payment) return { applied: false };
  const [seen] = await deps.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.gateway, gatewayName), eq(paymentEvents.event_id, event.eventId)))
    .limit(1);
  if (seen) return { applied: false };
  // The stored copy is for support: without the shared secret.
  const { secret_token: _secret, ...payload } = body as Record<string, unknown>;
  const result = await checkOnlinePayment(deps, payment, { eventId: event.eventId, kind: event.type, payload });
  return { applied: result.changed };
}

/** The bank transfer receipt: the company's own `invoice` file; the payment then waits for an admin, and so does the job. */
export async function attachReceipt(db: TDatabase, input: { companyId: number; userId: number; paymentId: number; fileId: number }): Promise<TPaymentWithTitle> {
  const payment = await findOwnPayment(db, input.companyId, input.paymentId);
  if (!payment) throw notFound();
  if (payment.pay_type !== 'bank') throw new HttpError(409, 'payment_not_bank');
  const file = await findOwnFile(db, input.userId, input.fileId);
  if (!file || file.kind !== 'invoice') throw new HttpError(422, 'validation_failed', { invoice_file_id: 'file_not_yours' });
  await db.transaction(async (tx) => {
    // One receipt proves one transfer: it may not back a second payment while the first is under review or
    // paid. The file row is locked so that two payments racing for the same receipt are decided one by one.
    await tx.select({ id: files.id }).from(files).where(eq(files.id, file.id)).for('update');
    if (await isReceiptInUse(tx, file.id, payment.id)) throw new HttpError(409, 'payment_receipt_in_use');
    const [row] = await tx
      .update(payments)
      .set({ status: 'awaiting_review', invoice_file_id: file.id, updated_at: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (!row) throw new HttpError(409, 'payment_not_pending');
    if (!(await transitionJob(tx, payment.job_id, 'await_review', { companyId: input.companyId }))) throw new HttpError(409, 'payment_job_not_awaiting');
  });
  return (await findOwnPayment(db, input.companyId, input.paymentId))!;
}

/** Whether the file is the receipt of a payment (other than `exceptPaymentId`) under review or paid. */
export async function isReceiptInUse(db: TDatabase, fileId: number, exceptPaymentId?: number): Promise<boolean> {
  const conditions = [eq(payments.invoice_file_id, fileId), inArray(payments.status, ['awaiting_review', 'paid'])];
  if (exceptPaymentId !== undefined) conditions.push(ne(payments.id, exceptPaymentId));
  const [row] = await db.select({ id: payments.id }).from(payments).where(and(...conditions)).limit(1);
  return row !== undefined;
}

/**
 * An admin's decision on a bank transfer, only while it awaits review (409 otherwise): approve takes the
 * same paid path as an online payment; reject records the reason and sends the job back to awaiting payment.
 */
export async function reviewPayment(
  deps: Pick<TPaymentDeps, 'db' | 'config' | 'log'>,
  input: { paymentId: number; adminId: number; decision: 'approve' } | { paymentId: number; adminId: number; decision: 'reject'; reason: string },
): Promise<TPaymentWithTitle> {
  const payment = await findPayment(deps.db, input.paymentId);
  if (!payment) throw notFound();
  const reviewed = { reviewed_by: input.adminId, reviewed_at: new Date() };
  await deps.db.transaction(async (tx) => {
    if (input.decision === 'approve') {
      const row = await markPaid(tx, payment.id, 'awaiting_review', { postingDays: deps.config.jobPostingDays, set: reviewed, log: deps.log });
      if (!row) throw new HttpError(409, 'payment_not_awaiting_review');
      return;
    }
    const [row] = await tx
      .update(payments)
      .set({ status: 'rejected', rejection_reason: input.reason, ...reviewed, updated_at: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'awaiting_review')))
      .returning({ id: payments.id });
    if (!row) throw new HttpError(409, 'payment_not_awaiting_review');
    if (!(await transitionJob(tx, payment.job_id, 'review_rejected'))) deps.log?.warn({ jobId: payment.job_id }, 'rejected transfer: job was not awaiting review');
  });
  return (await findPayment(deps.db, payment.id))!;
}

const ADMIN_PAGE_SIZE = 20;

export async function listPaymentsForAdmin(
  db: TDatabase,
  filter: 'awaiting_review' | 'paid' | 'rejected' | 'all',
  page: number,
  formatDate: TFormatDate,
): Promise<{ items: TAdminPayment[]; total: number; page: number; page_size: number }> {
  const where = filter === 'all' ? undefined : eq(payments.status, filter);
  // The review queue is first come, first served; history reads newest first.
  const order = filter === 'awaiting_review' ? [asc(payments.created_at), asc(payments.id)] : [desc(payments.created_at), desc(payments.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select({ payment: payments, job_title: jobs.title, company_name: companies.foundation_name })
      .from(payments)
      .innerJoin(jobs, eq(jobs.id, payments.job_id))
      .innerJoin(companies, eq(companies.id, payments.company_id))
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...toPaymentDto({ ...row.payment, job_title: row.job_title }, formatDate),
      company_id: row.payment.company_id,
      company_name: row.company_name,
      reviewed_at: row.payment.reviewed_at ? formatDate(row.payment.reviewed_at) : null,
    })),
    total: totals?.total ?? 0,
    page,
    page_size: ADMIN_PAGE_SIZE,
  };
}
