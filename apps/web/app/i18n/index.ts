import { createContext, useContext } from 'react';
import { formatMessage, type TLocale } from '@tawzeef/contract';
import type { ar } from './ar.ts';

export type TMessageId = keyof typeof ar;
export type TTranslate = (id: TMessageId, params?: Record<string, string | number>) => string;

/**
 * The messages this process knows (decision 047): on the server both full catalogues (provided by
 * i18n/full.server.ts, which entry.server.tsx loads); in the browser the page language's groups loaded so far
 * (i18n/client-messages.ts). A message id the page does not know reads as itself.
 */
export const catalogues: Record<TLocale, Record<TMessageId, string>> = {
  ar: {} as Record<TMessageId, string>,
  en: {} as Record<TMessageId, string>,
};

/** Adds messages of one language (a whole catalogue, or the group of one page). */
export function provideMessages(locale: TLocale, messages: Record<string, string>): void {
  Object.assign(catalogues[locale], messages);
}

const translators = new Map<TLocale, TTranslate>();

/** One function per language, the same on every call: effects that depend on `t` do not run again on each render. */
export function translator(locale: TLocale): TTranslate {
  const known = translators.get(locale);
  if (known) return known;
  const catalogue = catalogues[locale];
  // Counts take their plural form (`{count, plural, one {…} two {…} few {…} other {…}}`) by Intl.PluralRules.
  const translate: TTranslate = (id, params) => {
    const message = catalogue[id] ?? catalogues.ar[id];
    return message === undefined ? id : formatMessage(locale, message, params);
  };
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
