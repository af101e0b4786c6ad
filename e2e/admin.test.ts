import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, verifiedCompany } from './support/companies.ts';
import { HORIZON } from './support/fixtures.ts';
import { apiCall, baseUrl, logInByApi, logInThroughForm, newPage, outbox, pathOf, registerByApi, uniqueAccount, useBrowser } from './support/session.ts';
import { confirmAdminAction, openAdminAction } from './support/admin-actions.ts';

const browser = useBrowser();

const ADMIN = DEMO_ADMIN;

/** Logs the demo administrator in through the form of that language; the console is where they land. */
async function adminLogsIn(page: Page, prefix: '' | '/en') {
  await page.goto(`${prefix}/login`);
  await logInThroughForm(page, ADMIN.email, ADMIN.password);
  expect(pathOf(page)).toBe(`${prefix}/admin`);
}

describe('the operator’s console', () => {
  it('lets an administrator in Arabic find a company by its CR number and revoke its verification with a reason', async () => {
    const company = await verifiedCompany();
    const { context, page } = await newPage(browser());
    await adminLogsIn(page, '');
    await page.getByTestId('admin-stat').first().waitFor();

    await Promise.all([page.waitForURL('**/admin/companies'), page.getByTestId('admin-link-companies').click()]);
    await page.getByTestId('admin-search').fill(company.commercialNumber);
    await Promise.all([page.waitForURL((url) => url.search.includes(company.commercialNumber)), page.getByTestId('admin-filter-submit').click()]);
    const rows = page.getByTestId('admin-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-record-id')).toBe(String(company.companyId));
    await Promise.all([page.waitForURL(`**/admin/companies/${company.companyId}`), rows.first().getByTestId('admin-row-open').click()]);
    expect(await page.locator('[data-field="verification_status"] [data-value]').getAttribute('data-value')).toBe('verified');
    expect(await page.locator('[data-field="commercial_number"] dd').innerText()).toBe(company.commercialNumber);

    await openAdminAction(page, 'revoke');
    // No reason: refused by the server, with its message at the field, in Arabic.
    await page.getByTestId('admin-confirm-submit').click();
    await expect.poll(() => page.getByTestId('admin-confirm-reason').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('admin-confirm').innerText()).toContain('حقل السبب مطلوب');
    await page.getByTestId('admin-confirm-reason').fill('انتهت صلاحية السجل التجاري المرفوع');
    await confirmAdminAction(page);

    await expect.poll(() => page.locator('[data-field="verification_status"] [data-value]').getAttribute('data-value')).toBe('rejected');
    expect(await page.locator('[data-field="verification_note"] dd').innerText()).toBe('انتهت صلاحية السجل التجاري المرفوع');
    const entry = page.getByTestId('admin-history-entry').first();
    expect(await entry.getAttribute('data-action')).toBe('revoke');
    expect(await entry.innerText()).toContain('انتهت صلاحية السجل التجاري المرفوع');
    // The company was told, in its language, with the reason.
    await expect
      .poll(async () => (await outbox('mail')).find((mail) => mail.to_address === company.account.email && mail.purpose === 'company_revoked')?.text_body ?? '')
      .toContain('انتهت صلاحية السجل التجاري المرفوع');
    await context.close();
  });

  it('lets an administrator in Arabic on a phone suspend two users at once, each with the reason and its own audit entry', async () => {
    const tag = `bulk${randomInt(0, 1_000_000_000).toString(36)}`;
    const people = [await registerByApi('USER', uniqueAccount(tag)), await registerByApi('USER', uniqueAccount(tag))];
    const tokens = await Promise.all(people.map((person) => logInByApi(person.email, person.password)));
    const { context, page } = await newPage(browser(), 390, 844);
    await adminLogsIn(page, '');
    await page.goto(`/admin/users?q=${tag}`);
    await expect.poll(() => page.getByTestId('admin-row').count()).toBe(2);
    const ids = await page.getByTestId('admin-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-record-id')!));
    for (const id of ids) await page.locator(`input[name="id"][value="${id}"]`).check();
    await page.locator('select[name="bulk"]').selectOption('suspend');
    await Promise.all([page.waitForURL((url) => url.searchParams.get('bulk') === 'suspend'), page.getByTestId('admin-bulk-submit').click()]);
    const panel = page.getByTestId('admin-confirm');
    await panel.waitFor();
    for (const id of ids) expect(await panel.innerText()).toContain(`#${id}`);
    await page.getByTestId('admin-confirm-reason').fill('حسابات مكررة أُنشئت لإرسال رسائل مزعجة');
    await Promise.all([page.waitForURL((url) => !url.searchParams.has('bulk')), page.getByTestId('admin-confirm-submit').click()]);

    // Both are suspended, their sessions ended, and each has its own entry with the reason.
    const adminToken = await logInByApi(ADMIN.email, ADMIN.password);
    for (const [index, id] of ids.entries()) {
      expect((await apiCall<{ status: string }>('GET', `/api/admin/users/${id}`, adminToken)).status).toBe('suspended');
      const profile = await fetch(`${baseUrl()}/api/v1/user/simple-profile`, { headers: { authorization: `Bearer ${tokens[index]}` } });
      expect(profile.status).toBe(401);
      const entries = await apiCall<{ items: Array<{ action: string; reason: string | null }> }>('GET', `/api/admin/audit-log?resource=users&record_id=${id}`, adminToken);
      expect(entries.items.map((entry) => [entry.action, entry.reason])).toEqual([['suspend', 'حسابات مكررة أُنشئت لإرسال رسائل مزعجة']]);
    }
    await context.close();
  });

  it('lets an administrator in English suspend a user, which ends their session, and see it in the audit log', async () => {
    const seeker = await registerByApi('USER');
    const seekerToken = await logInByApi(seeker.email, seeker.password);
    const { context, page } = await newPage(browser());
    await adminLogsIn(page, '/en');

    await Promise.all([page.waitForURL('**/en/admin/users'), page.getByTestId('admin-link-users').click()]);
    await page.getByTestId('admin-search').fill(seeker.email);
    await Promise.all([page.waitForURL((url) => url.search.includes('q=')), page.getByTestId('admin-filter-submit').click()]);
    await Promise.all([page.waitForURL((url) => /\/en\/admin\/users\/\d+$/.test(url.pathname)), page.getByTestId('admin-row-open').first().click()]);
    const userId = pathOf(page).split('/').at(-1)!;

    await openAdminAction(page, 'suspend');
    await page.getByTestId('admin-confirm').waitFor();
    expect(await page.getByTestId('admin-confirm').innerText()).toContain('write the reason');
    await page.getByTestId('admin-confirm-reason').fill('Sent the same message to hundreds of companies');
    await confirmAdminAction(page);
    await expect.poll(() => page.locator('[data-field="status"] [data-value]').getAttribute('data-value')).toBe('suspended');
    expect(await page.locator('[data-field="active_sessions"] dd').innerText()).toBe('0');
    // The person's session has ended.
    const profile = await fetch(new URL('/api/v1/user/simple-profile', page.url()), { headers: { authorization: `Bearer ${seekerToken}` } });
    expect(profile.status).toBe(401);

    // The audit log has the entry: who, what, the reason, before and after.
    await Promise.all([page.waitForURL('**/en/admin/audit-log'), page.getByTestId('admin-link-audit-log').click()]);
    await page.getByTestId('admin-filters-toggle').click();
    await page.getByTestId('admin-filter-record_id').fill(userId);
    await page.getByTestId('admin-filter-resource').fill('users');
    await Promise.all([page.waitForURL((url) => url.search.includes('record_id=')), page.getByTestId('admin-filter-submit').click()]);
    const row = page.getByTestId('admin-row').first();
    await expect.poll(() => page.getByTestId('admin-row').count()).toBe(1);
    expect(await row.innerText()).toContain('Sent the same message to hundreds of companies');
    expect(await row.innerText()).toContain(ADMIN.email);
    await Promise.all([page.waitForURL(/\/en\/admin\/audit-log\/\d+$/), row.getByTestId('admin-row-open').click()]);
    // The action in words, never its code (decision 150).
    expect(await page.locator('[data-field="action"] dd').innerText()).toBe('Suspended');
    expect(await page.locator('[data-field="before"] dd').innerText()).toContain('"status": "active"');
    expect(await page.locator('[data-field="after"] dd').innerText()).toContain('"status": "suspended"');
    expect(await page.locator('[data-field="after"] dd').innerText()).not.toContain('password');
    await context.close();
  });

  it('lets an administrator in English on a phone remove a reported message: both sides see the placeholder and the reporter is told (decision 097)', async () => {
    const seeker = await registerByApi('USER');
    const seekerToken = await logInByApi(seeker.email, seeker.password);
    await apiCall('PUT', '/api/v1/user/profile/job-required', seekerToken, { job_role_title: 'محاسب', expected_salary: 9000, notice_period: 1, job_type: 'full_time' });
    const { id: seekerId } = await apiCall<{ id: number }>('GET', '/api/v1/user/simple-profile', seekerToken);
    const companyToken = await logInByApi(HORIZON.email, HORIZON.password);
    const scam = `Pay 300 SAR to reserve your interview ${randomInt(100_000, 999_999)}`;
    const started = await apiCall<{ conversation: { id: number }; messages: Array<{ id: number }> }>('POST', '/api/v1/conversations', companyToken, { seeker_id: seekerId, body: scam });
    const conversationId = started.conversation.id;
    const messageId = started.messages.at(-1)!.id;
    await apiCall('POST', `/api/v1/conversations/${conversationId}/messages/${messageId}/report`, seekerToken, { reason: 'scam' });
    const reportId = `${messageId}-${seekerId}`;

    const { context, page } = await newPage(browser(), 390, 844);
    await adminLogsIn(page, '/en');
    // The list opens on the open reports.
    await page.goto('/en/admin/message-reports');
    expect(await page.getByTestId('admin-filter-status').inputValue()).toBe('open');
    const row = page.locator(`[data-testid="admin-row"][data-record-id="${reportId}"]`);
    await row.waitFor();
    await Promise.all([page.waitForURL(`**/admin/message-reports/${reportId}`), row.getByTestId('admin-row-open').click()]);
    await openAdminAction(page, 'act');
    expect(await page.getByTestId('admin-confirm-consequence').innerText()).toContain('removed from the conversation for both sides');
    await page.getByTestId('admin-confirm-reason').fill('Asks for money to reserve an interview');
    await confirmAdminAction(page);
    await expect.poll(() => page.locator('[data-field="status"] [data-value]').getAttribute('data-value')).toBe('acted');
    expect(await page.getByTestId('admin-history-entry').first().getAttribute('data-action')).toBe('act');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // No second decision: the actions are no longer offered.
    expect(await page.getByTestId('admin-action-dismiss').count()).toBe(0);
    await context.close();

    // The seeker, in English: the placeholder where the message was, and a mail saying the report was handled.
    const seen = await newPage(browser(), 1280, 900);
    await seen.page.goto('/en/login');
    await logInThroughForm(seen.page, seeker.email, seeker.password);
    await seen.page.goto(`/en/messages/${conversationId}`);
    const removed = seen.page.locator(`[data-testid="message"][data-message-id="${messageId}"]`);
    await removed.getByTestId('message-removed').waitFor();
    expect(await removed.innerText()).toContain('This message was removed by moderation');
    expect(await removed.innerText()).not.toContain('300 SAR');
    await expect.poll(async () => (await outbox('mail')).some((mail) => mail.to_address === seeker.email && mail.purpose === 'message_report_acted')).toBe(true);
    await seen.context.close();
    // The company sees the same placeholder.
    const thread = await apiCall<{ messages: Array<{ id: number; removed: boolean; body: string | null }> }>('GET', `/api/v1/conversations/${conversationId}`, companyToken);
    expect(thread.messages.find((message) => message.id === messageId)).toMatchObject({ removed: true, body: null });
  });
});
