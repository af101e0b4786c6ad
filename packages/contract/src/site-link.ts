import type { TLocale } from './locale.ts';

/**
 * The address of a site page in a language, as mails and documents link to it (decision 040): English pages
 * under `/en`, Arabic (the default) with no prefix. `path` is the page's path (with any query), starting with '/'.
 */
export function siteLink(publicUrl: string, locale: TLocale, path = '/'): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'ar') return `${origin}${clean}`;
  return clean === '/' ? `${origin}/en` : `${origin}/en${clean}`;
}
