import { describe, expect, it } from 'vitest';
import { baseUrl, hydrated, logInThroughForm, logOut, loggedInAs, newPage, pathOf, registerByApi, uniqueAccount, toastShown, useBrowser } from './support/session.ts';

const browser = useBrowser();

describe('accounts in the browser', () => {
  it('registers a job seeker in Arabic, then logs out', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    const account = uniqueAccount('seeker');
    await page.goto('/register');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('type-USER').click();
    await page.locator('input[name="first_name"]').fill('ريم');
    await page.locator('input[name="last_name"]').fill('الدوسري');
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="phone"]').fill(account.phone);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('input[name="password_confirmation"]').fill(account.password);
    await page.getByTestId('register-accept-terms').check();
    await Promise.all([page.waitForURL('**/profile'), page.getByTestId('register-submit').click()]);
    expect(pathOf(page)).toBe('/profile');
    await toastShown(page, 'تم إنشاء حسابك');
    const cookies = await context.cookies();
    const token = cookies.find((c) => c.name === 'auth._token.local');
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe('Lax');
    expect(token?.path).toBe('/');
    expect(cookies.find((c) => c.name === 'auth.strategy')).toBeTruthy();
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth._token');

    // The phone layout keeps logout in the menu, which needs the page's script: a submit made before hydration
    // posted the form itself and loaded /profile as a new document.
    await hydrated(page);
    // The menu's drawer, opened (again, if a re-render right after registering closed it before it showed).
    const menu = page.getByRole('button', { name: 'القائمة' });
    const drawerLogout = page.locator('.mantine-Drawer-content').getByTestId('logout-button');
    await expect
      .poll(async () => {
        if (await drawerLogout.isVisible()) return true;
        if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
        return false;
      })
      .toBe(true);
    expect(await page.locator('.mantine-Drawer-content').getByTestId('header-user').innerText()).toContain('ريم الدوسري');
    // Logging out is a client-side navigation home: the address is polled (a navigation wait can miss one made in
    // the document), then what the home page shows.
    await drawerLogout.click();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect((await context.cookies()).find((c) => c.name === 'auth._token.local')).toBeUndefined();
    await expect.poll(() => page.getByRole('link', { name: 'تسجيل الدخول' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the server’s field errors in English and keeps what was typed', async () => {
    const { context, page } = await newPage(browser());
    const existing = await registerByApi('USER');
    await page.goto('/en/register');
    await page.locator('input[name="first_name"]').fill('Omar');
    await page.locator('input[name="last_name"]').fill('Saleh');
    await page.locator('input[name="email"]').fill(existing.email.toUpperCase());
    await page.locator('input[name="phone"]').fill(existing.phone);
    await page.locator('input[name="password"]').fill('Another-pass1');
    await page.locator('input[name="password_confirmation"]').fill('Another-pass1');
    await page.getByTestId('register-accept-terms').check();
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByText('This email is already registered: log in or use another email').count()).toBeGreaterThan(0);
    expect(await page.getByText('This phone number is already registered: log in or use another number').count()).toBeGreaterThan(0);
    expect(pathOf(page)).toBe('/en/register');
    await context.close();
  });

  it('checks the form in the browser with the same rules, in Arabic', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/register');
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByText('حقل الاسم الأول مطلوب').count()).toBe(1);
    expect(await page.getByText('البريد الإلكتروني غير صالح').count()).toBe(1);
    await context.close();
  });

  it('registers a company in English, logs out, and logs in again by phone number', async () => {
    const { context, page } = await newPage(browser());
    const account = uniqueAccount('company');
    await page.goto('/en/register?type=COMPANY');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await page.locator('input[name="foundation_name"]').fill('Desert Rose Trading');
    await page.locator('input[name="first_name"]').fill('Majed');
    await page.locator('input[name="last_name"]').fill('Alzahrani');
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="phone"]').fill(account.phone);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('input[name="password_confirmation"]').fill(account.password);
    await page.locator('select[name="hear_by_id"]').selectOption('social');
    await page.getByTestId('register-accept-terms').check();
    await Promise.all([page.waitForURL('**/en/company-profile'), page.getByTestId('register-submit').click()]);
    await expect.poll(() => page.getByTestId('header-user').first().innerText()).toContain('Company');

    await logOut(page);
    expect(pathOf(page)).toBe('/en');
    await page.goto('/en/login');
    const internationalPhone = `+966 ${account.phone.slice(1)}`;
    await logInThroughForm(page, internationalPhone, account.password);
    expect(pathOf(page)).toBe('/en/company-jobs');
    await expect.poll(() => page.getByTestId('header-user').first().innerText()).toContain('Majed Alzahrani');
    await context.close();
  });

  it('logs in by email and says the same thing for a wrong password as for an unknown account', async () => {
    const { context, page } = await newPage(browser());
    const account = await registerByApi('USER');
    await page.goto('/en/login');
    await page.locator('input[name="login"]').fill(account.email);
    await page.locator('input[name="password"]').fill('Wrong-pass-1');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('form-error').innerText()).toBe('The email, phone number or password is incorrect');
    await page.locator('input[name="login"]').fill(`nobody.${account.email}`);
    await page.locator('input[name="password"]').fill('Wrong-pass-1');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('form-error').innerText()).toBe('The email, phone number or password is incorrect');
    await logInThroughForm(page, account.email, account.password);
    expect(pathOf(page)).toBe('/en');
    await context.close();
  });

  it('sends an anonymous visitor from /profile/skills to /login and back there after login', async () => {
    const { context, page } = await newPage(browser());
    const account = await registerByApi('USER');
    await page.goto('/profile/skills');
    expect(pathOf(page)).toBe('/login');
    await logInThroughForm(page, account.email, account.password);
    expect(pathOf(page)).toBe('/profile/skills');
    await expect.poll(() => page.locator('h1').innerText()).toBe('المهارات');
    await context.close();
  });

  it('keeps a job seeker out of company pages and a company out of the CV profile', async () => {
    const { context, page } = await newPage(browser());
    await loggedInAs(page, 'USER', '/en');
    await page.goto('/en/post-job');
    expect(pathOf(page)).toBe('/en');
    await page.goto('/en/login');
    expect(pathOf(page)).toBe('/en');
    await context.close();

    const second = await newPage(browser());
    await loggedInAs(second.page, 'COMPANY');
    await second.page.goto('/profile/skills');
    expect(pathOf(second.page)).toBe('/');
    await second.context.close();
  });

  const UNSAFE_REDIRECTS = [
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    '//evil.example/%2F..',
    '/\t/evil.example',
    '/%0d%0aLocation:%20https://evil.example',
    'evil.example',
    '\\\\evil.example',
    'data:text/html,hi',
  ];

  it(`ignores each of ${UNSAFE_REDIRECTS.length} unsafe redirect values and goes home after login`, async () => {
    const account = await registerByApi('USER');
    const { context, page } = await newPage(browser());
    for (const value of UNSAFE_REDIRECTS) {
      await page.goto(`/login?redirect=${encodeURIComponent(value)}`);
      await logInThroughForm(page, account.email, account.password);
      expect(new URL(page.url()).host, value).toBe(new URL(baseUrl()).host);
      expect(pathOf(page), value).toBe('/');
      await logOut(page);
    }
    // A safe one is honoured.
    await page.goto(`/login?redirect=${encodeURIComponent('/en/find-jobs?q=engineer')}`);
    await logInThroughForm(page, account.email, account.password);
    expect(page.url()).toMatch(/\/en\/find-jobs\?q=engineer$/);
    await context.close();
  });
});
