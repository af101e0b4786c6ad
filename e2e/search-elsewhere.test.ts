import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from './support/session.ts';

const browser = useBrowser();
const shots = process.env.E2E_SCREENSHOTS;

/** A link of the message's lists: its city, its count as shown, and where it goes. */
async function firstLink(page: Page, list: 'elsewhere-nearby' | 'elsewhere-cities') {
  const link = page.getByTestId(list).getByTestId('elsewhere-city').first();
  await link.waitFor();
  return { link, text: (await link.textContent()) ?? '', city: await link.getAttribute('data-city'), href: (await link.getAttribute('href')) ?? '' };
}

/**
 * A city with nothing (decision 170): /find-jobs says, in the reader's language, that the city has no such jobs now,
 * and offers the same search nearby and in every city that has them, each a link with its count; following one shows
 * that many jobs there. The demo data has no driver in Riyadh (its drivers are in Jeddah, Dammam, Makkah and Dubai).
 */
describe('a city with nothing', () => {
  it('in Arabic at 390 px: «سائق الرياض» says there are no drivers in Riyadh now, and the links with counts lead to the drivers elsewhere', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto(`/find-jobs?q=${encodeURIComponent('سائق الرياض')}`);
    const title = page.getByTestId('elsewhere-title');
    await title.waitFor();
    expect(await title.textContent()).toBe('لا توجد الآن وظائف «سائق» في الرياض');
    expect(await page.getByTestId('elsewhere-cities').textContent()).toContain('البحث نفسه في كل مدينة فيها هذه الوظائف:');
    const { link, text, city, href } = await firstLink(page, 'elsewhere-cities');
    // «جدة: ٥ وظائف»: the city, then its count in words and Arabic digits.
    expect(text).toMatch(/^[^:]+: .*(وظيفة|وظيفتان|وظائف)/u);
    expect(new URL(href, 'http://x').searchParams.get('city_id')).toBe(city);
    expect(new URL(href, 'http://x').searchParams.get('q')).toBe('سائق');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (shots) await page.screenshot({ path: `${shots}/elsewhere-ar-390.png`, fullPage: true });
    const expected = await page.evaluate(async (url) => {
      const query = new URL(url, location.origin).searchParams;
      const response = await fetch(`/api/v1/jobs?${new URLSearchParams({ q: query.get('q')!, city_id: query.get('city_id')! })}`, { headers: { 'x-locale': 'ar' } });
      return ((await response.json()) as { data: { total: number } }).data.total;
    }, href);
    expect(expected).toBeGreaterThan(0);
    await Promise.all([page.waitForURL((url) => url.searchParams.get('city_id') === city), link.click()]);
    await expect.poll(async () => page.getByTestId('search-count').getAttribute('data-total')).toBe(String(expected));
    expect(await page.getByTestId('search-results').locator('li').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('in English at 1280 px: "driver riyadh" says so, offers the cities with their counts, and a link shows that many jobs', async () => {
    const { context, page } = await newPage(browser(), 1280, 900);
    await page.goto('/en/find-jobs?q=driver+riyadh');
    const title = page.getByTestId('elsewhere-title');
    await title.waitFor();
    expect(await title.textContent()).toBe('No “driver” jobs in Riyadh right now');
    const texts = await page.getByTestId('elsewhere-cities').getByTestId('elsewhere-city').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/^[^:]+: \d+ jobs?$/u);
    const { link, text, city } = await firstLink(page, 'elsewhere-cities');
    const count = Number(/(\d+) jobs?$/u.exec(text)![1]);
    if (shots) await page.screenshot({ path: `${shots}/elsewhere-en-1280.png`, fullPage: true });
    await Promise.all([page.waitForURL((url) => url.searchParams.get('city_id') === city && url.searchParams.get('q') === 'driver'), link.click()]);
    await expect.poll(async () => page.getByTestId('search-count').getAttribute('data-total')).toBe(String(count));
    await context.close();
  });
});
