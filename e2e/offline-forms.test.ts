import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { loggedInAs, newPage, pathOf, toastShown, useBrowser } from './support/session.ts';

/**
 * Faults that lose nothing (issue 16, decision 025): a form sent while the connection is down, or answered by a
 * gateway with 502, keeps the page and what was typed in it, and a toast in the page's language says so with a
 * button that sends it again; a navigation while offline shows our own offline page, which loads the page by itself
 * when the connection is back. Every wait is for a state.
 */

const browser = useBrowser();

const isFormRequest = (url: string, method: string) => method === 'POST' && new URL(url).pathname.endsWith('.data');

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.getByTestId('offline-banner').waitFor();
}

async function goOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
}

/**
 * The toasts' code has arrived: it is fetched when the person first reaches for a form (components/offline.tsx), so
 * that a failure for want of a connection can be told. A page that had not fetched it showed no toast offline.
 */
async function toastsArrived(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/toasts-[\w-]+\.js$/.test(entry.name)));
}

/** The failure toast: its kind and text. */
async function failureToast(page: Page) {
  const toast = page.getByTestId('submit-failure');
  await toast.waitFor();
  return { kind: await toast.getAttribute('data-kind'), text: await toast.innerText() };
}

describe('forms and pages without a connection', () => {
  it('keeps a CV section’s typed input through a lost connection and saves it when the connection is back (Arabic)', async () => {
    const { context, page } = await newPage(browser());
    await loggedInAs(page, 'USER');
    await page.goto('/profile/social-contacts');
    const linkedin = page.locator('input[name="linkedin"]');
    const site = page.locator('input[name="site"]');
    await linkedin.fill('https://www.linkedin.com/in/saad-alshammari');
    await site.fill('https://saad.example.com');
    await toastsArrived(page);

    await goOffline(context, page);
    await page.getByTestId('section-save').click();
    const toast = await failureToast(page);
    expect(toast.kind).toBe('offline');
    expect(toast.text).toContain('ما كتبته ما زال في مكانه');
    // Still the form, not an error page, with what was typed.
    expect(await page.getByTestId('error-status').count()).toBe(0);
    expect(pathOf(page)).toBe('/profile/social-contacts');
    expect(await linkedin.inputValue()).toBe('https://www.linkedin.com/in/saad-alshammari');
    expect(await site.inputValue()).toBe('https://saad.example.com');
    expect(await page.getByTestId('section-save').getAttribute('data-loading')).toBeNull();

    // Back online: "try again" sends the same form, which saves.
    await goOnline(context, page);
    await Promise.all([page.waitForResponse((r) => isFormRequest(r.url(), r.request().method()) && r.status() === 200), page.getByTestId('submit-retry').click()]);
    await toastShown(page, 'تم حفظ ملفك الشخصي');
    await page.reload();
    expect(await page.locator('input[name="linkedin"]').inputValue()).toBe('https://www.linkedin.com/in/saad-alshammari');
    await context.close();
  });

  it('keeps a job alert’s typed input through a gateway error and a lost connection, then creates it (English)', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    await loggedInAs(page, 'USER', '/en');
    await page.goto('/en/job-alerts');
    await page.getByTestId('alerts-empty').waitFor();
    const keywords = page.getByTestId('alert-open_keys');
    await keywords.fill('accountant');
    await page.getByTestId('alert-city_id').selectOption({ label: 'Riyadh' });

    // A proxy in front of the server answers 502.
    await page.route('**/*.data*', (route) =>
      isFormRequest(route.request().url(), route.request().method()) ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }) : route.fallback(),
    );
    await page.getByTestId('alert-save').click();
    let toast = await failureToast(page);
    expect(toast.kind).toBe('unavailable');
    expect(toast.text).toContain('What you typed is still here');
    expect(await page.getByTestId('error-status').count()).toBe(0);
    expect(await keywords.inputValue()).toBe('accountant');
    await page.unroute('**/*.data*');

    // Then the connection drops.
    await goOffline(context, page);
    await page.getByTestId('alert-save').click();
    await page.getByTestId('submit-failure').and(page.locator('[data-kind="offline"]')).waitFor();
    toast = await failureToast(page);
    expect(toast.text).toContain('No connection, so nothing was sent');
    expect(await keywords.inputValue()).toBe('accountant');
    expect(await page.getByTestId('alert-city_id').inputValue()).not.toBe('');

    // Back online: the form is sent again with the same button, and the alert exists.
    await goOnline(context, page);
    await Promise.all([page.waitForResponse((r) => isFormRequest(r.url(), r.request().method())), page.getByTestId('alert-save').click()]);
    const card = page.locator('[data-testid^="alert-"][data-paused]');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByTestId('alert-filters').textContent()).toContain('Riyadh');
    await context.close();
  });

  it('shows our offline page for a navigation without a connection, and the page when it is back', async () => {
    const { context, page } = await newPage(browser());
    await loggedInAs(page, 'USER');
    await page.goto('/profile/social-contacts');
    // The worker that answers page loads without a connection controls the page.
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
    await goOffline(context, page);
    await page.getByTestId('brand').first().click();
    await page.getByTestId('offline-page').waitFor();
    expect(await page.locator('h1').innerText()).toBe('لا يوجد اتصال');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('error-status').count()).toBe(0);

    // Back online, the page loads again by itself (the browser's online event, or the site answering again).
    await context.setOffline(false);
    await page.getByTestId('offline-page').waitFor({ state: 'detached' });
    await page.getByTestId('brand').first().waitFor();
    // The page asked for, or (when its code was not loaded yet, React Router reloads the current address, which the
    // worker answered) the page the visitor was on.
    expect(['/', '/profile/social-contacts']).toContain(pathOf(page));

    // A page loaded afresh without a connection (a typed address, in a new tab: the first one may still be reloading
    // itself, from its offline page's checks): the same page, in the address's language.
    await context.setOffline(true);
    const typed = await context.newPage();
    await typed.goto('/en/job-alerts');
    await typed.getByTestId('offline-page').waitFor();
    expect(await typed.locator('h1').innerText()).toBe('No connection');
    expect(await typed.locator('html').getAttribute('dir')).toBe('ltr');
    await context.setOffline(false);
    await typed.getByTestId('alerts-empty').waitFor();
    await context.close();
  });

  it('keeps the page, and then shows our offline page, when the connection goes before the header’s CV badge arrives', async () => {
    const { context, page } = await newPage(browser());
    await loggedInAs(page, 'USER');
    // The badge's chunks (its code and its words, decision 163), and the words of the banner that asks to confirm the
    // email (its code comes), held until the connection is gone: neither shows, nor a message id in their place.
    const held: Route[] = [];
    await page.route(/\/assets\/((lazy-)?completeness-badge|lazy-verification-banner)-[^/]*\.js$/, (route) => void held.push(route));
    await page.goto('/profile/social-contacts');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
    await expect.poll(() => held.length).toBeGreaterThan(1);
    await goOffline(context, page);
    for (const route of held) await route.abort('internetdisconnected');

    // The page stays, in Arabic, without the badge (decision 175), not React Router's page in English.
    await page.locator('input[name="linkedin"]').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await page.getByTestId('brand').first().click();
    await page.getByTestId('offline-page').waitFor();
    expect(await page.locator('h1').innerText()).toBe('لا يوجد اتصال');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await context.close();
  });
});
