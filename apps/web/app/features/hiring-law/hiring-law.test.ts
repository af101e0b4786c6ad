import { describe, expect, it } from 'vitest';
import { HIRING_LAW_PATHS, hiringLawIndexLoader, hiringLawSectionLoader } from './hiring-law.server.ts';
import { SECTIONS } from './law-sections.ts';
import { hiringLawIndexMeta, hiringLawSectionMeta } from './meta.ts';

const address = (path: string) => new URL(`https://tawzeef.example${path}`);
const metaArgs = (pathname: string) => ({ location: { pathname }, matches: [{ id: 'root', loaderData: { publicUrl: 'https://tawzeef.example' } }] });

/** The JSON-LD blocks of a page's tags, as a search engine parses them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON, read field by field
const jsonLd = (tags: unknown[]): Array<Record<string, any>> =>
  tags.filter((tag) => typeof tag === 'object' && tag !== null && 'script:ld+json' in tag).map((tag) => JSON.parse(JSON.stringify((tag as Record<string, unknown>)['script:ld+json'])));

describe('the hiring-law pages on the server', () => {
  it('lists every chapter with its sections in the page’s language', () => {
    const page = hiringLawIndexLoader({ url: address('/en/hiring-law') });
    expect(page.results).toBeNull();
    expect(page.chapters.flatMap((chapter) => chapter.sections)).toHaveLength(SECTIONS.length);
    expect(page.chapters[0]!.title).toBe('Employment contracts and probation');
    const arabic = hiringLawIndexLoader({ url: address('/hiring-law') });
    expect(arabic.chapters[0]!.title).toBe('عقد العمل والتجربة');
  });

  it('answers a search from the query string, so the form works without JavaScript', () => {
    const page = hiringLawIndexLoader({ url: address(`/hiring-law?q=${encodeURIComponent('إجازة')}`) });
    expect(page.query).toBe('إجازة');
    expect(page.results!.map((result) => result.slug)).toContain('annual-leave');
    expect(page.results!.every((result) => /[\u0600-\u06FF]/.test(result.title))).toBe(true);
    expect(hiringLawIndexLoader({ url: address('/en/hiring-law?q=zzzz') }).results).toEqual([]);
  });

  it('opens a section in English with its neighbours, and has no calculator where it has no tool', () => {
    const page = hiringLawSectionLoader({ url: address('/en/hiring-law/probation'), params: { section: 'probation' } });
    expect(page.section.title).toBe('Probation');
    expect(page.section.articles).toEqual(['53', '54']);
    expect(page.previous?.slug).toBe('employment-contracts');
    expect(page.next?.slug).toBe('working-hours');
    expect(page.calculator).toBeNull();
  });

  it('computes the end-of-service award on the section that has the calculator', () => {
    const page = hiringLawSectionLoader({
      url: address('/en/hiring-law/end-of-service-award?wage=10000&by=years&years=7&months=6&reason=resignation'),
      params: { section: 'end-of-service-award' },
    });
    expect(page.calculator).toMatchObject({ state: 'done', result: { fullAward: 50_000, award: 33_333.33 } });
  });

  it('answers 404 for a section that does not exist', () => {
    try {
      hiringLawSectionLoader({ url: address('/hiring-law/nothing'), params: { section: 'nothing' } });
      expect.unreachable();
    } catch (error) {
      expect((error as { init?: { status?: number } }).init?.status).toBe(404);
    }
  });

  it('gives the sitemap one address per section', () => {
    expect(HIRING_LAW_PATHS).toHaveLength(SECTIONS.length);
    expect(HIRING_LAW_PATHS).toContain('/hiring-law/end-of-service-award');
  });
});

describe('the hiring-law pages for search engines', () => {
  it('describes the guide and lists its sections as a CollectionPage', () => {
    const page = hiringLawIndexLoader({ url: address('/en/hiring-law') });
    const tags = hiringLawIndexMeta(metaArgs('/en/hiring-law'), page);
    expect(tags).toContainEqual({ name: 'description', content: expect.stringContaining('Saudi Labour Law') });
    const [ld] = jsonLd(tags);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'CollectionPage', inLanguage: 'en', url: 'https://tawzeef.example/en/hiring-law' });
    expect(ld!.hasPart).toHaveLength(SECTIONS.length);
    expect(ld!.hasPart[0]).toEqual({ '@type': 'Article', headline: 'The employment contract: fixed-term and indefinite', url: 'https://tawzeef.example/en/hiring-law/employment-contracts' });
  });

  it('describes a section as an Article with the articles it cites and a breadcrumb', () => {
    const page = hiringLawSectionLoader({ url: address('/hiring-law/overtime'), params: { section: 'overtime' } });
    const tags = hiringLawSectionMeta(metaArgs('/hiring-law/overtime'), page);
    expect(tags).toContainEqual({ title: 'العمل الإضافي وأجره | نظام العمل | منصة توظيف' });
    expect(tags).toContainEqual({ name: 'description', content: page.section.summary });
    const [article, breadcrumbs] = jsonLd(tags);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'العمل الإضافي وأجره',
      inLanguage: 'ar',
      url: 'https://tawzeef.example/hiring-law/overtime',
      dateModified: page.lastReviewed,
      citation: ['المادة 107'],
      about: { '@type': 'Legislation' },
    });
    expect(breadcrumbs!.itemListElement).toHaveLength(2);
  });
});
