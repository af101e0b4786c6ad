import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ar } from '../apps/web/app/i18n/ar.ts';
import { DEMO_ADMIN, payableCompanyWithJob, payByTransfer } from './support/companies.ts';
import { expectReadableAtBothWidths, resize } from './support/page-check.ts';
import { apiCall, baseUrl, logInThroughForm, newPage, pathOf, useBrowser } from './support/session.ts';
import { confirmAdminAction, openAdminAction } from './support/admin-actions.ts';

const browser = useBrowser();
const MESSAGE_IDS = new Set(Object.keys(ar));

/** The page reads as words at both widths: no message id shown, nothing wider than the window. */
const readableAtBothWidths = (page: Page) => expectReadableAtBothWidths(page, MESSAGE_IDS);

/** A company's job paid by bank transfer and approved by the demo administrator: the payment and its invoice. */
async function paidTransfer(title: string) {
  const company = await payableCompanyWithJob(title);
  const paymentId = await payByTransfer(company.token, company.jobId, company.adminToken);
  const invoice = await apiCall<{ invoice_number: string }>('GET', `/api/v1/company/payments/${paymentId}/invoice`, company.token);
  return { ...company, paymentId, invoiceNumber: invoice.invoice_number };
}

describe('credit notes and the e-invoicing console (decision 171)', () => {
  it('the demo administrator refunds a paid transfer on a phone in Arabic; the company reads the bilingual credit note (English page, Arabic beside it); the ZATCA page says where e-invoicing stands', async () => {
    const paid = await paidTransfer('محاسب للاسترداد e2e');

    // The administrator, on a phone, in Arabic: the payment's record, the refund with its reason (a second step given at login).
    const admin = await newPage(browser(), 390, 844);
    await admin.page.goto('/login');
    await logInThroughForm(admin.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(pathOf(admin.page)).toBe('/admin');
    await admin.page.goto(`/admin/payments/${paid.paymentId}`);
    await openAdminAction(admin.page, 'refund');
    await admin.page.getByTestId('admin-confirm-reason').fill('أُعيد المبلغ بطلب الشركة');
    await confirmAdminAction(admin.page);
    await expect.poll(() => admin.page.locator('[data-field="credit_reason"] [data-value]').getAttribute('data-value')).toBe('refund');
    expect(await admin.page.locator('[data-field="credit_reason"] dd').innerText()).toContain('استرداد المبلغ');
    // Once: the action is refused a second time, in the administrator's language.
    const again = await fetch(`${baseUrl()}/api/admin/payments/${paid.paymentId}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${paid.adminToken}`, 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify({ reason: 'مرة ثانية' }),
    });
    expect(again.status).toBe(409);

    // The console's ZATCA page: phase 2 is off on this server, and it says so (Arabic, both widths).
    await admin.page.goto('/admin/zatca');
    expect(await admin.page.getByTestId('zatca-mode').innerText()).toContain('متوقفة');
    await admin.page.getByTestId('zatca-not-onboarded').waitFor();
    expect(await admin.page.getByTestId('zatca-count-waiting').innerText()).toContain('بانتظار الإرسال');
    await readableAtBothWidths(admin.page);
    await admin.page.goto('/en/admin/zatca');
    await resize(admin.page, 1280);
    await admin.page.getByTestId('admin-link-zatca').waitFor();
    expect(await admin.page.getByTestId('zatca-mode').innerText()).toContain('Off');
    await readableAtBothWidths(admin.page);
    await admin.context.close();

    // The company, in English at 1280 px: its payments list the credit note beside the invoice.
    const company = await newPage(browser());
    await company.page.goto('/en/login');
    await logInThroughForm(company.page, paid.account.email, paid.account.password);
    await company.page.goto('/en/payments');
    expect(await company.page.getByTestId('payment-status').first().getAttribute('data-status')).toBe('credited');
    await Promise.all([company.page.waitForURL(`**/en/invoices/${paid.paymentId}/credit-note`), company.page.getByTestId('invoice-link-credit').click()]);
    const sheet = company.page.getByTestId('invoice');
    expect(await sheet.getAttribute('data-document')).toBe('credit-note');
    const text = await sheet.innerText();
    // Both languages on the one document (ZATCA): the title, the reason, the labels.
    expect(text).toContain('Credit Note for a Simplified Tax Invoice');
    expect(text).toContain('إشعار دائن لفاتورة ضريبية مبسطة');
    expect(await company.page.getByTestId('invoice-number').innerText()).toBe(`${paid.invoiceNumber}-CN`);
    expect(await company.page.getByTestId('credit-invoice').innerText()).toBe(paid.invoiceNumber);
    const reason = await company.page.getByTestId('credit-reason').innerText();
    expect(reason).toContain('Refund');
    expect(reason).toContain('استرداد المبلغ');
    expect(reason).toContain('أُعيد المبلغ بطلب الشركة');
    await company.page.getByTestId('invoice-qr').waitFor();
    await readableAtBothWidths(company.page);
    // The invoice's own page leads to it too; the invoice stays as it was issued.
    await company.page.goto(`/en/invoices/${paid.paymentId}`);
    expect(await company.page.getByTestId('invoice').getAttribute('data-document')).toBe('invoice');
    expect(await company.page.getByTestId('invoice-number').innerText()).toBe(paid.invoiceNumber);
    await Promise.all([company.page.waitForURL(`**/invoices/${paid.paymentId}/credit-note`), company.page.getByTestId('credit-note-link').click()]);
    // (The address changes as the navigation commits; the credit note's page renders right after.)
    await expect.poll(() => company.page.getByTestId('invoice-title').innerText()).toBe('Credit Note for a Simplified Tax Invoice');
    await company.context.close();
  });
});
