import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiCall, baseUrl, chooseIn, logInByApi, logInThroughForm, newPage, registerByApi, useBrowser } from './support/session.ts';
import { HORIZON } from './support/fixtures.ts';

const browser = useBrowser();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** A job seeker who wants to be an accountant in Riyadh, visible to companies (the default). */
async function accountantInRiyadh() {
  const account = await registerByApi('USER');
  const token = await logInByApi(account.email, account.password);
  const cities = await apiCall<Array<{ id: number; name: string; country_id: number }>>('GET', '/api/v1/lookups/cities', null);
  const riyadh = cities.find((city) => city.name === 'Riyadh')!;
  const lastName = `Candidate${randomBytes(3).toString('hex')}`;
  await apiCall('PUT', '/api/v1/user/profile/personal-info', token, { first_name: 'Maryam', last_name: lastName, country_id: riyadh.country_id, city_id: riyadh.id });
  await apiCall('PUT', '/api/v1/user/profile/job-required', token, { job_role_title: 'Accountant', expected_salary: 9000, notice_period: 1, job_type: 'full_time' });
  await apiCall('POST', '/api/v1/user/skills', token, { skill_name: 'SAP', level: 'excellent' });
  const { id } = await apiCall<{ id: number }>('GET', '/api/v1/user/simple-profile', token);
  return { id, name: `Maryam ${lastName}`, riyadh: riyadh.id };
}

/** A job seeker in a city (by its English name) with a skill of their own, visible to companies. */
async function candidateIn(cityName: string, skill: string) {
  const account = await registerByApi('USER');
  const token = await logInByApi(account.email, account.password);
  const cities = await apiCall<Array<{ id: number; name: string; country_id: number }>>('GET', '/api/v1/lookups/cities', null);
  const city = cities.find((entry) => entry.name === cityName)!;
  await apiCall('PUT', '/api/v1/user/profile/personal-info', token, { first_name: 'Noura', last_name: `Candidate${randomBytes(3).toString('hex')}`, country_id: city.country_id, city_id: city.id });
  await apiCall('PUT', '/api/v1/user/profile/job-required', token, { job_role_title: 'Accountant', expected_salary: 9000, notice_period: 1, job_type: 'full_time' });
  await apiCall('POST', '/api/v1/user/skills', token, { skill_name: skill, level: 'excellent' });
  const { id } = await apiCall<{ id: number }>('GET', '/api/v1/user/simple-profile', token);
  return { id, cityId: city.id };
}

describe('a company finds a candidate and saves them to a list (issue 13, decision 028)', () => {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    it(`in Arabic at ${width} px: searches «محاسب» in Riyadh, opens the CV, comes back and saves the candidate to a new list`, async () => {
      const seeker = await accountantInRiyadh();
      const { context, page } = await newPage(browser(), width, height);
      await page.goto('/login');
      await logInThroughForm(page, HORIZON.email, HORIZON.password);

      // The search, as a company types it: an Arabic word for an English title, and the city.
      await page.goto('/search-on-employee');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      // The city first: the words' suggestions open below their box, over the city field and the button on a phone;
      // Enter in the box, with no suggestion chosen, sends the form as typed.
      await chooseIn(page, 'search-city', 'riyadh', /^الرياض/);
      await page.getByTestId('search-q').fill('محاسب');
      await Promise.all([page.waitForURL((url) => url.searchParams.get('q') === 'محاسب'), page.getByTestId('search-q').press('Enter')]);
      const card = page.locator(`[data-testid="candidate-card"][data-candidate-id="${seeker.id}"]`);
      await card.waitFor();
      expect(await card.getByTestId('candidate-name').textContent()).toBe(seeker.name);
      expect(await card.textContent()).toContain('الرياض');
      expect(await card.textContent()).toContain('SAP');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/candidate-search-ar-${width}.png`, fullPage: width > 400 });

      // The CV, and back to the same search (once the cards are those of the search: the candidate, active a moment
      // ago, is also on the page before it).
      await expect.poll(() => card.getByTestId('candidate-open').getAttribute('href')).toContain(encodeURIComponent('?q='));
      const searchUrl = page.url();
      await Promise.all([page.waitForURL((url) => url.pathname === '/employee-profile'), card.getByTestId('candidate-open').click()]);
      expect(await page.getByTestId('employee-name').textContent()).toBe(seeker.name);
      await Promise.all([page.waitForURL((url) => url.pathname === '/search-on-employee'), page.getByTestId('employee-back').click()]);
      expect(page.url()).toBe(searchUrl);

      // Save to a new list from the card.
      const listName = `محاسبون ${randomBytes(2).toString('hex')}`;
      await card.getByTestId('save-to-pool').locator('summary').click();
      await card.getByTestId('save-pool-name').fill(listName);
      await card.getByTestId('save-pool-submit').click();
      await card.getByTestId('candidate-saved-in').waitFor();
      expect(await card.getByTestId('candidate-saved-in').textContent()).toContain(listName);
      if (SCREENSHOTS) await card.screenshot({ path: `${SCREENSHOTS}/candidate-card-saved-ar-${width}.png` });

      // The list holds the candidate.
      await page.goto('/talent-pools');
      const pool = page.getByTestId('pool').filter({ hasText: listName });
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/talent-pools-ar-${width}.png` });
      await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/talent-pools/')), pool.getByTestId('pool-name').click()]);
      await page.locator(`[data-testid="candidate-card"][data-candidate-id="${seeker.id}"]`).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/talent-pool-ar-${width}.png`, fullPage: true });
      await context.close();
    });
  }

  // Decision 115: the reading says the level and the kind of work the words named, as /find-jobs's does.
  for (const [locale, width, height] of [
    ['ar', 390, 844],
    ['en', 1280, 900],
  ] as const) {
    it(`in ${locale === 'ar' ? 'Arabic' : 'English'} at ${width} px: the words' level is a removable chip, a workplace is named, boolean words are read, a metropolitan area's other city follows`, async () => {
      const prefix = locale === 'ar' ? '' : '/en';
      const words = locale === 'ar' ? { level: 'محاسب حديث تخرج', without: 'محاسب', work: 'مستشفى' } : { level: 'junior accountant', without: 'accountant', work: 'hospital' };
      const { context, page } = await newPage(browser(), width, height);
      await page.goto(`${prefix}/login`);
      await logInThroughForm(page, HORIZON.email, HORIZON.password);
      await page.goto(`${prefix}/search-on-employee?q=${encodeURIComponent(words.level)}`);
      const level = page.getByTestId('reading-level');
      await level.waitFor();
      expect(await level.textContent()).toContain(locale === 'ar' ? 'بدون خبرة / حديثو التخرج' : 'Up to 2 years of experience');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/candidate-reading-level-${locale}-${width}.png`, fullPage: width > 400 });
      await Promise.all([page.waitForURL((url) => url.searchParams.get('q') === words.without), level.click()]);
      await expect.poll(() => page.getByTestId('reading-level').count()).toBe(0);

      await page.goto(`${prefix}/search-on-employee?q=${encodeURIComponent(words.work)}`);
      const work = page.getByTestId('search-reading-work');
      await work.waitFor();
      expect(await work.textContent()).toContain(locale === 'ar' ? 'مرشحون في القطاع الصحي' : 'Candidates in healthcare');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/candidate-reading-work-${locale}-${width}.png`, fullPage: width > 400 });

      // Boolean words (decision 136): the reading says how they were understood, in the page's language.
      const boolean = locale === 'ar' ? { q: 'محاسب ليس متدرب', read: '«محاسب، وليس متدرب»' } : { q: '(nurse OR midwife) NOT senior', read: '«(nurse or midwife), not senior»' };
      await page.goto(`${prefix}/search-on-employee?q=${encodeURIComponent(boolean.q)}`);
      const operators = page.getByTestId('search-reading-operators');
      await operators.waitFor();
      expect(await operators.getAttribute('data-operators')).toBe('read');
      expect(await page.getByTestId('search-reading').textContent()).toContain(boolean.read);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/candidate-reading-operators-${locale}-${width}.png`, fullPage: width > 400 });

      // A metropolitan area (decision 178): Dammam's candidate first, then Al Khobar's, and the page says so.
      const tag = `metro${randomBytes(3).toString('hex')}`;
      const inDammam = await candidateIn('Dammam', tag);
      const inKhobar = await candidateIn('Al Khobar', tag);
      await page.goto(`${prefix}/search-on-employee?skills=${tag}&city_id=${inDammam.cityId}`);
      const metro = page.getByTestId('search-metro');
      await metro.waitFor();
      expect(await metro.textContent()).toBe(
        locale === 'ar' ? 'يليهم مرشحو المدن الأخرى في المنطقة الحضرية نفسها: الخبر: مرشح واحد' : 'Followed by the candidates of the same metropolitan area’s other cities: Al Khobar: 1 candidate',
      );
      const cards = page.getByTestId('search-results').getByTestId('candidate-card');
      expect(await cards.evaluateAll((found) => found.map((card) => Number(card.getAttribute('data-candidate-id'))))).toEqual([inDammam.id, inKhobar.id]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/candidate-metro-${locale}-${width}.png`, fullPage: width > 400 });
      await context.close();
    });
  }

  it('in English on a phone without JavaScript: the filters drawer opens and narrows the search', async () => {
    const seeker = await accountantInRiyadh();
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/login');
    await logInThroughForm(page, HORIZON.email, HORIZON.password);
    await page.goto('/en/search-on-employee?q=accountant');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await page.getByTestId('filters-open').click();
    await page.locator('#filters input[name="skills"]').fill('SAP');
    await Promise.all([page.waitForURL((url) => url.searchParams.get('skills') === 'SAP'), page.getByTestId('filters-apply').click()]);
    await page.locator(`[data-testid="candidate-card"][data-candidate-id="${seeker.id}"]`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A page past the last of the results says so and links the last page, rather than "no candidates".
    await page.goto('/en/search-on-employee?q=accountant&skills=SAP&page=400');
    expect(await page.getByTestId('search-past-last').textContent()).toContain('There is no page 400 of these results');
    expect(await page.getByTestId('search-empty').count()).toBe(0);
    await page.getByTestId('search-last-page').click();
    await page.locator(`[data-testid="candidate-card"][data-candidate-id="${seeker.id}"]`).waitFor();
    // The lists page in English works without JavaScript too.
    await page.goto('/en/talent-pools');
    await page.getByTestId('pool-create-name').fill(`Drivers ${seeker.id}`);
    await Promise.all([page.waitForLoadState('load'), page.getByTestId('pool-create-submit').click()]);
    await page.getByTestId('pool').filter({ hasText: `Drivers ${seeker.id}` }).waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/talent-pools-en-390-nojs.png`, fullPage: true });
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/candidate-search-en-390-nojs.png`, fullPage: true });
    await context.close();
  });
});
