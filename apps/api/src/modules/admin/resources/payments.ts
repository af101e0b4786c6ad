import { eq, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, API, endpointPath, type TAdminRecord } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { companies, jobs, payments } from '../../../db/schema/index.ts';
import { formatInvoiceNumber } from '../../payments/invoice.ts';
import { creditPayment } from '../../payments/credit-note.ts';
import { reviewTransfer } from '../../payments/service.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { companyNameOf, createdFilters, readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';

const columns = {
  id: payments.id,
  job_id: payments.job_id,
  job_title: jobs.title,
  package_id: payments.package_id,
  package_name_ar: payments.package_name_ar,
  package_name_en: payments.package_name_en,
  feature_days: payments.feature_days,
  company_id: payments.company_id,
  company_name: companies.foundation_name,
  company_name_en: companies.foundation_name_en,
  pay_type: payments.pay_type,
  status: payments.status,
  fee_halalas: payments.fee_halalas,
  vat_halalas: payments.vat_halalas,
  total_halalas: payments.total_halalas,
  invoice_file_id: payments.invoice_file_id,
  invoice_number: payments.invoice_number,
  invoice_issued_at: payments.invoice_issued_at,
  rejection_reason: payments.rejection_reason,
  failure_reason: payments.failure_reason,
  reviewed_at: payments.reviewed_at,
  paid_at: payments.paid_at,
  credit_reason: payments.credit_reason,
  credit_note: payments.credit_note,
  credited_at: payments.credited_at,
  created_at: payments.created_at,
};

const spec: TListSpec = {
  filters: {
    status: (value: string) => sql`${payments.status} = ${value}`,
    pay_type: (value: string) => sql`${payments.pay_type} = ${value}`,
    company_id: (value: number) => sql`${payments.company_id} = ${value}`,
    job_id: (value: number) => sql`${payments.job_id} = ${value}`,
    ...createdFilters(payments.created_at),
  },
  search: [companies.foundation_name, jobs.title, payments.package_name_ar, payments.package_name_en],
  sorts: { id: payments.id, created_at: payments.created_at, paid_at: payments.paid_at, total_halalas: payments.total_halalas },
  id: payments.id,
};

const from = (db: TDatabase): TSelectFrom => (fields) =>
  db.select(fields).from(payments).leftJoin(jobs, eq(jobs.id, payments.job_id)).innerJoin(companies, eq(companies.id, payments.company_id));

function toRecord(ctx: TAdminContext, row: Record<string, unknown>): TAdminRecord {
  const { invoice_file_id: receiptId, invoice_issued_at: _issued, company_name_en: _en, package_name_ar: nameAr, package_name_en: nameEn, ...rest } = withDates(row, ctx.formatDate);
  const number = row.invoice_number as number | null;
  const issuedAt = row.invoice_issued_at as Date | null;
  return ADMIN_RESOURCES.payments.record.parse({
    ...rest,
    company_name: companyNameOf(ctx, row),
    package_name: (ctx.locale === 'ar' ? nameAr : nameEn) ?? null,
    invoice_number: number !== null && issuedAt ? formatInvoiceNumber(number, issuedAt) : null,
    receipt: receiptId ? endpointPath(API.adminPayments.receipt, { id: Number(row.id) }) : null,
  }) as TAdminRecord;
}

/** The payments module's review of a bank transfer (the job goes live and an invoice is issued, or the reason is kept), mails included. */
function review(ctx: TAdminContext, id: number | string, decision: { decision: 'approve' } | { decision: 'reject'; reason: string }): Promise<void> {
  const paymentDeps = { db: ctx.db, config: ctx.deps.config, notifier: ctx.deps.notifier, log: ctx.log };
  const base = { paymentId: Number(id), adminId: ctx.admin.id };
  const input = decision.decision === 'approve' ? { ...base, decision: 'approve' as const } : { ...base, decision: 'reject' as const, reason: decision.reason };
  return reviewTransfer(paymentDeps, input, { locale: ctx.locale, formatDate: ctx.formatDate }).then(() => undefined);
}

/** Payments as today (decision 013): read, and bank transfers approved or rejected by the payments module. */
export const paymentsResource: TAdminResource = {
  def: ADMIN_RESOURCES.payments,
  async list(ctx, query) {
    const { rows, total } = await readPage(from(ctx.db), columns, spec, query);
    return { items: rows.map((row) => toRecord(ctx, row)), total };
  },
  async get(ctx, id) {
    const [row] = await from(ctx.db)(columns).where(eq(payments.id, Number(id)));
    return row ? toRecord(ctx, row) : undefined;
  },
  actions: {
    approve: (ctx, id) => review(ctx, id, { decision: 'approve' }),
    reject: (ctx, id, body) => review(ctx, id, { decision: 'reject', reason: body.reason as string }),
    review: (ctx, id, body) => review(ctx, id, body as { decision: 'approve' } | { decision: 'reject'; reason: string }),
    // Decision 171: credited back with a credit note (queued for ZATCA with phase 2 on).
    refund: (ctx, id, body) => creditPayment(ctx.deps, { paymentId: Number(id), adminId: ctx.admin.id, reason: 'refund', note: body.reason as string }),
    cancel_transfer: (ctx, id, body) => creditPayment(ctx.deps, { paymentId: Number(id), adminId: ctx.admin.id, reason: 'transfer_cancelled', note: body.reason as string }),
  },
};
