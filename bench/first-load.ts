/**
 * The JavaScript of a public page's first visit (issues 18 and 63 §2): every script it downloads without
 * interaction, in Chromium (bench/first-load-files.ts `scriptsWithoutInteraction`), each at its Brotli (quality 11)
 * size, summed; beside it the part the document lists (what it fetches once painted) and its stylesheets.
 * At 390 px unless told (--width 1280); --files lists each page's scripts, those fetched after hydration marked «later».
 * Usage: npx tsx bench/first-load.ts http://127.0.0.1:3999 apps/web/build/client / /find-jobs /jobs/1 … [--files] [--width 1280]
 */
import { parseArgs } from 'node:util';
import { launchChromium } from '../apps/api/src/test/chromium.ts';
import { brotliSizer, firstLoadFiles, scriptsWithoutInteraction } from './first-load-files.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { files: { type: 'boolean' }, width: { type: 'string', default: '390' } } });
const [base, client, ...pages] = positionals;
if (!base || !client || pages.length === 0) {
  console.error('usage: bench/first-load.ts <base url> <client build dir> <path>… [--files] [--width 390]');
  process.exit(2);
}
const brotliSize = brotliSizer(client);
const width = Number(values.width);
const browser = await launchChromium();
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

try {
  for (const page of pages) {
    const response = await fetch(`${base}${page}`);
    const html = await response.text();
    const { js, css } = firstLoadFiles(html);
    const sum = (set: Set<string>) => [...set].reduce((total, href) => total + brotliSize(href), 0);
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const tab = await context.newPage();
    const all = await scriptsWithoutInteraction(tab, `${base}${page}`, brotliSize);
    await context.close();
    const total = all.reduce((sum, script) => sum + script.bytes, 0);
    console.log(
      `${page}\t${response.status}\tJS ${kb(total)} KB in ${all.length} files (the document's list ${kb(sum(js))} KB in ${js.size})\tCSS ${kb(sum(css))} KB\tHTML ${kb(Buffer.byteLength(html))} KB`,
    );
    if (values.files) for (const script of all) console.log(`\t${kb(script.bytes)}\t${script.href}${js.has(script.href) ? '' : '\tlater'}`);
  }
} finally {
  await browser.close();
}
