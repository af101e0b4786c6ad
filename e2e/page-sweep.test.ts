import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN_RESOURCE_NAMES } from '@tawzeef/contract';
import { ar } from '../apps/web/app/i18n/ar.ts';
import { DEMO_ADMIN } from './support/companies.ts';
import { HORIZON } from './support/fixtures.ts';
import { checkReadable, resize, untilQuiet, watchPage, WIDTHS } from './support/page-check.ts';
import { isDynamic, patternOf, routeTable, type TAccountKind, type TRoutePage } from './support/route-table.ts';
import { apiCall, baseUrl, logInByApi, newPage, registerByApi, sessionCookie, useBrowser } from './support/session.ts';

/**
 * Every page of the route table, whole after it loads (issue 57 §1, decision 146): for each kind of account its guards
 * let in, in Arabic and English, at 1280 and 390 px, once hydrated and once its lazy parts have arrived, no message id
 * a person can read, nothing wider than the window, no card whose words touch its border, no console error, no request
 * answered 4xx/5xx.
 */

const browser = useBrowser({ axe: false });
const { pages, resources } = routeTable();
const MESSAGE_IDS = new Set(Object.keys(ar));

/** Pages the sweep does not open, and why (decision 146). */
const NOT_SWEPT: Record<string, string> = {
  'routes/not-found.tsx': 'the not-found page answers 404 by design (pages.test.ts opens it in both languages)',
  'auth/:provider': 'leaves the site for the sign-in provider (oauth.test.ts)',
  'payments/return': 'the payment gateway\'s return address: without a payment it comes back from, it is a 404 by design (payments.test.ts)',
  'invoices/:id/credit-note': 'a credited payment\'s credit note: the demo credits none, and an invoice\'s without one is a 404 by design (zatca.test.ts opens one in both languages at both widths)',
};

/**
 * Public pages (those every kind of account may open) are swept by the visitor in both languages; each is also opened
 * by one logged-in kind in one language, in turn (seeker, company, admin; Arabic, then English), so that every
 * logged-in header and menu is seen on public pages in both languages without opening each public page eight times.
 */
const LOGGED_IN = ['seeker', 'company', 'admin'] as const;
const PUBLIC = pages.filter((route) => route.kinds.length === 4);
function sharedWith(route: TRoutePage): { kind: TAccountKind; prefix: '' | '/en' } {
  const turn = PUBLIC.indexOf(route);
  return { kind: LOGGED_IN[turn % 3]!, prefix: Math.floor(turn / 3) % 2 ? '/en' : '' };
}

const LANGUAGES = [
  ['Arabic', ''],
  ['English', '/en'],
] as const;

/** The session of each logged-in kind: a new job seeker (data the test creates), the demo company, the demo administrator. */
async function tokenOf(kind: Exclude<TAccountKind, 'visitor'>): Promise<string> {
  if (kind === 'seeker') {
    const seeker = await registerByApi('USER');
    return logInByApi(seeker.email, seeker.password);
  }
  const { email, password } = kind === 'company' ? HORIZON : DEMO_ADMIN;
  return logInByApi(email, password);
}

/**
 * Addresses no page links to in the state the demo leaves: the company's talent pool (made here when it has none), a
 * job of its waiting for payment (a tab of its dashboard), and a report of a job (made here) for the administrator.
 */
async function addressesFromData(kind: TAccountKind, token: string | null): Promise<string[]> {
  if (kind === 'company') {
    const pools = await apiCall<Array<{ id: number }>>('GET', '/api/v1/company/talent-pools', token);
    const pool = pools[0] ?? (await apiCall<{ id: number }>('POST', '/api/v1/company/talent-pools', token, { name: 'Sweep pool' }));
    const awaiting = await apiCall<{ items: Array<{ id: number; status: string }> }>('GET', '/api/v1/company/jobs?tab=awaiting', token);
    const payable = awaiting.items.find((job) => job.status === 'awaiting_payment');
    return [`/talent-pools/${pool.id}`, ...(payable ? [`/checkout/${payable.id}`] : [])];
  }
  if (kind === 'admin') {
    const live = await apiCall<{ items: Array<{ id: number }> }>('GET', '/api/v1/jobs?sort=newest&per_page=1', null);
    await apiCall('POST', `/api/v1/jobs/${live.items[0]!.id}/report`, null, { reason: 'other', note: 'page sweep' }).catch((error: Error) => {
      // One open report per reporter and job: a second run finds the first.
      if (!/already_reported|409/.test(error.message)) throw error;
    });
    const reports = await apiCall<{ items: Array<{ id: number }> }>('GET', '/api/admin/moderation/reports', token);
    return reports.items.slice(0, 1).map((report) => `/admin/job-reports/${report.id}`);
  }
  return [];
}

async function contextOf(kind: TAccountKind): Promise<{ context: BrowserContext; page: Page; token: string | null }> {
  const opened = await newPage(browser(), WIDTHS[0]);
  if (kind === 'visitor') return { ...opened, token: null };
  const token = await tokenOf(kind);
  const [name, value] = (await sessionCookie(token)).split(/=(.*)/s) as [string, string];
  await opened.context.addCookies([{ name, value, url: baseUrl() }]);
  return { ...opened, token };
}

/** The links of the page, as paths without the language prefix (where concrete addresses of dynamic routes come from). */
const linksOf = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]'), (a) => new URL(a.getAttribute('href')!, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname.replace(/^\/(ar|en)(?=\/|$)/, '').replace(/(.)\/$/, '$1') || '/'),
  );

const STATIC_PATHS = new Set([...pages, ...resources].filter((r) => !isDynamic(r.path)).map((r) => `/${r.path}`));

/**
 * Concrete addresses of a route, from the links of the pages opened so far; `undefined` while none is known. A route
 * no link names is filled from a link to its start (`company-profile/:id/review` from a link to `/company-profile/1`).
 */
function addressesOf(route: TRoutePage, links: ReadonlySet<string>, prefix: '' | '/en' = ''): string[] | undefined {
  if (!isDynamic(route.path)) return [`/${route.path}`];
  const linked = (pattern: RegExp) => [...links].find((link) => pattern.test(link) && !STATIC_PATHS.has(link));
  // Every resource of the console, and a record of each that has one: half of them in Arabic, the other half in
  // English (one page and one component draw them all).
  const resources = ADMIN_RESOURCE_NAMES.filter((_, i) => i % 2 === (prefix ? 1 : 0));
  if (route.path === 'admin/:resource') return resources.map((name) => `/admin/${name}`);
  if (route.path === 'admin/:resource/:id') {
    const records = resources.map((name) => linked(new RegExp(`^/admin/${name}/\\d+$`))).filter((link) => link !== undefined);
    return records.length ? records : undefined;
  }
  let one = linked(patternOf(route.path));
  const parts = route.path.split('/');
  const last = parts.findLastIndex((part) => part.startsWith(':'));
  if (!one && last > 0 && last < parts.length - 1 && !route.path.endsWith('?')) {
    const start = linked(patternOf(parts.slice(0, last + 1).join('/')));
    if (start) one = `${start}/${parts.slice(last + 1).join('/')}`;
  }
  // An optional parameter: the page without it, and with one when a page links to it.
  if (/^[^:]*\/:\w+\?$/.test(route.path)) return [`/${route.path.replace(/\/:\w+\?$/, '')}`, ...(one ? [one] : [])];
  return one ? [one] : undefined;
}

/**
 * Opens `url`. A page refused for overload (503 with Retry-After, decisions 164 and 193) is no fault of the page: on a
 * machine busy with other work it is opened again after the time the server names, as a person would.
 */
async function open(page: Page, watch: ReturnType<typeof watchPage>, url: string) {
  let response = await page.goto(url);
  for (let attempt = 1; response?.status() === 503 && response.headers()['retry-after'] && attempt <= 3; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, Number(response!.headers()['retry-after']) * 1000));
    watch.take();
    response = await page.goto(url);
  }
  return response;
}

/** Opens `path`, waits until it is whole, and says what is wrong with it at both widths. */
async function sweepOne(page: Page, watch: ReturnType<typeof watchPage>, url: string): Promise<string[]> {
  await open(page, watch, url);
  await untilQuiet(page, watch.inFlight);
  // What loads as it comes into view, then back to the top.
  if (await page.evaluate(() => document.body.scrollHeight > innerHeight && (window.scrollTo(0, document.body.scrollHeight), true))) {
    await untilQuiet(page, watch.inFlight, 200);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  const problems: string[] = [];
  for (const width of WIDTHS) {
    if (width !== WIDTHS[0]) {
      await resize(page, width);
      await untilQuiet(page, watch.inFlight, 100);
    }
    problems.push(...(await checkReadable(page, MESSAGE_IDS, width)));
  }
  await resize(page, WIDTHS[0]);
  problems.push(...watch.take());
  return [...new Set(problems)].map((problem) => `${url}: ${problem}`);
}

async function sweep(kind: TAccountKind, prefix: '' | '/en'): Promise<{ problems: string[]; opened: number }> {
  const { context, page, token } = await contextOf(kind);
  const watch = watchPage(page, baseUrl());
  const mine = pages.filter((route) => route.kinds.includes(kind) && !(route.id in NOT_SWEPT));
  const routes =
    kind === 'visitor'
      ? mine
      : mine.filter((route) => {
          if (route.kinds.length < 4) return true;
          const shared = sharedWith(route);
          return shared.kind === kind && shared.prefix === prefix;
        });
  const links = new Set<string>(await addressesFromData(kind, token));
  /** The page each link was first found on. */
  const source = new Map<string, string>();
  const done = new Set<string>();
  // Pages opened only for their links.
  const read = new Set<string>();
  const problems: string[] = [];
  let waiting = routes;
  // Pages without parameters first; then, round after round, those whose address a page opened so far links to.
  while (waiting.length) {
    const next: TRoutePage[] = [];
    let progress = false;
    for (const route of waiting) {
      const addresses = addressesOf(route, links, prefix);
      if (!addresses) {
        next.push(route);
        continue;
      }
      progress = true;
      for (const address of addresses) {
        if (done.has(address)) continue;
        done.add(address);
        // (Where a failing page's address came from, when another page linked to it: what to look at first.)
        const linkedFrom = source.get(address);
        const found = await sweepOne(page, watch, `${prefix}${address === '/' && prefix ? '' : address}` || '/');
        problems.push(...found.map((problem) => (linkedFrom ? `${problem} (linked from ${linkedFrom})` : problem)));
        for (const link of await linksOf(page)) {
          if (!links.has(link)) source.set(link, address);
          links.add(link);
        }
      }
    }
    if (!progress) {
      // The pages that link to them may be public pages this kind does not sweep here: open those for their links.
      const reader = PUBLIC.flatMap((route) => addressesOf(route, links) ?? []).find((address) => !done.has(address) && !read.has(address));
      if (reader) {
        read.add(reader);
        // Read for its links only, but a refusal for overload has none: opened as a swept page is.
        await open(page, watch, `${prefix}${reader}` || '/');
        for (const link of await linksOf(page)) {
          if (!links.has(link)) source.set(link, reader);
          links.add(link);
        }
        watch.take();
        waiting = next;
        continue;
      }
      problems.push(...next.map((route) => `${route.id}: no page ${kind} opened links to it, so the sweep has no address for it`));
      break;
    }
    waiting = next;
  }
  await context.close();
  return { problems, opened: done.size };
}

describe.concurrent('every page of the route table, whole after it loads', () => {
  for (const kind of ['visitor', 'seeker', 'company', 'admin'] as const) {
    it.each(LANGUAGES)(`as ${kind === 'visitor' ? 'a visitor' : `the ${kind}`} in %s`, async (_language, prefix) => {
      const { problems, opened } = await sweep(kind, prefix);
      expect(opened).toBeGreaterThan(0);
      console.info(`${kind}${prefix}: ${opened} pages`);
      expect(problems).toEqual([]);
    }, 600_000);
  }
});
