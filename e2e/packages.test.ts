import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PDF } from './support/fixtures.ts';
import { DEMO_ADMIN } from './support/companies.ts';
import { apiCall, baseUrl, logInByApi, logInThroughForm, newPage, outbox, registerByApi, useBrowser } from './support/session.ts';

const browser = useBrowser();

/** Riyadh's calendar date `days` from now (the API counts deadlines in Riyadh days). */
const riyadhDay = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A company that may pay (email confirmed, profile complete, verified) with one job waiting for payment. */
async function payableCompanyWithJob(title: string) {
  const account = await registerByApi('COMPANY');
  const token = await logInByApi(account.email, account.password);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await outbox('mail')).find((m) => m.to_address === account.email && m.purpose === 'verify_email');
      link = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
      return link;
    })
    .toBeTruthy();
  await apiCall('POST', '/api/v1/auth/email/verify', null, { token: link });
  const [sectors, cities] = await Promise.all([apiCall<Array<{ id: number }>>('GET', '/api/v1/lookups/sectors', token), apiCall<Array<{ id: number }>>('GET', '/api/v1/lookups/cities', token)]);
  const upload = new FormData();
  upload.append('file', new Blob([PDF], { type: 'application/pdf' }), 'cr.pdf');
  const uploaded = await fetch(`${baseUrl()}/api/v1/files?kind=commercial`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: upload });
  const file = ((await uploaded.json()) as { data: { id: number } }).data;
  await apiCall('PUT', '/api/v1/company/profile', token, {
    foundation_name: 'شركة الباقات للاختبار',
    foundation_name_en: 'Packages Test Co',
    commercial_number: `71${String(Date.now() % 100_000_000).padStart(8, '0')}`,
    commercial_file_id: file.id,
    sector_id: sectors[0]!.id,
    city_id: cities[0]!.id,
    address: 'طريق الملك فهد، الرياض',
    about_company: 'شركة سعودية للاختبار الآلي.',
  });
  const company = await apiCall<{ id: number }>('GET', '/api/v1/company/profile', token);
  const adminToken = await logInByApi(DEMO_ADMIN.email, DEMO_ADMIN.password);
  await apiCall('POST', `/api/admin/companies/${company.id}/review`, adminToken, { decision: 'verify' });
  const job = await apiCall<{ id: number }>('POST', '/api/v1/company/jobs', token, {
    title,
    description: '<p>Prepare the monthly accounts.</p>',
    duties: 'Monthly closing and reconciliations',
    qualifications: 'Bachelor in accounting',
    qualification_type: 'bachelor',
    experience_years: 2,
    sector_id: sectors[0]!.id,
    city_id: cities[0]!.id,
    job_type: 'full_time',
    working_hours: '8:00–16:00, Sunday to Thursday',
    benefits: 'Medical insurance',
    deadline: riyadhDay(20),
    salary_from: 8000,
    salary_to: 12000,
  });
  await apiCall('POST', `/api/v1/company/jobs/${job.id}/submit`, token);
  return { account, token, adminToken, jobId: job.id };
}

describe('posting packages in the browser (decision 130)', () => {
  it('buys a package on the test gateway in English, sees its credits, and publishes a job with one', async () => {
    const { account, adminToken, jobId } = await payableCompanyWithJob('Package Accountant');
    const name = `Starter ${randomBytes(3).toString('hex')}`;
    const pack = await apiCall<{ id: number }>('POST', '/api/admin/packages', adminToken, { name_ar: `باقة ${name}`, name_en: name, posts: 3, price_sar: 900, validity_days: 60 });

    const { context, page } = await newPage(browser());
    await page.goto('/en/busniss-platform');
    await page.getByTestId('business-packages').waitFor();
    expect(await page.locator(`[data-testid="package-card"][data-package-id="${pack.id}"]`).innerText()).toContain('3 posts');

    await page.goto('/en/login');
    await logInThroughForm(page, account.email, account.password);
    await page.goto('/en/payments');
    expect(await page.getByTestId('credits-available').innerText()).toBe('No credits');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await Promise.all([page.waitForURL((url) => url.pathname.includes('/test-gateway/')), page.getByTestId(`buy-online-${pack.id}`).click()]);
    expect(await page.locator('.banner').textContent()).toContain('TEST MODE');
    await page.locator('#name').fill('KHALID ALHARBI');
    await page.locator('#number').fill('4111 1111 1111 1111');
    await page.locator('#expiry').fill('12/30');
    await page.locator('#cvc').fill('123');
    await Promise.all([page.waitForURL((url) => url.pathname === '/en/payments/return'), page.locator('button[type="submit"]').click()]);
    await page.getByTestId('payment-success').waitFor();
    expect(await page.getByTestId('payment-success').innerText()).toContain('3 posting credits were added');
    const paymentId = Number(new URL(page.url()).searchParams.get('payment'));
    await page.reload();
    await page.getByTestId('payment-success').waitFor();

    await page.getByTestId('to-credits').click();
    await page.waitForURL((url) => url.pathname === '/en/payments');
    expect(await page.getByTestId('credits-available').innerText()).toBe('3 credits available');

    await page.goto(`/en/invoices/${paymentId}`);
    expect(await page.getByTestId('invoice-number').textContent()).toMatch(/INV-\d{4}-\d{6}/);
    const description = await page.getByTestId('invoice-description').innerText();
    expect(description).toContain('Posting package:');
    expect(description).toContain(name);
    expect(description).toContain('3 posts, valid 60 days');

    await page.goto(`/en/checkout/${jobId}`);
    await page.getByTestId('credit-choice').waitFor();
    await Promise.all([page.waitForURL((url) => url.pathname === `/en/checkout/${jobId}`), page.getByTestId('use-credit').click()]);
    await page.getByTestId('checkout-done').waitFor();
    await page.goto('/en/payments');
    expect(await page.getByTestId('credits-available').innerText()).toBe('2 credits available');
    await context.close();
  });

  it('shows the credits and packages in Arabic, right to left, on a phone without sideways scrolling', async () => {
    const { account, adminToken } = await payableCompanyWithJob('محاسب الباقات');
    await apiCall('POST', '/api/admin/packages', adminToken, { name_ar: 'باقة الهاتف', name_en: 'Phone pack', posts: 2, price_sar: 700, validity_days: 30 });
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/login');
    await logInThroughForm(page, account.email, account.password);
    await page.goto('/payments');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('credits-available').innerText()).toBe('لا يوجد رصيد');
    await page.getByTestId('packages').waitFor();
    expect(await page.getByTestId('packages').innerText()).toContain('باقة الهاتف');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
