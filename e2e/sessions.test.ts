import { describe, expect, it } from 'vitest';
import { baseUrl, logInByApi, logInThroughForm, newPage, registerByApi, toastShown, useBrowser } from './support/session.ts';

const browser = useBrowser();

describe('sessions a person can see and end on /account-security (issue 61 §2)', () => {
  it('lists where the account is signed in, this device marked, and ends one and then all the others', async () => {
    // Registering opened one session and an API login another: with the browser's, three.
    const account = await registerByApi('USER');
    const elsewhere = await logInByApi(account.email, account.password);
    const { context, page } = await newPage(browser(), 1280);
    try {
      await page.goto('/en/login');
      await logInThroughForm(page, account.email, account.password);
      await page.goto('/en/account-security');
      const rows = page.getByTestId('session');
      await expect.poll(() => rows.count()).toBe(3);
      const mine = page.locator('[data-testid="session"][data-current]');
      expect(await mine.count()).toBe(1);
      expect(await mine.innerText()).toContain('Chrome on Linux');
      expect(await mine.innerText()).toContain('This device');
      expect(await page.getByTestId('session-end').count()).toBe(2);

      await page.getByTestId('session-end').first().click();
      await toastShown(page, 'The session has ended');
      await expect.poll(() => rows.count()).toBe(2);

      await page.getByTestId('sessions-end-others').click();
      await toastShown(page, 'Every other session has ended');
      await expect.poll(() => rows.count()).toBe(1);
      await page.getByTestId('sessions-only-this').waitFor();
      // The API login's token ended with them; this browser is still signed in.
      const answer = await fetch(`${baseUrl()}/api/v1/user/profile`, { headers: { authorization: `Bearer ${elsewhere}` } });
      expect(answer.status).toBe(401);
      await page.reload();
      expect(await page.locator('[data-testid="session"][data-current]').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('ends the other sessions in Arabic through the plain form, without JavaScript', async () => {
    const account = await registerByApi('USER');
    const elsewhere = await logInByApi(account.email, account.password);
    const context = await browser().newContext({ javaScriptEnabled: false, baseURL: baseUrl(), viewport: { width: 390, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await logInThroughForm(page, account.email, account.password);
      await page.goto('/account-security');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.getByTestId('sessions').innerText()).toContain('أين سجّلت الدخول');
      expect(await page.getByTestId('session').count()).toBe(3);
      expect(await page.locator('[data-testid="session"][data-current]').innerText()).toContain('هذا الجهاز');
      await Promise.all([page.waitForURL((url) => url.pathname === '/account-security'), page.getByTestId('sessions-end-others').click()]);
      await page.getByTestId('sessions-only-this').waitFor();
      expect(await page.getByTestId('session').count()).toBe(1);
      expect((await fetch(`${baseUrl()}/api/v1/user/profile`, { headers: { authorization: `Bearer ${elsewhere}` } })).status).toBe(401);
      // The page fits the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
