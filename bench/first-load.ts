/**
 * What a page's HTML makes the browser fetch before it runs (issue 18, decisions 047 and 062): the scripts and the
 * stylesheets, each compressed with Brotli (quality 11) and summed, listed per file with --files.
 * Usage: npx tsx bench/first-load.ts http://127.0.0.1:3999 apps/web/build/client / /find-jobs /jobs/1 … [--files]
 */
import { brotliSizer, firstLoadFiles } from './first-load-files.ts';

const args = process.argv.slice(2);
const listFiles = args.includes('--files');
const [base, client, ...pages] = args.filter((a) => a !== '--files');
if (!base || !client || pages.length === 0) {
  console.error('usage: bench/first-load.ts <base url> <client build dir> <path>… [--files]');
  process.exit(2);
}
const brotliSize = brotliSizer(client);

for (const page of pages) {
  const response = await fetch(`${base}${page}`);
  const html = await response.text();
  const { js, css } = firstLoadFiles(html);
  const kb = (set: Set<string>) => [...set].reduce((sum, href) => sum + brotliSize(href), 0) / 1024;
  console.log(
    `${page}\t${response.status}\tJS ${kb(js).toFixed(1)} KB (${js.size} files)\tCSS ${kb(css).toFixed(1)} KB\tHTML ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`,
  );
  if (listFiles) {
    for (const href of [...js].sort((a, b) => brotliSize(b) - brotliSize(a))) console.log(`\t${(brotliSize(href) / 1024).toFixed(1)}\t${href}`);
  }
}
