import type { TLocale } from '@tawzeef/contract';
import { groups as allGroups, loaders, routeGroups } from 'virtual:messages';
import { provideMessages } from './index.ts';

/**
 * The browser's half of the split catalogues (decision 047): which message groups a page needs, and their loading.
 * The server knows every message, so on the server every group counts as loaded.
 */
const loaded: Record<TLocale, Set<string>> = { ar: new Set(), en: new Set() };
const pending = new Map<string, Promise<void>>();
const onServer = typeof document === 'undefined';

/** The groups of the page made of these routes: core and each route's own; a route the build did not scan needs all. */
export function pageGroups(routeIds: readonly string[]): string[] {
  const groups = new Set(['core']);
  for (const id of routeIds) {
    if (id === 'root') continue;
    const own = routeGroups[id];
    for (const group of own ?? allGroups) groups.add(group);
  }
  return [...groups].sort();
}

/** The languages whose messages a page shows: its own, and the other one too where a route says so (the tax invoice). */
export function pageLocales(locale: TLocale, handles: readonly unknown[]): TLocale[] {
  const both = handles.some((handle) => typeof handle === 'object' && handle !== null && (handle as { bothLanguages?: boolean }).bothLanguages === true);
  return both ? [locale, locale === 'ar' ? 'en' : 'ar'] : [locale];
}

/** Null when the page's messages are here; otherwise the promise of their arrival (one per set of missing groups). */
export function loadMessages(locale: TLocale, groups: readonly string[]): Promise<void> | null {
  if (onServer) return null;
  const missing = groups.filter((group) => !loaded[locale].has(group) && loaders[`${locale}/${group}`]);
  if (missing.length === 0) return null;
  const key = `${locale}:${missing.join(',')}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all(
      missing.map((group) =>
        loaders[`${locale}/${group}`]!().then((module) => {
          provideMessages(locale, module.default);
          loaded[locale].add(group);
        }),
      ),
    ).then(
      () => undefined,
      // A chunk that cannot arrive (offline, or a newer deployment that removed it): the page renders with what it
      // has rather than asking again on every render.
      (error: unknown) => {
        for (const group of missing) loaded[locale].add(group);
        console.error(error);
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** The page's messages, as the server rendered it: read before hydrating (entry.client.tsx). */
export const PAGE_MESSAGES_ID = 'page-messages';

export function pageMessagesJson(locales: readonly TLocale[], groups: readonly string[]): string {
  return JSON.stringify({ locales, groups }).replace(/</g, '\\u003c');
}
