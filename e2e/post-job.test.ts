import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseIn, hydrated, loggedInAs, newPage, pathOf, toastShown, useBrowser } from './support/session.ts';

const browser = useBrowser();

/** React's complaints about a server render that differs from the browser's, and uncaught page errors. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** A day `days` from today (Riyadh), as the date input takes it. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Clicks a step button and waits for the step the server redirects to. */
async function goToStep(page: Page, button: 'step-next' | 'step-back', step: number) {
  // A click while the page still hydrates is lost (in a full run the page after a reload hydrated late): wait for it.
  await hydrated(page);
  await Promise.all([page.waitForURL((url) => url.searchParams.get('step') === String(step)), page.getByTestId(button).click()]);
  await page.getByTestId(`post-job-step-${step}`).waitFor();
}

describe('posting a job', () => {
  it('takes a new company through the four steps in Arabic, and its dashboard shows and deletes the draft in English', async () => {
    const { context, page } = await newPage(browser());
    const problems = watchProblems(page);
    await loggedInAs(page, 'COMPANY');

    // Without JavaScript, an empty title reaches the server, whose Arabic message shows at the field.
    const noScript = await browser().newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin, storageState: await context.storageState() });
    const plain = await noScript.newPage();
    await plain.goto('/post-job');
    // The occupation is a plain select there: it follows the title unless one is chosen, and what was chosen posts.
    const plainOccupation = plain.locator('select[name="occupation_id"]');
    expect(await plainOccupation.locator('option').first().textContent()).toBe('حسب المسمى الوظيفي');
    const taxAccountant = await plainOccupation.locator('option', { hasText: 'محاسب ضرائب' }).getAttribute('value');
    await plainOccupation.selectOption(taxAccountant!);
    await Promise.all([plain.waitForLoadState('load'), plain.getByTestId('step-next').click()]);
    expect(pathOf(plain)).toBe('/post-job');
    expect(await plain.locator('input[name="title"]').getAttribute('aria-invalid')).toBe('true');
    // At the field, and in a summary at the top of the step linking to the field (section 5 of issue 43).
    expect(await plain.getByText('حقل العنوان مطلوب').count()).toBe(2);
    expect(await plain.getByTestId('error-summary').innerText()).toContain('حقل العنوان مطلوب');
    expect(await plain.getByTestId('error-link-title').getAttribute('href')).toBe('#job-field-title');
    expect(await plain.locator('#job-field-title input[name="title"]').count()).toBe(1);
    expect(await plain.locator('select[name="occupation_id"]').inputValue()).toBe(taxAccountant);
    await noScript.close();

    // Step 1, the basics: the first "Next" saves a draft and the address carries the job and the step.
    await page.goto('/post-job');
    expect(await page.getByTestId('post-job-stepper').isVisible()).toBe(true);
    // An empty step is refused where the eye is: a summary at the top and the focus on the first error's field.
    await hydrated(page);
    await page.getByTestId('step-next').click();
    await expect.poll(() => page.getByTestId('error-summary').count()).toBe(1);
    expect(await page.getByTestId('error-link-title').innerText()).toContain('حقل العنوان مطلوب');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title');
    expect(pathOf(page)).toBe('/post-job');
    await page.locator('input[name="title"]').fill('محاسب أول');
    await page.locator('input[name="job_type"][value="full_time"]').check();
    // Hundreds of cities: found by typing, here in English on the Arabic page (decision 097).
    await chooseIn(page, 'city-select', 'riyad', 'الرياض');
    await page.locator('select[name="sector_id"]').selectOption({ index: 1 });
    await page.locator('select[name="major_id"]').selectOption({ index: 1 });
    await page.getByTestId('show-company-false').check();
    await goToStep(page, 'step-next', 2);
    const jobPath = pathOf(page);
    expect(jobPath).toMatch(/^\/post-job\/\d+$/);

    // The draft survives a reload, and going back shows what was saved, with the occupation detected from the title.
    await page.reload();
    await page.getByTestId('post-job-step-2').waitFor();
    await goToStep(page, 'step-back', 1);
    expect(await page.locator('input[name="title"]').inputValue()).toBe('محاسب أول');
    expect(await page.getByTestId('show-company-false').isChecked()).toBe(true);
    const occupation = page.locator('input[data-testid="occupation-select"]');
    await occupation.waitFor();
    expect(await page.getByText('المهنة المستنتجة من المسمى: رئيس حسابات').count()).toBe(1);
    expect(await occupation.getAttribute('placeholder')).toBe('حسب المسمى الوظيفي (رئيس حسابات)');

    // The company chooses another, typing in English on the Arabic page: the list filters in both languages.
    await occupation.fill('tax acc');
    await page.getByRole('option', { name: /محاسب ضرائب/ }).click();
    expect(await occupation.inputValue()).toBe('محاسب ضرائب');
    await expect.poll(() => page.getByText('يُحفظ اختيارك عند المتابعة.').count()).toBe(1);
    await goToStep(page, 'step-next', 2);

    // Step 2, the details: the description is rich text.
    const editor = page.getByTestId('description-editor');
    await editor.click();
    await page.keyboard.type('نبحث عن محاسب أول لفريق المالية في الرياض.');
    await page.locator('textarea[name="duties"]').fill('إعداد القوائم المالية الشهرية\nمتابعة الحسابات');
    await page.locator('textarea[name="qualifications"]').fill('شهادة في المحاسبة، وزمالة SOCPA ميزة. للسعوديين فقط');
    await page.locator('select[name="qualification_type"]').selectOption('bachelor');
    await page.locator('input[name="experience_years"]').fill('٥');
    // Leaving the step with what was typed not saved asks first; staying keeps it.
    await page.getByTestId('stepper-basics').click();
    await page.getByTestId('leave-stay').click();
    await expect.poll(() => page.getByTestId('leave-stay').count()).toBe(0);
    expect(page.url()).toContain('step=2');
    expect(await page.locator('input[name="experience_years"]').inputValue()).toBe('٥');
    await goToStep(page, 'step-next', 3);

    // "For Saudis only" written in the text: lawful, so the form points to the flag instead, and its button ticks it.
    expect(await page.getByTestId('saudi-only-hint').innerText()).toContain('المؤهلات والمهارات');
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/post-job/')), page.getByTestId('saudi-only-mark').click()]);
    await toastShown(page, 'عُلِّمت الوظيفة بأنها مخصصة للسعوديين.');
    await expect.poll(() => page.getByTestId('saudi-only-hint').count()).toBe(0);
    expect(page.url()).toContain('step=3');

    // Step 3, the terms: Arabic-Indic digits are accepted; a lower "to" than "from" is refused with the range message.
    await page.locator('input[name="working_hours"]').fill('من الأحد إلى الخميس، ٨ صباحًا – ٤ مساءً');
    await page.locator('textarea[name="benefits"]').fill('تأمين طبي، بدل سكن');
    await page.locator('input[name="salary_from"]').fill('١٢٠٠٠');
    await page.locator('input[name="salary_to"]').fill('٩٠٠٠');
    await page.locator('input[name="deadline"]').fill(dayFromToday(20));
    await expect.poll(() => page.getByTestId('deadline-hijri').innerText()).toMatch(/\d{4} هـ/);
    await page.getByTestId('step-next').click();
    await expect.poll(() => page.getByText('يجب ألا يقل الحد الأعلى للراتب عن الحد الأدنى').count()).toBe(2);
    expect(await page.getByTestId('error-link-salary_to').innerText()).toContain('يجب ألا يقل الحد الأعلى للراتب عن الحد الأدنى');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('salary_to');
    expect(page.url()).toContain('step=3');
    await page.locator('input[name="salary_to"]').fill('١٥٠٠٠');
    // A past deadline is refused at this step, not at payment (decision 041).
    await page.locator('input[name="deadline"]').fill(dayFromToday(-2));
    await page.getByTestId('step-next').click();
    await expect.poll(() => page.getByText('يجب أن يكون آخر موعد للتقديم اليوم أو بعده').count()).toBe(2);
    expect(page.url()).toContain('step=3');
    // The steps behind are ticked: their required fields were all given.
    expect(await page.getByTestId('stepper-basics').getAttribute('data-complete')).toBe('true');
    expect(await page.getByTestId('stepper-details').getAttribute('data-complete')).toBe('true');
    expect(await page.getByTestId('stepper-terms').getAttribute('data-complete')).toBe('false');
    await page.locator('input[name="deadline"]').fill(dayFromToday(20));
    await goToStep(page, 'step-next', 4);
    expect(await page.getByTestId('stepper-terms').getAttribute('data-complete')).toBe('true');

    // Step 4, the review: everything read back, nothing missing, the price in riyals with VAT, and the notice
    // that an unverified company cannot publish yet (so no payment is offered).
    expect(await page.getByTestId('summary-title').innerText()).toContain('محاسب أول');
    expect(await page.getByTestId('summary-occupation_id').innerText()).toContain('محاسب ضرائب');
    expect(await page.getByTestId('summary-salary_from').innerText()).toContain('12,000');
    expect(await page.getByTestId('summary-salary_to').innerText()).toContain('15,000');
    expect(await page.getByTestId('summary-experience_years').innerText()).toContain('5');
    expect(await page.getByTestId('summary-show_company').innerText()).toContain('إعلان سري');
    expect(await page.getByTestId('summary-saudi_only').innerText()).toContain('نعم، للسعوديين فقط');
    expect(await page.getByTestId('summary-description').innerText()).toContain('نبحث عن محاسب أول');
    expect(await page.getByTestId('missing-fields').count()).toBe(0);
    const total = await page.getByTestId('price-total').innerText();
    expect(total).toMatch(/\d/);
    expect(total).toContain('ر.س');
    expect(await page.getByTestId('job-price').innerText()).toContain('ضريبة القيمة المضافة');
    const blockers = page.getByTestId('publish-blockers');
    expect(await blockers.innerText()).toContain('لا يمكن لمنشأتك نشر الوظائف بعد');
    expect(await blockers.locator('[data-blocker="company_unverified"]').count()).toBe(1);
    expect(await blockers.locator('a[href="/company-profile"]').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('continue-payment').isDisabled()).toBe(true);

    // "Save draft" goes to the dashboard's drafts.
    await Promise.all([page.waitForURL((url) => url.pathname === '/company-jobs' && url.searchParams.get('tab') === 'drafts'), page.getByTestId('save-draft').click()]);
    await toastShown(page, 'حُفظت المسودة.');

    // In English: the dashboard lists the job among the drafts with the right count, and deletes it.
    await page.goto('/en/company-jobs?tab=drafts');
    expect(await page.getByTestId('count-drafts').getAttribute('data-count')).toBe('1');
    expect(await page.getByTestId('count-active').getAttribute('data-count')).toBe('0');
    const card = page.getByTestId('job-card');
    expect(await card.count()).toBe(1);
    expect(await card.getByTestId('job-title').innerText()).toBe('محاسب أول');
    expect(await card.getByTestId('job-status').textContent()).toBe('Draft');
    expect(await card.getByTestId('job-edit').getAttribute('href')).toBe(`/en${jobPath}`);
    await card.getByTestId('job-delete').click();
    await page.getByTestId('delete-confirm').waitFor();
    expect(await page.getByTestId('delete-confirm').innerText()).toContain('Delete the draft “محاسب أول”?');
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/company-jobs')), page.getByTestId('delete-yes').click()]);
    await toastShown(page, 'The draft is deleted.');
    await page.getByTestId('jobs-empty').waitFor();
    expect(await page.getByTestId('count-drafts').getAttribute('data-count')).toBe('0');

    // The deleted job's editor is gone.
    const gone = await page.goto(`/en${jobPath}`);
    expect(gone?.status()).toBe(404);
    expect(problems).toEqual([]);
    await context.close();
    // Four steps, two refusals, a leave prompt and a hint, on a machine shared by many runs.
  }, 240_000);
});
