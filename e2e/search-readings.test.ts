import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/session.ts';

const browser = useBrowser();
const shots = process.env.E2E_SCREENSHOTS;

/**
 * The employer and the level read from the words (decision 109), on the reading above /find-jobs's results: the
 * company linked to its page and removable, the level a removable filter, in Arabic on a phone and English on a desk.
 */
describe('the reading of employers and levels', () => {
  it('in Arabic at 390 px: «ممرض الشفاء» shows that company’s nurses with a link to its page, «محاسب حديث تخرج» a removable level', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto(`/find-jobs?q=${encodeURIComponent('ممرض الشفاء')}`);
    const link = page.getByTestId('reading-employer-link');
    await link.waitFor();
    expect(await link.textContent()).toBe('مجموعة الشفاء الطبية');
    expect(await link.getAttribute('href')).toMatch(/^\/company-profile\/\d+$/u);
    const companies = await page.locator('[data-testid="search-results"] .job-card-company').allTextContents();
    expect(companies.length).toBeGreaterThan(0);
    for (const name of companies) expect(name).toContain('مجموعة الشفاء الطبية');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (shots) await page.screenshot({ path: `${shots}/reading-employer-ar-390.png`, fullPage: true });

    await page.goto(`/find-jobs?q=${encodeURIComponent('محاسب حديث تخرج')}`);
    const level = page.getByTestId('reading-level');
    await level.waitFor();
    expect(await level.textContent()).toContain('بدون خبرة / حديثو التخرج');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (shots) await page.screenshot({ path: `${shots}/reading-level-ar-390.png`, fullPage: true });
    await Promise.all([page.waitForURL((url) => url.searchParams.get('q') === 'محاسب'), level.click()]);
    await page.getByTestId('search-count').waitFor();
    await expect.poll(() => page.getByTestId('reading-level').count()).toBe(0);
    await context.close();
  });

  it('in English at 1280 px: "pharmacist al shifa" links to the company’s page, "All employers" drops it (Al Shamal’s pharmacists too), "junior accountant" shows its level', async () => {
    const { context, page } = await newPage(browser(), 1280, 900);
    await page.goto('/en/find-jobs?q=pharmacist+al+shifa');
    const link = page.getByTestId('reading-employer-link');
    await link.waitFor();
    expect(await link.textContent()).toBe('Al Shifa Medical Group');
    expect(await page.getByTestId('reading-employer').textContent()).toContain('Jobs at');
    const withCompany = Number(await page.getByTestId('search-count').getAttribute('data-total'));
    await page.goto('/en/find-jobs?q=junior+accountant');
    const level = page.getByTestId('reading-level');
    await level.waitFor();
    expect(await level.textContent()).toContain('Up to 2 years of experience');
    if (shots) await page.screenshot({ path: `${shots}/reading-level-en-1280.png`, fullPage: true });

    await page.goto('/en/find-jobs?q=pharmacist+al+shifa');
    await page.getByTestId('reading-employer-remove').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/reading-employer-en-1280.png`, fullPage: true });
    await Promise.all([page.waitForURL((url) => url.searchParams.get('q') === 'pharmacist'), page.getByTestId('reading-employer-remove').click()]);
    // The address changes as the navigation commits; the count follows with the page's render.
    await expect.poll(async () => Number(await page.getByTestId('search-count').getAttribute('data-total'))).toBeGreaterThan(withCompany);
    await page.goto('/en/find-jobs?q=pharmacist+al+shifa');
    await Promise.all([page.waitForURL((url) => /^\/en\/company-profile\/\d+$/u.test(url.pathname)), page.getByTestId('reading-employer-link').click()]);
    await context.close();
  });

  it('boolean words (decision 136): «محاسب ليس متدرب» in Arabic at 390 px and "(nurse OR midwife) NOT senior" in English say how they were read', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto(`/find-jobs?q=${encodeURIComponent('محاسب ليس متدرب')}`);
    const note = page.getByTestId('search-reading-operators');
    await note.waitFor();
    expect(await note.getAttribute('data-operators')).toBe('read');
    expect(await page.getByTestId('search-reading').textContent()).toContain('«محاسب، وليس متدرب»');
    for (const title of await page.locator('[data-testid="search-results"] .job-card-title').allTextContents()) expect(title).not.toContain('متدرب');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (shots) await page.screenshot({ path: `${shots}/reading-operators-ar-390.png`, fullPage: true });

    await page.goto('/en/find-jobs?q=(nurse+OR+midwife)+NOT+senior');
    await page.getByTestId('search-reading-operators').waitFor();
    expect(await page.getByTestId('search-reading').textContent()).toContain('(nurse or midwife), not senior');
    const titles = await page.locator('[data-testid="search-results"] .job-card-title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).not.toContain('senior');
    // An unclosed parenthesis: the words searched plainly, and the reading says so.
    await page.goto('/en/find-jobs?q=(nurse+OR+midwife');
    await expect.poll(() => page.getByTestId('search-reading-operators').getAttribute('data-operators')).toBe('malformed');
    if (shots) await page.screenshot({ path: `${shots}/reading-operators-malformed-en.png`, fullPage: true });
    await context.close();
  });
});
