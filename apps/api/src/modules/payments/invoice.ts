import { and, eq } from 'drizzle-orm';
import { formatMessage, type TCreditNote, type TLocale, type TTaxInvoice, type TZatcaDocumentState } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { companies, jobs, payments, zatcaDocuments, type TPaymentRow } from '../../db/schema/index.ts';
import { addDays, periodDays, riyadhDateOf } from '../jobs/state.ts';
import { halalasToSar } from './pricing.ts';
import { nationalAddressLines, nationalAddressOf, sellerAddressLines, sellerAddressOfXml } from './buyer-address.ts';
import { creditNoteNumber } from './credit-note.ts';
import { buildZatcaTlv, zatcaQrSvg } from './zatca.ts';

/**
 * Tax invoice numbers (decision 013): `INV-<year>-<number>`, the number from `tax_invoice_number_seq`
 * (consecutive over all years, never reused) padded to six digits, the year that of the issue date in Riyadh.
 * INV-2026-001000 is the first invoice of a new installation issued in 2026.
 */
export function formatInvoiceNumber(number: number, issuedAt: Date): string {
  return `INV-${riyadhDateOf(issuedAt).slice(0, 4)}-${String(number).padStart(6, '0')}`;
}

/** What is sold: one job posting (also the gateway's checkout description). */
export function postingDescription(locale: TLocale, title: string, days: number): string {
  // The title is isolated (FSI … PDI): an Arabic title in an English line (or the reverse) keeps its own direction.
  const isolated = `\u2068${title}\u2069`;
  const template =
    locale === 'ar'
      ? 'نشر وظيفة: {title} ({days, plural, one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}})'
      : 'Job posting: {title} ({days, plural, one {# day} other {# days}})';
  return formatMessage(locale, template, { title: isolated, days });
}

/** The package's name as it was bought (decision 130), in the reader's language; null for a job's posting. */
export const packageNameOf = (row: Pick<TPaymentRow, 'package_name_ar' | 'package_name_en'>, locale: TLocale): string | null =>
  (locale === 'ar' ? row.package_name_ar : row.package_name_en) ?? null;

/** What is sold by a package (decision 130): its posts and the days they can be spent. */
export function packageDescription(locale: TLocale, name: string, posts: number, days: number): string {
  const isolated = `\u2068${name}\u2069`;
  const template =
    locale === 'ar'
      ? 'باقة إعلانات: {name} ({posts, plural, one {إعلان واحد} two {إعلانان} few {# إعلانات} many {# إعلانًا} other {# إعلان}}، صالحة {days, plural, one {يومًا واحدًا} two {يومين} few {# أيام} many {# يومًا} other {# يوم}})'
      : 'Posting package: {name} ({posts, plural, one {# post} other {# posts}}, valid {days, plural, one {# day} other {# days}})';
  return formatMessage(locale, template, { name: isolated, posts, days });
}

/** What is sold by a featured period (decision 135): the job featured for its days. */
export function featureDescription(locale: TLocale, title: string, days: number): string {
  const isolated = `\u2068${title}\u2069`;
  const template =
    locale === 'ar'
      ? 'تمييز وظيفة: {title} لمدة {days, plural, one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}'
      : 'Featured job: {title} for {days, plural, one {# day} other {# days}}';
  return formatMessage(locale, template, { title: isolated, days });
}

/** ISO 8601 in UTC without milliseconds, as the QR code's timestamp. */
export function zatcaTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A ZATCA document's state as the company and the console read it (decision 171). */
export const zatcaStateOf = (status: (typeof zatcaDocuments.$inferSelect)['status']): TZatcaDocumentState =>
  status === 'unsigned' || status === 'pending' ? 'waiting' : status;

/** The QR of a signed document (its nine tags, decision 167), read from its XML. */
export function qrOfXml(xml: string): string | undefined {
  return /<cbc:ID>QR<\/cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]+)</.exec(xml)?.[1];
}

/** The XML to share of a ZATCA document: the cleared one ZATCA returned (standard), else the signed one. */
export const sharedXmlOf = (row: Pick<typeof zatcaDocuments.$inferSelect, 'cleared_xml' | 'xml'>): string | null => row.cleared_xml ?? row.xml;

/** A payment's ZATCA documents (decision 167), its invoice and its credit note, when queued. */
export async function zatcaDocumentsOf(db: TDatabase, paymentId: number) {
  const rows = await db.select().from(zatcaDocuments).where(eq(zatcaDocuments.payment_id, paymentId));
  return { invoice: rows.find((row) => row.type === 'invoice'), creditNote: rows.find((row) => row.type === 'credit_note') };
}

/**
 * The tax invoice of a paid payment (of `companyId` when given; admins pass none), or undefined when there is
 * no such paid payment. The buyer is the one frozen on the payment when it was paid (decision 026): with a VAT
 * number, a standard tax invoice with the buyer's name, address (its national address in parts when it gave them,
 * decision 198) and VAT number; without, a simplified one.
 * Payments paid before the buyer was frozen show the company's name of today, simplified, as before.
 * The QR code is the same phase-1 TLV for both kinds (required for simplified invoices, harmless on standard).
 */
export async function findTaxInvoice(
  db: TDatabase,
  config: Pick<TConfig, 'seller' | 'jobPostingDays'> & Partial<Pick<TConfig, 'zatca'>>,
  paymentId: number,
  options: { companyId?: number; locale: TLocale; formatDate: (date: Date) => string },
): Promise<TTaxInvoice | undefined> {
  const conditions = [eq(payments.id, paymentId), eq(payments.status, 'paid')];
  if (options.companyId !== undefined) conditions.push(eq(payments.company_id, options.companyId));
  const [row] = await db
    .select({ payment: payments, job_title: jobs.title, company_name: companies.foundation_name })
    .from(payments)
    .leftJoin(jobs, eq(jobs.id, payments.job_id))
    .innerJoin(companies, eq(companies.id, payments.company_id))
    .where(and(...conditions))
    .limit(1);
  const payment = row?.payment;
  if (!row || !payment || payment.invoice_number === null || !payment.invoice_issued_at) return undefined;

  // The seller frozen on the payment when an administrator had set one (decision 031), else the configured seller.
  const seller = {
    nameAr: payment.seller_name_ar ?? config.seller.nameAr,
    nameEn: payment.seller_name_en ?? config.seller.nameEn,
    vatNumber: payment.seller_vat_number ?? config.seller.vatNumber,
    address: payment.seller_address ?? config.seller.address,
  };
  const qr = buildZatcaTlv({
    sellerName: seller.nameAr,
    vatNumber: seller.vatNumber,
    timestamp: zatcaTimestamp(payment.invoice_issued_at),
    total: halalasToSar(payment.total_halalas),
    vat: halalasToSar(payment.vat_halalas),
  });
  const english = options.locale === 'en';
  const buyerVatNumber = payment.buyer_vat_number;
  const nationalAddress = buyerVatNumber && payment.buyer_national_address ? nationalAddressOf(payment.buyer_national_address) : null;
  // The period frozen at payment (issue 14): from the day of payment to the job's deadline then. Payments paid
  // before it was kept show the posting period of the configuration from their issue day, as their invoice did.
  const supplyDate = riyadhDateOf(payment.invoice_issued_at);
  const serviceFrom = payment.service_from ?? supplyDate;
  const serviceTo = payment.service_to ?? addDays(serviceFrom, config.jobPostingDays - 1);
  const serviceDays = periodDays(serviceFrom, serviceTo);
  const packageName = packageNameOf(payment, options.locale);
  // Phase 2 (decisions 167, 171): the QR is the signed document's (nine tags) once it is signed.
  const documents = await zatcaDocumentsOf(db, payment.id);
  const signedQr = (row: typeof documents.invoice) => (row && sharedXmlOf(row) ? qrOfXml(sharedXmlOf(row)!) : undefined);
  const invoiceQr = signedQr(documents.invoice) ?? qr;
  // An invoice in ZATCA's chain names the seller's national address as its signed XML does, or, before it is signed,
  // as it will be signed (decision 202); others, the line.
  const invoiceXml = documents.invoice ? sharedXmlOf(documents.invoice) : null;
  const signedSeller = invoiceXml ? sellerAddressOfXml(invoiceXml) : undefined;
  const sellerAddress = signedSeller ? nationalAddressLines(signedSeller) : documents.invoice && config.zatca ? sellerAddressLines(config.zatca.address) : seller.address;
  const invoiceNumber = formatInvoiceNumber(payment.invoice_number, payment.invoice_issued_at);
  let credit: TCreditNote | null = null;
  if (payment.credit_reason && payment.credited_at) {
    const creditQr =
      signedQr(documents.creditNote) ??
      buildZatcaTlv({
        sellerName: seller.nameAr,
        vatNumber: seller.vatNumber,
        timestamp: zatcaTimestamp(payment.credited_at),
        total: halalasToSar(payment.total_halalas),
        vat: halalasToSar(payment.vat_halalas),
      });
    credit = {
      number: creditNoteNumber(invoiceNumber),
      issued_at: options.formatDate(payment.credited_at),
      reason: payment.credit_reason,
      note: payment.credit_note ?? '',
      qr_base64: creditQr,
      qr_svg: await zatcaQrSvg(creditQr),
      zatca: documents.creditNote ? zatcaStateOf(documents.creditNote.status) : null,
    };
  }
  return {
    payment_id: payment.id,
    kind: buyerVatNumber ? 'standard' : 'simplified',
    invoice_number: invoiceNumber,
    issued_at: options.formatDate(payment.invoice_issued_at),
    seller_name: english ? seller.nameEn : seller.nameAr,
    seller_name_ar: seller.nameAr,
    seller_name_en: seller.nameEn,
    seller_vat_number: seller.vatNumber,
    seller_address: sellerAddress,
    buyer_name: payment.buyer_name ?? row.company_name,
    buyer_vat_number: buyerVatNumber,
    // The national address in parts when the payment froze one (decision 198), the line the company gave otherwise.
    buyer_address: buyerVatNumber ? (nationalAddress ? nationalAddressLines(nationalAddress) : payment.buyer_address) : null,
    buyer_national_address: nationalAddress,
    supply_date: supplyDate,
    service_from: serviceFrom,
    service_to: serviceTo,
    // A package (decision 130): its name, posts and validity as bought; the service period is its validity.
    description:
      packageName !== null
        ? packageDescription(options.locale, packageName, payment.package_posts ?? 0, serviceDays)
        : payment.feature_days !== null
          ? featureDescription(options.locale, row.job_title ?? '', payment.feature_days)
          : postingDescription(options.locale, row.job_title ?? '', serviceDays),
    job_id: payment.job_id,
    job_title: payment.job_id === null ? null : row.job_title,
    package_name: packageName,
    package_posts: payment.package_posts,
    posting_days: serviceDays,
    currency: 'SAR',
    fee_halalas: payment.fee_halalas,
    vat_halalas: payment.vat_halalas,
    total_halalas: payment.total_halalas,
    vat_rate_basis_points: payment.vat_rate_basis_points,
    pay_type: payment.pay_type,
    qr_base64: invoiceQr,
    qr_svg: await zatcaQrSvg(invoiceQr),
    zatca: documents.invoice ? zatcaStateOf(documents.invoice.status) : null,
    credit,
  };
}
