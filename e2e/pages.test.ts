import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, pathOf, useBrowser } from './support/session.ts';

const PUBLIC = [
  '', '/about-us', '/bank-accounts', '/blogs', '/busniss-platform', '/busniss-platform/1', '/company-profile/1',
  '/company-profile/details/1', '/contact-us', '/find-jobs', '/hiring-law', '/majors', '/majors/1', '/news',
  '/salaries', '/salary-reports', '/terms-conditions', '/privacy-policy', '/login', '/register', '/forget-password', '/reset-password',
  '/verify-email', '/logout',
];
const PROTECTED = [
  '/company-profile', '/employee-profile', '/messages', '/otp-code', '/profile/privacy', '/profile/files', '/profile/print', '/post-job', '/post-job/1', '/search-on-employee', '/talent-pools', '/talent-pools/1', '/profile', '/my-applications', '/saved-jobs', '/job-alerts', '/company-jobs/1/applicants',
  ...['contact-info', 'courses', 'info', 'job-required', 'majors', 'membership-info', 'personal-exp', 'personal-info', 'qualification', 'skills', 'social-contacts'].map((s) => `/profile/${s}`),
];

describe('every route of the specification in its three forms', () => {
  it.each(['', '/ar', '/en'])('public pages answer 200 under %j with the right <html lang dir>', async (prefix) => {
    // A job page needs a live job (a draft is a 404): the newest one the search answers.
    const live = (await (await fetch(`${baseUrl()}/api/v1/jobs?sort=newest&per_page=1`)).json()) as { data: { items: Array<{ id: number }> } };
    // A post's page needs a published post of its kind (the demo's articles and news, decision 034).
    const newest = async (kind: 'blog' | 'news') => ((await (await fetch(`${baseUrl()}/api/v1/posts?kind=${kind}&per_page=1`)).json()) as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;
    const posts = [`/blogs/${await newest('blog')}`, `/news/${await newest('news')}`];
    for (const path of [...PUBLIC, `/jobs/${live.data.items[0]!.id}`, ...posts]) {
      const url = `${baseUrl()}${prefix}${path}` || '/';
      const response = await fetch(url, { redirect: 'manual' });
      expect(response.status, url).toBe(200);
      const html = await response.text();
      const lang = prefix === '/en' ? 'en' : 'ar';
      expect(html, url).toContain(`<html lang="${lang}" dir="${lang === 'en' ? 'ltr' : 'rtl'}"`);
      expect(html, url).toMatch(lang === 'en' ? /<title>[^<]*Tawzeef Recruitment Platform<\/title>/ : /<title>[^<]*منصة توظيف<\/title>/);
      expect(html, url).toMatch(/<h1[^>]*>/);
    }
  });

  it.each(['', '/ar', '/en'])('/jobs under %j moves to the job search of the same language (decision 015)', async (prefix) => {
    const response = await fetch(`${baseUrl()}${prefix}/jobs?q=nurse`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${prefix}/find-jobs?q=nurse`);
  });

  it.each(['', '/ar', '/en'])('protected pages under %j send a visitor to the login page of the same language', async (prefix) => {
    for (const path of PROTECTED) {
      const response = await fetch(`${baseUrl()}${prefix}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(`${prefix}/login`);
    }
  });

  it.each(['/fr/about-us', '/de', '/no-such-page', '/en/no-such-page', '/profile/unknown-section'])('%s is a 404', async (path) => {
    const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(404);
  });

  it('answers a page\'s three addresses with its one route, and /ar/en/x with the 404 page (decision 107, apps/web/server/route-forms.ts)', async () => {
    // The page's manifest names its one route, whatever its address…
    const html = await (await fetch(`${baseUrl()}/en/find-jobs`)).text();
    const manifest = html.slice(html.indexOf('window.__reactRouterManifest'));
    expect(manifest).toContain('"find-jobs"');
    expect(manifest).not.toMatch(/"(ar|en)\/find-jobs"/);
    const version = /"version":\s*"([^"]+)"/.exec(manifest)![1]!;
    // …and so does the manifest a link asks for, before it leads to another language.
    const response = await fetch(`${baseUrl()}/__manifest?paths=${encodeURIComponent(['/ar/majors', '/en/majors', '/majors'].join(','))}&version=${version}`);
    expect(response.status).toBe(200);
    const patches = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(patches)).toContain('majors');
    expect(Object.keys(patches).filter((id) => /^(ar|en)\//.test(id))).toEqual([]);
    // Both prefixes at once are no page's address: the 404 page, in Arabic, as /ar/fr/x is.
    const mainOf = (text: string) => text.slice(text.indexOf('<main'), text.indexOf('</main>'));
    const unknown = await fetch(`${baseUrl()}/ar/fr/find-jobs`);
    expect(unknown.status).toBe(404);
    const notFoundMain = mainOf(await unknown.text());
    expect(notFoundMain).toContain('data-testid="error-status"');
    for (const path of ['/ar/en/find-jobs', '/ar/en', '/ar/EN/majors']) {
      const both = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
      expect(both.status, path).toBe(404);
      const text = await both.text();
      expect(text, path).toMatch(/<html[^>]* lang="ar"/);
      expect(mainOf(text), path).toBe(notFoundMain);
    }
    // Paths match whatever their case, as before; a language prefix in capitals moves to its lower-case address (in
    // that language, not the default one).
    const moved = await fetch(`${baseUrl()}/EN/majors?page=1`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/en/majors?page=1');
    expect((await fetch(`${baseUrl()}/Ar`, { redirect: 'manual' })).headers.get('location')).toBe('/ar');
    const english = await fetch(`${baseUrl()}/EN/Majors`);
    expect(english.status).toBe(200);
    expect(await english.text()).toMatch(/<html[^>]* lang="en"/);
  });
});

describe('the pages as a person sees them', () => {
  const browser = useBrowser();

  it('shows the home page in Arabic right-to-left, and the same page in English left-to-right', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    expect(await page.title()).toBe('منصة توظيف');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const width = page.viewportSize()!.width;
    const brandAr = (await page.getByTestId('brand').boundingBox())!;
    expect(brandAr.x + brandAr.width / 2).toBeGreaterThan(width / 2);
    expect(await page.getByTestId('home-majors').locator('a').count()).toBeGreaterThan(3);

    await Promise.all([page.waitForURL('**/en'), page.getByTestId('language-switcher').click()]);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.title()).toBe('Tawzeef Recruitment Platform');
    const brandEn = (await page.getByTestId('brand').boundingBox())!;
    expect(brandEn.x + brandEn.width / 2).toBeLessThan(width / 2);

    // The language is remembered: the unprefixed address now opens in English.
    await page.goto('/about-us');
    expect(pathOf(page)).toBe('/en/about-us');
    await Promise.all([page.waitForURL('**/ar/about-us'), page.getByTestId('language-switcher').click()]);
    await page.goto('/about-us');
    expect(pathOf(page)).toBe('/about-us');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await context.close();
  });

  it('leads the home search box to find-jobs with the words and city', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/en');
    await page.locator('input[name="q"]').fill('accountant');
    await page.locator('select[name="city_id"]').selectOption({ index: 1 });
    await Promise.all([page.waitForURL('**/en/find-jobs?**'), page.getByTestId('home-search-submit').click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe('accountant');
    expect(Number(url.searchParams.get('city_id'))).toBeGreaterThan(0);
    await context.close();
  });

  it.each([
    ['/no-such-page', 'ar', 'لم يتم العثور على هذه الصفحة', '/'],
    ['/en/no-such-page', 'en', 'This page could not be found', '/en'],
  ])('shows the not-found page for %s in %s with a link home', async (path, lang, heading, home) => {
    const { context, page } = await newPage(browser());
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.locator('h1').innerText()).toBe(heading);
    expect(await page.title()).toBe(`${heading} | ${lang === 'en' ? 'Tawzeef Recruitment Platform' : 'منصة توظيف'}`);
    expect(await page.getByTestId('error-home').getAttribute('href')).toBe(home);
    await context.close();
  });
});
