import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createCookie } from 'react-router';
import { apiCall, baseUrl, hydrated, registerByApi, useBrowser } from './support/session.ts';
import { totpNow } from './support/totp.ts';

const browser = useBrowser();

/**
 * The server as the passkeys' journeys open it: at http://localhost (PASSKEY_ORIGIN of global-setup), since WebAuthn
 * takes a host name for its relying party and never an address such as 127.0.0.1.
 */
const passkeyUrl = () => baseUrl().replace('//127.0.0.1:', '//localhost:');

const words = {
  '': { added: 'أُضيف مفتاح المرور', renamed: 'تغيّر اسم مفتاح المرور', removed: 'أُزيل مفتاح المرور', none: 'لم تُضف أي مفتاح مرور بعد', needName: 'سمِّ مفتاح المرور أولًا' },
  '/en': { added: 'The passkey is added', renamed: 'The passkey is renamed', removed: 'The passkey is removed', none: 'You have not added a passkey yet', needName: 'Give the passkey a name first' },
} as const;

/**
 * A page with Chromium's virtual authenticator (the DevTools WebAuthn domain): a platform authenticator that keeps
 * discoverable credentials and verifies its user, as a phone or a laptop with a fingerprint reader does.
 */
async function pageWithAuthenticator(width: number): Promise<{ context: BrowserContext; page: Page; credentials: () => Promise<number> }> {
  const context = await browser().newContext({ viewport: { width, height: 900 }, baseURL: passkeyUrl() });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length;
  return { context, page, credentials };
}

/** The API token of the browser's own session (its httpOnly cookie, SPEC §9): what the page itself holds. */
async function browserToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((one) => one.name === 'auth._token.local');
  if (!cookie) throw new Error('the browser is not signed in');
  return String(await createCookie('auth._token.local').parse(`${cookie.name}=${cookie.value}`));
}

/** Signs in through /login with the password (an account without a second step: no code is asked). */
async function logInWithPassword(page: Page, prefix: string, account: { email: string; password: string }) {
  await page.goto(`${prefix}/login`);
  await page.locator('input[name="login"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/login')), page.getByTestId('login-submit').click()]);
}

/** Adds a passkey on /account-security: a name, then the device makes it. */
async function addPasskeyOnPage(page: Page, prefix: string, name: string) {
  await page.goto(`${prefix}/account-security`);
  await hydrated(page);
  await page.getByTestId('passkey-add-name').fill(name);
  await page.getByTestId('passkey-add').click();
  await expect.poll(() => page.getByTestId('passkey-name').allInnerTexts()).toEqual([name]);
}

const signedIn = (page: Page) => page.getByTestId('header-user').first().waitFor({ state: 'attached' });
const signedOut = async (context: BrowserContext, page: Page, prefix: string) => {
  await context.clearCookies();
  await page.goto(`${prefix}/login`);
  await hydrated(page);
};

describe('passkeys (decision 165)', () => {
  it.each([
    ['' as const, 390, 'rtl'],
    ['/en' as const, 1280, 'ltr'],
  ])('adds a passkey on /account-security, signs in with it alone and as the second step, and removes it (prefix "%s", %i px)', async (prefix, width, dir) => {
    const account = await registerByApi('USER');
    const { context, page, credentials } = await pageWithAuthenticator(width);
    try {
      await page.goto(`${prefix}/login`);
      await page.locator('input[name="login"]').fill(account.email);
      await page.locator('input[name="password"]').fill(account.password);
      await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/login')), page.getByTestId('login-submit').click()]);

      // Add a passkey: a name first, then the device makes it.
      await page.goto(`${prefix}/account-security`);
      await hydrated(page);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      await page.getByTestId('passkeys-none').waitFor();
      await page.getByTestId('passkey-add').click();
      await expect.poll(() => page.getByTestId('passkeys').innerText()).toContain(words[prefix].needName);
      await page.getByTestId('passkey-add-name').fill('Pixel');
      await page.getByTestId('passkey-add').click();
      await expect.poll(() => page.getByTestId('passkey-name').allInnerTexts()).toEqual(['Pixel']);
      expect(await credentials()).toBe(1);
      // Rename it (a plain form).
      await page.getByTestId('passkeys').locator('summary').click();
      await page.getByTestId('passkey-rename-name').fill(prefix ? 'My phone' : 'جوالي');
      await page.getByTestId('passkey-rename').click();
      await expect.poll(() => page.getByTestId('passkey-name').allInnerTexts()).toEqual([prefix ? 'My phone' : 'جوالي']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Signed out, the passkey alone signs in: no login typed, no password.
      await signedOut(context, page, prefix);
      await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/login')), page.getByTestId('passkey-sign-in').click()]);
      await signedIn(page);

      // With an authenticator app on, the password asks for a second step, which the passkey gives. The app is set up
      // by the session the passkey just signed in (an account with a passkey gives it before adding an app, decision 169).
      const token = await browserToken(context);
      const { secret } = await apiCall<{ secret: string }>('POST', '/api/v1/user/second-step/totp', token);
      await apiCall('POST', '/api/v1/user/second-step/totp/confirm', token, { code: totpNow(secret) });
      await signedOut(context, page, prefix);
      await page.locator('input[name="login"]').fill(account.email);
      await page.locator('input[name="password"]').fill(account.password);
      await Promise.all([page.waitForURL((url) => url.search.includes('step=code')), page.getByTestId('login-submit').click()]);
      await hydrated(page);
      await page.getByTestId('second-step-code').waitFor();
      await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/login')), page.getByTestId('second-step-passkey').click()]);
      await signedIn(page);

      // Remove it: it no longer signs in.
      await page.goto(`${prefix}/account-security`);
      await page.getByTestId('passkey-remove').click();
      await page.getByTestId('passkeys-none').waitFor();
      await signedOut(context, page, prefix);
      await page.getByTestId('passkey-sign-in').click();
      await expect.poll(() => page.getByTestId('form-error').innerText()).toContain(prefix ? 'This passkey did not sign you in' : 'لم يسجّل مفتاح المرور دخولك');
      expect(new URL(page.url()).pathname).toBe(`${prefix}/login`);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['' as const, 390, 'rtl'],
    ['/en' as const, 1280, 'ltr'],
  ])('an account whose only second step is a passkey removes it after giving the step again with it (decision 169; prefix "%s", %i px)', async (prefix, width, dir) => {
    const account = await registerByApi('USER');
    const { context, page, credentials } = await pageWithAuthenticator(width);
    try {
      // Signed in with the password: the session has not given a second step, and the passkey added now is one.
      await logInWithPassword(page, prefix, account);
      await addPasskeyOnPage(page, prefix, prefix ? 'Laptop' : 'حاسوبي');
      expect(await credentials()).toBe(1);

      // Removing it cannot be undone: the step-up form asks for the passkey (no app: no code field).
      await page.getByTestId('passkey-remove').click();
      const ask = page.getByTestId('step-up-passkey');
      await ask.waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      expect(await page.locator('h1').first().innerText()).toBe(prefix ? 'Confirm it is you' : 'أكّد أنك أنت');
      expect(await ask.innerText()).toBe(prefix ? 'Use a passkey' : 'استخدام مفتاح مرور');
      expect(await page.getByTestId('step-up-code').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The passkey confirms, and the removal it interrupted goes ahead.
      await ask.click();
      await page.getByTestId('passkeys-none').waitFor();
      expect(new URL(page.url()).pathname).toBe(`${prefix}/account-security`);
      // Removed for the account, not only from the page.
      const token = await browserToken(context);
      expect(await apiCall('GET', '/api/v1/user/passkeys', token)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
