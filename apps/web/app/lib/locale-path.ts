import type { TLocale } from '@tawzeef/contract';

export interface TLocalePath {
  locale: TLocale;
  /** '' (no prefix, Arabic), '/ar' or '/en'. */
  prefix: '' | '/ar' | '/en';
  /** The path without its locale prefix, always starting with '/'. */
  rest: string;
}

/**
 * The optional segments before every page's path (routes.ts, decision 107): /x, /ar/x and /en/x are one route.
 * The server's build of one form writes them as that form's prefix (server/route-forms.ts).
 */
export const LOCALE_SEGMENTS = 'ar?/en?';

/** The locale lives in the path: /en/... is English, /ar/... and unprefixed paths are Arabic. */
export function splitLocalePath(pathname: string): TLocalePath {
  const match = /^\/(ar|en)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: 'ar', prefix: '', rest: pathname || '/' };
  const locale = match[1] as TLocale;
  return { locale, prefix: `/${locale}` as '/ar' | '/en', rest: pathname.slice(match[0].length) || '/' };
}

/** A path in a language: English always prefixed, Arabic prefixed with /ar when asked (the switcher) or unprefixed. */
export function pathIn(locale: TLocale, rest: string, explicit = false): string {
  const clean = rest.startsWith('/') ? rest : `/${rest}`;
  if (locale === 'ar' && !explicit) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Prefixes an app path with the prefix currently in use, so /ar visitors stay on /ar links. */
export function withPrefix(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

export const otherLocale = (locale: TLocale): TLocale => (locale === 'ar' ? 'en' : 'ar');
