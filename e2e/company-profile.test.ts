import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PDF } from './support/fixtures.ts';
import { baseUrl, chooseIn, logInThroughForm, loggedInAs, newPage, registerByApi, useBrowser } from './support/session.ts';
import { confirmAdminAction, openAdminAction } from './support/admin-actions.ts';

const browser = useBrowser();

/** The demo administrator seeded with the demo data (SEED_DEMO=true in global-setup). */
const ADMIN = { login: 'admin@demo.tawzeef.sa', password: 'Tawzeef@2026' };

/** React's complaints about a server render that differs from the browser's, and uncaught errors. */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|react/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Submits the profile form and waits for the page it redirects to. */
async function saveProfile(page: Page) {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.includes('company-profile')),
    page.getByTestId('company-save').click(),
  ]);
}

describe('the company profile', () => {
  it('is filled in Arabic with a CR PDF and a searched place while the tiles are down; an admin verifies it in English; the public page shows the badge', async () => {
    const { context, page } = await newPage(browser());
    const problems = watchErrors(page);
    await loggedInAs(page, 'COMPANY');
    const name = `شركة الاختبار ${randomBytes(3).toString('hex')}`;

    await page.goto('/company-profile');
    expect(await page.getByTestId('verification-card').getAttribute('data-status')).toBe('unverified');
    // The tile server is unreachable in this run: the page says so, in Arabic, and the coordinates stay usable.
    await page.getByTestId('map-unavailable').waitFor();
    expect(await page.getByTestId('map-unavailable').innerText()).toContain('تعذّر تحميل الخريطة');
    expect(await page.getByTestId('lat-input').isEditable()).toBe(true);

    // A malformed registration number is refused before sending, in Arabic.
    await page.getByTestId('foundation-name').fill(name);
    await page.getByTestId('commercial-number').fill('12345');
    await page.getByTestId('company-save').click();
    await page.locator('[aria-invalid="true"][name="commercial_number"]').waitFor();
    expect(await page.locator('#commercial-registration .mantine-TextInput-error').innerText()).toMatch(/[\u0600-\u06FF]/);

    await page.getByTestId('commercial-number').fill('1010123456');
    await page.getByTestId('commercial-file').setInputFiles({ name: 'السجل-التجاري.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('about-company').fill('شركة سعودية ناشئة تطور حلولًا رقمية للموارد البشرية.');
    await page.getByTestId('sector').selectOption({ index: 1 });
    await chooseIn(page, 'city', 'Riyadh', /الرياض|Riyadh/);
    await page.getByTestId('members-count').selectOption('10-49');
    await page.getByTestId('working-type').selectOption('startup');

    // Place search in Arabic through the (fake) Nominatim server; the result is chosen with the keyboard.
    await page.getByTestId('place-search-input').fill('برج المملكة');
    await page.getByTestId('place-search-input').press('Enter');
    await page.getByTestId('place-results').waitFor();
    await page.getByTestId('place-search-input').press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('برج المملكة');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('lat-input').inputValue()).toBe('24.711667');
    expect(await page.getByTestId('lng-input').inputValue()).toBe('46.674167');
    expect(await page.getByTestId('address').inputValue()).toContain('برج المملكة');

    await saveProfile(page);
    await page.waitForURL((url) => url.pathname === '/company-profile');
    await expect.poll(() => page.locator('.mantine-Notification-root').count()).toBeGreaterThan(0);
    // A complete registration (number and PDF) goes to review; the coordinates were saved despite the map.
    expect(await page.getByTestId('verification-card').getAttribute('data-status')).toBe('pending');
    expect(await page.getByTestId('verification-status').innerText()).toBe('قيد المراجعة');
    expect(await page.getByTestId('lat-input').inputValue()).toBe('24.711667');
    expect(await page.getByTestId('lng-input').inputValue()).toBe('46.674167');
    expect(await page.getByTestId('foundation-name').inputValue()).toBe(name);
    expect(await page.getByTestId('blocker-company_unverified').getAttribute('data-done')).toBe('false');
    // The private registration file downloads through the web server with the company's session.
    const href = await page.getByTestId('commercial-download').getAttribute('href');
    expect(await page.getByTestId('commercial-download').innerText()).toBe('السجل-التجاري.pdf');
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('application/pdf');

    // Not verified yet and no job live: the page is not public (decision 154), and the profile says so instead of linking to it.
    expect(await page.getByTestId('public-page-link').count()).toBe(0);
    expect(await page.locator('.company-aside').innerText()).toContain('ليست عامة بعد');
    expect(problems).toEqual([]);

    // The administrator verifies the company in English.
    const admin = await newPage(browser());
    await admin.page.goto('/en/login');
    await logInThroughForm(admin.page, ADMIN.login, ADMIN.password);
    expect(new URL(admin.page.url()).pathname).toBe('/en/admin');
    await admin.page.getByTestId('admin-link-companies').click();
    await admin.page.waitForURL((url) => url.pathname === '/en/admin/companies');
    await admin.page.goto(`/en/admin/companies?verification_status=pending&q=${encodeURIComponent(name)}`);
    const row = admin.page.locator('[data-testid="admin-row"]');
    await row.waitFor();
    const companyId = Number(await row.getAttribute('data-record-id'));
    expect(companyId).toBeGreaterThan(0);
    // Until then a visitor finds no page.
    expect((await fetch(`${baseUrl()}/en/company-profile/${companyId}`)).status).toBe(404);
    await Promise.all([admin.page.waitForURL(`**/en/admin/companies/${companyId}`), row.getByTestId('admin-row-open').click()]);
    expect(await admin.page.locator('[data-field="commercial_number"] dd').innerText()).toBe('1010123456');
    const file = await admin.page.request.get((await admin.page.locator('[data-field="commercial_file"] a').getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    // A rejection needs a reason: the server's message shows at the field, in English.
    await openAdminAction(admin.page, 'reject');
    await admin.page.getByTestId('admin-confirm-submit').click();
    await expect.poll(() => admin.page.getByTestId('admin-confirm-reason').getAttribute('aria-invalid')).toBe('true');
    expect(await admin.page.getByTestId('admin-confirm').innerText()).toMatch(/Reason field (is required|must be 3 characters at least)/);
    await admin.page.goto(`/en/admin/companies/${companyId}`);
    await openAdminAction(admin.page, 'verify');
    await confirmAdminAction(admin.page);
    await expect.poll(() => admin.page.locator('[data-field="verification_status"] [data-value]').getAttribute('data-value')).toBe('verified');
    await admin.page.goto('/en/admin/companies?verification_status=verified&per_page=100');
    expect(await admin.page.locator(`[data-testid="admin-row"][data-record-id="${companyId}"]`).count()).toBe(1);
    await admin.context.close();

    // The public page is open now, linked from the profile, and shows the badge, in English.
    await page.goto('/company-profile');
    expect(await page.getByTestId('public-page-link').getAttribute('href')).toBe(`/company-profile/${companyId}`);
    await page.goto(`/en/company-profile/${companyId}`);
    expect(await page.getByTestId('company-name').innerText()).toBe(name);
    expect(await page.getByTestId('verified-badge').innerText()).toBe('Verified employer');
    expect(await page.title()).toContain(name);
    await page.goto(`/en/company-profile/details/${companyId}`);
    expect(await page.getByTestId('verified-badge').innerText()).toBe('Verified employer');
    expect(await page.getByTestId('company-about').innerText()).toContain('حلولًا رقمية');
    // And the company sees its new state in Arabic.
    await page.goto('/company-profile');
    expect(await page.getByTestId('verification-card').getAttribute('data-status')).toBe('verified');
    expect(await page.getByTestId('blocker-company_unverified').getAttribute('data-done')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('saves the plain fields without JavaScript and shows the server’s field errors in English', async () => {
    const account = await registerByApi('COMPANY');
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/login');
    await page.locator('input[name="login"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/login')), page.getByTestId('login-submit').click()]);
    await page.goto('/en/company-profile');
    // Without JavaScript there is no map, but the coordinates are plain fields.
    expect(await page.getByTestId('map').innerText()).toContain('type the coordinates');
    await page.locator('input[name="website"]').fill('not a website');
    await page.locator('input[name="lat"]').fill('21.5433');
    await page.locator('input[name="lng"]').fill('39.1728');
    await page.getByTestId('address').fill('Al Hamra, Jeddah');
    await Promise.all([page.waitForLoadState('load'), page.getByTestId('company-save').click()]);
    // The field says what to mend, alone: no general banner beside it (issue 57, decision 146).
    expect(await page.getByTestId('form-error').count()).toBe(0);
    expect(await page.locator('[aria-invalid="true"][name="website"]').count()).toBe(1);
    expect(await page.locator('body').innerText()).toContain('Invalid Url');
    // What was typed is still there.
    expect(await page.getByTestId('address').inputValue()).toBe('Al Hamra, Jeddah');
    await page.locator('input[name="website"]').fill('https://example.sa');
    await Promise.all([page.waitForURL('**/en/company-profile'), page.getByTestId('company-save').click()]);
    expect(await page.getByTestId('form-error').count()).toBe(0);
    expect(await page.locator('input[name="lat"]').inputValue()).toBe('21.5433');
    expect(await page.locator('input[name="website"]').inputValue()).toBe('https://example.sa');
    await context.close();
  });

  it('answers the not-found page for an unknown company', async () => {
    const { context, page } = await newPage(browser());
    const response = await page.goto('/en/company-profile/99999999');
    expect(response?.status()).toBe(404);
    expect(await page.getByTestId('error-status').innerText()).toBe('404');
    expect((await page.goto('/company-profile/details/abc'))?.status()).toBe(404);
    await context.close();
  });
});
