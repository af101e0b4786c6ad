import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { TReviewList } from '@tawzeef/contract';
import { I18nContext, translator } from '../../i18n/index.ts';
import { ReviewsSection } from './reviews-section.tsx';

const list = (page: number, total: number): TReviewList => ({
  summary: { employer_reviews: total, interview_reviews: 0, averages: null, min_for_averages: 3 },
  items: [],
  total,
  page,
  per_page: 10,
  mine: [],
  has_applied: null,
});

const render = (locale: 'ar' | 'en', at: string, reviews: TReviewList) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'ar' ? '' : '/en', t: translator(locale) }}>
        <ReviewsSection companyId={5} reviews={reviews} viewer={null} />
      </I18nContext.Provider>
    </MemoryRouter>,
  );

describe('the company page\'s reviews, a page at a time (decision 131)', () => {
  it('links the other pages of reviews, keeping the jobs\' own page and coming back to the reviews', () => {
    const html = render('en', '/en/company-profile/5?page=2&reviews_page=2', list(2, 25));
    expect(html).toContain('aria-label="Pages of reviews"');
    expect(html).toContain('href="/en/company-profile/5?page=2&amp;reviews_page=3#reviews"');
    // The first page drops the parameter.
    expect(html).toContain('href="/en/company-profile/5?page=2#reviews"');
    expect(render('ar', '/company-profile/5', list(1, 25))).toContain('aria-label="صفحات التقييمات"');
  });

  it('shows no pages when the reviews fit on one', () => {
    expect(render('en', '/en/company-profile/5', list(1, 10))).not.toContain('Pages of reviews');
  });
});
