import type { TLocale } from '@tawzeef/contract';
import type { TMessageId, TTranslate } from '../../../i18n/index.ts';

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
