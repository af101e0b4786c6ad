import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * What a page's HTML makes the browser fetch before it runs (issue 18, decisions 047 and 062): the stylesheets, the
 * preloaded fonts, and the scripts (the after-paint loader's list of modulepreloads, and what the module script
 * imports). Shared by `bench/first-load.ts` and `e2e/first-load.test.ts`.
 */
export function firstLoadFiles(html: string): { js: Set<string>; css: Set<string>; fonts: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const fonts = new Set<string>();
  for (const [tag] of html.matchAll(/<link[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith('/assets/')) continue;
    if (/rel="modulepreload"/.test(tag)) js.add(href);
    else if (/rel="stylesheet"/.test(tag)) css.add(href);
    else if (/as="font"/.test(tag)) fonts.add(href);
  }
  // The scripts the page loads once painted (decision 062): the loader's list of modulepreloads.
  const loader = /<script[^>]*data-scripts-after-paint[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  for (const [, href] of loader.matchAll(/"(\/assets\/[^"]+\.js)"/g)) if (href) js.add(href);
  for (const m of html.matchAll(/import\("([^"]+)"\)|import "([^"]+)"|from "([^"]+)"/g)) {
    const href = m[1] ?? m[2] ?? m[3];
    if (href?.startsWith('/assets/')) js.add(href.replace(/[#?].*$/, ''));
  }
  return { js, css, fonts };
}

/** The Brotli (quality 11) size of a built file, by its address under the client build; remembered. */
export function brotliSizer(client: string): (href: string) => number {
  const sizes = new Map<string, number>();
  return (href) => {
    const file = path.join(client, href.replace(/[#?].*$/, ''));
    let size = sizes.get(file);
    if (size === undefined) {
      size = zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      sizes.set(file, size);
    }
    return size;
  };
}

/** One script a page downloaded: its address (path and query) and its size compressed as it is served (Brotli). */
export interface TScriptLoad {
  href: string;
  bytes: number;
}

/** The part of Playwright's Page the measure needs (bench/ and e2e/ each bring their own browser). */
interface TPageLike {
  context(): { on(event: 'request' | 'requestfinished' | 'requestfailed', listener: (request: { url(): string; resourceType(): string }) => void): unknown };
  goto(url: string): Promise<unknown>;
  waitForFunction(fn: () => boolean): Promise<unknown>;
  evaluate<T>(fn: () => T | Promise<T>): Promise<T>;
}

/**
 * Every script a first visit of `url` downloads without interaction (issue 63 §2): what the document lists, what the
 * page imports once it has run (the toasts' container, the menu drawer, widgets fetched when the browser is idle), and
 * the service worker it registers. The page is opened in a fresh context; the count ends once the page has hydrated,
 * the browser has been idle twice (what `requestIdleCallback` starts has started) and no request has been in flight
 * for `quietMs`, a state rather than a time: a script requested later than that would be requested by no visit either.
 * Sizes: the Brotli (quality 11) size of the built file for `/assets/`, of the answer's body for anything else.
 */
export async function scriptsWithoutInteraction(page: TPageLike, url: string, brotliSize: (href: string) => number, quietMs = 500): Promise<TScriptLoad[]> {
  const origin = new URL(url).origin;
  const scripts = new Set<string>();
  let inFlight = 0;
  let lastActivity = Date.now();
  // The context's requests: the page's and its service worker's (whose script the browser fetches for it).
  const context = page.context();
  context.on('request', (request) => {
    inFlight++;
    lastActivity = Date.now();
    const address = new URL(request.url());
    if (request.resourceType() === 'script' || /\.m?js$/.test(address.pathname)) scripts.add(address.origin === origin ? `${address.pathname}${address.search}` : address.href);
  });
  const settled = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  context.on('requestfinished', settled);
  context.on('requestfailed', settled);
  await page.goto(url);
  // A page without scripts (its loader) has none to wait for; one with scripts is measured once it has hydrated.
  await page.waitForFunction(() => !document.querySelector('script[data-scripts-after-paint]') || document.documentElement.hasAttribute('data-hydrated'));
  const idle = () => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
  await idle();
  await idle();
  for (;;) {
    const quietFor = Date.now() - lastActivity;
    if (inFlight <= 0 && quietFor >= quietMs) break;
    await new Promise((resolve) => setTimeout(resolve, Math.max(50, quietMs - quietFor)));
  }
  const sizes = new Map<string, number>();
  for (const href of scripts) {
    if (href.startsWith('/assets/')) sizes.set(href, brotliSize(href));
    else {
      const body = Buffer.from(await (await fetch(href.startsWith('/') ? `${origin}${href}` : href)).arrayBuffer());
      sizes.set(href, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    }
  }
  return [...sizes].map(([href, bytes]) => ({ href, bytes })).sort((a, b) => b.bytes - a.bytes);
}
