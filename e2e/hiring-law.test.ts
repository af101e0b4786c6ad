import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, pathOf, useBrowser } from './support/session.ts';

const browser = useBrowser();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** Nothing sticks out sideways: the page fits a phone's width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('the hiring-law guide', () => {
  it('lets an English visitor on a phone compute an end-of-service award and read the rules beside it', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/en/hiring-law');
    expect(await page.locator('h1').textContent()).toBe('Labour law');
    await expect.poll(() => page.getByTestId('law-disclaimer').first().textContent()).toContain('not legal advice');
    expect(await fitsWidth(page)).toBe(true);

    await Promise.all([page.waitForURL('**/en/hiring-law/end-of-service-award#calculator'), page.getByTestId('law-calculator-link').click()]);
    await expect.poll(() => page.locator('h1').textContent()).toBe('The end-of-service award');

    // Sent empty: each field says what is missing, in English.
    await Promise.all([page.waitForURL(/reason=/), page.getByTestId('calculator-submit').click()]);
    await expect.poll(() => page.getByTestId('calculator-errors').isVisible()).toBe(true);
    expect(await page.getByTestId('calculator').textContent()).toContain('This field is required');

    await page.getByTestId('calculator-wage').fill('10,000');
    await page.getByTestId('calculator-by-years').check();
    await expect.poll(() => page.getByTestId('calculator-start').count()).toBe(0);
    await page.getByTestId('calculator-years').fill('7');
    await page.getByTestId('calculator-months').fill('6');
    await page.getByTestId('calculator-reason').selectOption('resignation');
    await Promise.all([page.waitForURL(/wage=10%2C000/), page.getByTestId('calculator-submit').click()]);

    const result = page.getByTestId('calculator-result');
    await expect.poll(() => result.isVisible()).toBe(true);
    // 7.5 years: 5 × 5,000 + 2.5 × 10,000 = 50,000; a resignation after more than five years gets two thirds.
    expect(await page.getByTestId('calculator-award').textContent()).toMatch(/33,333\.33/);
    const rules = await page.getByTestId('calculator-rules').textContent();
    expect(rules).toMatch(/50,000/);
    expect(rules).toContain('two thirds of the award (article 85)');
    expect(await page.getByTestId('calculator-service').textContent()).toContain('7 years and 6 months, that is 7.5 years');
    // The result is in view, with the form filled as it was sent.
    expect(await result.boundingBox().then((box) => box !== null && box.y < 844)).toBe(true);
    expect(await page.getByTestId('calculator-wage').inputValue()).toBe('10,000');
    expect(await fitsWidth(page)).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/hiring-law-calculator-en-390.png`, fullPage: true });
    await context.close();
  });

  it('lets an Arabic visitor on a phone search «إجازة» and open a section', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/hiring-law');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('law-search-input').fill('إجازة');
    await Promise.all([page.waitForURL(/q=/), page.getByTestId('law-search-submit').click()]);
    const results = page.getByTestId('law-results');
    await expect.poll(() => results.isVisible()).toBe(true);
    const titles = await results.getByTestId('law-section-link').allTextContents();
    expect(titles).toEqual(expect.arrayContaining(['الإجازة السنوية', 'الإجازة المرضية', 'إجازة الوضع']));
    // The sections named after leave come first; others that only mention it follow.
    for (const title of titles.slice(0, 5)) expect(title).toMatch(/[إا]جاز/);
    expect(await results.locator('mark').count()).toBeGreaterThan(0);
    expect(await fitsWidth(page)).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/hiring-law-search-ar-390.png`, fullPage: true });

    await Promise.all([page.waitForURL('**/hiring-law/sick-leave'), results.getByRole('link', { name: 'الإجازة المرضية' }).click()]);
    expect(pathOf(page)).toBe('/hiring-law/sick-leave');
    await expect.poll(() => page.locator('h1').textContent()).toBe('الإجازة المرضية');
    expect(await page.getByTestId('law-articles').first().textContent()).toBe('المادة 117');
    expect(await page.getByTestId('law-disclaimer').textContent()).toContain('آخر مراجعة');
    expect(await page.getByTestId('law-section').textContent()).toContain('الستون يومًا التالية بثلاثة أرباع الأجر');
    expect(await fitsWidth(page)).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/hiring-law-section-ar-390.png`, fullPage: true });
    await context.close();
  });

  it('works without JavaScript: the search and the calculator are plain forms answered by the server', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/hiring-law');
    await page.locator('input[name="q"]').fill('overtime');
    await Promise.all([page.waitForURL(/q=overtime/), page.getByTestId('law-search-submit').click()]);
    expect(await page.getByTestId('law-section-link').first().textContent()).toBe('Overtime and its pay');

    await page.goto('/en/hiring-law/end-of-service-award');
    await page.locator('input[name="wage"]').fill('6000');
    await page.locator('input[name="start"]').fill('2018-03-15');
    await page.locator('input[name="end"]').fill('2023-03-14');
    await page.locator('select[name="reason"]').selectOption('resignation');
    await Promise.all([page.waitForURL(/start=2018-03-15/), page.getByTestId('calculator-submit').click()]);
    // Exactly five years: a third of 15,000.
    expect(await page.getByTestId('calculator-award').textContent()).toMatch(/5,000/);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/hiring-law-calculator-en-1280.png`, fullPage: true });
    await context.close();
  });

  it('puts every section in the sitemap in both languages, and a wrong section is a 404', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${baseUrl()}/hiring-law/overtime</loc>`);
    expect(sitemap).toContain(`${baseUrl()}/en/hiring-law/end-of-service-award</loc>`);
    expect((await fetch(`${baseUrl()}/hiring-law/no-such-section`)).status).toBe(404);
    const html = await (await fetch(`${baseUrl()}/en/hiring-law/overtime`)).text();
    expect(html).toContain('"@type":"Article"');
  });
});
