import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import type { TCandidateSearchResult, TLocale } from '@tawzeef/contract';
import { I18nContext, translator } from '../../i18n/index.ts';
import { candidateLevelLabel, CandidateReading } from './candidate-reading.tsx';

function render(node: ReactNode, locale: TLocale) {
  const router = createMemoryRouter([{ path: '/', element: node }], { initialEntries: ['/'] });
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'ar' ? '' : '/en', t: translator(locale) }}>
        <RouterProvider router={router} />
      </I18nContext.Provider>
    </MantineProvider>,
  );
}

const result = (meta: Partial<TCandidateSearchResult['meta']>): TCandidateSearchResult => ({
  items: [],
  total: 0,
  total_capped: false,
  page: 1,
  page_size: 20,
  facets: { city: [], major: [], occupation: [], job_type: [], qualification: [] },
  meta: { interpreted_as: 'nurse', approximate: false, city: null, region: null, job: null, level: null, work: null, ...meta },
  company_verified: true,
});

/** Candidate search's reading shows the level and the kind of work the words named, as /find-jobs's does (decisions 108, 109, 115). */
describe('the candidate search reading', () => {
  it('shows the level as a removable filter in Arabic: the same search with the words without it', () => {
    const html = render(
      <CandidateReading result={result({ interpreted_as: 'محاسب', level: { experience_min: null, experience_max: 2, without: 'محاسب' } })} params={{ q: 'محاسب حديث تخرج', city_id: '3' }} path="/search-on-employee" />,
      'ar',
    );
    expect(html).toContain('data-testid="reading-level"');
    expect(html).toContain('خبرة حتى سنتين');
    expect(html).toContain(`href="/search-on-employee?q=${encodeURIComponent('محاسب')}&amp;city_id=3"`);
    expect(html).toContain('aria-label="إزالة: خبرة حتى سنتين"');
  });

  it('names the kind of work the words named, in both languages', () => {
    const en = render(<CandidateReading result={result({ interpreted_as: 'hospital', work: 'healthcare: nurses, doctors, pharmacists' })} params={{ q: 'hospital' }} path="/en/search-on-employee" />, 'en');
    expect(en).toContain('data-testid="search-reading-work"');
    expect(en).toContain('Candidates in healthcare: nurses, doctors, pharmacists');
    const ar = render(<CandidateReading result={result({ interpreted_as: 'مستشفى', work: 'القطاع الصحي: تمريض وأطباء' })} params={{ q: 'مستشفى' }} path="/search-on-employee" />, 'ar');
    expect(ar).toContain('مرشحون في القطاع الصحي: تمريض وأطباء');
  });

  it('shows a level read from words that name nothing else ("5 years")', () => {
    const html = render(<CandidateReading result={result({ interpreted_as: '', level: { experience_min: 5, experience_max: null, without: '' } })} params={{ q: '5 years' }} path="/en/search-on-employee" />, 'en');
    expect(html).toContain('At least 5 years of experience');
    expect(html).toMatch(/href="\/en\/search-on-employee"[^>]*data-testid="reading-level"|data-testid="reading-level"[^>]*href="\/en\/search-on-employee"/u);
  });

  it('names each level in both languages', () => {
    const en = translator('en');
    const ar = translator('ar');
    expect(candidateLevelLabel({ experience_min: null, experience_max: 0, without: '' }, en)).toBe('No experience / fresh graduates');
    expect(candidateLevelLabel({ experience_min: null, experience_max: 1, without: '' }, en)).toBe('Up to 1 year of experience');
    expect(candidateLevelLabel({ experience_min: 1, experience_max: null, without: '' }, en)).toBe('At least 1 year of experience');
    expect(candidateLevelLabel({ experience_min: 2, experience_max: null, without: '' }, ar)).toBe('خبرة سنتين على الأقل');
    expect(candidateLevelLabel({ experience_min: 5, experience_max: null, without: '' }, ar)).toBe('خبرة 5 سنوات على الأقل');
  });
});
