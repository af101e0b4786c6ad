import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, hydrated, newPage, pathOf, useBrowser } from './support/session.ts';

const browser = useBrowser();

/** The combobox's state as a screen reader reads it: the input's ARIA attributes, the options and the live count. */
async function comboState(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((input) => {
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    const active = input.getAttribute('aria-activedescendant');
    return {
      role: input.getAttribute('role'),
      expanded: input.getAttribute('aria-expanded'),
      listRole: list?.getAttribute('role') ?? null,
      options: Array.from(list?.querySelectorAll('[role="option"]') ?? []).map((option) => option.textContent ?? ''),
      active: active ? (document.getElementById(active)?.getAttribute('aria-selected') === 'true' ? document.getElementById(active)!.textContent : 'not selected') : null,
      status: list?.parentElement?.querySelector('[role="status"]')?.textContent ?? null,
    };
  });
}

describe('suggestions and the searchable city (decision 110)', () => {
  it('a visitor types part of an occupation in Arabic and chooses the suggestion with the keyboard', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/find-jobs');
    await hydrated(page);
    const box = page.getByTestId('search-q');
    await box.click();
    await box.pressSequentially('محاس');
    await expect.poll(async () => (await comboState(page, 'search-q')).expanded).toBe('true');
    const open = await comboState(page, 'search-q');
    expect(open).toMatchObject({ role: 'combobox', listRole: 'listbox', active: null });
    expect(open.options[0]).toContain('محاسب');
    expect(open.options[0]).toContain('مهنة');
    expect(open.status).toMatch(/اقتراح/);
    await box.press('ArrowDown');
    expect((await comboState(page, 'search-q')).active).toContain('محاسب');
    await Promise.all([page.waitForURL((url) => url.searchParams.get('q') === 'محاسب'), box.press('Enter')]);
    await page.getByTestId('search-count').waitFor();
    // Escape closes the list and leaves the words as typed.
    await box.fill('');
    await box.pressSequentially('nurs');
    await expect.poll(async () => (await comboState(page, 'search-q')).expanded).toBe('true');
    await box.press('Escape');
    expect((await comboState(page, 'search-q')).expanded).toBe('false');
    expect(await box.inputValue()).toBe('nurs');
    await context.close();
  });

  it('suggests for letters typed before the widget’s own code arrived', async () => {
    const { context, page } = await newPage(browser());
    // The widget's chunk is held until the words are typed: the person types faster than it loads.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/combobox-live-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/find-jobs');
    await hydrated(page);
    const box = page.getByTestId('search-q');
    await box.click();
    await box.pressSequentially('محاس');
    release();
    await expect.poll(async () => (await comboState(page, 'search-q')).expanded).toBe('true');
    expect((await comboState(page, 'search-q')).options[0]).toContain('محاسب');
    await context.close();
  });

  it('a company\'s name leads to its page, from the home page in English', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/en');
    await hydrated(page);
    // A verified company with listed jobs that show its name, as the shared demo data holds it now (other journeys
    // rename and suspend demo companies): its name is typed.
    const listed = (await (await page.request.get('/api/v1/jobs?per_page=50', { headers: { 'x-locale': 'en' } })).json()) as { data: { items: Array<{ company: { name: string; is_verified: boolean } | null }> } };
    const company = listed.data.items.map((item) => item.company).find((shown) => shown?.is_verified && /^[A-Za-z]{4,}/.test(shown.name))!;
    const box = page.getByTestId('home-search-q');
    await box.click();
    await box.pressSequentially(company.name.toLowerCase());
    await expect.poll(async () => (await comboState(page, 'home-search-q')).options.some((text) => text.includes(company.name) && text.includes('Company'))).toBe(true);
    await page.getByRole('option', { name: new RegExp(company.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
    await page.waitForURL((url) => /^\/en\/company-profile\/\d+$/.test(url.pathname));
    await context.close();
  });

  it('a visitor chooses a city by typing its name; the search runs, and the select stays the field the form sends', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/en/find-jobs');
    await hydrated(page);
    // The widget comes when the person comes to the field (decision 163): pointing at the select brings it.
    await page.locator('select[name="city_id"]').hover();
    const city = page.getByTestId('search-city-input');
    await city.click();
    await city.pressSequentially('jedd');
    await expect.poll(async () => (await comboState(page, 'search-city-input')).options).toEqual([expect.stringMatching(/^Jeddah/)]);
    expect((await comboState(page, 'search-city-input')).status).toBe('1 suggestion');
    await city.press('ArrowDown');
    const jeddah = await page.locator('select[name="city_id"] option', { hasText: /^Jeddah/ }).getAttribute('value');
    // A wide screen searches as soon as the city changes (as the plain select did).
    await Promise.all([page.waitForURL((url) => url.searchParams.get('city_id') === jeddah), city.press('Enter')]);
    await expect.poll(() => page.getByTestId('search-city-input').inputValue()).toMatch(/^Jeddah/);
    expect(await page.locator('select[name="city_id"]').inputValue()).toBe(jeddah);
    // The label names the combobox; the select is out of sight and out of the keyboard's way (awaited: after the
    // search the page renders again, and until the widget has taken over, the select itself is the named combobox).
    await expect.poll(() => page.getByRole('combobox', { name: 'City', exact: true }).getAttribute('data-testid')).toBe('search-city-input');
    await expect.poll(() => page.locator('select[name="city_id"]').getAttribute('tabindex')).toBe('-1');
    await context.close();
  });

  it('without JavaScript the words and the city are a plain form that searches', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/find-jobs');
    expect(await page.locator('[role="combobox"]').count()).toBe(0);
    await page.getByTestId('search-q').fill('محاسب');
    await page.locator('select[name="city_id"]').selectOption({ index: 1 });
    await Promise.all([page.waitForURL((url) => url.searchParams.get('q') === 'محاسب' && url.searchParams.has('city_id')), page.getByTestId('search-submit').click()]);
    expect(pathOf(page)).toBe('/find-jobs');
    await page.getByTestId('search-count').waitFor();
    await context.close();
  });
});
