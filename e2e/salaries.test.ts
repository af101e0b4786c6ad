import { describe, expect, it } from 'vitest';
import { apiCall, baseUrl, logInByApi, logInThroughForm, newPage, pathOf, registerByApi, useBrowser } from './support/session.ts';

/** The demo administrator seeded with the demo data (SEED_DEMO=true in global-setup). */
const ADMIN = { email: 'admin@demo.tawzeef.sa', password: 'Tawzeef@2026' };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

interface TCity {
  id: number;
  name_en: string;
  country_id?: number | null;
}

/**
 * Five job seekers in a city without demo accountant jobs who work as accountants (salary 21,000 SAR), then the reports recomputed by the
 * administrator's "now" (the schedule would do it within six hours): the city has an accountant report of its own.
 */
async function accountantsIn(cityName: string): Promise<TCity> {
  const cities = await apiCall<TCity[]>('GET', '/api/v1/lookups/cities', null);
  const city = cities.find((item) => item.name_en === cityName)!;
  for (let index = 0; index < 5; index += 1) {
    const account = await registerByApi('USER');
    const token = await logInByApi(account.email, account.password);
    await apiCall('PUT', '/api/v1/user/profile/personal-info', token, { first_name: 'Salem', last_name: 'Alharbi', country_id: city.country_id, city_id: city.id });
    await apiCall('POST', '/api/v1/user/experiences', token, { company_name: 'Gulf Audit', job_title: 'محاسب', start_date: '2019-03-01', is_current: true, latest_salary: 21000 });
  }
  const admin = await logInByApi(ADMIN.email, ADMIN.password);
  const run = await apiCall<{ computed: boolean }>('POST', '/api/admin/salary-reports/compute', admin);
  expect(run.computed).toBe(true);
  return city;
}

describe('salary reports', () => {
  const browser = useBrowser();

  it('lets an Arabic visitor on a phone find the accountant report and filter it by city', async () => {
    const city = await accountantsIn('Abha');
    const { context, page } = await newPage(browser(), 390, 844);
    try {
      await page.goto('/salaries');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByTestId('salary-search-input').fill('وظائف محاسب');
      await Promise.all([page.waitForURL('**/salary-reports/accountant'), page.getByTestId('salary-search-submit').click()]);
      expect(pathOf(page)).toBe('/salary-reports/accountant');
      expect(await page.getByTestId('salary-report-title').textContent()).toBe('رواتب محاسب');
      const before = await page.getByTestId('salary-average').textContent();
      expect(before).toMatch(/ر\.س/);
      // Each chart is there as a table for screen readers and as a chart once the page is live.
      await page.getByTestId('salary-bands-chart').waitFor();
      expect(await page.getByTestId('salary-band-row').count()).toBe(4);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/salary-report-ar-390.png`, fullPage: true });

      await page.getByTestId('salary-filter-city_id').selectOption(String(city.id));
      await Promise.all([page.waitForURL((url) => url.searchParams.get('city_id') === String(city.id)), page.getByTestId('salary-filter-submit').click()]);
      // The city's figure: the seekers' 21,000 weigh in (the page re-renders once the navigation settles).
      await expect.poll(() => page.getByTestId('salary-average').textContent()).not.toBe(before);
      expect(await page.getByTestId('salary-basis').first().textContent()).toMatch(/الباحثون عن عمل: 5/);
      expect(await page.getByTestId('salary-filter-city_id').inputValue()).toBe(String(city.id));
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/salary-report-city-ar-390.png`, fullPage: true });
      // Clearing the filter comes back to every city.
      await Promise.all([page.waitForURL((url) => !url.search), page.getByTestId('salary-filter-clear').click()]);
      await expect.poll(() => page.getByTestId('salary-average').textContent()).toBe(before);

      // The comparison of every occupation fits the phone: nothing cut or scrolled sideways, each figure under its name.
      await page.goto('/salary-reports');
      const table = page.getByTestId('salary-overview-table');
      const fit = await table.evaluate((element) => {
        const frame = element.parentElement!;
        const cells = Array.from(element.querySelectorAll('tbody td'), (cell) => cell.getBoundingClientRect());
        return { overflow: frame.scrollWidth - frame.clientWidth, outside: cells.filter((box) => box.left < 0 || box.right > window.innerWidth).length, cells: cells.length };
      });
      expect(fit.cells).toBeGreaterThan(0);
      expect(fit).toMatchObject({ overflow: 0, outside: 0 });
      const label = await table.locator('tbody td').first().evaluate((cell) => getComputedStyle(cell, '::before').content);
      expect(label).toBe('"متوسط الحد الأدنى"');
    } finally {
      await context.close();
    }
  });

  it('serves the report as tables without JavaScript, and says when there is not enough data', async () => {
    const html = await (await fetch(`${baseUrl()}/en/salary-reports/accountant`)).text();
    expect(html).toContain('data-testid="salary-bands-table"');
    expect(html).toContain('data-testid="salary-trend-table"');
    expect(html).toMatch(/Accountant salaries/);
    // The demo data has no tailors: the report says so rather than showing a figure of one or two people.
    const rare = await (await fetch(`${baseUrl()}/en/salary-reports/tailor`)).text();
    expect(rare).toContain('data-testid="salary-not-enough"');
    expect(rare).not.toContain('data-testid="salary-average"');
    expect((await fetch(`${baseUrl()}/en/salary-reports/no-such-occupation`)).status).toBe(404);
    // Reports with data are in the sitemap, in both languages.
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain('/salary-reports/accountant</loc>');
    expect(sitemap).toContain('/en/salary-reports/accountant</loc>');
  });

  it('takes a job seeker from the desired salary of their CV to the report of the job they want, in English', async () => {
    const seeker = await registerByApi('USER');
    const token = await logInByApi(seeker.email, seeker.password);
    await apiCall('PUT', '/api/v1/user/profile/job-required', token, { job_role_title: 'Accountant', expected_salary: 12000, notice_period: 1, job_type: 'full_time' });
    const { context, page } = await newPage(browser(), 390, 844);
    try {
      await page.goto('/en/login');
      await logInThroughForm(page, seeker.email, seeker.password);
      await page.goto('/en/profile/job-required');
      const hint = page.getByTestId('cv-salary-hint');
      expect(await hint.getAttribute('href')).toBe('/en/salaries?q=Accountant');
      // The words name the accountant occupation, which has a report: /salaries lands on it.
      await Promise.all([page.waitForURL('**/en/salary-reports/accountant'), hint.click()]);
      await page.getByTestId('salary-summary').waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    } finally {
      await context.close();
    }
  });

  it('links a job page to its occupation\'s report, in English', async () => {
    const jobs = await apiCall<{ items: Array<{ id: number }> }>('GET', '/api/v1/jobs?q=accountant&per_page=20', null);
    let jobId: number | null = null;
    for (const { id } of jobs.items) {
      if (await apiCall<unknown>('GET', `/api/v1/jobs/${id}/salary-report`, null)) {
        jobId = id;
        break;
      }
    }
    expect(jobId).not.toBeNull();
    const { context, page } = await newPage(browser(), 1280, 900);
    try {
      await page.goto(`/en/jobs/${jobId}`);
      const link = page.getByTestId('job-salary-link');
      expect(await link.textContent()).toMatch(/salaries: average SAR/);
      await Promise.all([page.waitForURL('**/en/salary-reports/**'), link.click()]);
      await page.getByTestId('salary-summary').waitFor();
      if (SCREENSHOTS) {
        for (const [prefix, width] of [['/en', 1280], ['/ar', 1280], ['/en', 390]] as const) {
          await page.setViewportSize({ width, height: 900 });
          for (const path of ['/salaries', '/salary-reports', '/salary-reports/accountant']) {
            await page.goto(`${prefix}${path}`);
            await page.waitForTimeout(400);
            await page.screenshot({ path: `${SCREENSHOTS}/salaries${path.replaceAll('/', '-')}-${prefix === '/en' ? 'en' : 'ar'}-${width}.png`, fullPage: true });
          }
        }
      }
    } finally {
      await context.close();
    }
  });

  it('draws the overview chart in the reading direction: labels beside the bars, the legend in the bars\' order', async () => {
    const { context, page } = await newPage(browser(), 1280, 900);
    try {
      for (const [prefix, rtl] of [['/ar', true], ['/en', false]] as const) {
        await page.goto(`${prefix}/salary-reports`);
        const chart = page.getByTestId('salary-overview-chart');
        await chart.locator('.recharts-bar-rectangle').first().waitFor();
        await expect.poll(() => chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').count()).toBeGreaterThan(0);
        const boxes = (selector: string, within = chart) =>
          within.locator(selector).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ x, width }) => ({ from: x, to: x + width })));
        const labels = await boxes('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
        const bars = await boxes('.recharts-bar-rectangle');
        // The occupations' names stand clear of every bar: on the right of them in Arabic, on the left in English.
        if (rtl) expect(Math.min(...labels.map((box) => box.from))).toBeGreaterThan(Math.max(...bars.map((box) => box.to)));
        else expect(Math.max(...labels.map((box) => box.to))).toBeLessThan(Math.min(...bars.map((box) => box.from)));
        // The legend reads as the bars run (minimum, average, maximum), from the right in Arabic, line by line where
        // it wraps (a phone).
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await expect
            .poll(async () => {
              const legend = await chart
                .locator('.mantine-ChartLegend-legendItem')
                .evaluateAll((items) => items.map((item) => ({ text: item.textContent?.trim(), box: item.getBoundingClientRect() })).map(({ text, box }) => ({ text, x: box.x + box.width / 2, y: Math.round(box.y) })));
              return legend.sort((a, b) => a.y - b.y || (rtl ? b.x - a.x : a.x - b.x)).map((item) => item.text);
            })
            .toEqual(rtl ? ['متوسط الحد الأدنى', 'المتوسط', 'متوسط الحد الأعلى'] : ['Average minimum', 'Average', 'Average maximum']);
        }
        await page.setViewportSize({ width: 1280, height: 900 });

        // A report's amounts on its y axis are whole, not cut at the chart's edge ("SAR 14,000", "14,000 ر.س.").
        const list = await apiCall<{ items: Array<{ occupation: { slug: string } }> }>('GET', '/api/v1/salaries', null);
        await page.goto(`${prefix}/salary-reports/${list.items[0]!.occupation.slug}`);
        const trend = page.getByTestId('salary-trend-chart');
        await expect.poll(() => trend.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').count()).toBeGreaterThan(1);
        const svg = await trend.locator('svg.recharts-surface').first().evaluate((element) => {
          const { x, width } = element.getBoundingClientRect();
          return { from: x, to: x + width };
        });
        for (const label of await boxes('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value', trend)) {
          expect(label.from).toBeGreaterThanOrEqual(svg.from - 0.5);
          expect(label.to).toBeLessThanOrEqual(svg.to + 0.5);
        }
      }
    } finally {
      await context.close();
    }
  });

  it('shows the table, not an empty chart, where no range of experience has enough data', async () => {
    const list = await apiCall<{ items: Array<{ occupation: { slug: string } }> }>('GET', '/api/v1/salaries', null);
    let slug: string | undefined;
    for (const { occupation } of list.items) {
      const report = await apiCall<{ bands: Array<{ figure: unknown }> }>('GET', `/api/v1/salary-reports/${occupation.slug}`, null);
      if (report.bands.every((band) => band.figure === null)) slug = occupation.slug;
    }
    // The demo data has reports whose every range rests on too few companies and seekers.
    expect(slug).toBeDefined();
    const { context, page } = await newPage(browser(), 1280, 900);
    try {
      await page.goto(`/salary-reports/${slug}`);
      // Live: the other charts are drawn.
      await page.getByTestId('salary-trend-chart').waitFor();
      expect(await page.getByTestId('salary-bands-chart').count()).toBe(0);
      expect(await page.getByTestId('salary-bands-table').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
