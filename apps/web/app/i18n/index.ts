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
const reported = new Set<string>();

/**
 * A message the browser was not given (the build's scan of what a page names missed it, decision 067): said once
 * on the console, where the browser journeys look for it (e2e/support/messages.ts).
 */
function reportMissing(id: string): void {
  if (typeof document === 'undefined' || reported.has(id)) return;
  reported.add(id);
  console.error(`${MISSING_MESSAGE} ${id}`);
}

export const MISSING_MESSAGE = '[i18n] missing message:';

/** One function per language, the same on every call: effects that depend on `t` do not run again on each render. */
export function translator(locale: TLocale): TTranslate {
  const known = translators.get(locale);
  if (known) return known;
  const catalogue = catalogues[locale];
  // Counts take their plural form (`{count, plural, one {…} two {…} few {…} other {…}}`) by Intl.PluralRules.
  const translate: TTranslate = (id, params) => {
    const message = catalogue[id] ?? catalogues.ar[id];
    if (message === undefined) {
      reportMissing(id);
      return id;
    }
    return formatMessage(locale, message, params);
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
