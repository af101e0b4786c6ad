import { asc, desc, eq, sql } from 'drizzle-orm';
import type { TLocale, TZatcaConsole, TZatcaQueueDocument } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { companies, payments, zatcaDocuments, zatcaUnits, type TZatcaMessage } from '../../db/schema/index.ts';
import { t } from '../../i18n.ts';
import { creditNoteNumber } from '../payments/credit-note.ts';
import { formatInvoiceNumber, zatcaStateOf } from '../payments/invoice.ts';

/** Under this many days before the certificate (production CSID) expires, the console warns: renew it. */
export const CSID_WARNING_DAYS = 30;
/** ZATCA's limit for reporting a simplified document after it is issued. */
const REPORTING_LIMIT_MS = 24 * 60 * 60 * 1000;
/** The documents the console lists: the newest this many (the counts are over all). */
const LISTED = 100;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** ZATCA's messages in words: its own text; a message without one (never seen) says so, never its code alone. */
function messagesOf(kind: 'warning' | 'error', list: TZatcaMessage[], locale: TLocale) {
  return list.map((message) => ({ kind, message: message.message?.trim() || t(locale, 'zatca_message_without_words') }));
}

/**
 * The console's view of ZATCA phase 2 (decision 171): the unit (onboarded, the certificate's expiry and days left),
 * how many documents wait, were reported, cleared or refused, how many simplified ones are past ZATCA's 24 hours,
 * and the newest documents with ZATCA's words. Late: a simplified document still not reported 24 hours after it was
 * queued (queued with its payment, so at its issue).
 */
export async function zatcaConsole(
  deps: { db: TDatabase; config: Pick<TConfig, 'zatca'> },
  reader: { locale: TLocale; formatDate: (date: Date) => string },
  now = new Date(),
): Promise<TZatcaConsole> {
  const { db, config } = deps;
  const lateBefore = new Date(now.getTime() - REPORTING_LIMIT_MS);
  const [unit] = await db.select().from(zatcaUnits).where(eq(zatcaUnits.id, 1));
  const isLate = sql<boolean>`(${zatcaDocuments.status} in ('unsigned', 'pending') and coalesce(${zatcaDocuments.kind}, case when ${payments.buyer_vat_number} is null then 'simplified' else 'standard' end) = 'simplified' and ${zatcaDocuments.created_at} < ${lateBefore.toISOString()}::timestamptz)`;
  const counted = await db
    .select({ status: zatcaDocuments.status, late: isLate, count: sql<number>`count(*)::int` })
    .from(zatcaDocuments)
    .innerJoin(payments, eq(payments.id, zatcaDocuments.payment_id))
    // By position: the late test's time is a parameter, which PostgreSQL would not match to the select's twin.
    .groupBy(sql`1`, sql`2`);
  const counts = { waiting: 0, reported: 0, cleared: 0, rejected: 0, late: 0 };
  for (const row of counted) {
    counts[zatcaStateOf(row.status)] += row.count;
    if (row.late) counts.late += row.count;
  }
  const rows = await db
    .select({ document: zatcaDocuments, company_name: companies.foundation_name, buyer_vat_number: payments.buyer_vat_number, invoice_number: payments.invoice_number, invoice_issued_at: payments.invoice_issued_at, late: isLate })
    .from(zatcaDocuments)
    .innerJoin(payments, eq(payments.id, zatcaDocuments.payment_id))
    .innerJoin(companies, eq(companies.id, payments.company_id))
    // What needs the administrator first: refused, then waiting, then the rest; newest first within each.
    .orderBy(asc(sql`case ${zatcaDocuments.status} when 'rejected' then 0 when 'pending' then 1 when 'unsigned' then 1 else 2 end`), desc(zatcaDocuments.id))
    .limit(LISTED);
  const documents: TZatcaQueueDocument[] = rows.map(({ document, ...row }) => {
    const invoiceNumber = row.invoice_number !== null && row.invoice_issued_at ? formatInvoiceNumber(row.invoice_number, row.invoice_issued_at) : null;
    const state = zatcaStateOf(document.status);
    return {
      id: document.id,
      payment_id: document.payment_id,
      type: document.type,
      kind: document.kind ?? (row.buyer_vat_number ? 'standard' : 'simplified'),
      number: invoiceNumber && document.type === 'credit_note' ? creditNoteNumber(invoiceNumber) : invoiceNumber,
      company_name: row.company_name,
      state,
      icv: document.icv,
      attempts: document.attempts,
      last_failure: state === 'waiting' && document.last_failure ? t(reader.locale, 'zatca_unreachable') : null,
      messages: [...messagesOf('error', document.errors, reader.locale), ...messagesOf('warning', document.warnings, reader.locale)],
      late: row.late,
      retryable: state === 'rejected' || (state === 'waiting' && document.attempts > 0),
      created_at: reader.formatDate(document.created_at),
      submitted_at: document.submitted_at ? reader.formatDate(document.submitted_at) : null,
    };
  });
  return {
    mode: config.zatca?.mode ?? 'off',
    unit: unit
      ? {
          onboarded_at: reader.formatDate(unit.onboarded_at),
          certificate_expires_at: reader.formatDate(unit.certificate_expires_at),
          days_left: Math.floor((unit.certificate_expires_at.getTime() - now.getTime()) / DAY_MS),
          expiring: unit.certificate_expires_at.getTime() - now.getTime() < CSID_WARNING_DAYS * DAY_MS,
          last_icv: unit.last_icv,
        }
      : null,
    counts,
    documents,
  };
}
