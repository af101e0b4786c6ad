import { describe, expect, it } from 'vitest';
import { TAMWEEN, companyDraft, publishByTransfer } from './support/companies.ts';
import { apiCall, hydrated, logInByApi, logInThroughForm, newPage, pathOf, registerByApi, toastShown, useBrowser } from './support/session.ts';
import { completeMinimumProfile } from './support/seekers.ts';

const browser = useBrowser();
const shots = process.env.E2E_SCREENSHOTS;

/** Decision 152: the seeker's side of issue 57. */
describe("the seeker's side", () => {
  it('saves the desired job with its title alone, applies without a CV file answering a number in words, and sees what went with the application', async () => {
    const companyToken = await logInByApi(TAMWEEN.email, TAMWEEN.password);
    const question = 'How many years have you kept company books?';
    const jobId = await companyDraft(companyToken, `Books keeper ${Date.now()}`, { screening_questions: [{ text: question, type: 'number', required: true }] });
    await publishByTransfer(companyToken, jobId);

    const account = await registerByApi('USER');
    const token = await logInByApi(account.email, account.password);
    await completeMinimumProfile(token, account.phone);
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/login');
    await logInThroughForm(page, account.email, account.password);

    // The desired job: the title alone saves.
    await page.goto('/profile/job-required');
    await hydrated(page);
    await page.locator('input[name="job_role_title"]').fill('محاسب');
    await page.getByTestId('section-save').click();
    await toastShown(page, 'تم حفظ ملفك الشخصي');
    const cv = (await apiCall<{ cv: Record<string, unknown> }>('GET', '/api/v1/user/profile', token)).cv;
    expect(cv).toMatchObject({ job_role_title: 'محاسب', expected_salary: null, notice_period: null, job_type: null, cv_file_id: null });

    // The number question says words are accepted, and «سنتان» is read as 2.
    await page.goto(`/jobs/${jobId}`);
    await hydrated(page);
    const field = page.getByTestId('apply-questions');
    await field.waitFor();
    expect(await field.innerText()).toContain('بالأرقام أو بالكلمات');
    await page.getByTestId('answer-q1').fill('سنتان');
    if (shots) await page.getByTestId('apply-form').screenshot({ path: `${shots}/seeker-apply-words-ar-390.png` });
    await page.getByTestId('apply-button').click();
    await page.getByTestId('job-application').waitFor();

    // My applications: no CV file went, and the answer as it was read.
    await page.goto('/my-applications');
    const item = page.locator('[data-testid="application"]').first();
    await item.waitFor();
    expect(await item.getByTestId('sent-cv-file').innerText()).toContain('لم تُرسل ملف سيرة ذاتية');
    await item.locator('details', { has: page.getByTestId('stage-timeline') }).locator('summary').click();
    const answers = item.getByTestId('sent-answers');
    await answers.waitFor();
    expect(await answers.innerText()).toContain(question);
    expect(await item.getByTestId('sent-answer').locator('span').last().innerText()).toBe('2');
    if (shots) await item.screenshot({ path: `${shots}/seeker-my-application-ar-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/my-applications');
    const english = page.locator('[data-testid="application"]').first();
    expect(await english.getByTestId('sent-cv-file').innerText()).toContain('No CV file went with this application');
    if (shots) {
      await english.locator('details', { has: page.getByTestId('stage-timeline') }).locator('summary').click();
      await english.screenshot({ path: `${shots}/seeker-my-application-en-1280.png` });
    }
    await context.close();
  });

  it('sees all its recommendations on one page; a dismissed job gives its place to the next, and the toast undoes it', async () => {
    const seeker = await registerByApi('USER');
    const token = await logInByApi(seeker.email, seeker.password);
    await completeMinimumProfile(token, seeker.phone);
    const listed = async () => (await apiCall<{ items: Array<{ job: { id: number } }> }>('GET', '/api/v1/user/recommended-jobs?limit=20', token)).items.map((item) => item.job.id);
    // The home page shows six: a desired job the demo data has more open jobs for, in Riyadh or remote.
    let all: number[] = [];
    for (const title of ['Customer Service Representative', 'Sales Representative', 'Accountant', 'Driver', 'HR Specialist', 'Data Analyst']) {
      await apiCall('PUT', '/api/v1/user/profile/job-required', token, { job_role_title: title });
      all = await listed();
      if (all.length > 6) break;
    }
    expect(all.length).toBeGreaterThan(6);
    const { context, page } = await newPage(browser(), 1280, 900);
    await page.goto('/en/login');
    await logInThroughForm(page, seeker.email, seeker.password);
    await page.goto('/en');
    await hydrated(page);
    const shown = async () => Promise.all((await page.getByTestId('recommended-job').all()).map(async (card) => Number(await card.getAttribute('data-job-id'))));
    await page.getByTestId('recommended-job').first().waitFor();
    expect(await shown()).toEqual(all.slice(0, 6));
    const dismissed = all[0]!;
    await page.locator(`[data-testid="recommended-job"][data-job-id="${dismissed}"]`).getByTestId('recommendation-dismiss').click();
    await page.locator(`[data-testid="recommended-job"][data-job-id="${dismissed}"]`).waitFor({ state: 'detached' });
    // Its place is taken by the next one.
    const after = await shown();
    expect(after).toHaveLength(6);
    expect(after.some((id) => !all.slice(0, 6).includes(id))).toBe(true);
    // The toast offers to undo it: the job comes back, and nothing is left dismissed.
    const toast = page.getByTestId('undo-toast');
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Undo');
    if (shots) await page.screenshot({ path: `${shots}/recommendations-undo-toast-en-1280.png` });
    await page.getByTestId('toast-undo').click();
    await page.locator(`[data-testid="recommended-job"][data-job-id="${dismissed}"]`).waitFor();
    expect(pathOf(page)).toBe('/en');
    expect((await apiCall<{ items: unknown[] }>('GET', '/api/v1/user/recommended-jobs/dismissed', token)).items).toEqual([]);

    // All of them on their own page, in Arabic on a phone too.
    await page.getByTestId('recommendations-all-link').click();
    await page.waitForURL((url) => url.pathname === '/en/recommended-jobs');
    await expect.poll(() => page.getByTestId('recommended-job').count()).toBe((await listed()).length);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ar/recommended-jobs');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('الوظائف المقترحة لك');
    expect(await page.getByTestId('recommended-job').count()).toBe(all.length);
    if (shots) await page.screenshot({ path: `${shots}/recommendations-all-ar-390.png`, fullPage: false });
    await context.close();
  });
});
