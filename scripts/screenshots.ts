/**
 * Screenshots of pages in Arabic and English at phone (390 px) and desktop (1280 px) widths, for a person
 * to look at: `npx tsx scripts/screenshots.ts http://127.0.0.1:3000 /tmp/shots / /login /register`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser.ts';

const [base = 'http://127.0.0.1:3000', outDir = '/tmp/tawzeef-shots', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/login', '/register'];
fs.mkdirSync(outDir, { recursive: true });
const { browser, close } = await launchBrowser();
try {
  for (const [label, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]] as const) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const p of pages) {
      for (const prefix of ['', '/en']) {
        const url = `${base}${prefix}${p === '/' && prefix ? '' : p}`;
        await page.goto(url, { waitUntil: 'networkidle' });
        const file = path.join(outDir, `${label}-${prefix ? 'en' : 'ar'}-${p.replace(/\W+/g, '_') || 'home'}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
    }
    await context.close();
  }
} finally {
  await close();
}
