import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PNG } from './support/fixtures.ts';
import { payableCompanyWithJob, riyadhDay } from './support/companies.ts';
import { baseUrl, logInThroughForm, newPage, outbox, pathOf, registerByApi, useBrowser } from './support/session.ts';
import { confirmAdminAction, openAdminAction } from './support/admin-actions.ts';

const browser = useBrowser();
const ADMIN = { email: 'admin@demo.tawzeef.sa', password: 'Tawzeef@2026' };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

type TJson = { message: string; data: unknown; errors?: Record<string, string[]> };

async function api(method: string, path: string, token: string | null, body?: unknown, locale = 'en'): Promise<{ status: number; json: TJson }> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-locale': locale };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${baseUrl()}${path}`, { method, headers, body: payload });
  return { status: response.status, json: (await response.json()) as TJson };
}

async function ok<T = unknown>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const { status, json } = await api(method, path, token, body);
  if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
  return json.data as T;
}

async function logIn(login: string, password: string): Promise<string> {
  const data = await ok<{ access_token: { token: string } }>('POST', '/api/v1/auth/login', null, { login, password });
  return data.access_token.token;
}

async function logInPage(page: Page, prefix: '' | '/en', login: string, password: string) {
  await page.goto(`${prefix}/login`);
  await logInThroughForm(page, login, password);
}

/** The company chooses bank transfer on the checkout page of that language and uploads a PNG receipt. */
async function sendBankReceipt(page: Page, jobId: number, prefix: '' | '/en' = '/en') {
  await page.goto(`${prefix}/checkout/${jobId}`);
  await Promise.all([page.waitForURL((url) => url.pathname === `${prefix}/checkout/${jobId}`), page.getByTestId('pay-bank').click()]);
  await page.getByTestId('bank-transfer').waitFor();
  expect(await page.getByTestId('bank-account').count()).toBeGreaterThan(0);
  expect(await page.getByTestId('bank-reference').textContent()).toMatch(/^TWZ-\d{6}$/);
  await page.getByTestId('receipt-file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('receipt-submit').click();
  await page.getByTestId('checkout-review').waitFor();
}

describe('paying for a job posting in the browser', () => {
  it('pays online in Arabic on the test gateway; the job goes live on the public profile with a tax invoice', async () => {
    const { account, companyId, jobId } = await payableCompanyWithJob('محاسب أول للاختبار');
    const { context, page } = await newPage(browser());
    await logInPage(page, '', account.email, account.password);

    await page.goto(`/checkout/${jobId}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('checkout-job-title').textContent()).toBe('محاسب أول للاختبار');
    expect(await page.getByTestId('price-total').textContent()).toContain('ر.س');
    expect(await page.getByTestId('pay-blockers').count()).toBe(0);

    await Promise.all([page.waitForURL((url) => url.pathname.includes('/test-gateway/')), page.getByTestId('pay-online').click()]);
    expect(await page.locator('.banner').textContent()).toContain('TEST MODE');
    await page.locator('#name').fill('KHALID ALHARBI');
    await page.locator('#number').fill('4111 1111 1111 1111');
    await page.locator('#expiry').fill('12/30');
    await page.locator('#cvc').fill('123');
    await Promise.all([page.waitForURL((url) => url.pathname === '/payments/return'), page.locator('button[type="submit"]').click()]);
    await page.getByTestId('payment-success').waitFor();
    const returnUrl = page.url();
    const paymentId = Number(new URL(returnUrl).searchParams.get('payment'));

    // Reloading the return page confirms again without harm (idempotent).
    await page.reload();
    await page.getByTestId('payment-success').waitFor();

    await page.goto(`/company-profile/${companyId}`);
    await expect.poll(() => page.getByText('محاسب أول للاختبار').count()).toBeGreaterThan(0);

    await page.goto(`/invoices/${paymentId}`);
    expect(await page.getByTestId('invoice-number').textContent()).toMatch(/INV-\d{4}-\d{6}/);
    expect(await page.getByTestId('invoice-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await page.getByText('فاتورة ضريبية مبسطة').count()).toBeGreaterThan(0);
    expect(await page.getByText('Simplified Tax Invoice').count()).toBeGreaterThan(0);

    await page.goto('/payments');
    expect(await page.getByTestId('payment-row').first().getAttribute('data-payment-id')).toBe(String(paymentId));
    expect(await page.getByTestId('invoice-link').count()).toBe(1);
    // On a phone the list is cards and the page fits 390 px (decision 041).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('payment-card').first().waitFor();
    expect(await page.getByTestId('payments-table').isVisible()).toBe(false);
    expect(await page.getByTestId('payment-card').first().getAttribute('data-payment-id')).toBe(String(paymentId));
    expect(await page.getByTestId('invoice-card-link').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('says why a card was declined in the page’s language, on a phone (decision 041)', async () => {
    const { account, jobId } = await payableCompanyWithJob('محاسب للبطاقة المرفوضة');
    const { context, page } = await newPage(browser(), 390, 844);
    await logInPage(page, '', account.email, account.password);
    await page.goto(`/checkout/${jobId}`);
    await Promise.all([page.waitForURL((url) => url.pathname.includes('/test-gateway/')), page.getByTestId('pay-online').click()]);
    await page.locator('#name').fill('KHALID ALHARBI');
    await page.locator('#number').fill('4000 0000 0000 0002');
    await page.locator('#expiry').fill('12/30');
    await page.locator('#cvc').fill('123');
    await Promise.all([page.waitForURL((url) => url.pathname === '/payments/return'), page.locator('button[type="submit"]').click()]);
    // The gateway said "Card declined (test mode)": the page says it in Arabic.
    expect(await page.getByTestId('gateway-reason').innerText()).toBe('رفض البنك المُصدِر للبطاقة العملية. جرّب بطاقة أخرى أو تواصل مع البنك.');
    expect(await page.getByTestId('payment-failure').innerText()).not.toContain('declined');
    await context.close();
  });

  it('pays by bank transfer in English: an administrator approves, the job is active and invoiced', async () => {
    const { account, jobId, adminToken } = await payableCompanyWithJob('Senior Accountant e2e');
    const company = await newPage(browser());
    await logInPage(company.page, '/en', account.email, account.password);
    await sendBankReceipt(company.page, jobId);
    const payments = await ok<Array<{ id: number }>>('GET', `/api/v1/company/payments?job_id=${jobId}`, await logIn(account.email, account.password));
    const paymentId = payments[0]!.id;

    const admin = await newPage(browser());
    await logInPage(admin.page, '/en', ADMIN.email, ADMIN.password);
    await admin.page.goto('/en/admin/payments?status=awaiting_review');
    await admin.page.locator(`[data-testid="admin-row"][data-record-id="${paymentId}"]`).waitFor();
    await admin.page.goto(`/en/admin/payments/${paymentId}`);
    const receipt = await admin.page.request.get((await admin.page.locator('[data-field="receipt"] a').getAttribute('href'))!);
    expect(receipt.status()).toBe(200);
    expect(receipt.headers()['content-type']).toContain('image/png');
    // Read in the browser next to the payment: inline, sandboxed, in a new tab (decision 041).
    expect(receipt.headers()['content-disposition']).toMatch(/^inline;/);
    expect(receipt.headers()['content-security-policy']).toContain('sandbox');
    expect(await admin.page.locator('[data-field="receipt"] a').getAttribute('target')).toBe('_blank');
    await openAdminAction(admin.page, 'approve');
    await confirmAdminAction(admin.page);
    await expect.poll(() => admin.page.locator('[data-field="status"] [data-value]').getAttribute('data-value')).toBe('paid');

    await admin.page.goto('/en/admin/payments?status=paid');
    expect(await admin.page.locator(`[data-testid="admin-row"][data-record-id="${paymentId}"]`).count()).toBe(1);
    // A second review of the same transfer is refused.
    expect((await api('POST', `/api/admin/payments/${paymentId}/review`, adminToken, { decision: 'approve' })).status).toBe(409);

    await company.page.goto('/en/company-jobs?tab=active');
    await expect.poll(() => company.page.getByText('Senior Accountant e2e').count()).toBeGreaterThan(0);
    await company.page.goto(`/en/invoices/${paymentId}`);
    expect(await company.page.getByTestId('invoice-number').textContent()).toMatch(/INV-\d{4}-\d{6}/);
    expect(await company.page.getByText('Simplified Tax Invoice').count()).toBeGreaterThan(0);
    // The service period is the job's: from today (Riyadh) to its deadline, 20 days on.
    const day = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    expect(await company.page.getByTestId('invoice-service-period').innerText()).toBe(`${day(riyadhDay(0))} to ${day(riyadhDay(20))}`);
    await company.page.goto(`/en/checkout/${jobId}`);
    await company.page.getByTestId('checkout-done').waitFor();
    await admin.context.close();
    await company.context.close();
  });

  it('shows the administrator’s reason after a rejected transfer, and takes a new receipt', async () => {
    const { account, jobId } = await payableCompanyWithJob('Rejected transfer e2e');
    const company = await newPage(browser());
    await logInPage(company.page, '/en', account.email, account.password);
    await sendBankReceipt(company.page, jobId);

    const admin = await newPage(browser());
    await logInPage(admin.page, '/en', ADMIN.email, ADMIN.password);
    await admin.page.goto(`/en/admin/payments?status=awaiting_review&q=${encodeURIComponent('Rejected transfer e2e')}`);
    await Promise.all([admin.page.waitForURL(/\/en\/admin\/payments\/\d+$/), admin.page.getByTestId('admin-row-open').first().click()]);
    // The reason is required: an empty one is refused with a message at the field.
    await openAdminAction(admin.page, 'reject');
    await admin.page.getByTestId('admin-confirm-submit').click();
    await expect.poll(() => admin.page.getByTestId('admin-confirm-reason').getAttribute('aria-invalid')).toBe('true');
    await admin.page.getByTestId('admin-confirm-reason').fill('The amount on the receipt is 100 SAR short.');
    await confirmAdminAction(admin.page);
    await expect.poll(() => admin.page.locator('[data-field="status"] [data-value]').getAttribute('data-value')).toBe('rejected');

    await company.page.goto(`/en/checkout/${jobId}`);
    expect(await company.page.getByTestId('rejection-reason').textContent()).toBe('The amount on the receipt is 100 SAR short.');
    // Uploading again opens a new bank payment and sends it for review.
    await company.page.getByTestId('receipt-file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await company.page.getByTestId('receipt-submit').click();
    await company.page.getByTestId('checkout-review').waitFor();
    expect(pathOf(company.page)).toBe(`/en/checkout/${jobId}`);
    await admin.context.close();
    await company.context.close();
  });

  it('tells a company in Arabic by mail why its transfer was rejected; it follows the mail’s link and sends a new receipt', async () => {
    const title = `محاسب للتحويل المرفوض ${Date.now()}`;
    const { account, token, adminToken, jobId } = await payableCompanyWithJob(title);
    const { context, page } = await newPage(browser(), 390);
    await logInPage(page, '', account.email, account.password);
    await sendBankReceipt(page, jobId, '');
    const [payment] = await ok<Array<{ id: number }>>('GET', `/api/v1/company/payments?job_id=${jobId}`, token);

    const reason = 'المبلغ في الإيصال أقل من المطلوب بـ 100 ريال';
    const rejected = await api('POST', `/api/admin/payments/${payment!.id}/reject`, adminToken, { reason }, 'ar');
    expect(rejected.status).toBe(200);

    // The mail, in the company's language (Arabic), with the reason, what to do, and the link to the payment page.
    let mail: Record<string, string> | undefined;
    await expect
      .poll(async () => {
        mail = (await outbox('mail')).find((m) => m.to_address === account.email && m.purpose === 'payment_transfer_rejected');
        return mail;
      })
      .toBeTruthy();
    expect(mail!.locale).toBe('ar');
    expect(mail!.subject).toBe(`تعذّر قبول تحويلك البنكي لوظيفة «${title}»`);
    expect(mail!.html_body).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text_body).toContain(reason);
    expect(mail!.text_body).toContain('رفع إيصال جديد لتحويلك، أو الدفع إلكترونيًا بالبطاقة');
    const link = /افتح صفحة الدفع: (\S+)/.exec(mail!.text_body ?? '')?.[1];
    expect(link && new URL(link).pathname).toBe(`/checkout/${jobId}`);

    // The link opens the Arabic payment page, which shows the same reason; a new receipt goes for review.
    await page.goto(new URL(link!).pathname);
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.getByTestId('rejection-reason').textContent()).toBe(reason);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/transfer-rejected-ar-390.png`, fullPage: true });
    await page.getByTestId('receipt-file').setInputFiles({ name: 'receipt-2.png', mimeType: 'image/png', buffer: PNG });
    await Promise.all([page.waitForURL((url) => url.pathname === `/checkout/${jobId}`), page.getByTestId('receipt-submit').click()]);
    await page.getByTestId('checkout-review').waitFor();
    const payments = await ok<Array<{ id: number; status: string }>>('GET', `/api/v1/company/payments?job_id=${jobId}`, token);
    expect(payments.map((p) => p.status).sort()).toEqual(['awaiting_review', 'rejected']);
    // Its receipt was acknowledged again, in Arabic.
    await expect
      .poll(async () => (await outbox('mail')).filter((m) => m.to_address === account.email && m.purpose === 'payment_transfer_received' && m.locale === 'ar').length)
      .toBe(2);
    await context.close();
  });

  it('answers another company’s invoice with the not-found page', async () => {
    const other = await registerByApi('COMPANY');
    const { page, context } = await newPage(browser());
    await logInPage(page, '/en', other.email, other.password);
    const response = await page.goto('/en/invoices/1');
    expect(response?.status()).toBe(404);
    await context.close();
  });
});
