import { describe, expect, it } from 'vitest';
import { baseUrl, loggedInAs, newPage, pathOf, uniqueAccount, toastShown, useBrowser } from './support/session.ts';

const browser = useBrowser();

/** React Router's cookies hold base64 JSON: the value as the server reads it. */
const cookieValue = (value: string | undefined) => (value === undefined ? undefined : JSON.parse(Buffer.from(decodeURIComponent(value), 'base64').toString('utf8')));

/**
 * External sign-in against the local OpenID Connect server the global setup starts (GOOGLE_ISSUER points at
 * it): every sign-in there is a new person with a verified email.
 */
describe('external sign-in in the browser', () => {
  it('signs up with Google in Arabic: provider, back to /login, job seeker and phone, logged in at home', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/login');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const button = page.getByTestId('oauth-google');
    expect(await button.innerText()).toBe('المتابعة باستخدام Google');
    expect(await page.getByTestId('oauth-facebook').count()).toBe(1);
    expect(await page.getByTestId('oauth-apple').count()).toBe(1);

    const providerHosts: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) providerHosts.push(new URL(request.url()).host);
    });
    await Promise.all([page.waitForURL((url) => url.searchParams.get('oauth') === 'complete'), button.click()]);
    expect(pathOf(page)).toBe('/login');
    // The browser went through the provider (another origin) and came back.
    expect(new Set(providerHosts).size).toBeGreaterThan(1);
    const flight = (await context.cookies()).find((c) => c.name === 'auth.oauth.state');
    expect(flight).toBeUndefined();
    const pending = (await context.cookies()).find((c) => c.name === 'auth.oauth.signup');
    expect(pending?.httpOnly).toBe(true);

    await expect.poll(() => page.getByText('أكمل حسابك').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('oauth-email').innerText()).toMatch(/oauth\.[0-9a-f]+@example\.com/);
    expect(await page.locator('input[name="type"][value="USER"]').isChecked()).toBe(true);

    // The phone is checked in the browser with the contract's rules, in Arabic.
    await page.locator('input[name="phone"]').fill('123');
    await page.getByTestId('oauth-complete-submit').click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);

    await page.locator('input[name="phone"]').fill(uniqueAccount('g').phone);
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.getByTestId('oauth-complete-submit').click()]);
    await expect.poll(() => page.getByTestId('header-user').count()).toBeGreaterThan(0);
    const cookies = await context.cookies();
    expect(cookieValue(cookies.find((c) => c.name === 'auth.strategy')?.value)).toBe('google');
    expect(cookies.find((c) => c.name === 'auth._token.local')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'auth.oauth.signup')).toBeUndefined();
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth.');
    await context.close();
  });

  it('ignores a return whose state was tampered with: a message, no session', async () => {
    const { context, page } = await newPage(browser());
    // The start and the provider's answer go through the context's own HTTP client (same cookie jar), so the
    // browser holds a genuine flight; only the state of the return is changed before the browser opens it.
    const start = await context.request.get('/auth/google', { maxRedirects: 0 });
    expect(start.status()).toBe(302);
    const flightCookie = (await context.cookies()).find((c) => c.name === 'auth.oauth.state');
    expect(flightCookie?.httpOnly).toBe(true);
    expect(flightCookie?.sameSite).toBe('Lax');
    const provider = await context.request.get(start.headers().location!, { maxRedirects: 0 });
    const back = new URL(provider.headers().location!);
    expect(back.pathname).toBe('/login');
    expect(back.searchParams.get('code')).toBeTruthy();
    back.searchParams.set('state', `${back.searchParams.get('state')!.slice(0, -4)}AAAA`);
    await page.goto(back.href);
    await expect.poll(() => page.getByTestId('oauth-error').count()).toBe(1);
    expect(await page.getByTestId('oauth-error').innerText()).toContain('تعذر التحقق من تسجيل الدخول هذا');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'auth._token.local')).toBeUndefined();
    expect(cookies.find((c) => c.name === 'auth.oauth.signup')).toBeUndefined();
    // The flight is spent: the genuine return cannot be replayed after a tampered one.
    expect(cookies.find((c) => c.name === 'auth.oauth.state')).toBeUndefined();
    expect(await page.getByTestId('header-user').count()).toBe(0);
    await context.close();
  });

  it('a return with no saved state (another browser) is ignored, in English; a provider error is shown', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/en/login?code=stolen-code&state=whatever-state');
    await expect.poll(() => page.getByTestId('oauth-error').count()).toBe(1);
    expect(await page.getByTestId('oauth-error').innerText()).toContain('This sign-in could not be verified');
    expect((await context.cookies()).find((c) => c.name === 'auth._token.local')).toBeUndefined();

    // The person cancelled at the provider: the provider's error comes back with the genuine state.
    const start = await context.request.get('/en/auth/google', { maxRedirects: 0 });
    const state = new URL(start.headers().location!).searchParams.get('state')!;
    await page.goto(`/en/login?error=access_denied&state=${encodeURIComponent(state)}`);
    await expect.poll(() => page.getByTestId('oauth-error').count()).toBe(1);
    expect(await page.getByTestId('oauth-error').innerText()).toContain('The sign-in was cancelled or refused by the provider');
    await context.close();
  });

  it('shows the buttons on the register page too, and signs in with Facebook through the Graph stand-in', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/en/register');
    expect(await page.getByTestId('oauth-facebook').innerText()).toBe('Continue with Facebook');
    await Promise.all([page.waitForURL((url) => url.searchParams.get('oauth') === 'complete'), page.getByTestId('oauth-facebook').click()]);
    expect(pathOf(page)).toBe('/en/login');
    await page.locator('input[name="type"][value="COMPANY"]').check();
    await page.locator('input[name="foundation_name"]').fill('Falcon Trading');
    await page.locator('input[name="phone"]').fill(uniqueAccount('f').phone);
    // A company lands on its jobs (decision 090).
    await Promise.all([page.waitForURL((url) => url.pathname === '/en/company-jobs'), page.getByTestId('oauth-complete-submit').click()]);
    expect(cookieValue((await context.cookies()).find((c) => c.name === 'auth.strategy')?.value)).toBe('facebook');
    await context.close();
  });

  it("Apple: the provider's cross-site form_post to the usage-agreement page carries the flight (SameSite=None) and the name", async () => {
    const { context, page } = await newPage(browser());
    // The mock provider answers with a redirect (query); Apple answers with a form posted from its own origin,
    // as below. The start and the provider go through the context's HTTP client (same cookie jar).
    const start = await context.request.get('/en/auth/apple', { maxRedirects: 0 });
    expect(new URL(start.headers().location!).searchParams.get('response_mode')).toBe('form_post');
    const provider = await context.request.get(start.headers().location!, { maxRedirects: 0 });
    const flight = (await context.cookies()).find((c) => c.name === 'auth.oauth.state');
    expect(flight?.sameSite).toBe('None');
    expect(flight?.secure).toBe(true);
    const answer = new URL(provider.headers().location!);
    expect(answer.pathname).toBe('/en/usage-agreement');
    const fields = { code: answer.searchParams.get('code')!, state: answer.searchParams.get('state')!, user: JSON.stringify({ name: { firstName: 'Nora', lastName: 'Alfaisal' } }) };
    const target = `${baseUrl()}/en/usage-agreement`;
    // A page of no site of ours posts the form, as Apple's page does: a cross-site POST.
    await page.goto('about:blank');
    await page.setContent(
      `<form method="post" action="${target}">${Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replace(/"/g, '&quot;')}">`)
        .join('')}<button type="submit">Continue</button></form>`,
    );
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('oauth') === 'complete', { waitUntil: 'domcontentloaded' }),
      page.getByRole('button', { name: 'Continue' }).click(),
    ]);
    expect(pathOf(page)).toBe('/en/login');
    await page.locator('input[name="phone"]').fill(uniqueAccount('a').phone);
    await Promise.all([page.waitForURL((url) => url.pathname === '/en'), page.getByTestId('oauth-complete-submit').click()]);
    expect(cookieValue((await context.cookies()).find((c) => c.name === 'auth.strategy')?.value)).toBe('apple');
    await expect.poll(() => page.getByTestId('header-user').first().innerText()).toContain('Nora');
    await context.close();
  });

  it('Apple: a form_post with a state that is not the saved one is refused, and /login says so', async () => {
    const { context, page } = await newPage(browser());
    const start = await context.request.get('/auth/apple', { maxRedirects: 0 });
    const provider = await context.request.get(start.headers().location!, { maxRedirects: 0 });
    const code = new URL(provider.headers().location!).searchParams.get('code')!;
    await page.goto('about:blank');
    await page.setContent(
      `<form method="post" action="${baseUrl()}/usage-agreement"><input type="hidden" name="code" value="${code}"><input type="hidden" name="state" value="forged-state-forged-state"><button type="submit">أرسل</button></form>`,
    );
    await Promise.all([page.waitForURL((url) => url.pathname === '/login', { waitUntil: 'domcontentloaded' }), page.getByRole('button', { name: 'أرسل' }).click()]);
    await expect.poll(() => page.getByTestId('oauth-error').count()).toBe(1);
    expect(await page.getByTestId('oauth-error').innerText()).toContain('تعذر التحقق من تسجيل الدخول هذا');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'auth._token.local')).toBeUndefined();
    expect(cookies.find((c) => c.name === 'auth.oauth.state')).toBeUndefined();
    // A GET of the page (no form) shows the terms; the message is shown once.
    await page.goto('/usage-agreement');
    expect(pathOf(page)).toBe('/terms-conditions');
    await page.goto('/login');
    expect(await page.getByTestId('oauth-error').count()).toBe(0);
    await context.close();
  });
});

describe('linking a sign-in method from the account', () => {
  it('links Google to a password account from the privacy page, in English', async () => {
    const { context, page } = await newPage(browser());
    await loggedInAs(page, 'USER', '/en');
    await page.goto('/en/profile/privacy');
    const link = page.getByTestId('link-google');
    expect(await link.innerText()).toBe('Link Google');
    await Promise.all([page.waitForURL((url) => url.pathname === '/en/profile/privacy' && !url.search), link.click()]);
    await toastShown(page, 'The sign-in method is linked to your account');
    // Still the same person, still logged in with the password session.
    expect(await page.getByTestId('header-user').count()).toBeGreaterThan(0);
    const strategy = (await context.cookies()).find((c) => c.name === 'auth.strategy')?.value;
    expect(cookieValue(strategy)).toBe('local');
    await context.close();
  });

  it('links Apple too: its cross-site form_post hops to a same-site page that has the session', async () => {
    const { context, page } = await newPage(browser());
    await loggedInAs(page, 'USER', '/en');
    const start = await context.request.get('/en/auth/apple?link=1&redirect=%2Fen%2Fprofile%2Fprivacy', { maxRedirects: 0 });
    const provider = await context.request.get(start.headers().location!, { maxRedirects: 0 });
    const answer = new URL(provider.headers().location!);
    const fields = { code: answer.searchParams.get('code')!, state: answer.searchParams.get('state')! };
    await page.goto('about:blank');
    await page.setContent(
      `<form method="post" action="${baseUrl()}/en/usage-agreement">${Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
        .join('')}<button type="submit">Continue</button></form>`,
    );
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/profile/privacy', { waitUntil: 'domcontentloaded' }),
      page.getByRole('button', { name: 'Continue' }).click(),
    ]);
    await toastShown(page, 'The sign-in method is linked to your account');
    expect((await context.cookies()).find((c) => c.name === 'auth.oauth.link')).toBeUndefined();
    await context.close();
  });
});
