import { createContext, useContext } from 'react';
import { formatMessage, type TLocale } from '@tawzeef/contract';
import { ar } from './ar.ts';
import { en } from './en.ts';

export type TMessageId = keyof typeof ar;
export type TTranslate = (id: TMessageId, params?: Record<string, string | number>) => string;

export const catalogues: Record<TLocale, Record<TMessageId, string>> = { ar, en };

const translators = new Map<TLocale, TTranslate>();

/** One function per language, the same on every call: effects that depend on `t` do not run again on each render. */
export function translator(locale: TLocale): TTranslate {
  const known = translators.get(locale);
  if (known) return known;
  const catalogue = catalogues[locale];
  // Counts take their plural form (`{count, plural, one {…} two {…} few {…} other {…}}`) by Intl.PluralRules.
  const translate: TTranslate = (id, params) => formatMessage(locale, catalogue[id] ?? ar[id], params);
  translators.set(locale, translate);
  return translate;
}

export interface TI18n {
  locale: TLocale;
  dir: 'rtl' | 'ltr';
  /** The path prefix of the current URL: '', '/ar' or '/en'. Links keep it. */
  prefix: string;
  t: TTranslate;
}

export const I18nContext = createContext<TI18n>({ locale: 'ar', dir: 'rtl', prefix: '', t: translator('ar') });

export function useI18n(): TI18n {
  return useContext(I18nContext);
}
