import { useContext } from 'react';
import { preload } from 'react-dom';
import { UNSAFE_FrameworkContext as FrameworkContext } from 'react-router';
import { PAGE_LISTS_ID } from '../i18n/client-messages.ts';

/**
 * The lists a page's filters choose from (cities, majors, sectors), apart from the page's data (issue 18, decision
 * 068). In the page's data they weighed on every search page's HTML, serialized and parsed again at each render.
 * Now the loader names them by version (a hash of their content in the page's language) and the browser reads them
 * once from their own address (`/page-lists/{version}`, kept a year: a change of a list is a new version), before it
 * hydrates the first page that names them (entry.client.tsx), or in the route's `clientLoader` on a navigation. The
 * server renders with the same lists, kept in this module by version.
 */

export interface TNamedItem {
  id: number;
  name: string;
}

export interface TPageLists {
  cities: TNamedItem[];
  majors: TNamedItem[];
  sectors: TNamedItem[];
}

/** What a page's loader returns of its lists: their version and their address (with the page's language prefix). */
export interface TPageListsRef {
  version: string;
  href: string;
}

/** The lists' own answer: their version (the current one, which may be newer than the one asked for) and the lists. */
export interface TPageListsAnswer {
  version: string;
  lists: TPageLists;
}

/** Versions kept in this process (a server keeps each language's current and recent ones; a browser one or two). */
const KEPT = 16;
const known = new Map<string, TPageLists>();
const arriving = new Map<string, Promise<void>>();

export function rememberPageLists(version: string, lists: TPageLists): void {
  if (known.has(version)) return;
  if (known.size >= KEPT) known.delete(known.keys().next().value!);
  known.set(version, lists);
}

/** The lists of `ref`, which the loader (server) or the browser (before rendering) brought. */
export function pageListsOf(ref: TPageListsRef): TPageLists {
  const lists = known.get(ref.version);
  if (!lists) throw new Error(`the page's lists (${ref.version}) were not loaded`);
  return lists;
}

/**
 * Brings the lists of `ref` into this browser, once: resolved at once when they are here, else when they arrive. A
 * newer version than the one asked for (a list changed meanwhile) is kept under both.
 */
export function ensurePageLists(ref: TPageListsRef): Promise<void> {
  if (known.has(ref.version)) return Promise.resolve();
  let fetching = arriving.get(ref.version);
  if (!fetching) {
    fetching = fetch(ref.href)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${ref.href}: ${response.status}`);
        const answer = (await response.json()) as TPageListsAnswer;
        rememberPageLists(answer.version, answer.lists);
        rememberPageLists(ref.version, answer.lists);
      })
      .finally(() => arriving.delete(ref.version));
    arriving.set(ref.version, fetching);
  }
  return fetching;
}

/** Before hydration: the lists the first page was rendered with, from the element naming them; null when none. */
export function firstPageLists(text: string | null | undefined): Promise<void> | null {
  if (!text) return null;
  try {
    return ensurePageLists(JSON.parse(text) as TPageListsRef);
  } catch {
    return null;
  }
}

/**
 * In the page that uses its lists: names them for the browser (read before hydration) and, in the document the
 * server writes, has the browser fetch them while it reads the page (a preload as the fetch that reads them asks; on
 * a navigation the route's `clientLoader` fetched them already).
 */
export function PageListsScript({ lists }: { lists: TPageListsRef }) {
  if (typeof document === 'undefined') preload(lists.href, { as: 'fetch', crossOrigin: 'anonymous' });
  // Every script element of a page carries its nonce, as the root's own (on the server only: the browser hides it).
  const nonce = useContext(FrameworkContext)?.nonce;
  return <script type="application/json" id={PAGE_LISTS_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: JSON.stringify(lists).replaceAll('<', '\\u003c') }} />;
}
