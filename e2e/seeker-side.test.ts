import { describe, expect, it } from 'vitest';
import { TAMWEEN, companyDraft, publishByTransfer } from './support/companies.ts';
import { apiCall, hydrated, logInByApi, logInThroughForm, newPage, registerByApi, toastShown, useBrowser } from './support/session.ts';
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
    await item.locator('details summary').click();
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
      await english.locator('details summary').click();
      await english.screenshot({ path: `${shots}/seeker-my-application-en-1280.png` });
    }
    await context.close();
  });
});
