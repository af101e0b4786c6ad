import { describe, expect, it } from 'vitest';
import { TAMWEEN, companyDraft, publishByTransfer } from './support/companies.ts';
import { apiCall, hydrated, logInByApi, logInThroughForm, newPage, registerByApi, useBrowser } from './support/session.ts';
import { completeMinimumProfile } from './support/seekers.ts';

const browser = useBrowser();
const shots = process.env.E2E_SCREENSHOTS;

describe('screening questions', () => {
  it('a company adds a required knock-out question, a seeker answers it in Arabic, and the company sees and filters "does not meet the requirements"', async () => {
    const companyToken = await logInByApi(TAMWEEN.email, TAMWEEN.password);
    const title = `Fleet accountant ${Date.now()}`;
    const jobId = await companyDraft(companyToken, title);

    // The company writes the question in the form's details step, a required knock-out whose passing answer is "yes".
    const company = await newPage(browser(), 1280, 900);
    await company.page.goto('/en/login');
    await logInThroughForm(company.page, TAMWEEN.email, TAMWEEN.password);
    await company.page.goto(`/en/post-job/${jobId}?step=2`);
    await hydrated(company.page);
    const row = company.page.locator('[data-testid="sq-row"][data-row="0"]');
    await row.locator('input[name="sq_0_text"]').fill('Do you hold a valid Saudi driving licence?');
    await row.locator('select[name="sq_0_type"]').selectOption('yes_no');
    await row.locator('input[name="sq_0_required"]').check();
    await row.locator('input[name="sq_0_knockout"]').check();
    await row.locator('select[name="sq_0_accepted_yn"]').selectOption('yes');
    await Promise.all([company.page.waitForURL((url) => url.search.includes('step=2') && url.hash === '#screening_questions'), company.page.getByTestId('sq-save-add').click()]);
    await company.page.locator('[data-testid="sq-row"][data-row="1"]').waitFor();
    const saved = await apiCall<{ screening_questions: Array<{ id: string; required: boolean; knockout: boolean; accepted: string[] }> }>('GET', `/api/v1/company/jobs/${jobId}`, companyToken);
    expect(saved.screening_questions).toEqual([expect.objectContaining({ id: 'q1', required: true, knockout: true, accepted: ['yes'] })]);
    if (shots) await company.page.getByTestId('screening-questions').screenshot({ path: `${shots}/screening-posting-en-1280.png` });

    // The review step lists the question as applicants will be asked it, with what passes (a question can hold the ad).
    await company.page.goto(`/en/post-job/${jobId}?step=4`);
    const listed = company.page.getByTestId('summary-screening_questions');
    await listed.waitFor();
    expect(await listed.getByTestId('summary-question').count()).toBe(1);
    const listedText = await listed.innerText();
    for (const words of ['Do you hold a valid Saudi driving licence?', 'Yes or no', 'Answer required', 'Knock-out question', 'Passes: Yes']) expect(listedText).toContain(words);
    if (shots) await listed.screenshot({ path: `${shots}/screening-review-step-en-1280.png` });

    await publishByTransfer(companyToken, jobId);

    // The seeker reads the question on the job page in Arabic at 390 px; without an answer the form says so at the question.
    const account = await registerByApi('USER');
    const seekerToken = await logInByApi(account.email, account.password);
    await completeMinimumProfile(seekerToken, account.phone, 'محاسب');
    const seeker = await newPage(browser(), 390, 844);
    await seeker.page.goto('/login');
    await logInThroughForm(seeker.page, account.email, account.password);
    await seeker.page.goto(`/jobs/${jobId}`);
    await hydrated(seeker.page);
    expect(await seeker.page.locator('html').getAttribute('dir')).toBe('rtl');
    const questions = seeker.page.getByTestId('apply-questions');
    await questions.waitFor();
    expect(await questions.innerText()).toContain('Do you hold a valid Saudi driving licence?');
    expect(await questions.innerText()).toContain('نعم');
    await seeker.page.getByTestId('apply-button').click();
    await expect.poll(() => questions.innerText()).toContain('حقل الإجابة مطلوب');
    if (shots) {
      await seeker.page.getByTestId('apply-form').screenshot({ path: `${shots}/screening-apply-ar-390.png` });
      await seeker.page.setViewportSize({ width: 1280, height: 900 });
      await seeker.page.goto(`/en/jobs/${jobId}`);
      await seeker.page.getByTestId('apply-form').screenshot({ path: `${shots}/screening-apply-en-1280.png` });
    }
    await seeker.page.getByTestId('answer-q1-no').check();
    await seeker.page.getByTestId('apply-button').click();
    await seeker.page.getByTestId('job-application').waitFor();
    const applications = await apiCall<{ items: Array<{ id: number; job: { id: number } }> }>('GET', '/api/v1/user/applications', seekerToken);
    const applicationId = applications.items.find((item) => item.job.id === jobId)!.id;

    // The company sees the verdict on the list and the board, the answer in the applicant's view, and filters by it.
    await company.page.goto(`/en/company-jobs/${jobId}/applicants`);
    await hydrated(company.page);
    const card = company.page.locator(`[data-testid="applicant"][data-application-id="${applicationId}"]`);
    expect(await card.getByTestId('requirements-badge').innerText()).toBe('Does not meet the requirements');
    expect(await card.getByTestId('screening-answer').getAttribute('data-knocked-out')).toBe('true');
    await company.page.getByTestId('filter-requirements').selectOption('not_met');
    await Promise.all([company.page.waitForURL((url) => url.search.includes('requirements=not_met')), company.page.getByTestId('filter-apply').click()]);
    await expect.poll(() => company.page.locator('[data-testid="applicant"]').count()).toBe(1);
    await company.page.getByTestId('filter-requirements').selectOption('met');
    await Promise.all([company.page.waitForURL((url) => url.search.includes('requirements=met')), company.page.getByTestId('filter-apply').click()]);
    await expect.poll(() => company.page.locator('[data-testid="applicant"]').count()).toBe(0);
    await company.page.goto(`/en/company-jobs/${jobId}/applicants?open=${applicationId}`);
    await card.getByTestId('screening-answers').waitFor();
    expect(await card.getByTestId('screening-answers').innerText()).toContain('Answer that does not pass');
    if (shots) await card.screenshot({ path: `${shots}/screening-applicant-en-1280.png` });
    await company.page.goto(`/en/company-jobs/${jobId}/applicants?view=board`);
    expect(await company.page.locator(`[data-testid="board-card"][data-application-id="${applicationId}"] [data-testid="requirements-badge"]`).innerText()).toBe('Does not meet the requirements');

    // Once someone applied, the saved question is shown as it is and the page says questions can only be added.
    await company.page.goto(`/en/post-job/${jobId}?step=2`);
    await company.page.getByTestId('sq-locked-notice').waitFor();
    expect(await company.page.getByTestId('sq-locked').count()).toBe(1);
    if (shots) {
      await company.page.setViewportSize({ width: 390, height: 844 });
      await company.page.goto(`/ar/post-job/${jobId}?step=2`);
      await company.page.getByTestId('screening-questions').screenshot({ path: `${shots}/screening-posting-ar-390.png` });
      await company.page.goto(`/ar/company-jobs/${jobId}/applicants?open=${applicationId}`);
      await card.screenshot({ path: `${shots}/screening-applicant-ar-390.png` });
    }
    await company.context.close();
    await seeker.context.close();
  });
});
