import { NOTICE_IMMEDIATE, type TLocale } from '@tawzeef/contract';
import type { TMessageId, TTranslate } from '../../i18n/index.ts';

/** "3 months", "شهران", "11 شهرًا": the plural form the language needs. */
export function formatMonths(t: TTranslate, locale: TLocale, count: number): string {
  const category = new Intl.PluralRules(locale).select(count);
  return t(`profile.job.months.${category}` as TMessageId, { count });
}

/** A notice period: "Immediately available" for 0 (decision 039), else its months. */
export function formatNoticePeriod(t: TTranslate, locale: TLocale, months: number): string {
  return months === NOTICE_IMMEDIATE ? t('profile.job.noticeImmediate') : formatMonths(t, locale, months);
}
