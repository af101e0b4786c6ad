import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, hydrated, logInThroughForm, newPage, useBrowser } from './support/session.ts';

const browser = useBrowser();
const SEEKER = { login: 'seeker@demo.tawzeef.sa', password: 'Tawzeef@2026' };
/** A tile: the smallest PNG (the e2e run's tile server is down on purpose; this journey serves its tiles itself). */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The distances the cards show, as numbers (Arabic-Indic digits read too). */
async function distances(page: Page): Promise<number[]> {
  // The address changes before the new results arrive: the old cards (without distances) may still be on the page.
  await page.locator('[data-testid="search-results"] [data-testid="job-card-distance"]').first().waitFor();
  const texts = await page.locator('[data-testid="search-results"] [data-testid="job-card-distance"]').allTextContents();
  return texts.map((text) => Number(text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660)).replace(/[^\d]/g, '')));
}

const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

/**
 * The middle of the first of `items` well inside `frame` (a map's markers may lie past its edges, hidden), with its
 * title; null when none is, or while the map's clusters are moving.
 */
async function inside(frame: Locator, items: Locator): Promise<{ x: number; y: number; title: string | null } | null> {
  const box = await frame.boundingBox();
  if (!box || (await frame.locator('.leaflet-cluster-anim').count()) > 0) return null;
  for (const item of await items.all()) {
    const at = await item.boundingBox();
    if (!at) continue;
    const x = at.x + at.width / 2;
    const y = at.y + at.height / 2;
    // Clear of the edges and of the zoom buttons in the top corner.
    if (x > box.x + 60 && x < box.x + box.width - 20 && y > box.y + 80 && y < box.y + box.height - 20) return { x, y, title: await item.getAttribute('title') };
  }
  return null;
}

/** Jobs near me (decision 137). */
describe('jobs near me', () => {
  it('a seeker on a phone in Arabic searches near their CV city: distances on every card, nearest first; with the tiles down the map leaves the list', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/login');
    await logInThroughForm(page, SEEKER.login, SEEKER.password);
    await page.goto('/find-jobs');
    await hydrated(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('filters-open').click();
    const myCity = page.getByTestId('near-my-city');
    await expect.poll(() => myCity.textContent()).toContain('قرب مدينتي: الرياض');
    await Promise.all([page.waitForURL((url) => url.searchParams.get('near_city') !== null && url.searchParams.get('sort') === 'distance'), myCity.click()]);
    await page.getByTestId('search-results').waitFor();
    const shown = await distances(page);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.every((km) => km <= 50)).toBe(true);
    expect(ascending(shown)).toBe(true);
    expect(await page.locator('[data-testid="job-card-distance"]').first().textContent()).toContain('كم');
    // The tile server of this run is down: one line says so, and the list stays.
    await page.getByTestId('near-map-unavailable').waitFor();
    expect(await page.getByTestId('near-map-unavailable').textContent()).toContain('الخريطة غير متاحة');
    await context.close();
  });

  it('a visitor in English chooses a city without JavaScript, then sees the results on a map with clusters', async () => {
    // Without JavaScript: the city and the radius are plain fields of the search's GET form.
    const plain = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
    const form = await plain.newPage();
    await form.goto('/en/find-jobs');
    await form.locator('select[name="near_city"]').selectOption({ label: 'Riyadh' });
    await Promise.all([form.waitForURL((url) => url.searchParams.get('near_city') !== null), form.getByTestId('search-submit').click()]);
    await form.locator('select[name="radius_km"]').selectOption('100');
    await Promise.all([form.waitForURL((url) => url.searchParams.get('radius_km') === '100'), form.getByTestId('search-submit').click()]);
    await form.getByRole('link', { name: 'Nearest' }).click();
    await form.waitForURL((url) => url.searchParams.get('sort') === 'distance');
    const address = new URL(form.url());
    const shown = await distances(form);
    expect(shown.length).toBeGreaterThan(1);
    expect(ascending(shown)).toBe(true);
    expect(shown.every((km) => km <= 100)).toBe(true);
    expect(await form.locator('[data-testid="job-card-distance"]').first().textContent()).toMatch(/^\d+ km$/);
    expect(await form.getByRole('link', { name: /Within 100 km of Riyadh/ }).count()).toBe(1);
    await plain.close();

    // With JavaScript and a tile server that answers: every match of the search as clustered markers (decision 141),
    // not only the page's.
    const { context, page } = await newPage(browser(), 1280, 900);
    await context.route(/\/\d+\/\d+\/\d+\.png$/, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
    await page.goto(`${address.pathname}${address.search}`);
    await page.getByTestId('near-map-leaflet').waitFor();
    await page.locator('[data-testid="near-map"][data-complete="true"] .marker-cluster').first().waitFor();
    expect(Number(await page.getByTestId('near-map').getAttribute('data-jobs'))).toBe(Number(await page.getByTestId('search-count').getAttribute('data-total')));
    // A cluster counts its jobs; together with the single markers they are the search's jobs.
    const clustered = (await page.locator('[data-testid="near-map"] .marker-cluster').allTextContents()).reduce((sum, text) => sum + Number(text), 0);
    const single = await page.locator('[data-testid="near-map"] .leaflet-marker-icon:not(.marker-cluster)').count();
    expect(clustered + single).toBe(Number(await page.getByTestId('near-map').getAttribute('data-jobs')));
    await context.close();
  });

  it('a visitor in English uses their current location, then opens a job from the map', async () => {
    // The browser allows the page its position: central Riyadh. The tiles answer, as in the journey above.
    const { context, page } = await newPage(browser(), 1280, 900);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 24.6877, longitude: 46.7219 });
    await context.route(/\/\d+\/\d+\/\d+\.png$/, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
    await page.goto('/en/find-jobs');
    await hydrated(page);
    // The button comes when the person comes to the filters near a place (decision 163).
    await page.getByTestId('filter-near').hover();
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('near_lat') === '24.688' && url.searchParams.get('near_lng') === '46.722' && url.searchParams.get('sort') === 'distance'),
      page.getByTestId('near-my-location').click(),
    ]);
    await page.getByTestId('search-results').waitFor();
    const shown = await distances(page);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.every((km) => km <= 50)).toBe(true);
    expect(ascending(shown)).toBe(true);

    // On the map, a cluster opens onto its jobs (zooming in, then spreading out those at one place) and a job's
    // marker opens the job. A person clicks what they see: a marker inside the map's frame.
    const map = page.locator('[data-testid="near-map"][data-complete="true"] .near-map__frame');
    await map.locator('.leaflet-marker-icon').first().waitFor();
    const marker = map.locator('.leaflet-marker-icon:not(.marker-cluster)');
    let target: Awaited<ReturnType<typeof inside>> = null;
    await expect
      .poll(
        async () => {
          target = await inside(map, marker);
          if (target) return true;
          const cluster = await inside(map, map.locator('.marker-cluster'));
          if (cluster) await page.mouse.click(cluster.x, cluster.y);
          return false;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    const { x, y, title } = target!;
    expect(title).toBeTruthy();
    await Promise.all([page.waitForURL(/\/en\/jobs\/\d+/), page.mouse.click(x, y)]);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(title!);
    await context.close();
  });
});
