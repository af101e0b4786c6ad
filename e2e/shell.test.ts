import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { logInThroughForm, loggedInAs, newPage, pathOf, registerByApi, useBrowser } from './support/session.ts';

const browser = useBrowser();

describe('the application shell', () => {
  it('follows a logout made in another tab: a page that needs auth goes to the logout page', async () => {
    const { context, page } = await newPage(browser());
    await loggedInAs(page, 'USER', '/en');
    await page.goto('/en/profile/skills');
    const other = await context.newPage();
    await other.goto('/en/about-us');
    await other.getByTestId('logout-button').first().click();
    await other.getByTestId('header-user').first().waitFor({ state: 'detached' });
    await page.waitForURL('**/en/logout');
    await expect.poll(() => page.getByText('You are logged out.').count()).toBe(1);
    await context.close();
  });

  it('follows a login made in another tab: a guest-only page goes home', async () => {
    const { context, page } = await newPage(browser());
    const account = await registerByApi('USER');
    await page.goto('/register');
    const other = await context.newPage();
    await other.goto('/login');
    await logInThroughForm(other, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathOf(page)).toBe('/');
    await context.close();
  });

  it('says when the connection is lost, in the page language', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/en/about-us');
    // The notice comes from the hydrated page: wait until its code has loaded and run.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('offline-banner').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('offline-banner').innerText()).toContain('You are offline');
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-banner').count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it('shows the loading bar while a slow page loads, filling from the start side, and takes it away when the page is there', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/about-us');
    // The next page's data takes a second: long enough for the bar, which waits 200 ms before it shows.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/find-jobs\.data/, async (route) => {
      await held;
      await route.continue();
    });
    const bar = page.getByTestId('navigation-bar');
    expect(await bar.getAttribute('data-phase')).toBe('idle');
    await page.locator('header a[href="/find-jobs"]').first().click();
    await expect.poll(() => bar.getAttribute('data-phase')).toBe('running');
    // Arabic: it grows from the right.
    const box = await bar.boundingBox();
    const width = page.viewportSize()!.width;
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(width);
    release();
    await page.waitForURL('**/find-jobs');
    await expect.poll(() => bar.getAttribute('data-phase')).toBe('idle');
    await context.close();
  });

  it('shows a toast with a Close action after logging in', async () => {
    const { context, page } = await newPage(browser());
    await loggedInAs(page, 'USER', '/en');
    const toast = page.getByText('Logged in successfully');
    await toast.waitFor();
    const close = page.getByRole('button', { name: 'Close' });
    expect(await close.count()).toBe(1);
    await close.click();
    await toast.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('start-up', () => {
  it('stops on a bad setting with one line naming the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a whole number between 1 and 65535 (got "eighty")');
  });
});
