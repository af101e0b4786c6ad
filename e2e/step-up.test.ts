import { describe, expect, it } from 'vitest';
import { apiCall, baseUrl, hydrated, logInByApi, logInThroughForm, newPage, registerByApi, uniqueAccount, useBrowser } from './support/session.ts';
import { unusedCode } from './support/second-step.ts';

const browser = useBrowser();

/**
 * An account whose app is set up through the API after the browser signed in with the password alone: the browser's
 * session has never given the second step, so the first change that cannot be undone asks for it (decision 166),
 * without waiting ten minutes.
 */
async function appSetUpAfterSignIn(token: string): Promise<string> {
  const { secret } = await apiCall<{ secret: string }>('POST', '/api/v1/user/second-step/totp', token);
  await apiCall('POST', '/api/v1/user/second-step/totp/confirm', token, { code: await unusedCode(secret, baseUrl()) });
  return secret;
}

/** Whether a password is the account's now: the login answers (a challenge, the account has an app) rather than 401. */
const passwordWorks = async (email: string, password: string) =>
  (await fetch(`${baseUrl()}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: email, password }) })).status === 200;

describe('the second step asked again before what cannot be undone (decision 166)', () => {
  it("a company's owner is offered the second step on the team page, and changes the password after a code, in Arabic without JavaScript at 390 px", async () => {
    const account = await registerByApi('COMPANY');
    const token = await logInByApi(account.email, account.password);
    const context = await browser().newContext({ javaScriptEnabled: false, baseURL: baseUrl(), viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await logInThroughForm(page, account.email, account.password);
      // Offered where the owner invites a member; "Not now" is remembered.
      await page.goto('/company-team');
      const offer = page.getByTestId('second-step-offer');
      expect(await offer.innerText()).toContain('احمِ حساب منشأتك بخطوة ثانية');
      await Promise.all([page.waitForURL((url) => url.pathname === '/company-team'), offer.getByTestId('second-step-offer-dismiss').click()]);
      expect(await page.getByTestId('team-invite').count()).toBe(1);
      expect(await page.getByTestId('second-step-offer').count()).toBe(0);

      const secret = await appSetUpAfterSignIn(token);
      await page.goto('/company-account');
      const password = page.getByTestId('account-password');
      await password.locator('input[name="current_password"]').fill(account.password);
      await password.locator('input[name="password"]').fill('Jadeed-pass-2026');
      await password.locator('input[name="password_confirmation"]').fill('Jadeed-pass-2026');
      await page.getByTestId('password-save').click();
      // The page asks for the code, in Arabic; the password is not changed yet.
      const form = page.getByTestId('step-up-form');
      await form.waitFor();
      expect(await page.locator('h1').innerText()).toBe('أكّد أنك أنت');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await passwordWorks(account.email, 'Jadeed-pass-2026')).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // A wrong code: said at the field; still nothing changed.
      await page.getByTestId('step-up-code').fill('000000');
      await page.getByTestId('step-up-submit').click();
      await page.locator('[aria-invalid="true"][name="step_up_code"]').waitFor();
      expect(await form.innerText()).toContain('اكتب الأرقام الستة التي يعرضها التطبيق، أو أحد رموز الاسترداد');
      // The right code: the change goes ahead with what was typed before, nothing typed again.
      await page.getByTestId('step-up-code').fill(await unusedCode(secret, baseUrl()));
      await Promise.all([page.waitForURL((url) => url.pathname === '/company-account'), page.getByTestId('step-up-submit').click()]);
      await page.getByTestId('account-password').waitFor();
      expect(await page.getByTestId('step-up-form').count()).toBe(0);
      expect(await passwordWorks(account.email, 'Jadeed-pass-2026')).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a job seeker changes the email after a code, in English at 1280 px', async () => {
    const account = await registerByApi('USER');
    const token = await logInByApi(account.email, account.password);
    const { context, page } = await newPage(browser(), 1280);
    try {
      await page.goto('/en/login');
      await logInThroughForm(page, account.email, account.password);
      const secret = await appSetUpAfterSignIn(token);
      await page.goto('/en/profile/contact-info');
      await hydrated(page);
      const moved = uniqueAccount('moved').email;
      await page.locator('input[name="email"]').fill(moved);
      await page.locator('input[name="current_password"]').fill(account.password);
      await page.getByTestId('section-save').click();
      await page.getByTestId('step-up-form').waitFor();
      expect(await page.locator('h1').innerText()).toBe('Confirm it is you');
      expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
      expect((await apiCall<{ email: string }>('GET', '/api/v1/user/profile', token)).email).toBe(account.email);
      await page.getByTestId('step-up-code').fill(await unusedCode(secret, baseUrl()));
      await page.getByTestId('step-up-submit').click();
      // Back on the page it was typed on, saved.
      await expect.poll(async () => (await apiCall<{ email: string }>('GET', '/api/v1/user/profile', token)).email).toBe(moved);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/en/profile/contact-info');
      await page.getByTestId('section-save').waitFor();
      expect(await page.getByTestId('step-up-form').count()).toBe(0);
      // Within ten minutes of that code, the next change is not asked again.
      await page.goto('/en/profile/contact-info');
      await hydrated(page);
      await page.locator('input[name="email"]').fill(account.email);
      await page.locator('input[name="current_password"]').fill(account.password);
      await page.getByTestId('section-save').click();
      await expect.poll(async () => (await apiCall<{ email: string }>('GET', '/api/v1/user/profile', token)).email).toBe(account.email);
      expect(await page.getByTestId('step-up-form').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
