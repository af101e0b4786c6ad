import type { TLocale } from '@tawzeef/contract';

/**
 * Numbers, money and dates through Intl, one way for the whole interface: Saudi conventions, with the Western
 * digits that Saudi sites and forms use (Arabic-Indic digits typed by people are still accepted).
 */
const NUMBER_LOCALE: Record<TLocale, string> = { ar: 'ar-SA-u-nu-latn', en: 'en-SA' };
const HIJRI_LOCALE = 'ar-SA-u-ca-islamic-umalqura-nu-latn';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

// Building an Intl formatter costs far more than using one (a page of job cards built hundreds): one per locale
// and options, made once. The options are the constants below, so the formatters are found by the options object
// itself (writing the options out as a key for each of the hundred numbers of a search page was a hundredth of its
// rendering).
type TFormats<O extends object, F> = WeakMap<O, Map<string, F>>;
function made<O extends object, F>(formats: TFormats<O, F>, locale: string, options: O, make: () => F): F {
  let byLocale = formats.get(options);
  if (!byLocale) formats.set(options, (byLocale = new Map()));
  let format = byLocale.get(locale);
  if (!format) byLocale.set(locale, (format = make()));
  return format;
}
const numberFormats: TFormats<Intl.NumberFormatOptions, Intl.NumberFormat> = new WeakMap();
const dateFormats: TFormats<Intl.DateTimeFormatOptions, Intl.DateTimeFormat> = new WeakMap();
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => made(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) => made(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };
const YEAR: Intl.DateTimeFormatOptions = { year: 'numeric', timeZone: 'UTC' };
const MONTH_NAME: Intl.DateTimeFormatOptions = { month: 'long', timeZone: 'UTC' };
const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };
const SAR: Intl.NumberFormatOptions = { style: 'currency', currency: 'SAR', minimumFractionDigits: 0, maximumFractionDigits: 0 };
const SAR_HALALAS: Intl.NumberFormatOptions = { style: 'currency', currency: 'SAR', minimumFractionDigits: 0, maximumFractionDigits: 2 };
const INTEGER: Intl.NumberFormatOptions = {};
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };
const SIZE: Record<'kilobyte' | 'megabyte', Intl.NumberFormatOptions> = {
  kilobyte: { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 },
  megabyte: { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 },
};
const MONTHS: Intl.NumberFormatOptions = { style: 'unit', unit: 'month', unitDisplay: 'long' };
const YEARS: Intl.NumberFormatOptions = { style: 'unit', unit: 'year', unitDisplay: 'long' };

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
  const gregorian = dateFormat(gregorianLocale(locale), DAY).format(date);
  if (locale !== 'ar') return { gregorian };
  return { gregorian, hijri: dateFormat(HIJRI_LOCALE, DAY).format(date) };
}

/**
 * A month (or just a year) of the Gregorian calendar. No Hijri date here: a Gregorian month spans two Hijri
 * months, so any single one would be wrong half the time.
 */
export function formatMonth(year: number | null | undefined, month: number | null | undefined, locale: TLocale): string | null {
  if (!year) return null;
  const date = new Date(Date.UTC(year, (month ?? 1) - 1, 1));
  return dateFormat(gregorianLocale(locale), month ? MONTH : YEAR).format(date);
}

/** An amount in Saudi riyals, whole riyals unless there are halalas. */
export function formatSar(amount: number | string | null | undefined, locale: TLocale): string | null {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return numberFormat(NUMBER_LOCALE[locale], Number.isInteger(value) ? SAR : SAR_HALALAS).format(value);
}

export function formatInteger(value: number | null | undefined, locale: TLocale): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return numberFormat(NUMBER_LOCALE[locale], INTEGER).format(value);
}

/** Month names for a select, in the page's language (Gregorian calendar). */
export function monthNames(locale: TLocale): string[] {
  const format = dateFormat(gregorianLocale(locale), MONTH_NAME);
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2024, i, 1))));
}

/** 0-100 as a percentage in the user's language. */
export function formatPercent(ratio: number, locale: TLocale): string {
  return numberFormat(NUMBER_LOCALE[locale], PERCENT).format(ratio / 100);
}

const hijriLocale = (locale: TLocale) => (locale === 'ar' ? HIJRI_LOCALE : 'en-GB-u-ca-islamic-umalqura-nu-latn');

/** A YYYY-MM-DD date in the Umm al-Qura calendar ("16 محرم 1416 هـ", "16 Muharram 1416 AH"); null for anything else. */
export function formatHijri(isoDate: string | null | undefined, locale: TLocale = 'ar'): string | null {
  const date = parseCalendarDate(isoDate && /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? isoDate : null);
  return date ? dateFormat(hijriLocale(locale), LONG_DATE).format(date) : null;
}

/**
 * The name of the Hijri month a YYYY-MM-DD date falls in, in the page's language (`hijriMonthNames` in features/profile/hijri-months.ts
 * lists the twelve: apart, so that the shell's formatting does not bring the calendar's conversion to every page).
 */
export function formatHijriMonthName(isoDate: string | null, locale: TLocale): string | null {
  const date = parseCalendarDate(isoDate);
  return date ? dateFormat(hijriLocale(locale), MONTH_NAME).format(date) : null;
}

/** A file size in kilobytes or megabytes ("1.5 MB", "1.5 م.ب"). */
export function formatBytes(bytes: number | null, locale: TLocale): string | null {
  if (bytes === null) return null;
  const unit = bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte';
  const value = bytes / (unit === 'megabyte' ? 1024 * 1024 : 1024);
  return numberFormat(NUMBER_LOCALE[locale], SIZE[unit]).format(value);
}

/** A number of months, with the plural the language needs ("2 months", "شهران"). */
export function formatMonthCount(count: number, locale: TLocale): string {
  return numberFormat(NUMBER_LOCALE[locale], MONTHS).format(count);
}

/** A number of years, with the plural the language needs ("3 years", "3 سنوات", "سنتان"). */
export function formatYearCount(count: number, locale: TLocale): string {
  return numberFormat(NUMBER_LOCALE[locale], YEARS).format(count);
}

const relativeFormats: Partial<Record<TLocale, Intl.RelativeTimeFormat>> = {};
/** "today", "yesterday", "3 days ago": `days` before today, in the page's language. */
export function formatDaysAgo(days: number, locale: TLocale): string {
  const format = (relativeFormats[locale] ??= new Intl.RelativeTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en', { numeric: 'auto' }));
  return format.format(-days, 'day');
}
