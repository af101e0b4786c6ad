import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hydrated, loggedInAs, newPage, toastShown, useBrowser } from './support/session.ts';

const browser = useBrowser();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

describe('a company member saves a candidate search and finds it on the saved searches page (issue 49 §1, decision 129)', () => {
  for (const [locale, width, height] of [
    ['ar', 390, 844],
    ['en', 1280, 900],
  ] as const) {
    it(`in ${locale === 'ar' ? 'Arabic' : 'English'} at ${width} px: saves the search from the candidate search page, sees it listed and opens it`, async () => {
      const prefix = locale === 'ar' ? '' : '/en';
      const words = locale === 'ar' ? 'محاسب' : 'accountant';
      const { context, page } = await newPage(browser(), width, height);
      await loggedInAs(page, 'COMPANY', prefix);

      await page.goto(`${prefix}/search-on-employee?q=${encodeURIComponent(words)}&job_type=full_time`);
      await hydrated(page);
      const form = page.getByTestId('save-search');
      await form.getByTestId('save-search-open').click();
      const name = `${locale === 'ar' ? 'محاسبون' : 'Accountants'} ${randomBytes(2).toString('hex')}`;
      await form.getByTestId('save-search-name').fill(name);
      await form.getByTestId('save-search-frequency').selectOption('daily');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SCREENSHOTS) await form.screenshot({ path: `${SCREENSHOTS}/save-search-${locale}-${width}.png` });
      await form.getByTestId('save-search-submit').click();
      await toastShown(page, locale === 'ar' ? 'تم حفظ البحث' : 'The search is saved');

      // Back on the search, the form closed; a name already used is refused at the field, in the page's language.
      await expect.poll(() => form.locator('details').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      await form.getByTestId('save-search-open').click();
      await form.getByTestId('save-search-name').fill(name);
      await form.getByTestId('save-search-submit').click();
      await expect.poll(() => form.textContent()).toContain(locale === 'ar' ? 'لديك بحث محفوظ بهذا الاسم' : 'You already have a saved search with this name');

      await page.goto(`${prefix}/saved-searches`);
      const item = page.getByTestId('saved-search').filter({ hasText: name });
      await item.waitFor();
      expect(await item.textContent()).toContain(locale === 'ar' ? 'يوميًا' : 'Daily');
      expect(await item.getByTestId('saved-search-new').getAttribute('data-count')).toBe('0');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/saved-searches-${locale}-${width}.png`, fullPage: true });

      // Opening it runs the search: the candidate search page with its words and filters.
      await Promise.all([page.waitForURL((url) => url.pathname === `${prefix}/search-on-employee`), item.getByTestId('saved-search-open').click()]);
      const url = new URL(page.url());
      expect(url.searchParams.get('q')).toBe(words);
      expect(url.searchParams.get('job_type')).toBe('full_time');
      await context.close();
    });
  }
});
