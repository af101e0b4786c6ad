import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, verifiedCompany } from './support/companies.ts';
import { logInThroughForm, newPage, pathOf, useBrowser } from './support/session.ts';
import { confirmAdminAction, openAdminAction } from './support/admin-actions.ts';

const browser = useBrowser();

describe('a verified company’s new name (decision 085)', () => {
  it('waits for an administrator: the company sees it pending and withdraws it, asks again, and the public page changes only when the administrator approves it', async () => {
    const tag = randomBytes(3).toString('hex');
    const verifiedName = `شركة التدقيق ${tag}`;
    const company = await verifiedCompany(verifiedName);
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/login');
    await logInThroughForm(page, company.account.email, company.account.password);

    await page.goto('/company-profile');
    expect(await page.getByTestId('name-change-hint').innerText()).toContain('بعد أن يراجعه أحد المشرفين');
    const saveAs = async (name: string) => {
      await page.getByTestId('foundation-name').fill(name);
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.includes('company-profile')),
        page.getByTestId('company-save').click(),
      ]);
      await page.waitForURL((url) => url.pathname === '/company-profile');
    };
    await saveAs(`مجموعة التدقيق ${tag}`);
    const pending = page.getByTestId('name-change-pending');
    await pending.waitFor();
    expect(await pending.innerText()).toContain(`مجموعة التدقيق ${tag}`);
    expect(await pending.innerText()).toContain(verifiedName);
    expect(await page.getByTestId('foundation-name').inputValue()).toBe(`مجموعة التدقيق ${tag}`);

    // Visitors still see the verified name with the badge.
    const visitor = await newPage(browser());
    await visitor.page.goto(`/en/company-profile/${company.companyId}`);
    expect(await visitor.page.getByTestId('company-name').innerText()).toBe(verifiedName);
    expect(await visitor.page.getByTestId('verified-badge').count()).toBe(1);

    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByTestId('name-change-withdraw').click()]);
    await page.getByTestId('name-change-hint').waitFor();
    expect(await page.getByTestId('foundation-name').inputValue()).toBe(verifiedName);

    await saveAs(`مجموعة التدقيق ${tag}`);
    await pending.waitFor();

    // The administrator finds it in the queue, in English, and approves it.
    const admin = await newPage(browser());
    await admin.page.goto('/en/login');
    await logInThroughForm(admin.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.page.goto('/en/admin/companies?name_change=pending&per_page=100');
    const row = admin.page.locator(`[data-testid="admin-row"][data-record-id="${company.companyId}"]`);
    await Promise.all([admin.page.waitForURL(`**/en/admin/companies/${company.companyId}`), row.getByTestId('admin-row-open').click()]);
    expect(await admin.page.locator('[data-field="pending_name_ar"] dd').innerText()).toBe(`مجموعة التدقيق ${tag}`);
    expect(await admin.page.locator('[data-field="foundation_name"] dd').innerText()).toBe(verifiedName);
    await openAdminAction(admin.page, 'approve_name');
    await confirmAdminAction(admin.page);
    await expect.poll(() => admin.page.locator('[data-field="name_change"] [data-value]').getAttribute('data-value')).toBe('none');
    expect(pathOf(admin.page)).toBe(`/en/admin/companies/${company.companyId}`);

    await visitor.page.goto(`/en/company-profile/${company.companyId}`);
    expect(await visitor.page.getByTestId('company-name').innerText()).toBe(`مجموعة التدقيق ${tag}`);
    expect(await visitor.page.getByTestId('verified-badge').count()).toBe(1);
    await page.goto('/company-profile');
    expect(await page.getByTestId('name-change-pending').count()).toBe(0);
    await Promise.all([admin.context.close(), visitor.context.close(), context.close()]);
  }, 300_000);
});
