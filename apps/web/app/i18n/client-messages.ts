import type { TLocale } from '@tawzeef/contract';
import { provideMessages } from './index.ts';

/**
 * The browser's half of the split catalogues (decisions 047 and 067): which message bundles a page needs, and their
 * loading. The server knows every message, so on the server every bundle counts as loaded.
 *
 * The first page needs no map of routes to bundles: the server names its bundles and their chunks (`PAGE_MESSAGES_ID`)
 * and modulepreloads them. The map (`virtual:messages`) arrives when a client-side navigation needs it, or as soon
 * as the visitor points at or focuses something, ready for the navigation that may follow.
 */
type TMessagesModule = { default: Record<string, string> };

export interface TMessageMap {
  /** Route id → its bundle, '' when core holds all it names. */
  routeBundles: Record<string, string>;
  /** `locale/bundle` → its chunk. */
  loaders: Record<string, () => Promise<TMessagesModule>>;
}

/** What the server tells the browser about the page it rendered. */
export interface TPageMessages {
  locales: TLocale[];
  /** The page's route ids, joined (`routesKey`). */
  routes: string;
  bundles: string[];
  /** `locale/bundle` → the URL of its chunk (empty in development, where there are no chunks). */
  hrefs: Record<string, string>;
}

const loaded: Record<TLocale, Set<string>> = { ar: new Set(), en: new Set() };
const pending = new Map<string, Promise<void>>();
const pendingPages = new Map<string, Promise<void>>();
const onServer = typeof document === 'undefined';
let map: TMessageMap | null = null;
let mapArriving: Promise<TMessageMap> | null = null;
let first: TPageMessages | null = null;

/** The server's map (i18n/message-map.server.ts): it renders every page, the first and those of later requests. */
export function provideMessageMap(value: TMessageMap): void {
  map = value;
}

export function loadMessageMap(): Promise<TMessageMap> {
  if (map) return Promise.resolve(map);
  return (mapArriving ??= import('virtual:messages').then(
    (module) => (map = module),
    (error: unknown) => {
      mapArriving = null;
      throw error;
    },
  ));
}

const routesKey = (routeIds: readonly string[]) => routeIds.join(' ');

/** The bundles of the page made of these routes: core and each route's own; null while the browser lacks the map. */
export function pageBundles(routeIds: readonly string[]): string[] | null {
  if (!map) return first?.routes === routesKey(routeIds) ? first.bundles : null;
  const bundles = new Set(['core']);
  for (const id of routeIds) {
    const own = id === 'root' ? '' : map.routeBundles[id];
    if (own) bundles.add(own);
  }
  return [...bundles].sort();
}

/** The languages whose messages a page shows: its own, and the other one too where a route says so (the tax invoice). */
export function pageLocales(locale: TLocale, handles: readonly unknown[]): TLocale[] {
  const both = handles.some((handle) => typeof handle === 'object' && handle !== null && (handle as { bothLanguages?: boolean }).bothLanguages === true);
  return both ? [locale, locale === 'ar' ? 'en' : 'ar'] : [locale];
}

/** When a set of bundles last failed to arrive (its key in `pending`). */
const failed = new Map<string, number>();
/** A failed set is asked for again after this long, or at once when the browser says it is back online. */
export const MESSAGES_RETRY_MS = 5_000;
if (!onServer) {
  window.addEventListener('online', () => {
    for (const key of failed.keys()) pending.delete(key);
    failed.clear();
  });
}

/** Null when these bundles are here; otherwise the promise of their arrival (one per set of missing bundles). */
function loadBundles(locale: TLocale, bundles: readonly string[], load: (key: string) => Promise<TMessagesModule>): Promise<void> | null {
  const missing = bundles.filter((bundle) => !loaded[locale].has(bundle));
  if (missing.length === 0) return null;
  const key = `${locale}:${missing.join(',')}`;
  const failedAt = failed.get(key);
  if (failedAt !== undefined && Date.now() - failedAt >= MESSAGES_RETRY_MS) {
    failed.delete(key);
    pending.delete(key);
  }
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all(
      missing.map((bundle) =>
        load(`${locale}/${bundle}`).then((module) => {
          provideMessages(locale, module.default);
          loaded[locale].add(bundle);
        }),
      ),
    ).then(
      () => undefined,
      // A chunk that cannot arrive (offline, or a newer deployment that removed it): the page renders with what it
      // has, and the renders that follow get this same settled promise rather than asking again each time, until the
      // connection is back or a while has passed (then the page that needs them asks again: the offline page's
      // return, the next navigation). Marked as here, they would stay missing for good once the connection is back.
      (error: unknown) => {
        failed.set(key, Date.now());
        console.error(error);
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

const fromMap = (key: string) => loadMessageMap().then((value) => value.loaders[key]?.() ?? { default: {} });
/** A `lazy-` bundle's chunk, through the small table of those bundles rather than the routes' map (decision 163). */
const fromLazyTable = (key: string) => import('virtual:messages/lazy').then((value) => value.loaders[key]?.() ?? { default: {} });

/**
 * A module loaded later, with the messages it names that the page's own bundles do not hold (`lazy-<bundle>`, made by
 * vite-plugin-messages.ts, which reads this call: keep its form `withMessages('name', () => import('./file'))`). The
 * promise resolves once both are here, in every language the page has loaded, so the module renders translated.
 */
export function withMessages<T>(bundle: string, load: () => Promise<T>): () => Promise<T> {
  return () => {
    if (onServer) return load();
    const locales = (['ar', 'en'] as const).filter((locale) => loaded[locale].has('core'));
    const messages = locales.map((locale) => loadBundles(locale, [`lazy-${bundle}`], fromLazyTable));
    return Promise.all([load(), ...messages]).then(([module]) => {
      // Its messages could not arrive (the connection gone): the module fails rather than show message ids, and a
      // part of the frame is left out by its LazyPart (decision 175), a part of a page shows the offline page.
      if (locales.some((locale) => !loaded[locale].has(`lazy-${bundle}`))) throw new Error(`The messages of ${bundle} did not arrive`);
      return module;
    });
  };
}

/**
 * Null when the page made of these routes has its messages (always on the server); otherwise the promise of their
 * arrival, in every language the page shows, the same one for every render that asks while they come (React's `use`).
 */
export function pageMessages(locales: readonly TLocale[], routeIds: readonly string[]): Promise<void> | null {
  if (onServer) return null;
  const bundles = pageBundles(routeIds);
  if (bundles && locales.every((locale) => bundles.every((bundle) => loaded[locale].has(bundle)))) return null;
  const key = `${locales.join(',')}:${routesKey(routeIds)}`;
  let promise = pendingPages.get(key);
  if (!promise) {
    promise = loadMessageMap()
      .then(() => Promise.all(locales.map((locale) => loadBundles(locale, pageBundles(routeIds) ?? [], fromMap))))
      .then(
        () => undefined,
        (error: unknown) => console.error(error),
      )
      .finally(() => pendingPages.delete(key));
    pendingPages.set(key, promise);
  }
  return promise;
}

/** The page's messages, as the server rendered it: read before hydrating (entry.client.tsx). */
export const PAGE_MESSAGES_ID = 'page-messages';

/**
 * The lists the page's filters chose from, when it has any (lib/page-lists.tsx, decision 068), also read before
 * hydrating: named here, in what every page loads, so that the entry finds the element without that module.
 */
export const PAGE_LISTS_ID = 'page-lists';

/** What the server tells the browser about a page (root.tsx): its languages, routes, bundles and their chunks. */
export function serverPageMessages(locales: readonly TLocale[], routeIds: readonly string[], preloads: Readonly<Record<string, string>>): TPageMessages {
  const bundles = pageBundles(routeIds) ?? [];
  const hrefs: Record<string, string> = {};
  for (const locale of locales) {
    for (const bundle of bundles) {
      const href = preloads[`${locale}/${bundle}`];
      if (href) hrefs[`${locale}/${bundle}`] = href;
    }
  }
  return { locales: [...locales], routes: routesKey(routeIds), bundles, hrefs };
}

export const pageMessagesText = (page: TPageMessages): string => JSON.stringify(page).replace(/</g, '\\u003c');

let firstText = '';

/** The text the server wrote, as the browser read it before hydrating: the script element keeps it unchanged. */
export const firstPageText = (): string => firstText;

/**
 * Before hydrating: the first page's messages from the chunks the server named (null when they are here). Without
 * the server's word (a page it did not render) the map names them.
 */
export function firstPageMessages(text: string | null | undefined): Promise<void> | null {
  if (text) {
    firstText = text;
    first = JSON.parse(text) as TPageMessages;
  }
  if (!first) return null;
  const { hrefs, bundles } = first;
  const load = (key: string) => (hrefs[key] ? (import(/* @vite-ignore */ hrefs[key]) as Promise<TMessagesModule>) : fromMap(key));
  const arriving = first.locales.map((locale) => loadBundles(locale, bundles, load)).filter((promise) => promise !== null);
  return arriving.length > 0 ? Promise.all(arriving).then(() => undefined) : null;
}

/** The map before the navigation that needs it: at the visitor's first pointing, touch or focus. */
export function prefetchMessageMap(): void {
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  const fetchOnce = () => {
    for (const type of events) window.removeEventListener(type, fetchOnce, true);
    void loadMessageMap().catch(() => undefined);
  };
  for (const type of events) window.addEventListener(type, fetchOnce, { capture: true, passive: true });
}
