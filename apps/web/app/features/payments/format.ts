import type { TLocale } from '@tawzeef/contract';
import { formatSar } from '../../lib/format.ts';

/** Money on the wire is whole halalas (1 SAR = 100 halalas); people read riyals. */
export const formatHalalas = (halalas: number, locale: TLocale): string => formatSar(halalas / 100, locale) ?? '';

/** On a tax invoice amounts always carry their two decimals ("SAR 115.00"). */
export function formatInvoiceAmount(halalas: number, locale: TLocale): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', { style: 'currency', currency: 'SAR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(halalas / 100);
}

/** A moment in Riyadh time (the platform's and the tax authority's clock), date and time. */
export function formatRiyadhDateTime(iso: string | null | undefined, locale: TLocale): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  }).format(date);
}

/** An IBAN as banks print it: blocks of four ("SA03 8000 0000 ..."). */
export const groupIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');

/** A 10-digit VAT rate in basis points as a percentage number (1500 → 15). */
export const vatPercent = (basisPoints: number): number => basisPoints / 100;

/** The reference a company writes on its transfer and the admin matches: the payment's number. */
export const paymentReference = (id: number): string => `TWZ-${String(id).padStart(6, '0')}`;

/**
 * A name written in two scripts ("شركة منصة توظيف - Tawzeef Platform Co.") split at its separators, so each part can
 * take its own direction: otherwise the end of a Latin part (the period of "Co.") is laid out in the Arabic direction
 * and moves to the wrong side.
 */
export function directionParts(text: string): string[] {
  return text.split(/(\s+[-–—|/]\s+)/).filter((part) => part !== '');
}

export type TGatewayReason = 'declined' | 'insufficient' | 'expired' | 'authentication' | 'cancelled' | 'testCard' | 'other';

/**
 * What a gateway's decline message (its own words, usually English: "Card declined", "INSUFFICIENT_FUNDS") means,
 * so the return page says it in the page's language; the words themselves stay on the payment for administrators.
 */
export function gatewayReason(message: string): TGatewayReason {
  if (/insufficient/i.test(message)) return 'insufficient';
  if (/expired/i.test(message)) return 'expired';
  if (/3-?d|secure|authenticat|otp/i.test(message)) return 'authentication';
  if (/use a test card/i.test(message)) return 'testCard';
  if (/cancel/i.test(message)) return 'cancelled';
  if (/declin|reject|refus|fail|denied/i.test(message)) return 'declined';
  return 'other';
}
