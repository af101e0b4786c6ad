import type PDFDocument from 'pdfkit';
import { directionOf, enumLabel, formatMessage, type TCreditNote, type TLocale, type TTaxInvoice } from '@tawzeef/contract';
import { drawLine, FONTS, openPdf, textDirection, wrap, type TDirection, type TTextStyle } from '../../pdf/bidi-text.ts';
import { INVOICE_PDF_WORDS, type TInvoicePdfWord } from './invoice-pdf-words.ts';
import { zatcaQrModules } from './zatca.ts';

/** The e-invoice to embed (decision 180): ZATCA's XML as it is shared, under its file name (`<number>.xml`). */
export interface TEmbeddedXml {
  xml: string;
  fileName: string;
  /** When it was last changed: cleared or signed. */
  modifiedAt: Date;
}

const otherOf = (locale: TLocale): TLocale => (locale === 'ar' ? 'en' : 'ar');
const words = (locale: TLocale, id: TInvoicePdfWord, values?: Record<string, string>) => formatMessage(locale, INVOICE_PDF_WORDS[locale][id], values ?? {});
const numberLocale = (locale: TLocale) => (locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA');
const dateLocale = (locale: TLocale) => (locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB');

/** As the page (apps/web/app/features/payments/format.ts): amounts always with their two decimals. */
const amountOf = (halalas: number, locale: TLocale) =>
  new Intl.NumberFormat(numberLocale(locale), { style: 'currency', currency: 'SAR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(halalas / 100);
const percentOf = (basisPoints: number, locale: TLocale) => new Intl.NumberFormat(numberLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(basisPoints / 10_000);
/** A moment in Riyadh time, date and time, as the page shows it. */
const momentOf = (iso: string, locale: TLocale) => new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }).format(new Date(iso));
/** A day (YYYY-MM-DD), as the page shows it. */
const dayOf = (day: string, locale: TLocale) =>
  new Intl.DateTimeFormat(dateLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const PAGE = { size: 'A4' as const, margin: 48 };
const QR_SIZE = 112;
const STYLE = {
  title: { size: 17, bold: true },
  titleOther: { size: 12, color: '#4b5563' },
  seller: { size: 11, bold: true },
  sellerOther: { size: 10, color: '#4b5563' },
  label: { size: 9, bold: true, color: '#374151' },
  labelOther: { size: 8, color: '#6b7280' },
  value: { size: 10 },
  note: { size: 8, color: '#6b7280' },
  head: { size: 8.5, bold: true },
  headOther: { size: 7.5, color: '#6b7280' },
  grand: { size: 11, bold: true },
  foot: { size: 8.5, color: '#4b5563' },
} satisfies Record<string, TTextStyle>;
const lineHeight = (style: TTextStyle) => style.size * 1.45;

/**
 * A tax invoice, or its credit note, as a PDF/A-3b (decision 180): the page's sheet (apps/web/app/features/payments/
 * invoice-document.tsx) with its facts, each label in `locale` with the other language beneath, the amounts, the QR
 * code drawn as vectors, and the footer in both languages. Fonts are embedded (pdfkit embeds every font it draws
 * with); pdfkit writes the XMP metadata with pdfaid part 3 and conformance B and the sRGB output intent. With ZATCA's
 * XML, it is embedded as the document's associated file (AFRelationship Alternative: the XML is the invoice in full,
 * the page its human-readable form, as Factur-X's full profiles do).
 */
export async function renderInvoicePdf(invoice: TTaxInvoice, locale: TLocale, options: { credit?: TCreditNote; xml?: TEmbeddedXml } = {}): Promise<Buffer> {
  const { credit, xml } = options;
  const other = otherOf(locale);
  const direction = directionOf(locale);
  const isStandard = invoice.kind === 'standard';
  const titleId: TInvoicePdfWord = credit ? (isStandard ? 'pay.credit.titleStandard' : 'pay.credit.title') : isStandard ? 'pay.invoice.titleStandard' : 'pay.invoice.title';
  const footerId: TInvoicePdfWord = credit ? 'pay.credit.footer' : isStandard ? 'pay.invoice.footerStandard' : 'pay.invoice.footer';
  const number = credit ? credit.number : invoice.invoice_number;

  const { doc, done } = openPdf({
    size: PAGE.size,
    margin: PAGE.margin,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: locale,
    displayTitle: true,
    // The embedded font from the start: pdfkit's default (Helvetica) is one of the 14 standard fonts, never embedded.
    font: FONTS.latin,
    // The XMP copy of these is not escaped by pdfkit: only the number and the title's words go there.
    info: { Title: number, Subject: words(locale, titleId) },
  });

  const left = PAGE.margin;
  const width = doc.page.width - 2 * PAGE.margin;
  /** A column given from the start of the document's direction, in page coordinates. */
  const column = (start: number, span: number) => ({ x: direction === 'ltr' ? left + start : left + width - start - span, width: span });
  let y = PAGE.margin;
  const room = (height: number) => {
    if (y + height <= doc.page.height - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin;
  };
  /**
   * Wrapped text in a column from `top`, each line in its own direction, at the start of the document's direction (or
   * its end); the height it took.
   */
  const block = (text: string, style: TTextStyle, at: { x: number; width: number }, top: number, options: { textDirection?: TDirection; end?: boolean } = {}) => {
    const lineDirection = options.textDirection ?? textDirection(text, direction);
    // drawLine aligns to the start of the line's direction: a line of the other direction is aligned to its end.
    const sameSide = lineDirection === direction;
    const align = sameSide === !options.end ? 'start' : 'end';
    let height = 0;
    for (const line of wrap(doc, text, at.width, style)) {
      drawLine(doc, line, at.x, top + height, at.width, lineDirection, style, align);
      height += lineHeight(style);
    }
    return height;
  };
  /** A label in the document's language with the other language beneath it (the page's <Label>). */
  const label = (id: TInvoicePdfWord, at: { x: number; width: number }, top: number, styles: [TTextStyle, TTextStyle], values?: Record<TLocale, Record<string, string>>, end = false) => {
    const first = block(words(locale, id, values?.[locale]), styles[0], at, top, { textDirection: direction, end });
    return first + block(words(other, id, values?.[other]), styles[1], at, top + first, { textDirection: directionOf(other), end });
  };

  // The head: the title in both languages and the seller's names, the QR code at the end.
  const headText = column(0, width - QR_SIZE - 16);
  let head = block(words(locale, titleId), STYLE.title, headText, y, { textDirection: direction });
  head += block(words(other, titleId), STYLE.titleOther, headText, y + head, { textDirection: directionOf(other) });
  head += 6;
  head += block(locale === 'ar' ? invoice.seller_name_ar : invoice.seller_name_en, STYLE.seller, headText, y + head);
  head += block(other === 'ar' ? invoice.seller_name_ar : invoice.seller_name_en, STYLE.sellerOther, headText, y + head);
  drawQr(doc, credit ? credit.qr_base64 : invoice.qr_base64, column(width - QR_SIZE, QR_SIZE).x, y, QR_SIZE);
  y += Math.max(head, QR_SIZE) + 10;

  // The facts, as the page's list: the label at the start, the value beside it.
  const labels = column(0, width * 0.4);
  const values = column(width * 0.42, width * 0.58);
  const fact = (id: TInvoicePdfWord, value: string, valueDirection?: TDirection, note?: string) => {
    room(lineHeight(STYLE.label) * 2 + 6);
    doc.moveTo(left, y - 3).lineTo(left + width, y - 3).lineWidth(0.4).strokeColor('#e5e7eb').stroke();
    const labelHeight = label(id, labels, y, [STYLE.label, STYLE.labelOther]);
    let valueHeight = block(value, STYLE.value, values, y, valueDirection ? { textDirection: valueDirection } : {});
    if (note) valueHeight += block(note, STYLE.note, values, y + valueHeight, { textDirection: direction });
    y += Math.max(labelHeight, valueHeight) + 4;
  };
  fact(credit ? 'pay.credit.number' : 'pay.invoice.number', number, 'ltr');
  fact(credit ? 'pay.credit.issuedAt' : 'pay.invoice.issuedAt', momentOf(credit ? credit.issued_at : invoice.issued_at, locale), direction, words(locale, 'pay.invoice.riyadhTime'));
  if (credit) {
    fact('pay.credit.invoice', invoice.invoice_number, 'ltr');
    const reasonId: TInvoicePdfWord = `pay.credit.reason.${credit.reason}`;
    fact('pay.credit.reason', `${words(locale, reasonId)} / ${words(other, reasonId)}`, direction, credit.note || undefined);
  }
  fact('pay.invoice.seller', invoice.seller_name);
  fact('pay.invoice.sellerVat', invoice.seller_vat_number, 'ltr');
  fact('pay.invoice.sellerAddress', invoice.seller_address);
  fact('pay.invoice.buyer', invoice.buyer_name);
  if (invoice.buyer_address) fact('pay.invoice.buyerAddress', invoice.buyer_address);
  if (invoice.buyer_vat_number) fact('pay.invoice.buyerVat', invoice.buyer_vat_number, 'ltr');
  if (isStandard) fact('pay.invoice.supplyDate', dayOf(invoice.supply_date, locale), direction);
  fact('pay.invoice.servicePeriod', words(locale, 'pay.invoice.servicePeriodRange', { from: dayOf(invoice.service_from, locale), to: dayOf(invoice.service_to, locale) }), direction);
  fact('pay.invoice.method', enumLabel(locale, 'pay_type', invoice.pay_type), direction);

  // The line: description, quantity, price, VAT and total, as the page's table.
  const rate: Record<TLocale, Record<string, string>> = { ar: { rate: percentOf(invoice.vat_rate_basis_points, 'ar') }, en: { rate: percentOf(invoice.vat_rate_basis_points, 'en') } };
  const gap = 6;
  const spans = [0.34, 0.1, 0.18, 0.18, 0.2].map((share) => share * width);
  const starts = spans.map((_, index) => spans.slice(0, index).reduce((sum, span) => sum + span, 0));
  const cells = spans.map((span, index) => column(starts[index]! + (index ? gap : 0), span - (index ? gap : 0)));
  const heads: Array<[TInvoicePdfWord, Record<TLocale, Record<string, string>>?]> = [['pay.invoice.description'], ['pay.invoice.quantity'], ['pay.invoice.net'], ['pay.invoice.vat', rate], ['pay.invoice.gross']];
  room(120);
  y += 10;
  doc.moveTo(left, y - 4).lineTo(left + width, y - 4).lineWidth(0.8).strokeColor('#111111').stroke();
  const headHeight = Math.max(...heads.map(([id, params], index) => label(id, cells[index]!, y, [STYLE.head, STYLE.headOther], params, index > 0)));
  y += headHeight + 2;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.6).strokeColor('#9ca3af').stroke();
  y += 6;
  const amounts = ['1', amountOf(invoice.fee_halalas, locale), amountOf(invoice.vat_halalas, locale), amountOf(invoice.total_halalas, locale)];
  const rowHeight = Math.max(
    block(invoice.description, STYLE.value, cells[0]!, y),
    ...amounts.map((amount, index) => block(amount, STYLE.value, cells[index + 1]!, y, { textDirection: direction, end: true })),
  );
  y += rowHeight + 4;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.8).strokeColor('#111111').stroke();
  y += 12;

  // The totals at the end of the line.
  const totals = column(width * 0.42, width * 0.58);
  const totalLabels = column(width * 0.42, width * 0.33);
  const totalValues = column(width * 0.75, width * 0.25);
  const total = (id: TInvoicePdfWord, halalas: number, grand = false, params?: Record<TLocale, Record<string, string>>) => {
    room(lineHeight(STYLE.label) * 2 + 8);
    if (grand) doc.moveTo(totals.x, y - 4).lineTo(totals.x + totals.width, y - 4).lineWidth(0.8).strokeColor('#111111').stroke();
    const labelHeight = label(id, totalLabels, y, grand ? [STYLE.grand, STYLE.labelOther] : [STYLE.label, STYLE.labelOther], params);
    const valueHeight = block(amountOf(halalas, locale), grand ? STYLE.grand : STYLE.value, totalValues, y, { textDirection: direction, end: true });
    y += Math.max(labelHeight, valueHeight) + 6;
  };
  total('pay.invoice.totalNet', invoice.fee_halalas);
  total('pay.invoice.totalVat', invoice.vat_halalas, false, rate);
  total('pay.invoice.totalGross', invoice.total_halalas, true);

  // The footer in both languages, each in its own direction.
  y += 10;
  const full = column(0, width);
  for (const language of [locale, other]) {
    room(lineHeight(STYLE.foot) * 3);
    const lineDirection = directionOf(language);
    y += block(words(language, footerId), STYLE.foot, full, y, { textDirection: lineDirection, end: lineDirection !== direction });
  }

  if (xml) {
    // PDF/A-3's associated file: the catalogue's AF array and the names tree (pdfkit's file() writes both), with its
    // MIME type and dates, as ISO 19005-3 asks of an embedded file. The relationship is not in @types/pdfkit.
    const attachment = { name: xml.fileName, type: 'text/xml', description: `ZATCA e-invoice ${number} (UBL 2.1)`, creationDate: xml.modifiedAt, modifiedDate: xml.modifiedAt, relationship: 'Alternative' };
    doc.file(Buffer.from(xml.xml, 'utf8'), attachment as PDFKit.Mixins.PDFAttachmentOptions);
  }

  doc.end();
  return done;
}

/** The QR code as filled squares (black on white, with its quiet zone): the same code as the page's SVG. */
function drawQr(doc: InstanceType<typeof PDFDocument>, base64: string, x: number, y: number, size: number): void {
  const qr = zatcaQrModules(base64);
  const cell = size / (qr.size + 2 * qr.margin);
  doc.rect(x, y, size, size).fillColor('#ffffff').fill();
  for (let row = 0; row < qr.size; row += 1) {
    for (let col = 0; col < qr.size; col += 1) {
      if (qr.dark(row, col)) doc.rect(x + (col + qr.margin) * cell, y + (row + qr.margin) * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}
