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
