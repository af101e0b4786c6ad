import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type MetaDescriptor } from 'react-router';
import { translator, type TMessageId } from '../i18n/index.ts';
import { brandedTitle, PAGE_DESCRIPTIONS, pageMeta } from './meta.ts';

const descriptionOf = (tags: MetaDescriptor[]) => tags.find((tag) => 'name' in tag && tag.name === 'description') as { content: string } | undefined;

describe('the public pages’ descriptions', () => {
  const pages = Object.keys(PAGE_DESCRIPTIONS) as TMessageId[];

  it('gives each public page a description of its own in both languages, not the site’s tagline', () => {
    expect(pages.length).toBeGreaterThanOrEqual(12);
    for (const [locale, prefix] of [['ar', ''], ['en', '/en']] as const) {
      const t = translator(locale);
      const seen = new Set<string>();
      for (const page of pages) {
        const content = descriptionOf(pageMeta(page)({ location: { pathname: `${prefix}/some-page` }, matches: [] }))?.content ?? '';
        expect(content, `${locale} ${page}`).not.toBe(t('app.description'));
        expect(content, `${locale} ${page}`).toBe(t(PAGE_DESCRIPTIONS[page]!));
        // What a search engine shows: long enough to say something, short enough not to be cut.
        expect(content.length, `${locale} ${page}`).toBeGreaterThanOrEqual(35);
        expect(content.length, `${locale} ${page}`).toBeLessThanOrEqual(170);
        expect(seen.has(content), `${locale} ${page} repeats another page's description`).toBe(false);
        seen.add(content);
      }
    }
  });

  it('keeps the tagline for the home page and for pages without a description of their own', () => {
    for (const [locale, home, profile] of [['ar', '/', '/profile'], ['en', '/en', '/en/profile']] as const) {
      expect(descriptionOf(pageMeta(null)({ location: { pathname: home }, matches: [] }))?.content).toBe(translator(locale)('app.description'));
      expect(descriptionOf(pageMeta('page.profile')({ location: { pathname: profile }, matches: [] }))?.content).toBe(translator(locale)('app.description'));
    }
  });
});

describe('page titles', () => {
  const titleOf = (tags: MetaDescriptor[]) => (tags.find((tag) => 'title' in tag) as { title: string }).title;

  it('carry the brand in English as in Arabic', () => {
    expect(titleOf(pageMeta('page.find-jobs')({ location: { pathname: '/en/find-jobs' }, matches: [] }))).toBe('Find jobs | Tawzeef Recruitment Platform');
    expect(titleOf(pageMeta(null)({ location: { pathname: '/en' }, matches: [] }))).toMatch(/Tawzeef/);
    expect(titleOf(pageMeta(null)({ location: { pathname: '/' }, matches: [] }))).toBe('منصة توظيف');
    // React Router passes error: null to the meta of a page without one.
    expect(titleOf(pageMeta(null)({ location: { pathname: '/' }, matches: [], error: null }))).toBe('منصة توظيف');
    expect(brandedTitle(translator('en'), 'Accountant', null, 'Horizon')).toBe('Accountant | Horizon | Tawzeef Recruitment Platform');
  });

  it('say "not found" on the 404 page and "an error" on the error page, in both languages', () => {
    const notFound = new ErrorResponseImpl(404, 'Not Found', null);
    expect(titleOf(pageMeta('page.jobs')({ location: { pathname: '/en/jobs/999' }, matches: [], error: notFound }))).toBe('This page could not be found | Tawzeef Recruitment Platform');
    expect(titleOf(pageMeta(null)({ location: { pathname: '/nowhere' }, matches: [], error: notFound }))).toBe('لم يتم العثور على هذه الصفحة | منصة توظيف');
    expect(titleOf(pageMeta(null)({ location: { pathname: '/en/x' }, matches: [], error: new Error('boom') }))).toBe('An error occurred | Tawzeef Recruitment Platform');
  });
});
