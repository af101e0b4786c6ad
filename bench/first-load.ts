/**
 * What a page's HTML makes the browser fetch before it runs (issue 18, decision 047): modulepreloaded and imported
 * scripts and the stylesheets, each compressed with Brotli (quality 11) and summed, listed per file with --files.
 * Usage: npx tsx bench/first-load.ts http://127.0.0.1:3999 apps/web/build/client / /find-jobs /jobs/1 … [--files]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const files = args.includes('--files');
const [base, client, ...pages] = args.filter((a) => a !== '--files');
if (!base || !client || pages.length === 0) {
  console.error('usage: bench/first-load.ts <base url> <client build dir> <path>… [--files]');
  process.exit(2);
}

const sizes = new Map<string, number>();
function brotliSize(href: string): number {
  const file = path.join(client as string, href.replace(/[#?].*$/, ''));
  let size = sizes.get(file);
  if (size === undefined) {
    size = zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    sizes.set(file, size);
  }
  return size;
}

for (const page of pages) {
  const response = await fetch(`${base}${page}`);
  const html = await response.text();
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<link[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith('/assets/')) continue;
    if (/rel="modulepreload"/.test(tag)) js.add(href);
    else if (/rel="stylesheet"/.test(tag)) css.add(href);
  }
  // The scripts the page loads once painted (decision 062): the loader's list of modulepreloads.
  const loader = /<script[^>]*data-scripts-after-paint[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  for (const [, href] of loader.matchAll(/"(\/assets\/[^"]+\.js)"/g)) if (href) js.add(href);
  for (const m of html.matchAll(/import\("([^"]+)"\)|import "([^"]+)"|from "([^"]+)"/g)) {
    const href = m[1] ?? m[2] ?? m[3];
    if (href?.startsWith('/assets/')) js.add(href.replace(/[#?].*$/, ''));
  }
  const kb = (set: Set<string>) => [...set].reduce((sum, href) => sum + brotliSize(href), 0) / 1024;
  console.log(
    `${page}\t${response.status}\tJS ${kb(js).toFixed(1)} KB (${js.size} files)\tCSS ${kb(css).toFixed(1)} KB\tHTML ${(html.length / 1024).toFixed(1)} KB`,
  );
  if (files) {
    for (const href of [...js].sort((a, b) => brotliSize(b) - brotliSize(a))) {
      console.log(`\t${(brotliSize(href) / 1024).toFixed(1)}\t${href}`);
    }
  }
}
