import { describe, expect, it } from 'vitest';
import { apiCall, hydrated, logInByApi, logInThroughForm, newPage, outbox, pathOf, registerByApi, toastShown, useBrowser } from './support/session.ts';

const browser = useBrowser();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** The demo administrator seeded with the demo data (SEED_DEMO=true in global-setup). */
const ADMIN = { email: 'admin@demo.tawzeef.sa', password: 'Tawzeef@2026' };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A company's complete job whose requirements the screening holds (decision 032), sent to payment through the API. */
async function heldJob() {
  const account = await registerByApi('COMPANY');
  const token = await logInByApi(account.email, account.password);
  const [sector] = await apiCall<Array<{ id: number }>>('GET', '/api/v1/lookups/sectors', null);
  const [city] = await apiCall<Array<{ id: number }>>('GET', '/api/v1/lookups/cities', null);
  const body = {
    title: 'موظف استقبال',
    description: '<p>استقبال الضيوف والرد على الهاتف في فرع الرياض.</p>',
    duties: 'استقبال المراجعين وتنظيم المواعيد',
    qualifications: 'ذكر سعودي الجنسية فقط، العمر أقل من 30 سنة، أعزب',
    experience_years: 1,
    sector_id: sector!.id,
    city_id: city!.id,
    job_type: 'full_time',
    working_hours: 'من الأحد إلى الخميس',
    benefits: 'تأمين طبي',
    deadline: inDays(30),
  };
  const job = await apiCall<{ id: number }>('POST', '/api/v1/company/jobs', token, body);
  const submitted = await apiCall<{ status: string }>('POST', `/api/v1/company/jobs/${job.id}/submit`, token);
  expect(submitted.status).toBe('held');
  return { account, token, jobId: job.id, body };
}

describe('moderation of job ads', () => {
  it('shows a company why its job is held, and lets an administrator in Arabic reject it with a reason, then approve the corrected ad', async () => {
    const held = await heldJob();

    // The company sees which phrases and why, in Arabic, on its post-job page.
    for (const width of [390, 1280]) {
      const { context, page } = await newPage(browser(), width);
      await page.goto('/login');
      await logInThroughForm(page, held.account.email, held.account.password);
      await page.goto(`/post-job/${held.jobId}?step=4`);
      const notice = page.getByTestId('review-notice');
      await notice.waitFor();
      expect(await notice.getAttribute('data-waiting-for')).toBe('admin');
      expect(await page.getByTestId('finding-phrase').allInnerTexts()).toEqual(['«ذكر سعودي الجنسية فقط»', '«العمر أقل من 30 سنة»', '«أعزب»']);
      expect(await notice.innerText()).toContain('لا يجوز تحديد عمر');
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/held-job-company-ar-${width}.png`, fullPage: true });
      await context.close();
    }

    const { context, page } = await newPage(browser());
    await page.goto('/login');
    await logInThroughForm(page, ADMIN.email, ADMIN.password);
    // From the console's menu (the one shown at this width).
    await Promise.all([page.waitForURL('**/admin/job-reviews'), page.locator('[data-testid="admin-link-job-reviews"]:visible').click()]);
    const card = page.locator(`[data-testid="admin-review"][data-job-id="${held.jobId}"]`);
    await card.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await card.getByTestId('review-findings').innerText()).toContain('الحالة الاجتماعية');
    if (SCREENSHOTS) await card.screenshot({ path: `${SCREENSHOTS}/admin-review-card-ar-1280.png` });

    // A rejection needs a reason: refused at the field, in Arabic.
    await card.getByTestId('review-reject').click();
    await expect.poll(() => card.getByTestId('review-reason-input').getAttribute('aria-invalid')).toBe('true');
    const reason = 'يشترط الإعلان الجنس والعمر والحالة الاجتماعية: احذف هذه الشروط';
    await card.getByTestId('review-reason-input').fill(reason);
    await Promise.all([page.waitForURL('**/admin/job-reviews**'), card.getByTestId('review-reject').click()]);
    await expect.poll(() => card.count()).toBe(0);
    await expect
      .poll(async () => (await outbox('mail')).find((mail) => mail.to_address === held.account.email && mail.purpose === 'job_review_rejected')?.text_body ?? '')
      .toContain(reason);

    // The company corrects the ad: it comes back to the queue (a person objected), and the administrator approves it.
    await apiCall('PUT', `/api/v1/company/jobs/${held.jobId}`, held.token, { ...held.body, qualifications: 'خبرة سنة في الاستقبال وإجادة اللغة العربية' });
    await page.reload();
    await card.waitFor();
    await Promise.all([page.waitForURL('**/admin/job-reviews**'), card.getByTestId('review-approve').click()]);
    await expect.poll(() => card.count()).toBe(0);
    expect((await apiCall<{ status: string }>('GET', `/api/v1/company/jobs/${held.jobId}`, held.token)).status).toBe('awaiting_payment');
    await context.close();
  });

  it('lets an administrator reject several held jobs with one reason and approve others, after confirming, at 1280 in Arabic and 390 in English', async () => {
    const [first, second, third] = [await heldJob(), await heldJob(), await heldJob()];
    const { context, page } = await newPage(browser());
    await page.goto('/login');
    await logInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/job-reviews');
    const cardOf = (jobId: number) => page.locator(`[data-testid="admin-review"][data-job-id="${jobId}"]`);
    await cardOf(third.jobId).waitFor();
    await hydrated(page);
    for (const held of [first, second]) await cardOf(held.jobId).getByTestId('review-check').check();
    await page.getByTestId('review-bulk-action').selectOption('reject');
    await Promise.all([page.waitForURL('**/admin/job-reviews?**bulk=reject**'), page.getByTestId('review-bulk-submit').click()]);
    const confirm = page.getByTestId('review-bulk-confirm');
    await confirm.waitFor();
    expect(await confirm.getByTestId('review-bulk-item').count()).toBe(2);
    expect(await confirm.innerText()).toContain('رفض وظيفتين؟');
    // The reason is asked for, in words, at the field.
    await confirm.getByTestId('review-bulk-confirm-submit').click();
    await expect.poll(() => confirm.getByTestId('review-bulk-reason').getAttribute('aria-invalid')).toBe('true');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/admin-reviews-bulk-ar-1280.png`, fullPage: true });
    const reason = `اشتراط الجنس والعمر والحالة الاجتماعية غير جائز ${Date.now()}`;
    await confirm.getByTestId('review-bulk-reason').fill(reason);
    await Promise.all([page.waitForURL((url) => !url.search.includes('bulk=')), confirm.getByTestId('review-bulk-confirm-submit').click()]);
    await toastShown(page, 'بُتّ في وظيفتين');
    await expect.poll(() => cardOf(first.jobId).count()).toBe(0);
    expect(await cardOf(second.jobId).count()).toBe(0);
    const mails = await outbox('mail');
    for (const held of [first, second]) expect(mails.find((mail) => mail.to_address === held.account.email && mail.purpose === 'job_review_rejected')?.text_body).toContain(reason);
    await context.close();

    // At 390 px in English: approve the third after confirming; cancelling first changes nothing.
    const phone = await newPage(browser(), 390);
    await phone.page.goto('/en/login');
    await logInThroughForm(phone.page, ADMIN.email, ADMIN.password);
    await phone.page.goto('/en/admin/job-reviews');
    const card = phone.page.locator(`[data-testid="admin-review"][data-job-id="${third.jobId}"]`);
    await card.waitFor();
    await hydrated(phone.page);
    await card.getByTestId('review-check').check();
    await Promise.all([phone.page.waitForURL('**bulk=approve**'), phone.page.getByTestId('review-bulk-submit').click()]);
    await phone.page.getByTestId('review-bulk-confirm').waitFor();
    expect(await phone.page.getByTestId('review-bulk-confirm').innerText()).toContain('Approve one job?');
    if (SCREENSHOTS) await phone.page.screenshot({ path: `${SCREENSHOTS}/admin-reviews-bulk-en-390.png`, fullPage: true });
    await Promise.all([phone.page.waitForURL((url) => !url.search.includes('bulk=')), phone.page.getByTestId('review-bulk-cancel').click()]);
    expect((await apiCall<{ status: string }>('GET', `/api/v1/company/jobs/${third.jobId}`, third.token)).status).toBe('held');
    await card.getByTestId('review-check').check();
    await Promise.all([phone.page.waitForURL('**bulk=approve**'), phone.page.getByTestId('review-bulk-submit').click()]);
    await Promise.all([phone.page.waitForURL((url) => !url.search.includes('bulk=')), phone.page.getByTestId('review-bulk-confirm-submit').click()]);
    await toastShown(phone.page, 'One job is decided');
    await expect.poll(() => card.count()).toBe(0);
    expect((await apiCall<{ status: string }>('GET', `/api/v1/company/jobs/${third.jobId}`, third.token)).status).toBe('awaiting_payment');
    await phone.context.close();
  });

  it('lets a visitor report a job from its page, and the report reaches the administrators', async () => {
    // Not the newest job: the page sweep reports that one as a visitor from this same address, and one open report per
    // reporter and job would answer this journey "already reported" whenever the sweep ran first in its lane.
    const [, listed] = (await apiCall<{ items: Array<{ id: number }> }>('GET', '/api/v1/jobs?sort=newest&per_page=2', null)).items;
    const jobId = listed!.id;
    const { context, page } = await newPage(browser(), 390);
    await page.goto(`/en/jobs/${jobId}`);
    // A click that lands while the page is still hydrating is lost: wait until its code has loaded and run.
    await page.waitForLoadState('networkidle');
    const card = page.getByTestId('report-job');
    await card.locator('summary').click();
    // No reason chosen: the form says so.
    await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), card.getByTestId('report-submit').click()]);
    await card.getByTestId('report-reason-error').waitFor();
    const note = `They ask for a registration fee ${Date.now()}`;
    await card.getByTestId('report-reason-scam').check();
    await card.getByTestId('report-note').fill(note);
    if (SCREENSHOTS) await card.screenshot({ path: `${SCREENSHOTS}/report-job-en-390.png` });
    await Promise.all([page.waitForURL(`**/en/jobs/${jobId}`), card.getByTestId('report-submit').click()]);
    await toastShown(page, 'Thank you: your report was sent to our team');
    expect(pathOf(page)).toBe(`/en/jobs/${jobId}`);
    await context.close();

    const adminToken = await logInByApi(ADMIN.email, ADMIN.password);
    const reports = await apiCall<{ items: Array<{ id: number; note: string | null; reason: string; reporter: unknown }> }>('GET', `/api/admin/moderation/reports?status=open&job_id=${jobId}`, adminToken);
    const mine = reports.items.find((report) => report.note === note);
    expect(mine).toMatchObject({ reason: 'scam', reporter: null });

    // The administrator opens it and dismisses it (the demo job stays listed for other journeys).
    const admin = await newPage(browser());
    await admin.page.goto('/en/login');
    await logInThroughForm(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.goto(`/en/admin/job-reports/${mine!.id}`);
    await admin.page.getByTestId('admin-report-detail').waitFor();
    await admin.page.waitForLoadState('networkidle');
    expect(await admin.page.getByTestId('report-note-text').innerText()).toBe(note);
    if (SCREENSHOTS) await admin.page.screenshot({ path: `${SCREENSHOTS}/admin-report-en-1280.png`, fullPage: true });
    await Promise.all([admin.page.waitForResponse((response) => response.request().method() === 'POST'), admin.page.getByTestId('report-dismiss').click()]);
    await expect.poll(() => admin.page.getByTestId('admin-report-detail').getAttribute('data-status')).toBe('dismissed');
    await admin.context.close();
  });
});
