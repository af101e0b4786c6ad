import type { TLocale } from '@tawzeef/contract';
import type { TTranslate } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';

const rules: Record<TLocale, Intl.PluralRules> = { ar: new Intl.PluralRules('ar'), en: new Intl.PluralRules('en') };

/** "12 jobs", "وظيفتان", "3 وظائف", "12 وظيفة": the plural form the language needs (Arabic has six). */
export function jobsCount(count: number, locale: TLocale, t: TTranslate): string {
  const category = rules[locale].select(count) as 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
  return t(`search.jobs.${category}`, { count: formatInteger(count, locale) ?? String(count) });
}
