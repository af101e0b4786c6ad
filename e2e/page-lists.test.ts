import { describe, expect, it } from 'vitest';
import { apiCall, baseUrl, hydrated, newPage, useBrowser } from './support/session.ts';

const browser = useBrowser();

interface TListsAnswer {
  version: string;
  lists: Record<'cities' | 'majors' | 'sectors', Array<{ id: number; name: string }>>;
}

/** The lists a search page names (`#page-lists`) and its hydration data (React Router's stream). */
async function searchPage(path: string) {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const named = /<script type="application\/json" id="page-lists"[^>]*>([^<]*)<\/script>/.exec(html);
  expect(named, path).not.toBeNull();
  const ref = JSON.parse(named![1]!) as { version: string; href: string };
  const data = html.slice(html.indexOf('streamController.enqueue'));
  return { html, ref, data };
}

async function lists(href: string) {
  const response = await fetch(`${baseUrl()}${href}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), answer: (await response.json()) as TListsAnswer };
}

describe("a search page's filter lists, apart from its data (decision 068)", () => {
  it('are named by version, not carried in the page, and kept a year under their own address in each language', async () => {
    const arabic = await searchPage('/find-jobs');
    // The page's data (serialized for hydration) holds no list.
    expect(arabic.data).not.toContain('cities');
    expect(arabic.data).not.toContain('majors');
    expect(arabic.html).toContain(`<link rel="preload" href="${arabic.ref.href}" as="fetch" crossorigin=""/>`);
    expect(arabic.ref.href).toBe(`/page-lists/${arabic.ref.version}`);

    const ar = await lists(arabic.ref.href);
    expect(ar.status).toBe(200);
    expect(ar.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(ar.answer.version).toBe(arabic.ref.version);
    expect(ar.answer.lists.cities.length).toBeGreaterThan(10);
    expect(ar.answer.lists.majors.length).toBeGreaterThan(10);
    expect(ar.answer.lists.sectors.length).toBeGreaterThan(5);
    // Only what a filter shows: the id and the name in the page's language.
    expect(Object.keys(ar.answer.lists.cities[0]!).sort()).toEqual(['id', 'name']);
    const riyadh = ar.answer.lists.cities.find((city) => city.name === 'الرياض');
    expect(riyadh).toBeDefined();
    // Decision 069: the markup offers "every city" and the ten cities with most jobs (the rest join once the page's
    // scripts run); a city chosen is offered whatever its number of jobs.
    const offered = (html: string) => [...(/<select[^>]*name="city_id"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '').matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]);
    const facets = (await apiCall<{ facets: { city: Array<{ id: number; count: number }> } }>('GET', '/api/v1/jobs', null)).facets.city;
    const byJobs = [...facets].sort((a, b) => b.count - a.count);
    expect(byJobs.length).toBeGreaterThan(10);
    expect(offered(arabic.html)).toHaveLength(11);
    for (const city of byJobs.slice(0, 10)) if (city.count > byJobs[10]!.count) expect(offered(arabic.html)).toContain(String(city.id));
    const rare = byJobs.at(-1)!;
    expect(offered(arabic.html)).not.toContain(String(rare.id));
    const chosen = await searchPage(`/find-jobs?city_id=${rare.id}`);
    expect(offered(chosen.html)).toContain(String(rare.id));
    expect(chosen.html).toMatch(new RegExp(`<option value="${rare.id}" selected=""`));

    const english = await searchPage('/en/find-jobs');
    expect(english.ref.version).not.toBe(arabic.ref.version);
    expect(english.ref.href).toBe(`/en/page-lists/${english.ref.version}`);
    const en = await lists(english.ref.href);
    expect(en.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(en.answer.lists.cities.find((city) => city.id === riyadh!.id)?.name).toBe('Riyadh');

    // A version that is not the current one (a list changed since the page was rendered): the current lists, not kept.
    const stale = await lists(`/en/page-lists/${arabic.ref.version}`);
    expect(stale.status).toBe(200);
    expect(stale.cacheControl).toBe('no-cache');
    expect(stale.answer.version).toBe(english.ref.version);
  });

  it('arrive once in the browser: before the first search page hydrates, and not again for the next searches', async () => {
    const { context, page } = await newPage(browser());
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/page-lists/')) fetched.push(new URL(request.url()).pathname);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    // Reached by a link: the route's own loader brings them with the page's data.
    await page.goto('/en/about-us');
    await hydrated(page);
    expect(fetched).toEqual([]);
    await page.locator('header a[href="/en/find-jobs"]').first().click();
    await page.waitForURL('**/en/find-jobs');
    const city = page.locator('select[name="city_id"]').first();
    // Every city (and "every city"), not only the ten the server's markup offers before hydration (decision 069).
    const everyCity = (await lists(new URL(page.url()).pathname.startsWith('/en/') ? '/en/page-lists/current' : '/page-lists/current')).answer.lists.cities.length;
    expect(everyCity).toBeGreaterThan(20);
    await expect.poll(() => city.locator('option').count()).toBe(everyCity + 1);
    expect(await city.locator('option').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Riyadh/)]));
    expect(fetched).toHaveLength(1);

    // A filter chosen in the page: the lists are in the browser already.
    await city.selectOption({ label: (await city.locator('option').allTextContents()).find((text) => text.startsWith('Riyadh'))! });
    await page.locator('[data-testid="search-results"], [data-testid="search-empty"]').first().waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('city_id')).not.toBeNull();
    expect(fetched).toHaveLength(1);

    // A search page in Arabic loaded as a document (/ar/: the language cookie would send /find-jobs to English):
    // hydrated with the lists it names, without a mismatch.
    await page.goto('/ar/find-jobs');
    await hydrated(page);
    await expect.poll(() => page.locator('select[name="city_id"] option').count()).toBe(everyCity + 1);
    expect(fetched.filter((path) => path.startsWith('/ar/'))).toHaveLength(1);
    expect(errors.filter((text) => /hydrat|Minified React error #4(18|19|23|25)|page's lists/i.test(text))).toEqual([]);
    await context.close();
  });
});
