import { describe, expect, it } from 'vitest';
import { apiCall, logInByApi, logInThroughForm, newPage, openOneViewFromSearch, registerByApi, useBrowser } from './support/session.ts';
import { HORIZON } from './support/fixtures.ts';

const browser = useBrowser();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

describe('a company opens a CV; the job seeker sees who viewed it (decision 024)', () => {
  it('a verified company in Arabic opens a visible CV at 390 px and goes back; the seeker in English sees the view on their profile', async () => {
    const seeker = await registerByApi('USER');
    const seekerToken = await logInByApi(seeker.email, seeker.password);
    await apiCall('PUT', '/api/v1/user/profile/job-required', seekerToken, { job_role_title: 'محاسب أول', expected_salary: 9000, notice_period: 1, job_type: 'full_time' });
    const { id: seekerId } = await apiCall<{ id: number }>('GET', '/api/v1/user/simple-profile', seekerToken);

    // The company, in Arabic on a phone, opens the CV from its jobs and comes back.
    const { context: companyContext, page: companyPage } = await newPage(browser(), 390, 844);
    await companyPage.goto('/login');
    await logInThroughForm(companyPage, HORIZON.email, HORIZON.password);
    await companyPage.goto(`/employee-profile?id=${seekerId}&back=${encodeURIComponent('/company-jobs')}`);
    const profile = companyPage.getByTestId('employee-profile');
    await profile.waitFor();
    expect(await companyPage.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await companyPage.getByTestId('employee-name').textContent()).toBe('Test Seeker');
    expect(await profile.getAttribute('data-contact-hidden')).toBe('false');
    expect(await profile.getByText(seeker.email).count()).toBe(1);
    expect(await companyPage.getByTestId('cv-snapshot').getByText('محاسب أول').count()).toBe(1);
    // The notice period, in Arabic words: one month.
    await expect.poll(() => companyPage.getByTestId('cv-snapshot').innerText()).toMatch(/فترة الإشعار\s*شهر واحد/);
    // Nothing wider than the phone's screen.
    expect(await companyPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SCREENSHOTS) await companyPage.screenshot({ path: `${SCREENSHOTS}/employee-profile-ar-390.png`, fullPage: true });
    // A CV the company may not see is the page's "not available" state, with 404.
    const hidden = await companyPage.goto('/employee-profile?id=2000000000');
    expect(hidden?.status()).toBe(404);
    await companyPage.getByTestId('employee-gone').waitFor();
    await companyPage.goBack();
    await profile.waitFor();
    await Promise.all([companyPage.waitForURL((url) => url.pathname === '/company-jobs'), companyPage.getByTestId('employee-back').click()]);
    await companyContext.close();

    // The seeker, in English on a phone: "Who viewed my CV" on the profile, with its count.
    const { context, page } = await newPage(browser(), 390, 844);
    const { views, view } = await openOneViewFromSearch(page, seeker);
    expect(await view.textContent()).toContain('once');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SCREENSHOTS) await views.screenshot({ path: `${SCREENSHOTS}/cv-views-en-390.png` });
    await context.close();
  });

  it('shows the notice period of the CV to the company: "immediately available" for 0, the months in their plural form, in both languages', async () => {
    const seeker = await registerByApi('USER');
    const seekerToken = await logInByApi(seeker.email, seeker.password);
    const jobRequired = (months: number) =>
      apiCall('PUT', '/api/v1/user/profile/job-required', seekerToken, { job_role_title: 'Accountant', expected_salary: 9000, notice_period: months, job_type: 'full_time' });
    await jobRequired(0);
    const { id: seekerId } = await apiCall<{ id: number }>('GET', '/api/v1/user/simple-profile', seekerToken);

    const { context, page } = await newPage(browser(), 1280, 900);
    await page.goto('/login');
    await logInThroughForm(page, HORIZON.email, HORIZON.password);
    await page.goto(`/employee-profile?id=${seekerId}`);
    const cv = page.getByTestId('cv-snapshot');
    await cv.waitFor();
    await expect.poll(() => cv.innerText()).toMatch(/فترة الإشعار\s*متاح فورًا/);
    await jobRequired(2);
    await page.reload();
    await expect.poll(() => page.getByTestId('cv-snapshot').innerText()).toMatch(/فترة الإشعار\s*شهران/);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/employee-profile-ar-1280.png`, fullPage: true });
    await jobRequired(11);
    await page.goto(`/en/employee-profile?id=${seekerId}`);
    await expect.poll(() => page.getByTestId('cv-snapshot').innerText()).toMatch(/Notice period\s*11 months/);
    await jobRequired(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('cv-snapshot').innerText()).toMatch(/Notice period\s*Immediately available/);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/employee-profile-en-1280.png`, fullPage: true });
    await context.close();
  });
});
