import { describe, expect, it } from 'vitest';
import { SECTIONS } from './law-sections.ts';
import { queryKeys, searchSections, snippetOf } from './search-law.ts';

const slugsFor = (query: string, locale: 'ar' | 'en' = 'ar') => searchSections(SECTIONS, query, locale).map((hit) => hit.section.slug);

describe('searching the hiring-law guide', () => {
  it('finds the leave sections for «إجازة», whatever the hamza, ta marbuta or article', () => {
    const found = slugsFor('إجازة');
    for (const slug of ['annual-leave', 'family-leave', 'maternity-leave', 'sick-leave']) expect(found).toContain(slug);
    expect(slugsFor('اجازه')).toEqual(found);
    expect(slugsFor('الإجازات')).toEqual(expect.arrayContaining(['annual-leave', 'sick-leave']));
  });

  it('puts a section whose title has the words first', () => {
    expect(slugsFor('الإجازة السنوية')[0]).toBe('annual-leave');
    expect(slugsFor('overtime', 'en')[0]).toBe('overtime');
  });

  it('finds in either language from either page', () => {
    expect(slugsFor('overtime', 'ar')).toContain('overtime');
    expect(slugsFor('مكافأة نهاية الخدمة', 'en')[0]).toBe('end-of-service-award');
    expect(slugsFor('Maternity', 'en')).toContain('maternity-leave');
  });

  it('finds a section by the number of an article it summarises', () => {
    expect(slugsFor('77')).toContain('termination-compensation');
    expect(slugsFor('المادة ٨٠')).toContain('article-80-and-81');
  });

  it('needs every word: a word found nowhere finds nothing', () => {
    expect(slugsFor('إجازة xyzzy')).toEqual([]);
    expect(slugsFor('')).toEqual([]);
    expect(slugsFor('   ')).toEqual([]);
  });

  it('finds by the words people use that the text does not (Nitaqat, gratuity)', () => {
    expect(slugsFor('gratuity', 'en')).toContain('end-of-service-award');
    expect(slugsFor('سعودة')).toContain('saudisation-nitaqat');
  });

  it('shows a passage in the reader’s language with the typed words marked', () => {
    const hit = searchSections(SECTIONS, 'إجازة', 'ar').find((item) => item.section.slug === 'sick-leave')!;
    expect(hit.snippet).not.toBeNull();
    const marked = hit.snippet!.filter((part) => part.isMatch).map((part) => part.text.trim());
    expect(marked.length).toBeGreaterThan(0);
    for (const word of marked) expect(word).toMatch(/[إا]جاز/);
    const english = searchSections(SECTIONS, 'sick', 'en').find((item) => item.section.slug === 'sick-leave')!;
    expect(english.snippet!.map((part) => part.text).join('')).toMatch(/sick/i);
  });

  it('reads at most eight words and leaves out single letters', () => {
    expect(queryKeys('a b leave')).toEqual(['leave']);
    expect(queryKeys('one two three four five six seven eight nine ten')).toHaveLength(8);
  });

  it('cuts a long passage around the first match', () => {
    const text = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const parts = snippetOf(text, ['word20'])!;
    expect(parts[0]!.text.startsWith('… word12 ')).toBe(true);
    expect(parts[parts.length - 1]!.text.endsWith(' …')).toBe(true);
    expect(parts.find((part) => part.isMatch)!.text.trim()).toBe('word20');
    expect(snippetOf(text, ['absent'])).toBeNull();
  });
});
