import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payableCompanyWithJob } from './support/companies.ts';
import { PNG } from './support/fixtures.ts';
import { apiCall, baseUrl, hydrated, logInThroughForm, newPage, useBrowser } from './support/session.ts';

const browser = useBrowser();

/** Pays for a job waiting for payment by bank transfer, approved by the administrator: the job is live. */
async function publishByTransfer(token: string, adminToken: string, jobId: number): Promise<void> {
  const payment = await apiCall<{ id: number }>('POST', `/api/v1/company/jobs/${jobId}/payments`, token, { pay_type: 'bank' });
  const upload = new FormData();
  upload.append('file', new Blob([PNG], { type: 'image/png' }), 'receipt.png');
  const file = (await (await fetch(`${baseUrl()}/api/v1/files?kind=invoice`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: upload })).json()) as { data: { id: number } };
  await apiCall('POST', `/api/v1/company/payments/${payment.id}/receipt`, token, { invoice_file_id: file.data.id });
  await apiCall('POST', `/api/admin/payments/${payment.id}/review`, adminToken, { decision: 'approve' });
}

describe('featured jobs in the browser (decision 135)', () => {
  it('features a live job on the test gateway in English, then finds it first and marked on /find-jobs in both languages', async () => {
    const word = `Zephyrology${randomBytes(3).toString('hex')}`;
    const { account, token, adminToken, jobId } = await payableCompanyWithJob(`${word} Accountant`, { ar: 'شركة التمييز للاختبار', en: 'Featured Test Co' });
    // Both jobs go live (paid by bank transfer and approved through the API, as posts); the other one is newer, so
    // without featuring it would come first.
    await publishByTransfer(token, adminToken, jobId);
    const other = await payableCompanyWithJob(`${word} Accountant`, { ar: 'شركة أخرى للاختبار', en: 'Other Test Co' });
    await publishByTransfer(other.token, other.adminToken, other.jobId);

    const option = await apiCall<{ id: number }>('POST', '/api/admin/feature-options', adminToken, { days: 7, price_sar: 250 });

    const session = await newPage(browser());
    const shown = session.page;
    await shown.goto('/en/login');
    await logInThroughForm(shown, account.email, account.password);
    await shown.goto('/en/company-jobs');
    await Promise.all([shown.waitForURL((url) => url.pathname === `/en/company-jobs/${jobId}/feature`), shown.getByTestId('job-feature').first().click()]);
    await hydrated(shown);
    await Promise.all([shown.waitForURL((url) => url.pathname.includes('/test-gateway/')), shown.getByTestId(`feature-online-${option.id}`).click()]);
    await shown.locator('#name').fill('KHALID ALHARBI');
    await shown.locator('#number').fill('4111 1111 1111 1111');
    await shown.locator('#expiry').fill('12/30');
    await shown.locator('#cvc').fill('123');
    await Promise.all([shown.waitForURL((url) => url.pathname === '/en/payments/return'), shown.locator('button[type="submit"]').click()]);
    await shown.getByTestId('payment-success').waitFor();
    expect(await shown.getByTestId('payment-success').innerText()).toContain('The job is featured');
    await shown.goto('/en/company-jobs');
    await shown.getByTestId('job-featured-until').first().waitFor();

    // English: first, with the mark as text.
    await shown.goto(`/en/find-jobs?q=${word}`);
    await shown.getByTestId('job-card').nth(1).waitFor();
    const first = shown.getByTestId('job-card').first();
    expect(await first.getAttribute('data-job-id')).toBe(String(jobId));
    expect(await first.getByTestId('featured-badge').innerText()).toBe('Featured');
    expect(await shown.getByTestId('job-card').nth(1).getByTestId('featured-badge').count()).toBe(0);
    await session.context.close();

    // Arabic, right to left, for a visitor: the same job first, «مميزة»; its page marks it too.
    const visitor = await newPage(browser(), 390, 844);
    await visitor.page.goto(`/find-jobs?q=${word}`);
    expect(await visitor.page.locator('html').getAttribute('dir')).toBe('rtl');
    await visitor.page.getByTestId('job-card').nth(1).waitFor();
    const firstAr = visitor.page.getByTestId('job-card').first();
    expect(await firstAr.getAttribute('data-job-id')).toBe(String(jobId));
    expect(await firstAr.getByTestId('featured-badge').innerText()).toBe('مميزة');
    await visitor.page.goto(`/jobs/${jobId}`);
    expect(await visitor.page.getByTestId('featured-badge').innerText()).toBe('مميزة');
    await visitor.context.close();
  });
});
