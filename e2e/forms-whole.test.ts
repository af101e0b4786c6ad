import http from 'node:http';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiCall, baseUrl, logInByApi, newPage, outbox, registerByApi, sessionCookie, toastShown, useBrowser } from './support/session.ts';

/**
 * Forms whole (issue 57 §1, decision 146): the emailed confirmation link works before the page's scripts have loaded
 * (its page is sent with Referrer-Policy: no-referrer, so the browser posts with `Origin: null`), a used link shows one
 * state, and a refusal that names its fields shows those field errors alone: no «حدث خطأ» banner or toast beside them.
 */

const browser = useBrowser();

/** A new job seeker, logged in with JavaScript on or off, with the link their registration mailed. */
async function seeker(javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page; token: string; link: string; account: { email: string; password: string } }> {
  const account = await registerByApi('USER');
  const token = await logInByApi(account.email, account.password);
  const context = await browser().newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl(), javaScriptEnabled });
  const [name, value] = (await sessionCookie(token)).split(/=(.*)/s) as [string, string];
  await context.addCookies([{ name, value, url: baseUrl() }]);
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await outbox('mail')).find((m) => m.to_address === account.email && m.purpose === 'verify_email');
      link = /verify-email\?token=[A-Za-z0-9_-]+/.exec(mail?.text_body ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return { context, page: await context.newPage(), token, link, account };
}

const emailVerified = async (token: string) => (await apiCall<{ email_verified: boolean }>('GET', '/api/v1/user/simple-profile', token)).email_verified;

/** A raw form post to `path` with these headers (what another site's form, or a sandboxed frame, would send). */
function rawPost(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, baseUrl()), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('the emailed confirmation link before the scripts have loaded', () => {
  it.each([
    ['Arabic', '', 'تم تأكيد بريدك الإلكتروني', 'هذا الرابط غير صالح'],
    ['English', '/en', 'Your email is confirmed', 'This link is invalid'],
  ])('confirms the email without JavaScript (%s), and a second visit shows only that it is confirmed', async (_language, prefix, confirmed, invalid) => {
    const { context, page, token, link } = await seeker(false);
    const opened = await page.goto(`${prefix}/${link}`);
    // The token in the address never leaves in a Referer header, so the browser's post carries `Origin: null`.
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    const [answer] = await Promise.all([page.waitForNavigation(), page.getByTestId('verify-email-submit').click()]);
    expect(answer?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(prefix || '/');
    expect(await page.locator('body').innerText()).not.toContain('Bad Request');
    expect(await emailVerified(token)).toBe(true);

    // The link again: confirmed, and nothing else (no button, no "invalid link" beside it).
    await page.goto(`${prefix}/${link}`);
    const text = await page.locator('main').innerText();
    expect(text).toContain(confirmed);
    expect(await page.getByTestId('verify-email-submit').count()).toBe(0);
    expect(await page.getByTestId('form-error').count()).toBe(0);
    expect(text).not.toContain(invalid);
    await context.close();
  });

  it('still refuses a post that another site sends, and the link stays unused', async () => {
    const account = await registerByApi('USER');
    const token = await logInByApi(account.email, account.password);
    let link = '';
    await expect
      .poll(async () => {
        const mail = (await outbox('mail')).find((m) => m.to_address === account.email && m.purpose === 'verify_email');
        link = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
        return link;
      })
      .not.toBe('');
    const body = `token=${link}`;
    const refused: Array<Record<string, string>> = [
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://evil.example', 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of refused) {
      const answer = await rawPost(`/verify-email?token=${link}`, body, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(400);
    }
    expect(await emailVerified(token)).toBe(false);
    // The browser's own same-origin post is let through (what the no-JS journey above sends).
    const same = await rawPost(`/verify-email?token=${link}`, body, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(same.status).toBe(302);
    expect(await emailVerified(token)).toBe(true);
  });
});

/** The general failure a page shows: the banner, and (with JavaScript) every toast the page has shown. */
async function generalFailures(page: Page, javaScriptEnabled: boolean): Promise<string[]> {
  const banners = await page.getByTestId('form-error').allInnerTexts();
  const toasts = javaScriptEnabled ? await page.evaluate(() => Array.from((window as { tawzeefToasts?: Set<string> }).tawzeefToasts ?? [])) : [];
  return [...banners, ...toasts].filter((text) => /حدث خطأ|يرجى تصحيح|An error occurred|correct the/.test(text));
}

/**
 * A logged-in job seeker's page, with JavaScript on (toasts recorded) or off. With it, the forms' own check never
 * arrives (as on a slow phone that sends before it has): the server answers each form, as without it.
 */
async function seekerPage(javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page; account: { email: string; password: string } }> {
  if (javaScriptEnabled) {
    const account = await registerByApi('USER');
    const { context, page } = await newPage(browser(), 390, 844);
    const [name, value] = (await sessionCookie(await logInByApi(account.email, account.password))).split(/=(.*)/s) as [string, string];
    await context.addCookies([{ name, value, url: baseUrl() }]);
    // Held, not failed: a chunk that fails to load reloads the page (lib/chunk-reload.ts).
    await page.route(/\/assets\/validate-[\w-]+\.js$/, () => undefined);
    return { context, page, account };
  }
  const { context, page, account } = await seeker(false);
  return { context, page, account };
}

/** Submits and waits for the answer: a new document without JavaScript, the action's answer with it. */
async function submit(page: Page, testId: string, javaScriptEnabled: boolean, answered = 'POST') {
  if (!javaScriptEnabled) return void (await Promise.all([page.waitForNavigation(), page.getByTestId(testId).click()]));
  await Promise.all([page.waitForResponse((response) => response.request().method() === answered), page.getByTestId(testId).click()]);
}

describe('a refusal that names its fields shows them alone', () => {
  it.each([
    ['without JavaScript', false],
    ['with JavaScript', true],
  ])('a bad social link %s: its field error, no general banner or toast; the next save is clean', async (_how, javaScriptEnabled) => {
    const { context, page } = await seekerPage(javaScriptEnabled);
    await page.goto('/profile/social-contacts');
    await page.locator('input[name="linkedin"]').fill('not a link');
    await submit(page, 'section-save', javaScriptEnabled);
    const field = page.locator('input[name="linkedin"][aria-invalid="true"]');
    await field.waitFor();
    expect(await generalFailures(page, javaScriptEnabled)).toEqual([]);
    await page.locator('input[name="linkedin"]').fill('https://www.linkedin.com/in/saad-alshammari');
    await submit(page, 'section-save', javaScriptEnabled);
    if (javaScriptEnabled) await toastShown(page, 'تم حفظ ملفك الشخصي');
    await field.waitFor({ state: 'detached' });
    expect(await page.getByTestId('form-error').count()).toBe(0);
    expect(await generalFailures(page, javaScriptEnabled)).toEqual([]);
    await context.close();
  });

  it.each([
    ['without JavaScript', false],
    ['with JavaScript', true],
  ])('an empty membership %s: the required fields say it, nothing else does', async (_how, javaScriptEnabled) => {
    const { context, page } = await seekerPage(javaScriptEnabled);
    await page.goto('/profile/membership-info');
    await submit(page, 'membership-info-save', javaScriptEnabled);
    await page.locator('[data-testid="membership-info-form"] [aria-invalid="true"]').first().waitFor();
    expect(await generalFailures(page, javaScriptEnabled)).toEqual([]);
    await context.close();
  });

  it.each([
    ['without JavaScript', false],
    ['with JavaScript', true],
  ])('a wrong password when deleting the account %s: the password field says it, nothing else does', async (_how, javaScriptEnabled) => {
    const { context, page, account } = await seekerPage(javaScriptEnabled);
    await page.goto('/profile/privacy');
    await page.locator('[data-testid="privacy-delete"] input[name="password"]').fill('Wrong-pass-2026');
    await submit(page, 'delete-submit', javaScriptEnabled);
    const field = page.locator('[data-testid="privacy-delete"] input[name="password"][aria-invalid="true"]');
    await field.waitFor();
    expect(await generalFailures(page, javaScriptEnabled)).toEqual([]);
    // The account is still there.
    expect(await logInByApi(account.email, account.password)).toBeTruthy();
    // The next save on the page (another form) answers alone: no failure stays beside it.
    await submit(page, 'visibility-save', javaScriptEnabled);
    await field.waitFor({ state: 'detached' });
    expect(await generalFailures(page, javaScriptEnabled)).toEqual([]);
    await context.close();
  });
});
