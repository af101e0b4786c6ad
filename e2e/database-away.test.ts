import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type TChildServer } from '../apps/api/src/test/child-server.ts';
import { createProxiedDatabase } from '../apps/api/src/test/tcp-proxy.ts';
import { launchBrowser } from './support/browser.ts';
import { sessionCookie, uniqueAccount } from './support/session.ts';

/**
 * Issue 44, part 3: while the database is away, a logged-in person's page says in their language that the service is
 * briefly unavailable (503, Retry-After) and loads itself again, keeping their session and their address, instead of
 * sending them to the login page. The one process `npm start` runs, on the PostgreSQL server through a proxy this test
 * cuts (never the shared server itself).
 */

let proxied: Awaited<ReturnType<typeof createProxiedDatabase>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-web-away-'));
let server: TChildServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  proxied = await createProxiedDatabase('web_away');
  server = await startServer('apps/web/server.ts', dataDir, { NODE_ENV: 'production', API_ORIGIN: '', DATABASE_URL: proxied.url, SERVER_PROCESSES: '1' });
  ({ browser, close: closeBrowser } = await launchBrowser());
}, 180_000);

afterAll(async () => {
  await closeBrowser?.();
  server?.child.kill('SIGKILL');
  await server?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
  await proxied?.drop();
}, 120_000);

/** A job seeker registered and logged in through this server's API: the access token. */
async function seekerToken(): Promise<string> {
  const account = uniqueAccount('away');
  const post = (route: string, body: unknown) =>
    fetch(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-locale': 'en' }, body: JSON.stringify(body) });
  const registered = await post('/api/v1/auth/register', {
    type: 'USER',
    first_name: 'Huda',
    last_name: 'Away',
    email: account.email,
    phone: account.phone,
    password: account.password,
    password_confirmation: account.password,
    accept_terms: true,
  });
  expect(registered.status).toBe(201);
  const login = await post('/api/v1/auth/login', { login: account.email, password: account.password });
  return ((await login.json()) as { data: { access_token: { token: string } } }).data.access_token.token;
}

describe('a logged-in page while the database is away', () => {
  it('says the service is briefly unavailable in Arabic, keeps the session and the address, and comes back by itself', async () => {
    const token = await seekerToken();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: server.url });
    const [cookieName, cookieValue] = (await sessionCookie(token)).split('=') as [string, string];
    await context.addCookies([{ name: cookieName, value: cookieValue, url: server.url }]);
    const page = await context.newPage();
    try {
      const before = await page.goto('/saved-jobs');
      expect(before?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/saved-jobs');

      await proxied.proxy.cut();
      const away = await page.goto('/saved-jobs');
      expect(away?.status()).toBe(503);
      expect(await away?.headerValue('retry-after')).toBe('5');
      expect(new URL(page.url()).pathname).toBe('/saved-jobs');
      await expect.poll(() => page.locator('h1').textContent()).toBe('توظيف غير متاح مؤقتًا');
      expect(await page.getByTestId('error-hint').textContent()).toContain('ستعيد هذه الصفحة المحاولة تلقائيًا');
      expect((await context.cookies()).map((cookie) => cookie.name)).toContain('auth._token.local');

      // Back: the page loads itself again (no click), still logged in, at the same address.
      await proxied.proxy.open();
      await page.waitForResponse((response) => new URL(response.url()).pathname === '/saved-jobs' && response.status() === 200, { timeout: 60_000 });
      // The answer comes before the page it carries: wait for that page, loaded (a context closed in the middle of the
      // navigation took Chromium minutes to close).
      await expect.poll(() => page.locator('h1').textContent(), { timeout: 30_000 }).toBe('الوظائف المحفوظة');
      await page.waitForLoadState('load');
      expect(new URL(page.url()).pathname).toBe('/saved-jobs');
    } finally {
      await context.close();
    }
  });
});
