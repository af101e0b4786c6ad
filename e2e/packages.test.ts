import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payableCompanyWithJob } from './support/companies.ts';
import { apiCall, logInThroughForm, newPage, useBrowser } from './support/session.ts';

const browser = useBrowser();

describe('posting packages in the browser (decision 130)', () => {
  it('buys a package on the test gateway in English, sees its credits, and publishes a job with one', async () => {
    const { account, adminToken, jobId } = await payableCompanyWithJob('Package Accountant', { ar: 'شركة الباقات للاختبار', en: 'Packages Test Co' });
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
    const { account, adminToken } = await payableCompanyWithJob('محاسب الباقات', { ar: 'شركة الباقات للاختبار', en: 'Packages Test Co' });
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
