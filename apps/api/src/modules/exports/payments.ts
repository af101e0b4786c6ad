import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { enumLabel, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { jobs, payments } from '../../db/schema/index.ts';
import type { TReader } from '../applications/dto.ts';
import { paymentSubject } from '../payments/dto.ts';
import { formatInvoiceNumber } from '../payments/invoice.ts';
import { batchesById } from './batches.ts';
import { localMoment, riyals, type TCell, type TWhen } from './cells.ts';
import { headerOf, type THeaderKey } from './headers.ts';
import type { TExportColumn, TTable } from './table-stream.ts';

const columns = {
  id: payments.id,
  // A package's purchase (decision 130) names the package, in both languages, where a post names its job.
  job_title: sql<string>`coalesce(${jobs.title}, ${payments.package_name_ar} || ' / ' || ${payments.package_name_en})`,
  // What the payment paid for (decision 130, 135): a job's posting, a package, or a live job's featured period.
  package_id: payments.package_id,
  feature_days: payments.feature_days,
  pay_type: payments.pay_type,
  status: payments.status,
  fee_halalas: payments.fee_halalas,
  vat_halalas: payments.vat_halalas,
  total_halalas: payments.total_halalas,
  vat_rate_basis_points: payments.vat_rate_basis_points,
  buyer_vat_number: payments.buyer_vat_number,
  invoice_number: payments.invoice_number,
  invoice_issued_at: payments.invoice_issued_at,
  paid_at: payments.paid_at,
  created_at: payments.created_at,
};

/** Every payment of the company after `afterId`, by id. */
function findCompanyPaymentsAfter(db: TDatabase, companyId: number, afterId: number, limit: number) {
  return db
    .select(columns)
    .from(payments)
    .leftJoin(jobs, eq(jobs.id, payments.job_id))
    .where(and(eq(payments.company_id, companyId), gt(payments.id, afterId)))
    .orderBy(asc(payments.id))
    .limit(limit);
}
type TPaymentExportRow = Awaited<ReturnType<typeof findCompanyPaymentsAfter>>[number];

type TPaymentCell = (row: TPaymentExportRow, moment: (date: Date | null) => TWhen | null, locale: TLocale) => TCell;

const PAYMENT_COLUMNS: ReadonlyArray<[THeaderKey, TPaymentCell]> = [
  ['invoice_number', (row) => (row.invoice_number !== null && row.invoice_issued_at ? formatInvoiceNumber(row.invoice_number, row.invoice_issued_at) : null)],
  ['invoice_issued_at', (row, moment) => moment(row.invoice_issued_at)],
  ['payment_id', (row) => row.id],
  ['subject', (row, _moment, locale) => enumLabel(locale, 'payment_subject', paymentSubject(row))],
  ['job_title', (row) => row.job_title],
  ['feature_days', (row) => row.feature_days],
  ['pay_type', (row, _moment, locale) => enumLabel(locale, 'pay_type', row.pay_type)],
  ['status', (row, _moment, locale) => enumLabel(locale, 'payment_status', row.status)],
  ['fee', (row) => riyals(row.fee_halalas)],
  ['vat_rate', (row) => row.vat_rate_basis_points / 100],
  ['vat', (row) => riyals(row.vat_halalas)],
  ['total', (row) => riyals(row.total_halalas)],
  ['vat_number', (row) => row.buyer_vat_number],
  ['paid_at', (row, moment) => moment(row.paid_at)],
  ['created_at', (row, moment) => moment(row.created_at)],
];

/**
 * The company's payments and tax invoices for VAT reconciliation (decision 122): each payment with its amounts before
 * VAT, VAT and total in SAR, the VAT rate, the invoice number and date once paid, the buyer's VAT number on the
 * invoice, and its status; oldest first. What it paid for (a posting fee, a package, a featured period and its days), its
 * method and status in the reader's words, its dates as date cells (decision 150).
 */
export function companyPaymentsTable(db: TDatabase, companyId: number, reader: TReader): TTable<TPaymentExportRow> {
  const moment = (date: Date | null) => localMoment(date, reader.formatDate as (date: Date) => string);
  const table: Array<TExportColumn<TPaymentExportRow>> = PAYMENT_COLUMNS.map(([key, cell]) => ({ header: headerOf(reader.locale, key), cell: (row) => cell(row, moment, reader.locale) }));
  return { columns: table, batches: batchesById((afterId, limit) => findCompanyPaymentsAfter(db, companyId, afterId, limit)), name: 'payments', locale: reader.locale };
}
