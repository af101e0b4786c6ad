import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type MetaDescriptor } from 'react-router';
import { translator, type TMessageId } from '../i18n/index.ts';
import { brandedTitle, pageMeta } from './meta.ts';

/** The public pages and the description each route module names (routes/*.tsx, decision 163). */
const PAGE_DESCRIPTIONS: Partial<Record<TMessageId, TMessageId>> = {
  'page.find-jobs': 'meta.find-jobs',
  'page.jobs': 'meta.jobs',
  'page.majors': 'meta.majors',
  'page.login': 'meta.login',
  'page.register': 'meta.register',
  'page.forget-password': 'meta.forget-password',
  'page.reset-password': 'meta.reset-password',
  'page.bank-accounts': 'meta.bank-accounts',
  'page.blogs': 'meta.blogs',
  'page.news': 'meta.news',
  'page.contact-us': 'meta.contact-us',
  'page.salaries': 'meta.salaries',
  'page.salary-reports': 'meta.salary-reports',
};

const descriptionOf = (tags: MetaDescriptor[]) => tags.find((tag) => 'name' in tag && tag.name === 'description') as { content: string } | undefined;

describe('the public pages’ descriptions', () => {
  const pages = Object.keys(PAGE_DESCRIPTIONS) as TMessageId[];

  it('gives each public page a description of its own in both languages, not the site’s tagline', () => {
    expect(pages.length).toBeGreaterThanOrEqual(12);
    for (const [locale, prefix] of [['ar', ''], ['en', '/en']] as const) {
      const t = translator(locale);
      const seen = new Set<string>();
      for (const page of pages) {
        const content = descriptionOf(pageMeta(page, PAGE_DESCRIPTIONS[page])({ location: { pathname: `${prefix}/some-page` }, matches: [] }))?.content ?? '';
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

  it('is named by each public page\'s own module, where its words travel with the page (decision 163)', () => {
    const sources = ['../routes', '../features/job-page', '../features/salaries'].flatMap((dir) =>
      fs.readdirSync(new URL(dir, import.meta.url)).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.')).map((name) => fs.readFileSync(new URL(`${dir}/${name}`, import.meta.url), 'utf8')),
    );
    for (const [page, description] of Object.entries(PAGE_DESCRIPTIONS)) {
      expect(sources.some((source) => source.includes(`pageMeta('${page}', '${description}')`)), page).toBe(true);
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
