import type { TLocale, TPayment, TPaymentSubject } from '@tawzeef/contract';
import type { TPaymentRow } from '../../db/schema/index.ts';
import { formatInvoiceNumber, packageNameOf } from './invoice.ts';

/** A payment with the title of the job it pays for (every answer shows it; null for a package, decision 130). */
export type TPaymentWithTitle = TPaymentRow & { job_title: string | null };
export type TFormatDate = (date: Date) => string;

/** What a payment pays for (decisions 130, 135): a package, a live job's featured period, or a job's posting. */
export const paymentSubject = (row: Pick<TPaymentRow, 'package_id' | 'feature_days'>): TPaymentSubject =>
  row.package_id !== null ? 'package' : row.feature_days !== null ? 'feature' : 'job';

export function toPaymentDto(row: TPaymentWithTitle, reader: { formatDate: TFormatDate; locale: TLocale }): TPayment {
  const { formatDate, locale } = reader;
  return {
    id: row.id,
    subject: paymentSubject(row),
    job_id: row.job_id,
    job_title: row.job_id === null ? null : row.job_title,
    package_id: row.package_id,
    package_name: packageNameOf(row, locale),
    package_posts: row.package_posts,
    feature_days: row.feature_days,
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
    credit_reason: row.credit_reason,
    invoice_number: row.invoice_number !== null && row.invoice_issued_at ? formatInvoiceNumber(row.invoice_number, row.invoice_issued_at) : null,
    paid_at: row.paid_at ? formatDate(row.paid_at) : null,
    created_at: formatDate(row.created_at),
  };
}

