import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HORIZON } from './support/fixtures.ts';
import { apiCall, baseUrl, hydrated, logInByApi, logInThroughForm, newPage, outbox, registerByApi, useBrowser } from './support/session.ts';

const browser = useBrowser();
const shots = process.env.E2E_SCREENSHOTS;

/** What applying needs (decision 024), done by the API: the phone confirmed with the code sent at registration, a city and a desired job. */
async function readyToApply(token: string, phone: string) {
  const e164 = `+966${phone.slice(1)}`;
  const codeSent = async () => /(\d{6})/.exec((await outbox('sms')).find((m) => m.to_phone === e164 && m.purpose === 'verify_phone')?.body ?? '')?.[1];
  await expect.poll(codeSent).toMatch(/^\d{6}$/);
  await apiCall('POST', '/api/v1/auth/phone/verify', token, { code: await codeSent() });
  const riyadh = (await apiCall<Array<{ id: number; name_en: string; country_id: number }>>('GET', '/api/v1/lookups/cities', null)).find((c) => c.name_en === 'Riyadh')!;
  await apiCall('PUT', '/api/v1/user/profile/personal-info', token, { first_name: 'Test', last_name: 'Seeker', country_id: riyadh.country_id, city_id: riyadh.id });
  await apiCall('PUT', '/api/v1/user/profile/job-required', token, { job_role_title: 'Accountant', expected_salary: 9000, notice_period: 1, job_type: 'full_time' });
}

/** Posts with a button and waits for the action's answer to be on the page. */
async function post(page: Page, click: () => Promise<void>) {
  await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), click()]);
}

const card = (page: Page, jobId: number) => page.locator(`[data-testid="search-results"] [data-testid="job-card"][data-job-id="${jobId}"]`);

describe('a job seeker searching', () => {
  it('in Arabic on a phone: a guest logs in from the alert box and comes back, creates the alert, saves a job from its card and sees the jobs they applied to', async () => {
    const companyToken = await logInByApi(HORIZON.email, HORIZON.password);
    const active = await apiCall<{ items: Array<{ id: number; title: string }> }>('GET', '/api/v1/company/jobs?tab=active', companyToken);
    const appliedJob = active.items[0]!;
    const seeker = await registerByApi('USER');
    const token = await logInByApi(seeker.email, seeker.password);
    await readyToApply(token, seeker.phone);
    await apiCall('POST', `/api/v1/jobs/${appliedJob.id}/applications`, token, {});

    const { context, page } = await newPage(browser(), 390, 844);
    // A search for the job's title, in Arabic.
    const words = appliedJob.title;
    const search = `/find-jobs?q=${encodeURIComponent(words)}`;
    await page.goto(search);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const alertBox = page.getByTestId('search-alert');
    expect(await alertBox.getByTestId('search-alert-create').textContent()).toBe('سجّل الدخول لإنشاء تنبيه');
    await page.getByTestId('search-alert-create').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logInThroughForm(page, seeker.email, seeker.password);
    await page.waitForURL((url) => url.pathname === '/find-jobs' && url.searchParams.get('q') === words);

    // The job they applied to says so, and only that one.
    await card(page, appliedJob.id).getByTestId('job-card-applied').waitFor();
    expect(await card(page, appliedJob.id).getByTestId('job-card-applied').textContent()).toBe('تقدّمت لها');
    expect(await page.getByTestId('job-card-applied').count()).toBe(1);
    const others = await page.locator('[data-testid="search-results"] [data-testid="job-card"]').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-job-id'))));
    const savedJob = { id: others.find((id) => id !== appliedJob.id) ?? appliedJob.id };

    // The alert from this search, daily.
    await hydrated(page);
    await page.getByTestId('search-alert-frequency').selectOption('daily');
    // Choosing the frequency is not a new search.
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['q']);
    await post(page, () => page.getByTestId('search-alert-create').click());
    await page.getByTestId('search-alert-created').waitFor();
    expect(await page.getByTestId('search-alert-created').textContent()).toContain('أنشأنا التنبيه');
    const alerts = await apiCall<{ items: Array<{ open_keys: string; frequency: string; filters: Record<string, unknown>; locale: string }> }>('GET', '/api/v1/job-alerts', token);
    expect(alerts.items).toEqual([expect.objectContaining({ open_keys: words, frequency: 'daily', filters: {}, locale: 'ar' })]);

    // Saved from its card without leaving the results.
    const save = card(page, savedJob.id).getByTestId('job-card-save');
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await post(page, () => save.click());
    await card(page, savedJob.id).locator('[data-testid="job-card-save"][aria-pressed="true"]').waitFor();
    expect(await save.textContent()).toBe('محفوظة');
    expect(new URL(page.url()).pathname).toBe('/find-jobs');
    const saved = await apiCall<{ items: Array<{ id: number }> }>('GET', '/api/v1/user/saved-jobs', token);
    expect(saved.items.map((job) => job.id)).toContain(savedJob.id);
    if (shots) await page.screenshot({ path: `${shots}/find-jobs-seeker-ar-390.png`, fullPage: true });

    // Nothing found: the alert can still be made from the search.
    await page.goto(`/find-jobs?q=${encodeURIComponent('زخرفةغريبة')}`);
    await page.getByTestId('search-empty').waitFor();
    await page.getByTestId('search-alert').waitFor();
    await hydrated(page);
    await post(page, () => page.getByTestId('search-alert-create').click());
    await page.getByTestId('search-alert-created').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/find-jobs-empty-ar-390.png`, fullPage: true });
    await context.close();
  });

  it('in English on a wide screen: finds jobs from the header after login, makes an alert with the filters, saves and unsaves without JavaScript too', async () => {
    const seeker = await registerByApi('USER');
    const token = await logInByApi(seeker.email, seeker.password);
    const { context, page } = await newPage(browser(), 1280, 900);
    await page.goto('/en/login');
    await logInThroughForm(page, seeker.email, seeker.password);
    // "Find jobs" stays in the desktop header once logged in.
    const findJobs = page.locator('header nav.desktop-only a', { hasText: 'Find jobs' });
    await findJobs.waitFor();
    expect(await findJobs.isVisible()).toBe(true);
    await Promise.all([page.waitForURL((url) => url.pathname === '/en/find-jobs'), findJobs.click()]);

    // A plain listing has nothing to watch: no alert box.
    expect(await page.getByTestId('search-alert').count()).toBe(0);
    await page.goto('/en/find-jobs?q=Accountant&job_type=full_time&posted_within=30');
    await hydrated(page);
    await page.getByTestId('search-alert-frequency').selectOption('weekly');
    await post(page, () => page.getByTestId('search-alert-create').click());
    await page.getByTestId('search-alert-created').waitFor();
    const [alert] = (await apiCall<{ items: Array<{ open_keys: string; frequency: string; filters: Record<string, unknown>; locale: string }> }>('GET', '/api/v1/job-alerts', token)).items;
    expect(alert).toMatchObject({ open_keys: 'Accountant', frequency: 'weekly', filters: { job_type: 'full_time' }, locale: 'en' });
    // Jobs reserved for Saudi nationals (decision 084): an alert from that search keeps the filter.
    await page.goto('/en/find-jobs?q=Clerk&saudi_only=1');
    await hydrated(page);
    await post(page, () => page.getByTestId('search-alert-create').click());
    await page.getByTestId('search-alert-created').waitFor();
    const alerts = (await apiCall<{ items: Array<{ open_keys: string; filters: Record<string, unknown> }> }>('GET', '/api/v1/job-alerts', token)).items;
    expect(alerts.find((item) => item.open_keys === 'Clerk')).toMatchObject({ filters: { saudi_only: true } });
    await page.goto('/en/find-jobs?q=Accountant&job_type=full_time&posted_within=30');
    if (shots) await page.screenshot({ path: `${shots}/find-jobs-seeker-en-1280.png`, fullPage: false });
    if (shots) {
      await page.goto('/find-jobs?q=محاسب');
      await page.screenshot({ path: `${shots}/find-jobs-seeker-ar-1280.png`, fullPage: false });
      await page.goto('/en/find-jobs?q=Accountant&job_type=full_time&posted_within=30');
    }

    const first = page.locator('[data-testid="search-results"] [data-testid="job-card"]').first();
    const jobId = Number(await first.getAttribute('data-job-id'));
    await post(page, () => first.getByTestId('job-card-save').click());
    await first.locator('[data-testid="job-card-save"][aria-pressed="true"]').waitFor();
    await post(page, () => first.getByTestId('job-card-save').click());
    await first.locator('[data-testid="job-card-save"][aria-pressed="false"]').waitFor();
    expect((await apiCall<{ is_saved: boolean }>('GET', `/api/v1/jobs/${jobId}/viewer`, token)).is_saved).toBe(false);
    await context.close();

    // Without JavaScript the card's button posts its form and the page comes back saved.
    const plain = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
    const noJs = await plain.newPage();
    await noJs.goto('/en/login');
    await logInThroughForm(noJs, seeker.email, seeker.password);
    await noJs.goto('/en/find-jobs?q=Accountant');
    const plainCard = noJs.locator(`[data-testid="job-card"][data-job-id="${jobId}"]`);
    await Promise.all([noJs.waitForLoadState('load'), noJs.waitForResponse((r) => r.request().method() === 'POST'), plainCard.getByTestId('job-card-save').click()]);
    await noJs.locator(`[data-testid="job-card"][data-job-id="${jobId}"] [data-testid="job-card-save"][aria-pressed="true"]`).waitFor();
    expect((await apiCall<{ is_saved: boolean }>('GET', `/api/v1/jobs/${jobId}/viewer`, token)).is_saved).toBe(true);
    await plain.close();
  });
});

describe('a job seeker’s profile', () => {
  it('in English on a wide screen: types the date of birth in Hijri, sees the Gregorian date, and is told why a too recent date is refused', async () => {
    const seeker = await registerByApi('USER');
    const token = await logInByApi(seeker.email, seeker.password);
    const { context, page } = await newPage(browser(), 1280, 900);
    await page.goto('/en/login');
    await logInThroughForm(page, seeker.email, seeker.password);
    await page.goto('/en/profile/personal-info');
    await hydrated(page);
    await page.getByTestId('calendar-hijri').check();
    await page.getByTestId('hijri-day').fill('10');
    await page.getByTestId('hijri-month').selectOption('12');
    await page.getByTestId('hijri-year').fill('1415');
    await expect.poll(() => page.getByTestId('gregorian-date').textContent()).toBe('Gregorian: 10 May 1995');
    expect(await page.getByTestId('birthdate-gregorian').isVisible()).toBe(false);
    if (shots) await page.getByTestId('birthdate-field').screenshot({ path: `${shots}/birthdate-hijri-en-1280.png` });
    await post(page, () => page.getByTestId('personal-info-form').locator('button[type="submit"]').click());
    await expect.poll(async () => (await apiCall<{ cv: { birthdate: string } }>('GET', '/api/v1/user/profile', token)).cv.birthdate).toBe('1995-05-10');
    expect((await apiCall<{ cv: { birthdate_calendar: string } }>('GET', '/api/v1/user/profile', token)).cv.birthdate_calendar).toBe('hijri');

    // The choice is remembered (decision 097): the form opens in Hijri, with the day typed.
    await page.goto('/en/profile/personal-info');
    await hydrated(page);
    expect(await page.getByTestId('calendar-hijri').isChecked()).toBe(true);
    expect(await page.getByTestId('hijri-day').inputValue()).toBe('10');
    expect(await page.getByTestId('birthdate-gregorian').isVisible()).toBe(false);

    // Back in Gregorian, the Hijri date shows beside it.
    await page.getByTestId('calendar-gregorian').check();
    await expect.poll(() => page.getByTestId('hijri-date').textContent()).toContain('1415');

    // Ten years old: refused with the reason.
    const tooYoung = new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10);
    await page.getByTestId('birthdate-gregorian').fill(tooYoung);
    await page.getByTestId('personal-info-form').locator('button[type="submit"]').click();
    await expect.poll(() => page.getByTestId('birthdate-field').textContent()).toContain('You must be at least 18 years old');
    expect((await apiCall<{ cv: { birthdate: string } }>('GET', '/api/v1/user/profile', token)).cv.birthdate).toBe('1995-05-10');
    await context.close();
  });

  it('in Arabic on a phone: chooses "immediately available" as the notice period', async () => {
    const seeker = await registerByApi('USER');
    const token = await logInByApi(seeker.email, seeker.password);
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/login');
    await logInThroughForm(page, seeker.email, seeker.password);
    await page.goto('/profile/job-required');
    await hydrated(page);
    const form = page.getByTestId('job-required-form');
    await form.locator('input[name="job_role_title"]').fill('محاسب');
    await page.getByTestId('expected-salary').fill('9000');
    await form.locator('select[name="notice_period"]').selectOption({ label: 'متاح فورًا' });
    await form.locator('input[name="job_type"][value="full_time"]').check();
    await post(page, () => form.locator('button[type="submit"]').click());
    await expect.poll(async () => (await apiCall<{ cv: { notice_period: number | null } }>('GET', '/api/v1/user/profile', token)).cv.notice_period).toBe(0);
    await page.reload();
    expect(await form.locator('select[name="notice_period"] option:checked').textContent()).toBe('متاح فورًا');
    if (shots) {
      await page.screenshot({ path: `${shots}/notice-ar-390.png`, fullPage: true });
      await page.goto('/profile/personal-info');
      await hydrated(page);
      await page.getByTestId('calendar-hijri').check();
      await page.getByTestId('hijri-day').fill('1');
      await page.getByTestId('hijri-month').selectOption('9');
      await page.getByTestId('hijri-year').fill('1420');
      await page.getByTestId('birthdate-field').screenshot({ path: `${shots}/birthdate-hijri-ar-390.png` });
      // Ramadan 1446 had 29 days.
      await page.getByTestId('hijri-year').fill('1446');
      await page.getByTestId('hijri-day').fill('30');
      await page.getByTestId('birthdate-field').screenshot({ path: `${shots}/birthdate-hijri-invalid-ar-390.png` });
    }
    await context.close();
  });
});
