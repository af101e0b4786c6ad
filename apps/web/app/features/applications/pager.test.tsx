import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import type { TJobCard } from '@tawzeef/contract';
import { I18nContext, translator } from '../../i18n/index.ts';
import { SavedJobsPage } from './seeker-pages.tsx';

const job = (id: number): TJobCard => ({
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

/** The saved jobs' page 3 of 7 in English, as the server renders it. */
function render() {
  const router = createMemoryRouter([{ path: '/en/saved-jobs', element: <SavedJobsPage data={{ items: [job(41), job(42)], total: 130, page: 3, page_size: 20 }} /> }], {
    initialEntries: ['/en/saved-jobs?page=3'],
  });
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nContext.Provider value={{ locale: 'en', dir: 'ltr', prefix: '/en', t: translator('en') }}>
        <RouterProvider router={router} />
      </I18nContext.Provider>
    </MantineProvider>,
  );
}

describe('the pages of the applications lists', () => {
  it('are the search pager’s numbered links, named for the list, the current page marked', () => {
    const html = render();
    expect(html).toContain('aria-label="Saved job pages"');
    for (const n of [1, 2, 3, 4, 7]) expect(html).toContain(`data-testid="pager-page-${n}"`);
    expect(html).not.toContain('data-testid="pager-page-6"');
    expect(html).toMatch(/aria-current="page"[^>]*data-testid="pager-page-3"/);
    expect(html).toContain('data-testid="pager-previous"');
    expect(html).toContain('data-testid="pager-next"');
  });
});
