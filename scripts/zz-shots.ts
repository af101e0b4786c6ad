import { launchBrowser } from '../e2e/support/browser.ts';
const base = 'http://127.0.0.1:3817';
const { browser, close } = await launchBrowser();
try {
  for (const [label, width] of [['desktop', 1280], ['phone', 390]] as const) {
    const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const [prefix, typed, city] of [['/ar', 'محاس', 'جد'], ['/en', 'nurs', 'jed']] as const) {
      await page.goto(`${base}${prefix}/find-jobs`, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByTestId('search-q').click();
      await page.getByTestId('search-q').pressSequentially(typed);
      await page.locator('[role="listbox"]:not([hidden])').first().waitFor();
      await page.getByTestId('search-q').press('ArrowDown');
      await page.screenshot({ path: `/tmp/wt110-shots/${label}${prefix.replace('/', '-')}-words.png` });
      await page.getByTestId('search-q').press('Escape');
      await page.getByTestId('search-city-input').click();
      await page.getByTestId('search-city-input').pressSequentially(city);
      await page.locator('[role="listbox"]:not([hidden])').first().waitFor();
      await page.screenshot({ path: `/tmp/wt110-shots/${label}${prefix.replace('/', '-')}-city.png` });
      await page.goto(`${base}${prefix}`, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByTestId('home-search-q').click();
      await page.getByTestId('home-search-q').pressSequentially(prefix === '/ar' ? 'الري' : 'horiz');
      await page.locator('[role="listbox"]:not([hidden])').first().waitFor();
      await page.screenshot({ path: `/tmp/wt110-shots/${label}${prefix.replace('/', '-')}-home.png` });
    }
    await context.close();
  }
} finally {
  await close();
}
