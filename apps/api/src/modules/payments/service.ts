import type { TCheckout, TLocale, TPayment, TPaymentStatus, TPayType } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import type { TFileRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { TApiMessage } from '../../i18n.ts';
import { publishBlockers } from '../companies/publish.ts';
import { riyadhDateOf, servicePeriodFrom } from '../jobs/state.ts';
import { listActiveBankAccounts } from './bank-accounts.ts';
import { countActivePackages } from './packages.ts';
import { attachReceipt, reviewPayment, type TTransferReview } from './bank-transfer.ts';
import { toPaymentDto, type TFormatDate, type TPaymentWithTitle } from './dto.ts';
import { GatewayAuthError, GatewayError } from './gateways/types.ts';
import { parseIdempotencyKey } from '../../idempotency-key.ts';
import { checkOnlinePayment, handleWebhook, type TPaymentDeps } from './online-payment.ts';
import { currentPrice } from './pricing.ts';
import { findFile, findOwnJobToPay, findOwnPayment, findPayment, listCompanyPayments } from './queries.ts';
import { startPayment } from './start-payment.ts';

// What other modules use: the jobs module cancels a job's open payment.
export { cancelCheckouts } from './online-payment.ts';
export { cancelPendingPayments } from './queries.ts';
export type { TPaymentDeps } from './online-payment.ts';
export { getEInvoiceXml, getInvoicePdf, getTaxInvoice } from './invoice-documents.ts';

/** Who reads an answer: the language names are given in, and dates in the caller's time zone. */
export interface TReader {
  locale: TLocale;
  formatDate: TFormatDate;
}

const OPEN_STATUSES: readonly TPaymentStatus[] = ['pending', 'awaiting_review'];

/**
 * Which of a job's payments the checkout shows: the one that waits; the newest refused transfer or declined
 * card unless a newer payment replaced it (a card payment begun but not finished does not count); the paid one.
 */
export function checkoutPayments<P extends Pick<TPaymentWithTitle, 'id' | 'status' | 'pay_type'>>(payments: readonly P[]) {
  const newestFirst = [...payments].sort((a, b) => b.id - a.id);
  const newest = newestFirst.find((p) => p.status !== 'cancelled' && !(p.status === 'pending' && p.pay_type === 'online'));
  return {
    open: newestFirst.find((p) => OPEN_STATUSES.includes(p.status)) ?? null,
    lastFailure: newest && (newest.status === 'rejected' || newest.status === 'failed') ? newest : null,
    paid: newestFirst.find((p) => p.status === 'paid') ?? null,
  };
}

/** The checkout page of one of the company's jobs, in one answer (another company's job is 404). */
export async function getCheckout(deps: Pick<TPaymentDeps, 'db' | 'config'>, companyId: number, jobId: number, reader: TReader): Promise<TCheckout> {
  const { db, config } = deps;
  const job = await findOwnJobToPay(db, companyId, jobId);
  if (!job) throw notFound();
  const [price, blockers, history, banks, packagesOnSale] = await Promise.all([
    currentPrice(db, config),
    publishBlockers(db, companyId),
    listCompanyPayments(db, companyId, jobId),
    listActiveBankAccounts(db, reader.locale),
    countActivePackages(db),
  ]);
  const { open, lastFailure, paid } = checkoutPayments(history);
  const dto = (row: TPaymentWithTitle | null) => (row ? toPaymentDto(row, reader) : null);
  const { deadline, ...shown } = job;
  return {
    job: shown,
    price,
    service_days: servicePeriodFrom(riyadhDateOf(new Date()), deadline).days,
    can_publish: blockers.length === 0,
    publish_blockers: blockers,
    bank_accounts: banks,
    open_payment: dto(open),
    last_failure: dto(lastFailure),
    paid_payment: dto(paid),
    packages_on_sale: packagesOnSale,
  };
}

/**
 * Starts paying for one of the company's jobs, online or by bank transfer. `idempotencyKey` is the request's
 * Idempotency-Key header as sent (400 when it is not a key): a retry with it answers the first payment.
 */
export async function startJobPayment(
  deps: TPaymentDeps,
  input: { companyId: number; jobId: number; payType: TPayType; idempotencyKey?: string | string[] | undefined },
  reader: TReader,
): Promise<TPayment> {
  const idempotencyKey = parseIdempotencyKey(input.idempotencyKey);
  const started = { companyId: input.companyId, subject: { jobId: input.jobId }, payType: input.payType, idempotencyKey, locale: reader.locale };
  return toPaymentDto(await startPayment(deps, started), reader);
}

/** Buys a package (decision 130): the same payment as a post's, its credits granted when it is paid. */
export async function buyPackage(
  deps: TPaymentDeps,
  input: { companyId: number; packageId: number; payType: TPayType; idempotencyKey?: string | string[] | undefined },
  reader: TReader,
): Promise<TPayment> {
  const idempotencyKey = parseIdempotencyKey(input.idempotencyKey);
  const started = { companyId: input.companyId, subject: { packageId: input.packageId }, payType: input.payType, idempotencyKey, locale: reader.locale };
  return toPaymentDto(await startPayment(deps, started), reader);
}

/** Features a live job for a period (decision 135): the same payment as a post's, the period added when it is paid. */
export async function featureJob(
  deps: TPaymentDeps,
  input: { companyId: number; jobId: number; optionId: number; payType: TPayType; idempotencyKey?: string | string[] | undefined },
  reader: TReader,
): Promise<TPayment> {
  const idempotencyKey = parseIdempotencyKey(input.idempotencyKey);
  const started = { companyId: input.companyId, subject: { featureJobId: input.jobId, optionId: input.optionId }, payType: input.payType, idempotencyKey, locale: reader.locale };
  return toPaymentDto(await startPayment(deps, started), reader);
}

export async function listOwnPayments(db: TDatabase, companyId: number, jobId: number | undefined, reader: TReader): Promise<TPayment[]> {
  return (await listCompanyPayments(db, companyId, jobId)).map((row) => toPaymentDto(row, reader));
}

async function ownPayment(db: TDatabase, companyId: number, paymentId: number): Promise<TPaymentWithTitle> {
  const payment = await findOwnPayment(db, companyId, paymentId);
  if (!payment) throw notFound();
  return payment;
}

export async function getOwnPayment(db: TDatabase, companyId: number, paymentId: number, reader: TReader): Promise<TPayment> {
  return toPaymentDto(await ownPayment(db, companyId, paymentId), reader);
}

const CONFIRM_MESSAGES: Partial<Record<TPaymentStatus, TApiMessage>> = { paid: 'payment_confirmed', failed: 'payment_declined' };

/** After the gateway's page: asks the gateway and applies its answer; the message says what came of it. */
export async function confirmOwnPayment(deps: TPaymentDeps, companyId: number, paymentId: number, reader: TReader): Promise<{ payment: TPayment; message: TApiMessage }> {
  const payment = await ownPayment(deps.db, companyId, paymentId);
  await checkOnlinePayment(deps, payment);
  const row = (await findOwnPayment(deps.db, companyId, payment.id)) ?? payment;
  const confirmed = row.package_id !== null ? 'package_confirmed' : row.feature_days !== null ? 'feature_confirmed' : null;
  const message = row.status === 'paid' && confirmed ? confirmed : (CONFIRM_MESSAGES[row.status] ?? 'payment_not_completed');
  return { payment: toPaymentDto(row, reader), message };
}

export async function attachOwnReceipt(
  deps: Pick<TPaymentDeps, 'db' | 'config' | 'notifier' | 'log'>,
  input: { companyId: number; userId: number; paymentId: number; fileId: number },
  reader: TReader,
): Promise<TPayment> {
  return toPaymentDto(await attachReceipt(deps, input), reader);
}

/** A Moyasar webhook: 404 when Moyasar is not configured, 401 without its secret, 422 for a body that is no event. */
export async function receiveMoyasarWebhook(deps: TPaymentDeps, body: unknown): Promise<{ applied: boolean }> {
  if (!deps.config.moyasar) throw notFound();
  try {
    return await handleWebhook(deps, 'moyasar', body);
  } catch (error) {
    if (error instanceof GatewayAuthError) throw new HttpError(401, 'payment_webhook_secret');
    if (error instanceof GatewayError) throw new HttpError(422, 'validation_failed');
    throw error;
  }
}


/** Admin: the uploaded receipt of a bank transfer (404 when there is none). */
export async function findReceiptFile(db: TDatabase, paymentId: number): Promise<TFileRow> {
  const payment = await findPayment(db, paymentId);
  const file = payment?.invoice_file_id ? await findFile(db, payment.invoice_file_id) : undefined;
  if (!file) throw notFound();
  return file;
}

/** Admin: approves or rejects a bank transfer under review. */
export async function reviewTransfer(deps: Pick<TPaymentDeps, 'db' | 'config' | 'notifier' | 'log'>, input: TTransferReview, reader: TReader): Promise<TPayment> {
  return toPaymentDto(await reviewPayment(deps, input), reader);
}
