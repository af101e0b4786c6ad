import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../apps/web/app/i18n/ar.ts';
import { brotliSizer, firstLoadFiles, scriptsWithoutInteraction } from '../bench/first-load-files.ts';
import { baseUrl, hydrated, newPage, pathOf, useBrowser } from './support/session.ts';

/**
 * The first load of public pages (issues 18 and 63 §2, decisions 047 and 163), at the Brotli size of the build the e2e
 * server serves: the stylesheets the HTML links, at most 35 KB; and every script a first visit downloads without
 * interaction, in Chromium at 390 and 1280 px (what the document lists, what the page imports once it has run, its
 * service worker), at most 120 KB. React DOM, React Router and the shell alone are 104 KB: a page that grows past
 * the budget, or a widget fetched after hydration that no person asked for, fails here.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const client = path.join(root, 'apps/web', process.env.WEB_BUILD_DIR || 'build', 'client');

const CSS_BUDGET_KB = 35;
const JS_BUDGET_KB = 120;

const brotliSize = brotliSizer(client);

async function firstLoad(pathname: string) {
  const response = await fetch(`${baseUrl()}${pathname}`);
  const html = await response.text();
  const { js, css, fonts } = firstLoadFiles(html);
  const kb = (set: Set<string>) => [...set].reduce((sum, href) => sum + brotliSize(href), 0) / 1024;
  return { status: response.status, html, js, jsKb: kb(js), cssKb: kb(css), fonts: [...fonts] };
}

async function aJobPath(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/find-jobs`)).text();
  const id = /href="\/jobs\/(\d+)"/.exec(html)?.[1];
  if (!id) throw new Error('no job on /find-jobs');
  return `/jobs/${id}`;
}

/** A company's public page: the one of the company of the job at `jobPath`. */
async function aCompanyPath(jobPath: string): Promise<string> {
  const html = await (await fetch(`${baseUrl()}${jobPath}`)).text();
  const id = /href="\/company-profile\/(\d+)"/.exec(html)?.[1];
  if (!id) throw new Error('no company link on a job page');
  return `/company-profile/${id}`;
}

const browser = useBrowser();

describe('the first load of public pages', () => {
  const report: string[] = [];
  let job = '';
  let company = '';
  beforeAll(async () => {
    job = await aJobPath();
    company = await aCompanyPath(job);
  });
  afterAll(() => console.info(`first load (Brotli):\n${report.join('\n')}`));
  const pages: Record<string, () => string> = {
    home: () => '/',
    findJobs: () => '/find-jobs',
    search: () => `/find-jobs?q=${encodeURIComponent('مهندس')}`,
    job: () => job,
    company: () => company,
    majors: () => '/majors',
    login: () => '/login',
    register: () => '/register',
    bankAccounts: () => '/bank-accounts',
    notFound: () => '/no-such-page',
  };

  it.each(Object.keys(pages))('%s stays within its JavaScript and CSS budgets, in Arabic and in English, on a phone and a desktop', async (name) => {
    const pathname = pages[name]!();
    for (const prefix of ['', '/en']) {
      const address = `${prefix}${pathname === '/' && prefix ? '' : pathname}`;
      const load = await firstLoad(address);
      expect(load.status, address).toBe(name === 'notFound' ? 404 : 200);
      expect(load.cssKb, `${address} CSS (KB, Brotli)`).toBeLessThanOrEqual(CSS_BUDGET_KB);
      // The scripts come after what paints the page (decisions 052, 062): no modulepreload in the document, the
      // loader lists them, and the module script is inert until it runs it.
      expect(load.html, address).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(load.html.match(/<script[^>]*type="text\/x-after-paint"/g), address).toHaveLength(1);
      expect(load.html, address).not.toMatch(/<script[^>]*type="module"/);
      expect(load.js.size, `${address} scripts`).toBeGreaterThan(5);
      for (const width of [390, 1280]) {
        const { context, page } = await newPage(browser(), width, 844);
        const scripts = await scriptsWithoutInteraction(page, `${baseUrl()}${address}`, brotliSize);
        await context.close();
        const kb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
        const later = scripts.filter((script) => !load.js.has(script.href)).map((script) => `${script.href} ${(script.bytes / 1024).toFixed(1)}`);
        report.push(`${address} at ${width} px: js ${kb.toFixed(1)} KB in ${scripts.length} files (listed ${load.jsKb.toFixed(1)} KB; later: ${later.join(', ') || 'none'}), css ${load.cssKb.toFixed(1)} KB`);
        // Everything the document lists is downloaded: the measure sees the page's own scripts.
        expect(scripts.filter((script) => load.js.has(script.href)).length, address).toBe(load.js.size);
        expect(kb, `${address} at ${width} px: JS downloaded without interaction (KB, Brotli): ${later.join(', ')}`).toBeLessThanOrEqual(JS_BUDGET_KB);
      }
    }
  });

  it('downloads the messages of the page language only, and preloads the Arabic font on Arabic pages only', async () => {
    const preloads = JSON.parse(fs.readFileSync(path.join(client, '..', 'messages-preloads.json'), 'utf8')) as Record<string, string>;
    const localeOf = new Map(Object.entries(preloads).map(([key, href]) => [href, key.split('/')[0]]));
    for (const [pathname, locale] of [['/find-jobs', 'ar'], ['/en/find-jobs', 'en'], ['/', 'ar'], ['/en', 'en']] as const) {
      const load = await firstLoad(pathname);
      const messages = [...load.js].filter((href) => localeOf.has(href));
      expect(messages.length, pathname).toBeGreaterThan(0);
      expect(new Set(messages.map((href) => localeOf.get(href))), pathname).toEqual(new Set([locale]));
      // Not every group: the messages of the admin console, payments or the CV editor stay behind.
      expect(messages.length, pathname).toBeLessThan(Object.keys(preloads).length / 4);
      // The regular and bold faces of the Latin subset, and of the Arabic one on Arabic pages only (decision 064).
      const faces = load.fonts.map((href) => /ibm-plex-sans-arabic-([a-z-]+-\d+)-normal/.exec(href)?.[1] ?? href).sort();
      expect(faces, pathname).toEqual(locale === 'ar' ? ['arabic-400', 'arabic-700', 'latin-400', 'latin-700'] : ['latin-400', 'latin-700']);
    }
  });
});

/** Whether a built file holds Zod (its error class) or libphonenumber's metadata. */
function heavyIn(href: string): string[] {
  const code = fs.readFileSync(path.join(client, href), 'utf8');
  return [code.includes('ZodError') && 'zod', code.includes('country_calling_codes') && 'phone metadata'].filter((name): name is string => !!name);
}

describe('the core messages (decision 047)', () => {
  it('hold no feature\'s group: every page downloads them, so a feature\'s messages there weigh on every page', () => {
    const preloads = JSON.parse(fs.readFileSync(path.join(client, '..', 'messages-preloads.json'), 'utf8')) as Record<string, string>;
    for (const locale of ['ar', 'en']) {
      const code = fs.readFileSync(path.join(client, preloads[`${locale}/core`]!), 'utf8');
      const prefixes = new Set([...code.matchAll(/"([a-zA-Z]+)\.[^"]*":/g)].map((match) => match[1]));
      expect(prefixes.size, locale).toBeGreaterThan(5);
      // The header's CV badge, the banners and the tabs' login sync once pulled these in (fourteenth session).
      for (const feature of ['profile', 'account', 'auth', 'company', 'sitePages', 'search', 'jobPage', 'applications']) expect(prefixes, `${locale}: ${feature}`).not.toContain(feature);
    }
  });
});

/** The named chunks (decision 105's groups) among the scripts of a first load. */
function namedChunks(js: Set<string>): string[] {
  return [...js].flatMap((href) => /\/assets\/(framework|shell|mantine-providers|mantine-common)-[\w-]{8}\.js$/.exec(href)?.[1] ?? []).sort();
}

describe('the shell chunk (decision 047)', () => {
  it('is what the chunk groups make (decision 105): a plain page fetches the framework and the shell, a Mantine page Mantine\'s chunks too', async () => {
    // A Vite, rolldown or React Router upgrade that ignores the groups, or module ids their tests no longer match,
    // would leave these chunks unmade or empty, and every page tens of small chunks heavier.
    for (const pathname of ['/', '/find-jobs', '/en/login', '/register', '/no-such-page']) {
      expect(namedChunks((await firstLoad(pathname)).js), pathname).toEqual(['framework', 'shell']);
    }
    expect(namedChunks((await firstLoad('/en/about-us')).js)).toEqual(['framework', 'mantine-common', 'mantine-providers', 'shell']);
    const size = (name: string) => fs.statSync(path.join(client, 'assets', fs.readdirSync(path.join(client, 'assets')).find((file) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file))!)).size;
    // Raw bytes at decision 105: framework 135 KB, shell 39 KB, mantine-providers 27 KB, mantine-common 44 KB.
    expect(size('framework')).toBeGreaterThan(100_000);
    for (const name of ['shell', 'mantine-providers', 'mantine-common']) expect(size(name), name).toBeGreaterThan(20_000);
  });

  it('holds no component only the dashboards use: a name taken from one package does not pull the same name from another', async () => {
    // The header imports React Router's NavLink; Mantine's NavLink (the dashboards' side menus) stays out.
    for (const pathname of ['/', '/find-jobs', '/login', '/en/register']) {
      const load = await firstLoad(pathname);
      const files = [...load.js].filter((href) => fs.readFileSync(path.join(client, href), 'utf8').includes('@mantine/core/NavLink'));
      expect(files, pathname).toEqual([]);
    }
  });
});

describe('React Router in the build (decision 078)', () => {
  it('is its production build, in the browser\'s scripts and in the server\'s bundle alike', () => {
    // A warning only React Router's development build carries (its production build compiles it out).
    const developmentOnly = 'You rendered descendant <Routes>';
    const assets = path.join(client, 'assets');
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((name) => fs.readFileSync(path.join(assets, name), 'utf8').includes(developmentOnly))).toEqual([]);
    // The server's bundle holds React Router itself (with the request handler the web server takes from it) rather
    // than importing the package, whose entry is the development build.
    const server = path.join(client, '..', 'server');
    const bundles = fs.readdirSync(server, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'));
    const importing = bundles.filter((name) => /\bfrom\s*["']react-router(\/dom)?["']/.test(fs.readFileSync(path.join(server, name), 'utf8')));
    expect(importing).toEqual([]);
  });
});

describe('the schemas of public forms (decision 061)', () => {
  it('are not in the first load of public pages, whose lists come from the plain value modules', async () => {
    const job = await aJobPath();
    for (const pathname of ['/', '/find-jobs', job, '/login', '/register', '/forget-password', '/contact-us', '/en/login', '/en/register']) {
      const load = await firstLoad(pathname);
      expect([...load.js].flatMap((href) => heavyIn(href).map((name) => `${href}: ${name}`)), pathname).toEqual([]);
    }
  });

  it('still check a form in the browser once a person reaches for it: an empty login is not sent', async () => {
    const { context, page } = await newPage(browser());
    const posts: string[] = [];
    const schemas: string[] = [];
    // Every script the page fetches: the schemas and the checks' own chunk (`validate.ts`), which the form awaits together.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
      if (/\/assets\/form-schemas-[^/]+\.js$/.test(request.url())) schemas.push(request.url());
      if (/\/assets\/[^/]+\.js$/.test(request.url())) scripts.push(request.url());
    });
    await page.goto('/en/login');
    await hydrated(page);
    // Fetched at the first focus, press or key (decision 163), not by a visit that only reads the page.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(schemas).toEqual([]);
    await page.locator('input[name="login"]').focus();
    await expect.poll(() => schemas.length).toBe(1);
    // Both asked for by the same first touch; the form checks once both have run, so wait for the second too.
    const chunk = (name: string) => scripts.find((url) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(url));
    await expect.poll(() => [chunk('form-schemas'), chunk('validate')].every(Boolean)).toBe(true);
    const fetched = [chunk('form-schemas'), chunk('validate')] as string[];
    // The page asked for the chunks itself; once both have run (and a task after, for the page's own promise), the form
    // checks in the browser.
    // (A string: Vitest would rewrite an import() written in a function.)
    await page.evaluate(`Promise.all(${JSON.stringify(fetched)}.map((url) => import(url))).then(() => new Promise((resolve) => setTimeout(resolve, 0)))`);
    await page.getByTestId('login-submit').click();
    await page.getByText('Email or phone number field is required').first().waitFor();
    expect(posts).toEqual([]);
    await context.close();
  });
});

describe('the faces a page downloads (decision 064)', () => {
  it('are those it preloads: no medium face, and on English pages no Arabic one (the switcher\'s «العربية» is in the system font)', async () => {
    // Pages of the site's own words: an English page showing a job written in Arabic needs the Arabic faces too.
    for (const pathname of ['/login', '/en/login', '/register', '/en/register']) {
      const { context, page } = await newPage(browser());
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(path.basename(new URL(request.url()).pathname));
      });
      await page.goto(pathname);
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const faces = [...new Set(fonts.map((name) => /ibm-plex-sans-arabic-([a-z-]+-\d+)-normal/.exec(name)?.[1] ?? name))].sort();
      // Each preloaded face is used (a preload nothing uses would be wasted bytes), and nothing else is downloaded.
      expect(faces, pathname).toEqual(pathname.startsWith('/en') ? ['latin-400', 'latin-700'] : ['arabic-400', 'arabic-700', 'latin-400', 'latin-700']);
      await context.close();
    }
  });
});

describe('scripts after the first paint (decision 062)', () => {
  it('are fetched only once the page has been painted, and the page then hydrates without an error', async () => {
    const job = await aJobPath();
    for (const pathname of ['/find-jobs', `/en${job}`]) {
      const { context, page } = await newPage(browser(), 390, 844);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(pathname);
      await hydrated(page);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.paint, pathname).not.toBeNull();
      expect(timing.scripts.length, pathname).toBeGreaterThan(5);
      expect(Math.min(...timing.scripts), pathname).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
      expect(errors, pathname).toEqual([]);
      await context.close();
    }
  });
});

/** Message ids on screen: a page that rendered before its messages arrived. */
function idsIn(text: string): string[] {
  return Object.keys(ar).filter((id) => id.includes('.') && text.includes(id));
}

describe('client-side navigation with messages loaded by page', () => {
  it('shows translated text on each page it reaches in English, without a hydration error', async () => {
    const { context, page } = await newPage(browser());
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/en/about-us');
    await hydrated(page);
    expect(idsIn(await page.locator('body').innerText())).toEqual([]);
    // Every link below is a plain link (decision 068): it navigates in the page, never loads a new document.
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The page the document brought is painted at once, without the fade-in (decision 052) …
    expect(await page.locator('main#main > div').getAttribute('class')).toBeNull();

    // About us → find jobs (search, company and enum messages arrive with the page).
    await page.locator('header a[href="/en/find-jobs"]').first().click();
    await page.waitForURL('**/en/find-jobs');
    await expect.poll(() => page.locator('a[href^="/en/jobs/"]').count()).toBeGreaterThan(0);
    expect(idsIn(await page.locator('body').innerText())).toEqual([]);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // … and a page reached by a link fades in (SPEC §2).
    expect(await page.locator('main#main > div').getAttribute('class')).toBe('page__enter');
    expect(await sameDocument()).toBe(true);
    // The header marks the page it is on, as React Router's NavLink did.
    expect(await page.locator('header a[href="/en/find-jobs"]').first().getAttribute('aria-current')).toBe('page');
    expect(await page.locator('header a[href="/en/majors"]').first().getAttribute('aria-current')).toBeNull();

    // Find jobs → a job page (job page, applications, report and salary messages).
    await page.locator('a[href^="/en/jobs/"]').first().click();
    await page.waitForURL(/\/en\/jobs\/\d+$/);
    await expect.poll(() => page.locator('main h1').count()).toBeGreaterThan(0);
    expect(idsIn(await page.locator('body').innerText())).toEqual([]);
    expect(await sameDocument()).toBe(true);

    // → majors, then → log in (a layout of its own, form and OAuth messages).
    await page.locator('header a[href="/en/majors"]').first().click();
    await page.waitForURL('**/en/majors');
    expect(idsIn(await page.locator('body').innerText())).toEqual([]);
    await page.locator('header a[href="/en/login"]').first().click();
    await page.waitForURL('**/en/login');
    await expect.poll(() => page.getByRole('heading', { name: 'Log in' }).count()).toBeGreaterThan(0);
    expect(idsIn(await page.locator('body').innerText())).toEqual([]);
    expect(await sameDocument()).toBe(true);

    expect(errors.filter((text) => /hydrat|Minified React error #4(18|19|23|25)/i.test(text))).toEqual([]);
    await context.close();
  });

  it('does the same in Arabic, the default language', async () => {
    const { context, page } = await newPage(browser());
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/majors');
    await hydrated(page);
    expect(idsIn(await page.locator('body').innerText())).toEqual([]);
    await page.locator('header a[href="/find-jobs"]').first().click();
    await page.waitForURL((url) => url.pathname === '/find-jobs');
    await expect.poll(() => page.locator('a[href^="/jobs/"]').count()).toBeGreaterThan(0);
    const arabic = await page.locator('main').innerText();
    expect(idsIn(arabic)).toEqual([]);
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await page.locator('a[href^="/jobs/"]').first().click();
    await page.waitForURL(/\/jobs\/\d+$/);
    await expect.poll(() => page.locator('main h1').count()).toBeGreaterThan(0);
    expect(idsIn(await page.locator('body').innerText())).toEqual([]);
    await page.locator('header a[href="/login"]').first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(pathOf(page)).toBe('/login');
    await expect.poll(async () => idsIn(await page.locator('body').innerText())).toEqual([]);

    expect(errors.filter((text) => /hydrat|Minified React error #4(18|19|23|25)/i.test(text))).toEqual([]);
    await context.close();
  });
});
