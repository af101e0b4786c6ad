import QRCode from 'qrcode';
import type { TDatabase } from '../../db/client.ts';
import { zatcaDocuments } from '../../db/schema/index.ts';

/** The five fields of a ZATCA simplified tax invoice QR code (phase 1), in tag order 1 to 5. */
export interface TZatcaFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2026-11-22T10:15:00Z. */
  timestamp: string;
  /** Invoice total with VAT, two decimals ("574.85"). */
  total: string;
  /** VAT amount, two decimals ("74.85"). */
  vat: string;
}

const TAGS: Array<keyof TZatcaFields> = ['sellerName', 'vatNumber', 'timestamp', 'total', 'vat'];

/**
 * The QR payload: for each field a TLV record (tag byte, length byte = the value's UTF-8 byte count, the
 * UTF-8 bytes), concatenated and base64-encoded. One length byte, as ZATCA's phase-1 readers expect, so a
 * value may be at most 255 bytes.
 */
export function buildZatcaTlv(fields: TZatcaFields): string {
  const parts = TAGS.map((key, index) => {
    const value = Buffer.from(fields[key], 'utf8');
    if (value.length > 255) throw new RangeError(`ZATCA QR field ${key} is longer than 255 bytes`);
    return Buffer.concat([Buffer.from([index + 1, value.length]), value]);
  });
  return Buffer.concat(parts).toString('base64');
}

/** Reads a QR payload back into its fields (throws on a malformed record). */
export function decodeZatcaTlv(base64: string): TZatcaFields {
  const bytes = Buffer.from(base64, 'base64');
  const values = new Map<number, string>();
  let offset = 0;
  while (offset < bytes.length) {
    const tag = bytes[offset];
    const length = bytes[offset + 1];
    if (tag === undefined || length === undefined || offset + 2 + length > bytes.length) throw new Error('malformed ZATCA TLV');
    values.set(tag, bytes.subarray(offset + 2, offset + 2 + length).toString('utf8'));
    offset += 2 + length;
  }
  const fields = {} as TZatcaFields;
  TAGS.forEach((key, index) => {
    const value = values.get(index + 1);
    if (value === undefined) throw new Error(`ZATCA TLV without tag ${index + 1}`);
    fields[key] = value;
  });
  return fields;
}

/** How the invoice's QR code is drawn, on the page (SVG) and in the PDF (decision 180): level M, a quiet zone of 4 modules. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code of the payload as an SVG document (black on white, quiet zone included). */
export function zatcaQrSvg(base64: string): Promise<string> {
  return QRCode.toString(base64, { type: 'svg', ...QR_OPTIONS });
}

/** The same QR code as its modules (row by row, true for dark) and its quiet zone, for the PDF to draw. */
export function zatcaQrModules(base64: string): { size: number; dark: (row: number, column: number) => boolean; margin: number } {
  const { modules } = QRCode.create(base64, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) !== 0, margin: QR_OPTIONS.margin };
}

/**
 * Queues a paid payment's invoice (or a credit note for it) for ZATCA, in the caller's transaction: the row says
 * only which payment and what; it is signed later, in the order it was queued, so that the chain (ICV, PIH) follows
 * the order of payment whatever process paid it. Once per payment and type.
 */
export async function queueZatcaDocument(tx: TDatabase, paymentId: number, type: 'invoice' | 'credit_note', reason?: string): Promise<void> {
  await tx
    .insert(zatcaDocuments)
    .values({ payment_id: paymentId, type, reason: reason ?? null })
    .onConflictDoNothing();
}
