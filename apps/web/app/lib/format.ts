import { hijriToGregorian, type TLocale } from '@tawzeef/contract';

/**
 * Numbers, money and dates through Intl, one way for the whole interface: Saudi conventions, with the Western
 * digits that Saudi sites and forms use (Arabic-Indic digits typed by people are still accepted).
 */
const NUMBER_LOCALE: Record<TLocale, string> = { ar: 'ar-SA-u-nu-latn', en: 'en-SA' };
const HIJRI_LOCALE = 'ar-SA-u-ca-islamic-umalqura-nu-latn';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

// Building an Intl formatter costs far more than using one (a page of job cards built hundreds): one per locale
// and options, made once.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A calendar date (YYYY-MM-DD, or the date part of an ISO timestamp) at UTC midnight, so no time zone shifts the day. */
export function parseCalendarDate(value: string | null | undefined): Date | null {
  const match = value ? DATE_ONLY.exec(value) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

const gregorianLocale = (locale: TLocale) => (locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB');

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
  const gregorian = dateFormat(gregorianLocale(locale), options).format(date);
  if (locale !== 'ar') return { gregorian };
  return { gregorian, hijri: dateFormat(HIJRI_LOCALE, options).format(date) };
}

/**
 * A month (or just a year) of the Gregorian calendar. No Hijri date here: a Gregorian month spans two Hijri
 * months, so any single one would be wrong half the time.
 */
export function formatMonth(year: number | null | undefined, month: number | null | undefined, locale: TLocale): string | null {
  if (!year) return null;
  const date = new Date(Date.UTC(year, (month ?? 1) - 1, 1));
  const options: Intl.DateTimeFormatOptions = month ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { year: 'numeric', timeZone: 'UTC' };
  return dateFormat(gregorianLocale(locale), options).format(date);
}

/** An amount in Saudi riyals, whole riyals unless there are halalas. */
export function formatSar(amount: number | string | null | undefined, locale: TLocale): string | null {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return numberFormat(NUMBER_LOCALE[locale], {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: 0,
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

export function formatInteger(value: number | null | undefined, locale: TLocale): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return numberFormat(NUMBER_LOCALE[locale]).format(value);
}

/** Month names for a select, in the page's language (Gregorian calendar). */
export function monthNames(locale: TLocale): string[] {
  const format = dateFormat(gregorianLocale(locale), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2024, i, 1))));
}

/** 0-100 as a percentage in the user's language. */
export function formatPercent(ratio: number, locale: TLocale): string {
  return numberFormat(NUMBER_LOCALE[locale], { style: 'percent', maximumFractionDigits: 0 }).format(ratio / 100);
}

const hijriLocale = (locale: TLocale) => (locale === 'ar' ? HIJRI_LOCALE : 'en-GB-u-ca-islamic-umalqura-nu-latn');

/** A YYYY-MM-DD date in the Umm al-Qura calendar ("16 محرم 1416 هـ", "16 Muharram 1416 AH"); null for anything else. */
export function formatHijri(isoDate: string | null | undefined, locale: TLocale = 'ar'): string | null {
  const date = parseCalendarDate(isoDate && /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? isoDate : null);
  return date ? dateFormat(hijriLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date) : null;
}

/** The names of the twelve Hijri months in the page's language (Muharram to Dhu al-Hijjah). */
export function hijriMonthNames(locale: TLocale): string[] {
  const format = dateFormat(hijriLocale(locale), { month: 'long', timeZone: 'UTC' });
  // The first of each month of 1446 AH, a year well inside Umm al-Qura's range.
  return Array.from({ length: 12 }, (_, index) => format.format(parseCalendarDate(hijriToGregorian(1446, index + 1, 1))!));
}

/** A file size in kilobytes or megabytes ("1.5 MB", "1.5 م.ب"). */
export function formatBytes(bytes: number | null, locale: TLocale): string | null {
  if (bytes === null) return null;
  const unit = bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte';
  const value = bytes / (unit === 'megabyte' ? 1024 * 1024 : 1024);
  return numberFormat(NUMBER_LOCALE[locale], { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** A number of months, with the plural the language needs ("2 months", "شهران"). */
export function formatMonthCount(count: number, locale: TLocale): string {
  return numberFormat(NUMBER_LOCALE[locale], { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(count);
}

/** A number of years, with the plural the language needs ("3 years", "3 سنوات", "سنتان"). */
export function formatYearCount(count: number, locale: TLocale): string {
  return numberFormat(NUMBER_LOCALE[locale], { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(count);
}

const relativeFormats: Partial<Record<TLocale, Intl.RelativeTimeFormat>> = {};
/** "today", "yesterday", "3 days ago": `days` before today, in the page's language. */
export function formatDaysAgo(days: number, locale: TLocale): string {
  const format = (relativeFormats[locale] ??= new Intl.RelativeTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en', { numeric: 'auto' }));
  return format.format(-days, 'day');
}
