import type { TLocale } from '@tawzeef/contract';
import type { TMessageId, TTranslate } from '../../../i18n/index.ts';

/** Intl locales for numbers: Saudi conventions, with the Western digits the rest of the interface uses. */
const NUMBER_LOCALE: Record<TLocale, string> = { ar: 'ar-SA-u-nu-latn', en: 'en-SA' };

/** 0-100 as a percentage in the user's language ("45%", "45٪"). */
export function formatPercent(locale: TLocale, ratio: number): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: 'percent', maximumFractionDigits: 0 }).format(ratio / 100);
}

/** An amount in Saudi riyals ("SAR 12,500", "12,500 ر.س."). */
export function formatSar(locale: TLocale, amount: number): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: 'currency', currency: 'SAR', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);
}

/** A YYYY-MM-DD date in the Umm al-Qura calendar, in Arabic ("١٦ محرم ١٤١٦ هـ"); null for anything else. */
export function formatHijri(isoDate: string | null | undefined): string | null {
  if (!isoDate || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return null;
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  // The calendar day is the same everywhere: format it in UTC, where it was built.
  return new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** "3 months", "شهران", "11 شهرًا": the plural form the language needs. */
export function formatMonths(t: TTranslate, locale: TLocale, count: number): string {
  const category = new Intl.PluralRules(locale).select(count);
  return t(`profile.job.months.${category}` as TMessageId, { count });
}

/** The colour of a completeness ratio: warning while low, primary on the way, success when complete. */
export function ratioColor(ratio: number): string {
  if (ratio >= 100) return 'success';
  return ratio < 40 ? 'warning' : 'primary';
}
