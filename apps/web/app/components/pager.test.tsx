import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext, translator } from '../i18n/index.ts';
import { isPastLast, PastLastNotice, Pager, pageNumbers } from './pager.tsx';

const inLocale = (locale: 'ar' | 'en', element: React.ReactElement) =>
  renderToStaticMarkup(
    <I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'ar' ? '' : '/en', t: translator(locale) }}>{element}</I18nContext.Provider>,
  );
const href = (n: number) => `/find-jobs${n > 1 ? `?page=${n}` : ''}`;
const render = (locale: 'ar' | 'en', page: number, pages: number) => inLocale(locale, <Pager page={page} pages={pages} href={href} />);

describe('numbered page links', () => {
  it('shows the first, the last, the current page with its neighbours, and a gap for what is left out', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageNumbers(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 19, 20]);
    // A gap of one number shows the number.
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 1)).toEqual([]);
    // Past the last: the pages that exist, none of them current.
    expect(pageNumbers(9, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(4, 1)).toEqual([1]);
  });

  it('links every number, marks the current page, and offers previous and next where they exist', () => {
    const html = render('en', 6, 20);
    expect(html).toContain('data-testid="pager-page-1" href="/find-jobs" data-discover="true">1</a>');
    expect(html).toContain('aria-current="page" aria-label="Page 6" data-testid="pager-page-6" href="/find-jobs?page=6" data-discover="true">6</a>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html).toContain('rel="prev" data-testid="pager-previous" href="/find-jobs?page=5" data-discover="true">Previous</a>');
    expect(html).toContain('rel="next" data-testid="pager-next" href="/find-jobs?page=7" data-discover="true">Next</a>');
    expect(html).toContain('aria-hidden="true">…</li>');
    // The first page has no "previous"; the last no "next".
    expect(render('en', 1, 3)).not.toContain('rel="prev"');
    expect(render('en', 3, 3)).not.toContain('rel="next"');
    expect(render('en', 1, 1)).toBe('');
  });

  it('speaks Arabic in Arabic, and past the last page leads back to it', () => {
    const html = render('ar', 2, 3);
    expect(html).toContain('>السابق</a>');
    expect(html).toContain('>التالي</a>');
    expect(html).toContain('aria-label="صفحة 2"');
    const past = render('ar', 9, 3);
    expect(past).not.toContain('aria-current');
    expect(past).toContain('rel="prev" data-testid="pager-previous" href="/find-jobs?page=3"');
    expect(past).not.toContain('rel="next"');
  });
});

describe('a page past the last', () => {
  it('is one with nothing on it after the last page (an empty first page is not)', () => {
    expect(isPastLast(9, 3, 0)).toBe(true);
    expect(isPastLast(3, 3, 0)).toBe(false);
    expect(isPastLast(1, 1, 0)).toBe(false);
    expect(isPastLast(9, 3, 2)).toBe(false);
  });

  it('says there is no such page and links the last, in either language', () => {
    const en = inLocale('en', <PastLastNotice page={9} pages={3} href={href} />);
    expect(en).toContain('There is no page 9 of these results: the last is page 3.');
    expect(en).toContain('href="/find-jobs?page=3"');
    const ar = inLocale('ar', <PastLastNotice page={9} pages={3} href={href} />);
    expect(ar).toContain('لا توجد صفحة 9 في هذه النتائج: آخر صفحاتها الصفحة 3.');
    expect(ar).toContain('href="/find-jobs?page=3"');
  });
});
