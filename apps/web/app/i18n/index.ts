import { createContext, useContext } from 'react';
import type { TLocale } from '@tawzeef/contract';
import { ar } from './ar.ts';
import { en } from './en.ts';

export type TMessageId = keyof typeof ar;
export type TTranslate = (id: TMessageId, params?: Record<string, string | number>) => string;

export const catalogues: Record<TLocale, Record<TMessageId, string>> = { ar, en };

export function translator(locale: TLocale): TTranslate {
  const catalogue = catalogues[locale];
  return (id, params) =>
    (catalogue[id] ?? ar[id]).replace(/\{(\w+)\}/g, (whole, name: string) => (params?.[name] === undefined ? whole : String(params[name])));
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
