/**
 * Screenshots of pages in Arabic and English at phone (390 px) and desktop (1280 px) widths, for a person
 * to look at: `npx tsx scripts/screenshots.ts http://127.0.0.1:3000 /tmp/shots / /login /register`.
 * With SHOT_LOGIN and SHOT_PASSWORD set (e.g. a demo account), it logs in first.
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
    if (process.env.SHOT_LOGIN && process.env.SHOT_PASSWORD) {
      await page.goto(`${base}/login`);
      await page.locator('input[name="login"]').fill(process.env.SHOT_LOGIN);
      await page.locator('input[name="password"]').fill(process.env.SHOT_PASSWORD);
      await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/login')), page.locator('button[type="submit"]').click()]);
    }
    for (const p of pages) {
      // Explicit /ar and /en: the remembered-language cookie would send an unprefixed address to English.
      for (const prefix of ['/ar', '/en']) {
        const url = `${base}${prefix}${p === '/' ? '' : p}`;
        await page.goto(url, { waitUntil: 'networkidle' });
        const file = path.join(outDir, `${label}-${prefix.slice(1)}-${p.replace(/\W+/g, '_') || 'home'}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
    }
    await context.close();
  }
} finally {
  await close();
}
