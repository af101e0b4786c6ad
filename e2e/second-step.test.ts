import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, newPage, registerByApi, useBrowser } from './support/session.ts';
import { totpNow } from './support/totp.ts';

const browser = useBrowser();

const words = {
  '': { on: 'مفعّل', title: 'خطوة أخرى', wrong: 'الرمز غير صحيح أو سبق استخدامه' },
  '/en': { on: 'On', title: 'One more step', wrong: 'The code is not correct, or it was already used' },
} as const;

/** Logs in with the password through the form of that language, which must then ask for the code. */
async function passwordStep(page: Page, prefix: '' | '/en', account: { email: string; password: string }) {
  await page.goto(`${prefix}/login`);
  await page.locator('input[name="login"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await Promise.all([page.waitForURL((url) => url.search.includes('step=code')), page.getByTestId('login-submit').click()]);
  await expect.poll(() => page.locator('h1').first().innerText()).toBe(words[prefix].title);
}

describe('a one-time-code app as the second step of signing in (decision 160)', () => {
  it.each([
    ['' as const, 390, 'rtl'],
    ['/en' as const, 1280, 'ltr'],
  ])('sets the app up on /account-security and signs in with its code (prefix "%s", %i px)', async (prefix, width, dir) => {
    const account = await registerByApi('USER');
    const { context, page } = await newPage(browser(), width);
    try {
      await page.goto(`${prefix}/login`);
      await page.locator('input[name="login"]').fill(account.email);
      await page.locator('input[name="password"]').fill(account.password);
      await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/login')), page.getByTestId('login-submit').click()]);

      await page.goto(`${prefix}/account-security`);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/account-security')), page.getByTestId('security-start').click()]);
      await page.getByTestId('totp-setup').waitFor();
      expect(await page.locator('img[src^="data:image/svg+xml"]').count()).toBe(1);
      const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);

      // A wrong code: the field says so, and the app is not on.
      await page.getByTestId('security-confirm-code').fill(totpNow(secret, -5));
      await page.getByTestId('security-confirm').click();
      await page.locator('[aria-invalid="true"][name="code"]').waitFor();
      await page.getByTestId('security-confirm-code').fill(totpNow(secret));
      await page.getByTestId('security-confirm').click();
      const codes = page.getByTestId('recovery-codes').locator('li');
      await expect.poll(() => codes.count()).toBe(10);
      expect(await page.getByTestId('second-step-state').innerText()).toBe(words[prefix].on);
      // The page fits the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // A new visit of the same browser, logged out (the header's logout button is in the menu on a phone).
      await context.clearCookies();
      await passwordStep(page, prefix, account);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      await page.getByTestId('second-step-code').fill('000000');
      await page.getByTestId('second-step-submit').click();
      await expect.poll(() => page.getByTestId('form-error').innerText()).toContain(words[prefix].wrong);
      await page.getByTestId('second-step-code').fill(totpNow(secret, 1));
      await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/login')), page.getByTestId('second-step-submit').click()]);
      // Logged in: the header names the account (folded into the menu on a phone).
      await page.getByTestId('header-user').first().waitFor({ state: 'attached' });
    } finally {
      await context.close();
    }
  });

  it('signs in with a recovery code through the form without JavaScript', async () => {
    const account = await registerByApi('USER');
    const headers = { 'content-type': 'application/json', 'x-locale': 'en' };
    const login = await fetch(`${baseUrl()}/api/v1/auth/login`, { method: 'POST', headers, body: JSON.stringify({ login: account.email, password: account.password }) });
    const token = ((await login.json()) as { data: { access_token: { token: string } } }).data.access_token.token;
    const auth = { ...headers, authorization: `Bearer ${token}` };
    const setup = await fetch(`${baseUrl()}/api/v1/user/second-step/totp`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const secret = ((await setup.json()) as { data: { secret: string } }).data.secret;
    const confirmed = await fetch(`${baseUrl()}/api/v1/user/second-step/totp/confirm`, { method: 'POST', headers: auth, body: JSON.stringify({ code: totpNow(secret) }) });
    const recovery = ((await confirmed.json()) as { data: { recovery_codes: string[] } }).data.recovery_codes;

    const context = await browser().newContext({ javaScriptEnabled: false, baseURL: baseUrl(), viewport: { width: 390, height: 800 } });
    try {
      const page = await context.newPage();
      await passwordStep(page, '/en', account);
      await page.getByTestId('second-step-code').fill(recovery[0]!);
      await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/login')), page.getByTestId('second-step-submit').click()]);
      // Logged in: the header names the account (folded into the menu at this width).
      await page.getByTestId('header-user').first().waitFor({ state: 'attached' });
    } finally {
      await context.close();
    }
  });
});
