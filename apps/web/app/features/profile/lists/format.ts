import type { TLocale } from '@tawzeef/contract';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar date (YYYY-MM-DD, or the date part of an ISO timestamp) at UTC midnight, so no time zone shifts the day. */
export function parseCalendarDate(value: string | null | undefined): Date | null {
  const match = value ? DATE_ONLY.exec(value) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

const gregorianLocale = (locale: TLocale) => (locale === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB');

export interface TFormattedDate {
  gregorian: string;
  /** Umm al-Qura, shown beside the Gregorian date in Arabic only. */
  hijri?: string;
}

/** A day as people in Saudi Arabia read it: Gregorian, and in Arabic the Hijri (Umm al-Qura) date beside it. */
export function formatDay(value: string | null | undefined, locale: TLocale): TFormattedDate | null {
  const date = parseCalendarDate(value);
  if (!date) return null;
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  const gregorian = new Intl.DateTimeFormat(gregorianLocale(locale), options).format(date);
  if (locale !== 'ar') return { gregorian };
  return { gregorian, hijri: new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura', options).format(date) };
}

/**
 * A month (or just a year) of the Gregorian calendar. No Hijri date here: a Gregorian month spans two Hijri
 * months, so any single one would be wrong half the time.
 */
export function formatMonth(year: number | null | undefined, month: number | null | undefined, locale: TLocale): string | null {
  if (!year) return null;
  const date = new Date(Date.UTC(year, (month ?? 1) - 1, 1));
  const options: Intl.DateTimeFormatOptions = month ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(gregorianLocale(locale), options).format(date);
}

/** An amount in Saudi riyals, whole riyals unless there are halalas. */
export function formatSar(amount: number | string | null | undefined, locale: TLocale): string | null {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA' : 'en-SA', {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: 0,
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

export function formatInteger(value: number | null | undefined, locale: TLocale): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA' : 'en-US').format(value);
}

/** Month names for a select, in the page's language (Gregorian calendar). */
export function monthNames(locale: TLocale): string[] {
  const format = new Intl.DateTimeFormat(gregorianLocale(locale), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2024, i, 1))));
}
