import { describe, expect, it, vi } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { JOB_SEARCH_COUNT_CAP, type TJobSearchResult } from '@tawzeef/contract';
import { localeContext, sessionContext, webContext } from '../../lib/context.ts';
import { splitLocalePath } from '../../lib/locale-path.ts';
import { findJobsLoader } from './find-jobs.server.ts';
import { askedPage, resultPages } from './search-params.ts';

const PAGE_SIZE = 20;
const card = (id: number): TJobSearchResult['items'][number] => ({
  id,
  title: `Job ${id}`,
  company: null,
  city: null,
  is_remote: false,
  job_type: 'full_time',
  work_place: 'on_site',
  saudi_only: false,
  major: null,
  salary_from: null,
  salary_to: null,
  experience_years: null,
  deadline: null,
  published_at: null,
  locale: 'en',
  is_open: true,
  is_featured: false,
});

/**
 * The API as the loader meets it: GET /api/v1/jobs with `total` matches, answering 422 on `page` past its reach (the
 * first JOB_SEARCH_COUNT_CAP results, or the schema's 1,000), as public-service.ts does; every list empty.
 */
function fakeApi(total: number) {
  const searches: string[] = [];
  const request = vi.fn(async ({ path }: { path: string }) => {
    const url = new URL(path, 'http://api');
    if (url.pathname !== '/api/v1/jobs') return { status: 200, body: { data: [] } };
    searches.push(url.search);
    const page = Number(url.searchParams.get('page') ?? '1');
    const reach = Math.ceil(JOB_SEARCH_COUNT_CAP / PAGE_SIZE);
    if (page > Math.min(reach, 1000)) return { status: 422, body: { message: 'Some fields are invalid', errors: { page: [`At most ${reach}`] } } };
    const from = (page - 1) * PAGE_SIZE;
    const items = Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, total - from)) }, (_, index) => card(from + index + 1));
    const result: TJobSearchResult = {
      items,
      total,
      total_capped: false,
      total_estimated: false,
      page,
      page_size: PAGE_SIZE,
      facets: { city: [], major: [], sector: [], job_type: [], work_place: [] },
      facets_estimated: false,
      meta: { interpreted_as: null, approximate: false, city: null, region: null, job_type: null, work_place: null, work: null, level: null, employer: null, exact: false },
    };
    return { status: 200, body: { data: result } };
  });
  return { request, searches };
}

async function load(address: string, total: number) {
  const api = fakeApi(total);
  const url = new URL(address, 'http://localhost');
  const context = new RouterContextProvider();
  context.set(webContext, { api: { request: api.request, raw: vi.fn() } as never, clientIp: '127.0.0.1', secureCookies: false, publicUrl: 'http://localhost' });
  context.set(localeContext, splitLocalePath(url.pathname));
  context.set(sessionContext, { user: null, token: null, setCookies: [] });
  const page = await findJobsLoader({ request: new Request(url), url, context });
  return { page, searches: api.searches };
}

describe('a /find-jobs page past the results', () => {
  it('reads the page asked for, in any digits, even past what a search takes', () => {
    expect(askedPage(new URL('http://x/find-jobs?page=٦٠٠'))).toBe(600);
    expect(askedPage(new URL('http://x/find-jobs?page=5000'))).toBe(5000);
    expect(askedPage(new URL('http://x/find-jobs?page=0'))).toBeUndefined();
    expect(askedPage(new URL('http://x/find-jobs?page=2.5'))).toBeUndefined();
    expect(askedPage(new URL('http://x/find-jobs'))).toBeUndefined();
  });

  it('past the 10,000-result reach says so with the last page instead of the API\'s 422 error page', async () => {
    const total = 25_000;
    const last = resultPages(total, PAGE_SIZE);
    expect(last).toBe(JOB_SEARCH_COUNT_CAP / PAGE_SIZE);
    const { page, searches } = await load(`/en/find-jobs?q=sales&page=${last + 1}`, total);
    expect(page).toMatchObject({ pastLast: true, result: { page: last + 1, total, items: [] } });
    // The search again without the page, which tells how many pages there are.
    expect(searches).toEqual([`?q=sales&page=${last + 1}`, '?q=sales']);
  });

  it('past the 1,000 pages a search takes (dropped from the search) says so too, rather than showing page 1', async () => {
    const { page, searches } = await load('/find-jobs?q=sales&page=5000', 25_000);
    expect(page).toMatchObject({ pastLast: true, result: { page: 5000, items: [] } });
    expect(searches).toEqual(['?q=sales']);
  });

  it('past the last page of a short list says so, and the last page itself is an ordinary page', async () => {
    const past = await load('/en/find-jobs?page=4', 45);
    expect(past.page).toMatchObject({ pastLast: true, result: { page: 4, items: [] } });
    expect(past.searches).toEqual(['?page=4']);
    const lastPage = await load('/en/find-jobs?page=3', 45);
    expect(lastPage.page.pastLast).toBe(false);
    expect(lastPage.page.result.items).toHaveLength(5);
    const reachEnd = await load(`/en/find-jobs?page=${JOB_SEARCH_COUNT_CAP / PAGE_SIZE}`, 25_000);
    expect(reachEnd.page.pastLast).toBe(false);
    expect(reachEnd.page.result.items).toHaveLength(PAGE_SIZE);
  });
});
