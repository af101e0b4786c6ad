import { randomBytes, randomInt } from 'node:crypto';
import { createCookie } from 'react-router';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { checkPagesWithAxe } from './axe.ts';
import { launchBrowser } from './browser.ts';
import { watchMissingMessages } from './messages.ts';
import { keepSession, keptSession, secondStepKeyOf, unusedCode } from './second-step.ts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

let ownServer: string | undefined;

/**
 * Points every helper here and in companies.ts (pages, API calls, logins, the outbox) at a journey's own server
 * instead of the shared one global-setup.ts starts: for a journey that needs settings of its own (ZATCA on).
 */
export function useOwnServer(url: string): void {
  ownServer = url;
}

export const baseUrl = () => ownServer ?? inject('baseUrl');

export function uniqueAccount(label: string) {
  const id = randomBytes(4).toString('hex');
  return {
    email: `${label}.${id}@example.com`,
    // 055, 056, 058, 059: every number valid (about one in a hundred 057 numbers is not a Saudi mobile number).
    phone: `05${[5, 6, 8, 9][randomInt(0, 4)]}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`,
    password: 'Str0ng-pass!',
  };
}

export async function newPage(browser: Browser, width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl() });
  await context.addInitScript(recordToasts);
  const page = await context.newPage();
  return { context, page };
}

type TToastWindow = { tawzeefToasts?: Set<string> };

/** Runs in every document of a page made by newPage: keeps the text of every toast the document showed. */
function recordToasts() {
  const seen = new Set<string>();
  (window as TToastWindow).tawzeefToasts = seen;
  new MutationObserver(() => {
    for (const toast of Array.from(document.querySelectorAll('.mantine-Notification-root'))) seen.add(toast.textContent ?? '');
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until the page's document has shown a toast containing `text`. A toast closes after 3 s: polling the page for
 * it missed one on a machine whose cores were busy (the polls came too late), so the document keeps what it showed.
 */
export async function toastShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const seen = (window as TToastWindow).tawzeefToasts;
          if (!seen) throw new Error('toastShown needs a page made by newPage (it records the toasts)');
          return Array.from(seen).some((shown) => shown.includes(wanted));
        }, text),
      { timeout: 30_000 },
    )
    .toBe(true);
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until React has hydrated the page (`<html data-hydrated>`, set by the root): a click before that is lost. */
export const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/**
 * Chooses in a searchable select (components/searchable-select.tsx, decision 097) once the page is live: types `typed`
 * in its box (either language) and clicks the option named `option`.
 */
export async function chooseIn(page: Page, testId: string, typed: string, option: string | RegExp): Promise<void> {
  await hydrated(page);
  const box = page.locator(`input[data-testid="${testId}"]`);
  await box.click();
  await box.fill(typed);
  // The open dropdown's options (a plain select's options have the same role).
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

/** Creates an account through the API (faster than the form) for journeys that are not about registering. */
export async function registerByApi(type: 'USER' | 'COMPANY', account = uniqueAccount(type.toLowerCase())) {
  const response = await fetch(`${baseUrl()}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type,
      first_name: 'Test',
      last_name: type === 'USER' ? 'Seeker' : 'Owner',
      email: account.email,
      phone: account.phone,
      password: account.password,
      password_confirmation: account.password,
      accept_terms: true,
      ...(type === 'COMPANY' ? { foundation_name: 'Test Co' } : {}),
    }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return account;
}

/** Logs in through the login form; an account with a known second-step key (support/second-step.ts) gives its code too. */
export async function logInThroughForm(page: Page, login: string, password: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  const key = secondStepKeyOf(login);
  if (!key) {
    await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/login')), page.getByTestId('login-submit').click()]);
    return;
  }
  await Promise.all([page.waitForURL((url) => url.search.includes('step=code')), page.getByTestId('login-submit').click()]);
  await page.getByTestId('second-step-code').fill(await unusedCode(key, baseUrl()));
  await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/login')), page.getByTestId('second-step-submit').click()]);
}

/** Clicks the header's logout button and waits until the page shows a visitor's header again. */
export async function logOut(page: Page) {
  await page.getByTestId('logout-button').first().click();
  await page.getByTestId('header-user').first().waitFor({ state: 'detached' });
}

/**
 * One Chromium for the file's tests: call at the top of a test file, use the getter inside the tests. Every page
 * it opens is checked with axe where the journey lands (support/axe.ts) unless `axe: false`, and every test fails
 * when a page it opened lacked a message (support/messages.ts).
 */
export function useBrowser(options: { axe?: boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  let close: (() => Promise<void>) | undefined;
  let missingMessages: string[] = [];
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    missingMessages = watchMissingMessages(browser);
    // E2E_AXE=0 leaves the checks out, only to measure what they cost (bench/history/2026-11-23.md).
    if (options.axe !== false && process.env.E2E_AXE !== '0') checkPagesWithAxe(browser);
  });
  // Every journey: no page showed a message id for want of its text (decision 067).
  afterEach(() => {
    expect(missingMessages.splice(0), 'messages a page needed but was not given').toEqual([]);
  });
  afterAll(async () => {
    await close?.();
  });
  return () => {
    if (!browser) throw new Error('the browser has not started');
    return browser;
  };
}

/** A new account of that type, logged in through the form of the given language ('' Arabic, '/en'). */
export async function loggedInAs(page: Page, type: 'USER' | 'COMPANY', prefix: '' | '/en' = '') {
  const account = await registerByApi(type);
  await page.goto(`${prefix}/login`);
  await logInThroughForm(page, account.email, account.password);
  return account;
}

/** The local outbox (the development stand-in for mail and SMS delivery), newest first. */
export async function outbox(kind: 'mail' | 'sms'): Promise<Array<Record<string, string>>> {
  const response = await fetch(`${baseUrl()}/api/v1/dev/outbox?kind=${kind}`);
  if (!response.ok) throw new Error(`outbox: ${response.status}`);
  return ((await response.json()) as { data: Array<Record<string, string>> }).data;
}

/** A JSON call to the API as a client would make it (English messages); a failure throws with its answer. */
export async function apiCall<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-locale': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  // A refusal for overload (503 with Retry-After, decision 164) is tried again after the time it names, as a client
  // does: a journey on a machine busy with other work is not a test of the deadlines (queue-deadlines.test.ts is).
  let response = await fetch(`${baseUrl()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  for (let attempt = 1; response.status === 503 && response.headers.has('retry-after') && attempt <= 5; attempt += 1) {
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after')) * 1000));
    response = await fetch(`${baseUrl()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }
  const json = (await response.json()) as { data: T };
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** The session cookie a login through the pages sets (auth._token.local, SPEC §9), for a token from the API. */
export async function sessionCookie(token: string): Promise<string> {
  return (await createCookie('auth._token.local').serialize(token)).split(';')[0]!;
}

type TLoginAnswer = { access_token: { token: string } } | { second_step: { challenge: string } };

/**
 * The access token of a login through the API; an account with a known second-step key (support/second-step.ts) gives its
 * code, and its session is kept for the next journeys while its second step is recent (`keptSession`).
 */
export async function logInByApi(login: string, password: string): Promise<string> {
  const kept = keptSession(login, baseUrl());
  if (kept && (await fetch(`${baseUrl()}/api/v1/user/profile`, { headers: { authorization: `Bearer ${kept}` } })).ok) return kept;
  const answer = await apiCall<TLoginAnswer>('POST', '/api/v1/auth/login', null, { login, password });
  if ('access_token' in answer) return answer.access_token.token;
  const key = secondStepKeyOf(login);
  if (!key) throw new Error(`${login} asks for a second step and the journeys do not know its key`);
  const done = await apiCall<{ access_token: { token: string } }>('POST', '/api/v1/auth/second-step', null, { challenge: answer.second_step.challenge, code: await unusedCode(key, baseUrl()) });
  keepSession(login, baseUrl(), done.access_token.token);
  return done.access_token.token;
}

/**
 * A job seeker logs in in English and opens "Who viewed my CV" on /en/profile, which must hold one view, from search
 * (a company found the CV in candidate search): the panel and that view.
 */
export async function openOneViewFromSearch(page: Page, seeker: { email: string; password: string }): Promise<{ views: Locator; view: Locator }> {
  await page.goto('/en/login');
  await logInThroughForm(page, seeker.email, seeker.password);
  await page.goto('/en/profile');
  const views = page.getByTestId('cv-views');
  await views.waitFor();
  expect(await page.getByTestId('cv-views-count').getAttribute('data-count')).toBe('1');
  const view = views.getByTestId('cv-view').first();
  expect(await view.getAttribute('data-source')).toBe('search');
  expect(await view.textContent()).toContain('From search');
  return { views, view };
}
