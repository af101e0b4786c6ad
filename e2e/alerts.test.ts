import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, baseUrl, logInThroughForm, newPage, outbox, registerByApi, useBrowser } from './support/session.ts';

const browser = useBrowser();
const ADMIN = { email: 'admin@demo.tawzeef.sa', password: 'Tawzeef@2026' };

async function logInPage(page: Page, prefix: '' | '/en', login: string, password: string) {
  await page.goto(`${prefix}/login`);
  await logInThroughForm(page, login, password);
}

/** Submits a form with a button and waits for the page to come back from the action (a redirect with a toast). */
async function submit(page: Page, testId: string, within = page.locator('body')) {
  await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), within.getByTestId(testId).first().click()]);
  await page.waitForLoadState('networkidle');
}

/** A job seeker with an Arabic alert for «محاسب» and the digest of its newest matching demo jobs, mailed through the development endpoint (the schedule would wait a week). */
async function alertWithDigest() {
  const account = await registerByApi('USER');
  const login = await fetch(`${baseUrl()}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: account.email, password: account.password }) });
  const token = ((await login.json()) as { data: { access_token: { token: string } } }).data.access_token.token;
  const created = await fetch(`${baseUrl()}/api/v1/job-alerts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': 'ar' },
    body: JSON.stringify({ open_keys: 'محاسب', frequency: 'weekly' }),
  });
  expect(created.status).toBe(201);
  const alertId = ((await created.json()) as { data: { id: number } }).data.id;
  const run = await fetch(`${baseUrl()}/api/v1/dev/job-alerts/${alertId}/digest`, { method: 'POST' });
  expect(((await run.json()) as { data: { status: string } }).data.status).toBe('sent');
  const mail = (await outbox('mail')).find((m) => m.to_address === account.email && m.purpose === 'job_alert');
  expect(mail).toBeDefined();
  return { account, alertId, mail: mail! };
}

describe('job alerts in the browser', () => {
  it('creates an alert in Arabic, edits it in English, pauses it and deletes it', async () => {
    const account = await registerByApi('USER');
    const { context, page } = await newPage(browser(), 390, 844);
    await logInPage(page, '', account.email, account.password);

    await page.goto('/job-alerts');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('alerts-empty').waitFor();

    // Without keywords or a filter, the server says what is missing, in Arabic.
    await submit(page, 'alert-save');
    expect(await page.getByTestId('form-error').textContent()).toContain('أضف كلمات مفتاحية');

    await page.getByTestId('alert-open_keys').fill('محاسب');
    await page.getByTestId('alert-frequency').selectOption('daily');
    await page.getByTestId('alert-city_id').selectOption({ label: 'الرياض' });
    // Jobs reserved for Saudi nationals only (decision 084), as the search's filter.
    await page.getByTestId('alert-saudi_only').check();
    await submit(page, 'alert-save');
    const card = page.locator('[data-testid^="alert-"][data-paused]');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByTestId('alert-filters').textContent()).toContain('الرياض');
    expect(await card.getByTestId('alert-filters').textContent()).toContain('للسعوديين فقط');
    expect(await card.textContent()).toContain('يوميًا');
    expect(await card.getByTestId('alert-state').textContent()).toBe('نشط');

    // English: edit the same alert.
    await page.goto('/en/job-alerts');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await Promise.all([page.waitForURL(/\/en\/job-alerts\?edit=\d+/), card.getByTestId('alert-edit').click()]);
    await expect.poll(() => page.getByTestId('alert-open_keys').inputValue()).toBe('محاسب');
    await page.getByTestId('alert-open_keys').fill('Accountant');
    await page.getByTestId('alert-frequency').selectOption('monthly');
    expect(await page.getByTestId('alert-saudi_only').isChecked()).toBe(true);
    await page.getByTestId('alert-saudi_only').uncheck();
    await submit(page, 'alert-save');
    await expect.poll(() => page.url()).toMatch(/\/en\/job-alerts$/);
    await expect.poll(() => card.textContent()).toContain('Accountant');
    expect(await card.textContent()).toContain('Monthly');
    expect(await card.getByTestId('alert-filters').textContent()).toContain('Riyadh');
    expect(await card.getByTestId('alert-filters').textContent()).not.toContain('Saudi nationals only');

    await submit(page, 'alert-toggle', card);
    await expect.poll(() => card.getByTestId('alert-state').textContent()).toBe('Paused');
    await submit(page, 'alert-toggle', card);
    await expect.poll(() => card.getByTestId('alert-state').textContent()).toBe('Active');

    await submit(page, 'alert-delete', card);
    await page.getByTestId('alert-delete-confirm').waitFor();
    await submit(page, 'alert-delete-yes');
    await page.getByTestId('alerts-empty').waitFor();

    // WhatsApp for alerts and news (decision 140): refused while the phone is unconfirmed, said in Arabic; on once the SMS code confirms it.
    // Explicit /ar: the remembered-language cookie would send an unprefixed address to English.
    await page.goto('/ar/job-alerts');
    const whatsapp = page.getByTestId('channel-whatsapp');
    await submit(page, 'channel-save', whatsapp);
    expect(await page.getByTestId('channel-error').textContent()).toContain('رقم جوالك غير مؤكَّد');
    const phone = account.phone.replace(/^0/, '+966');
    const code = /(\d{6})/.exec((await outbox('sms')).find((sms) => sms.to_phone === phone && sms.purpose === 'verify_phone')?.body ?? '')?.[1];
    const { access_token } = await apiCall<{ access_token: { token: string } }>('POST', '/api/v1/auth/login', null, { login: account.email, password: account.password });
    await apiCall('POST', '/api/v1/auth/phone/verify', access_token.token, { code });
    await page.goto('/ar/job-alerts');
    await whatsapp.getByTestId('channel-news').uncheck();
    await submit(page, 'channel-save', whatsapp);
    await expect.poll(() => whatsapp.getByTestId('channel-state').textContent()).toBe('مفعّلة');
    expect(await whatsapp.getByTestId('channel-news').isChecked()).toBe(false);
    expect(await whatsapp.getByTestId('channel-local').textContent()).toContain('صندوق محلي');
    await submit(page, 'channel-stop', whatsapp);
    await expect.poll(() => whatsapp.getByTestId('channel-state').textContent()).toBe('غير مفعّلة');
    await context.close();
  });

  it('unsubscribes from the link of a digest, after a confirmation, in the alert\'s language', async () => {
    const { mail } = await alertWithDigest();
    expect(mail.html_body).toContain('dir="rtl"');
    const link = /https?:\/\/[^\s]+\/job-alerts\/unsubscribe\?token=[A-Za-z0-9._%-]+/.exec(mail.text_body ?? '')?.[0];
    expect(link).toBeDefined();

    // A visitor (no login) opens the link: nothing changes until the button is pressed.
    const { context, page } = await newPage(browser());
    const path = new URL(link!).pathname + new URL(link!).search;
    await page.goto(path);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('unsubscribe-form').waitFor();
    expect(await page.getByTestId('unsubscribe-form').textContent()).toContain('محاسب');
    await submit(page, 'unsubscribe-confirm');
    expect(await page.getByTestId('unsubscribe-done').textContent()).toContain('تم إلغاء اشتراكك');
    await page.reload();
    await page.getByTestId('unsubscribe-already').waitFor();

    // A changed token is refused.
    await page.goto(path.replace(/.{3}$/, 'AAA'));
    await page.getByTestId('unsubscribe-invalid').waitFor();
    await context.close();
  });

  it('shows the administrator the local outbox, labelled as not delivered, and opens a message safely', async () => {
    const { mail } = await alertWithDigest();
    const { context, page } = await newPage(browser());
    await logInPage(page, '/en', ADMIN.email, ADMIN.password);
    await page.goto('/en/admin');
    await Promise.all([page.waitForURL('**/en/admin/outbox'), page.getByTestId('admin-link-outbox').click()]);
    expect(await page.getByTestId('outbox-local-banner').textContent()).toContain('not delivered');
    // The filter names each purpose, never its key (decision 041).
    expect(await page.getByTestId('outbox-purpose').locator('option[value="job_alert"]').textContent()).toBe('Job alert');
    await page.getByTestId('outbox-purpose').selectOption('job_alert');
    await Promise.all([page.waitForURL('**/en/admin/outbox?purpose=job_alert'), page.getByTestId('outbox-filter').locator('button[type="submit"]').click()]);
    const first = page.getByTestId(`outbox-item-${mail.id}`);
    await first.waitFor();
    await Promise.all([page.waitForURL(/open=\d+/), first.getByTestId('outbox-open').click()]);
    const frame = page.getByTestId('outbox-frame');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expect.poll(async () => (await frame.elementHandle())?.contentFrame().then((f) => f?.locator('html').getAttribute('dir'))).toBe('rtl');
    await context.close();
  });
});
