// The documents of a paid payment as its company or an administrator gets them: the tax invoice, its XML, its PDF.
import type { TLocale, TTaxInvoice } from '@tawzeef/contract';
import { and, eq } from 'drizzle-orm';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { TFormatDate } from './dto.ts';
import { findTaxInvoice, sharedXmlOf, zatcaDocumentsOf } from './invoice.ts';
import { renderInvoicePdf, type TEmbeddedXml } from './invoice-pdf.ts';

type TDocumentDeps = { db: TDatabase; config: Pick<TConfig, 'seller' | 'jobPostingDays'> & Partial<Pick<TConfig, 'zatca'>> };
type TReader = { locale: TLocale; formatDate: TFormatDate };

/** The tax invoice of a paid payment: the company's own, or (without a company) any, for admins. */
export async function getTaxInvoice(deps: TDocumentDeps, paymentId: number, companyId: number | undefined, reader: TReader): Promise<TTaxInvoice> {
  const invoice = await findTaxInvoice(deps.db, deps.config, paymentId, { ...(companyId === undefined ? {} : { companyId }), ...reader });
  if (!invoice) throw notFound();
  // A standard invoice is held until ZATCA clears it (decision 171): the company sees it once cleared, never before.
  if (companyId !== undefined && isHeldForClearance(invoice)) throw new HttpError(409, 'invoice_awaiting_clearance');
  // Its credit note likewise: not the company's before ZATCA clears it (the payment says it was credited).
  if (companyId !== undefined && invoice.kind === 'standard' && invoice.credit && invoice.credit.zatca !== null && invoice.credit.zatca !== 'cleared') return { ...invoice, credit: null };
  return invoice;
}

/** A standard invoice queued for ZATCA and not cleared yet (decision 171). */
const isHeldForClearance = (invoice: TTaxInvoice) => invoice.kind === 'standard' && invoice.zatca !== null && invoice.zatca !== 'cleared';

/**
 * The e-invoice XML of a company's own invoice or credit note (decision 171): the one ZATCA cleared for a standard
 * document, the signed one for a simplified document. 409 while a standard invoice waits for clearance; 404 when
 * there is none (ZATCA off, or not signed yet).
 */
export async function getEInvoiceXml(db: TDatabase, companyId: number, paymentId: number, document: 'invoice' | 'credit-note'): Promise<{ xml: string; fileName: string }> {
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.company_id, companyId), eq(payments.status, 'paid')));
  if (!payment) throw notFound();
  const shared = sharedEInvoice((await zatcaDocumentsOf(db, paymentId))[document === 'invoice' ? 'invoice' : 'creditNote'], paymentId);
  if (!shared) throw notFound();
  if (shared === 'waiting') throw new HttpError(409, 'invoice_awaiting_clearance');
  if (shared === 'missing') throw new HttpError(404, 'invoice_xml_missing');
  return shared;
}

/**
 * What of a ZATCA document may be shared (decisions 171, 180): its XML (the cleared one for a standard document, the
 * signed one for a simplified one) named after its number (`INV-2026-001000.xml`, `INV-2026-001000-CN.xml`) and when
 * it last changed; `waiting` while a standard one is not cleared, `missing` before it is signed, undefined without one.
 */
function sharedEInvoice(row: Awaited<ReturnType<typeof zatcaDocumentsOf>>['invoice'], paymentId: number): TEmbeddedXml | 'waiting' | 'missing' | undefined {
  if (!row) return undefined;
  if (row.kind === 'standard' && row.status !== 'cleared') return 'waiting';
  const xml = sharedXmlOf(row);
  if (!xml) return 'missing';
  const number = /<cbc:ID>([^<]+)<\/cbc:ID><cbc:UUID>/.exec(xml)?.[1] ?? `payment-${paymentId}`;
  return { xml, fileName: `${number.replace(/[^A-Za-z0-9-]/g, '')}.xml`, modifiedAt: (row.cleared_xml ? row.submitted_at : row.signed_at) ?? row.created_at };
}

/**
 * A paid payment's tax invoice or credit note as a PDF/A-3b (decision 180), for its company (`companyId`) or an
 * administrator (none): what the page shows (the company's is held while ZATCA has not cleared it, 409, as the page;
 * a credit note not yet the company's is 404), with ZATCA's XML embedded when phase 2 is on and it can be shared.
 */
export async function getInvoicePdf(
  deps: TDocumentDeps,
  paymentId: number,
  companyId: number | undefined,
  document: 'invoice' | 'credit-note',
  reader: TReader,
): Promise<{ pdf: Buffer; fileName: string }> {
  const invoice = await getTaxInvoice(deps, paymentId, companyId, reader);
  const credit = document === 'credit-note' ? invoice.credit : undefined;
  if (credit === null) throw notFound();
  const shared = deps.config.zatca ? sharedEInvoice((await zatcaDocumentsOf(deps.db, paymentId))[credit ? 'creditNote' : 'invoice'], paymentId) : undefined;
  const xml = typeof shared === 'object' ? shared : undefined;
  const pdf = await renderInvoicePdf(invoice, reader.locale, { ...(credit ? { credit } : {}), ...(xml ? { xml } : {}) });
  return { pdf, fileName: `${credit ? credit.number : invoice.invoice_number}.pdf` };
}
