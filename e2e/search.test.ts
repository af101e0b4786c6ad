import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, pathOf, useBrowser } from './support/session.ts';

const browser = useBrowser();

/** The ids of the jobs the results show, in order. */
async function resultIds(page: Page): Promise<string[]> {
  await page.getByTestId('search-count').waitFor();
  return page.locator('[data-testid="search-results"] [data-testid="job-card"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-job-id') ?? ''));
}

async function total(page: Page): Promise<number> {
  return Number(await page.getByTestId('search-count').getAttribute('data-total'));
}

/** Opens `url` in a new browser context (another visitor, with or without JavaScript) and returns its results. */
async function resultsInNewPage(url: string, options: { javaScriptEnabled?: boolean; width?: number } = {}) {
  const context = await browser().newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, viewport: { width: options.width ?? 1280, height: 900 }, baseURL: baseUrl() });
  const page = await context.newPage();
  await page.goto(url);
  const ids = await resultIds(page);
  const count = await total(page);
  await context.close();
  return { ids, count };
}

describe('job search', () => {
  it('a visitor searches in Arabic from the home page, narrows by job type, and a shared link shows the same results', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    await page.getByTestId('home-search-q').fill('محاسبين');
    await Promise.all([page.waitForURL((url) => url.pathname === '/find-jobs'), page.getByTestId('home-search-submit').click()]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('محاسبين');
    const all = await resultIds(page);
    expect(all.length).toBeGreaterThan(1);
    // Plural with a suffix: the titles say "محاسب".
    expect(await page.locator('[data-testid="search-results"] .job-card-title').first().textContent()).toContain('محاسب');
    const before = await total(page);

    // With JavaScript on a wide screen, a filter searches at once.
    await Promise.all([page.waitForURL((url) => url.searchParams.get('job_type') === 'part_time'), page.locator('input[name="job_type"][value="part_time"]').check()]);
    await page.waitForFunction((count) => Number(document.querySelector('[data-testid="search-count"]')?.getAttribute('data-total')) !== count, before);
    const narrowed = await resultIds(page);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(await total(page)).toBeLessThan(before);
    for (const badge of await page.locator('[data-testid="search-results"] [data-testid="job-card"]').allTextContents()) expect(badge).toContain('دوام جزئي');
    expect(await page.getByRole('link', { name: /إزالة/ }).count()).toBe(1);

    // Another visitor opening the shared address sees the same results, with JavaScript or without.
    const shared = page.url();
    expect(await resultsInNewPage(shared)).toEqual({ ids: narrowed, count: await total(page) });
    expect((await resultsInNewPage(shared, { javaScriptEnabled: false })).ids).toEqual(narrowed);
    await context.close();
  });

  it('the same in English, and on a phone the filters open as a drawer that works without JavaScript', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/en');
    await page.getByTestId('home-search-q').fill('enginers');
    await Promise.all([page.waitForURL((url) => url.pathname === '/en/find-jobs'), page.getByTestId('home-search-submit').click()]);
    const all = await resultIds(page);
    expect(all.length).toBeGreaterThan(0);
    // A typo still finds engineers.
    expect((await page.locator('[data-testid="search-results"] .job-card-title').allTextContents()).some((title) => /engineer/i.test(title))).toBe(true);

    await Promise.all([page.waitForURL((url) => url.searchParams.get('sort') === 'newest'), page.getByTestId('search-sort').getByRole('link', { name: 'Newest' }).click()]);
    await page.waitForFunction(() => document.querySelector('[data-testid="search-sort"] [aria-current="true"]')?.textContent === 'Newest');
    await Promise.all([page.waitForURL((url) => url.searchParams.get('job_type') === 'full_time'), page.locator('input[name="job_type"][value="full_time"]').check()]);
    await page.getByRole('link', { name: /Remove/ }).waitFor();
    const shared = page.url();
    // Only the filters in use are in the address, and the sort is kept.
    expect([...new URL(shared).searchParams.keys()].sort()).toEqual(['job_type', 'q', 'sort']);
    const narrowed = await resultIds(page);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(await resultsInNewPage(shared)).toEqual({ ids: narrowed, count: await total(page) });
    await context.close();

    // A phone without JavaScript: the filters are hidden until "Filters" opens them, and applying searches.
    const phone = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
    const plain = await phone.newPage();
    await plain.goto(`/en/find-jobs?q=${encodeURIComponent('enginers')}`);
    expect(await plain.getByTestId('filters-apply').isVisible()).toBe(false);
    await plain.getByTestId('filters-open').click();
    expect(await plain.getByTestId('filters-apply').isVisible()).toBe(true);
    await plain.locator('input[name="job_type"][value="full_time"]').check();
    await Promise.all([plain.waitForURL((url) => url.searchParams.get('job_type') === 'full_time'), plain.getByTestId('filters-apply').click()]);
    expect(pathOf(plain)).toBe('/en/find-jobs');
    expect(new URL(plain.url()).searchParams.get('q')).toBe('enginers');
    expect(await total(plain)).toBe((await resultsInNewPage(`/en/find-jobs?q=enginers&job_type=full_time`)).count);
    await phone.close();
  });

  it('a city named in the words shows as the chosen city and a chip, and can be cleared, with JavaScript or without', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`/find-jobs?q=${encodeURIComponent('محاسب في جدة')}`);
    await page.getByTestId('search-count').waitFor();
    const city = page.locator('select[name="city_id"]');
    expect(await city.getAttribute('data-from-words')).toBe('true');
    expect(await city.locator('option:checked').textContent()).toBe('جدة');
    const jeddah = await city.inputValue();
    expect(await page.getByTestId('chip-words-place').textContent()).toContain('جدة');
    expect(await page.getByTestId('filters-open').textContent()).toContain('1');

    // Searching again sends the city as the filter, and the words as they were typed.
    await Promise.all([page.waitForURL((url) => url.searchParams.get('city_id') === jeddah), page.getByTestId('search-submit').click()]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('محاسب في جدة');
    await page.getByRole('link', { name: 'إزالة: جدة' }).waitFor();

    // Removing the city removes it from the words too (else the words would bring it back).
    await Promise.all([page.waitForURL((url) => !url.searchParams.has('city_id') && url.searchParams.get('q') === 'محاسب'), page.getByRole('link', { name: 'إزالة: جدة' }).click()]);
    await expect.poll(() => page.locator('input[name="q"]').inputValue()).toBe('محاسب');
    expect(await page.locator('select[name="city_id"]').inputValue()).toBe('');
    expect(await page.getByTestId('chip-words-place').count()).toBe(0);
    await context.close();

    // On a phone without JavaScript, in English: "All cities" drops the city of the words.
    const phone = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
    const plain = await phone.newPage();
    await plain.goto(`/en/find-jobs?q=${encodeURIComponent('nurse in Riyadh')}`);
    const plainCity = plain.locator('select[name="city_id"]');
    expect(await plainCity.locator('option:checked').textContent()).toBe('Riyadh');
    expect(await plain.getByTestId('chip-words-place').textContent()).toContain('Riyadh');
    await plainCity.selectOption({ label: 'All cities' });
    await Promise.all([plain.waitForURL((url) => url.searchParams.get('q') === 'nurse'), plain.getByTestId('search-submit').click()]);
    expect(new URL(plain.url()).searchParams.has('city_id')).toBe(false);
    expect(await plain.getByTestId('chip-words-place').count()).toBe(0);

    // A region is a chip of its own, removed the same way.
    await plain.goto(`/en/find-jobs?q=${encodeURIComponent('nurse Eastern Province')}`);
    const region = plain.getByTestId('chip-words-place');
    expect(await region.textContent()).toContain('Eastern');
    await Promise.all([plain.waitForURL((url) => url.searchParams.get('q') === 'nurse'), region.click()]);
    await phone.close();
  });

  it('narrows by work place: every remote job says "Remote" once, and an older "remote only" link finds the same jobs (decision 045)', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/en/find-jobs');
    const before = await total(page);
    // The option counts its jobs among the results.
    const remoteOption = page.locator('input[name="work_place"][value="remote"]');
    const optionLabel = await page.locator('label', { has: remoteOption }).textContent();
    const counted = Number(optionLabel?.match(/\((\d+)\)/)?.[1]);
    expect(counted).toBeGreaterThan(0);
    await Promise.all([page.waitForURL((url) => url.searchParams.get('work_place') === 'remote'), remoteOption.check()]);
    await page.waitForFunction((count) => Number(document.querySelector('[data-testid="search-count"]')?.getAttribute('data-total')) !== count, before);
    const remote = await resultIds(page);
    expect(remote.length).toBeGreaterThan(0);
    expect(await total(page)).toBe(counted);
    const cards = page.locator('[data-testid="search-results"] [data-testid="job-card"]');
    for (const card of await cards.all()) {
      expect(await card.getByTestId('work-place-badge').textContent()).toBe('Remote');
      expect((await card.textContent())?.match(/Remote/g)).toHaveLength(1);
    }
    expect((await resultsInNewPage('/en/find-jobs?remote=true')).ids).toEqual(remote);
    // The job page says where the work is done.
    await Promise.all([page.waitForURL((url) => /\/en\/jobs\/\d+$/.test(url.pathname)), cards.first().locator('.job-card-title').click()]);
    expect(await page.getByTestId('job-fact-work-place').textContent()).toContain('Remote');
    await context.close();
  });

  it('on a phone the drawer closes when the results are shown; salaries take Arabic-Indic digits and "to" below "from" is said; a page past the last leads back', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/find-jobs');
    const all = await total(page);
    await page.getByTestId('filters-open').click();
    await page.getByTestId('filters-apply').waitFor({ state: 'visible' });
    await page.locator('input[name="salary_min"]').fill('٥٠٠٠');
    await Promise.all([page.waitForURL((url) => url.searchParams.get('salary_min') !== null), page.getByTestId('filters-apply').click()]);
    // The results are shown: the drawer is closed, and the digits were read as 5000.
    await page.getByTestId('filters-apply').waitFor({ state: 'hidden' });
    await page.waitForFunction((count) => Number(document.querySelector('[data-testid="search-count"]')?.getAttribute('data-total')) < count, all);
    expect(await page.getByRole('link', { name: /إزالة/ }).first().textContent()).toContain('5,000');

    // "To" below "from": the filters say so in Arabic, and the search keeps the "from".
    await page.goto('/find-jobs?salary_min=9000&salary_max=5000');
    await page.getByTestId('filters-open').click();
    expect(await page.getByTestId('filters-apply').isVisible()).toBe(true);
    expect(await page.locator('.search-filters').textContent()).toContain('يجب ألا يقل الحد الأعلى للراتب عن الحد الأدنى');
    expect(await page.getByTestId('filter-salary-max').inputValue()).toBe('5000');

    // Numbered pages, and a page past the last says so and links the last one.
    await page.goto('/en/find-jobs');
    const pager = page.getByTestId('pager');
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe('1');
    const last = Number(await pager.locator('a[data-testid^="pager-page-"]').last().textContent());
    expect(last).toBeGreaterThan(1);
    const response = await page.goto(`/en/find-jobs?page=${last + 5}`);
    expect(response?.status()).toBe(200);
    expect(await page.getByTestId('search-past-last').textContent()).toContain(`There is no page ${last + 5} of these results`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // Past the 10,000 results a search reaches (the API refuses page 600 of 20): the same notice, not an error page.
    const beyond = await page.goto('/en/find-jobs?page=600');
    expect(beyond?.status()).toBe(200);
    expect(await page.getByTestId('search-past-last').textContent()).toContain('There is no page 600 of these results');
    expect(await page.getByTestId('search-last-page').getAttribute('href')).toBe(`/en/find-jobs?page=${last}`);
    await Promise.all([page.waitForURL((url) => url.searchParams.get('page') === String(last)), page.getByTestId('search-last-page').click()]);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe(String(last));
    await context.close();
  });

  it('a workplace in the words reads as the work done there, and a tool in Arabic letters as the tool, on a phone and a desktop (decision 108)', async () => {
    for (const [width, path, line] of [
      [390, `/find-jobs?q=${encodeURIComponent('وظائف مستشفى')}`, 'وظائف القطاع الصحي: تمريض وأطباء'],
      [1280, `/en/find-jobs?q=${encodeURIComponent('hospital jobs')}`, 'Jobs in healthcare: nurses, doctors'],
    ] as const) {
      const { context, page } = await newPage(browser(), width, 844);
      await page.goto(path);
      expect(await page.getByTestId('search-reading-work').textContent(), path).toContain(line);
      expect(await total(page), path).toBeGreaterThan(0);
      // The reading's longer line wraps inside the page: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      await context.close();
    }
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto(`/find-jobs?q=${encodeURIComponent('اكسل')}`);
    expect(await page.getByTestId('search-reading').textContent()).toContain('«Excel»');
    expect(await total(page)).toBeGreaterThan(0);
    expect(await page.getByTestId('search-reading-work').count()).toBe(0);
    await context.close();
  });

  it('an impossible search says what to try next', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/en/find-jobs?q=zzqxv&city_id=1&job_type=part_time');
    await page.getByTestId('search-empty').waitFor();
    expect(await page.getByTestId('search-empty').textContent()).toContain('Remove some filters');
    await Promise.all([page.waitForURL((url) => !url.searchParams.has('city_id')), page.getByRole('link', { name: 'Clear all filters' }).first().click()]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('zzqxv');
    await context.close();
  });

  it('majors list their open jobs, and an unknown major is the not-found page', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/majors');
    const first = page.locator('[data-testid="majors-with-jobs"] [data-testid="major-card"]').first();
    await Promise.all([page.waitForURL((url) => /^\/majors\/\d+$/.test(url.pathname)), first.click()]);
    await page.getByTestId('major-jobs').waitFor();
    expect(await page.locator('[data-testid="major-jobs"] [data-testid="job-card"]').count()).toBeGreaterThan(0);
    // A page past the major's last says so and links the last one, in English, rather than "no open jobs".
    const majorPath = new URL(page.url()).pathname;
    await page.goto(`/en${majorPath}?page=900`);
    expect(await page.getByTestId('search-past-last').textContent()).toContain('There is no page 900 of these results');
    expect(await page.getByTestId('major-empty').count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await Promise.all([page.waitForURL((url) => url.searchParams.has('page') || url.pathname === `/en${majorPath}`), page.getByTestId('search-last-page').click()]);
    await page.getByTestId('major-jobs').waitFor();
    const response = await page.goto('/en/majors/999999');
    expect(response?.status()).toBe(404);
    await context.close();
  });
});
