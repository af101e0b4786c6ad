import { describe, expect, it } from 'vitest';
import { CHAPTERS, LAST_REVIEWED, SECTIONS } from './law-sections.ts';
import { LAW_CHAPTERS, type TBilingual } from './law-types.ts';

const ARABIC = /[\u0621-\u064A]/u;
const LATIN = /[A-Za-z]/;

/** A text is really in both languages: Arabic letters on the Arabic side, and no Arabic on the English side. */
function expectBilingual(text: TBilingual, where: string) {
  expect(text.ar.trim().length, `${where} (ar)`).toBeGreaterThan(0);
  expect(text.en.trim().length, `${where} (en)`).toBeGreaterThan(0);
  expect(text.ar, `${where} (ar)`).toMatch(ARABIC);
  expect(text.en, `${where} (en)`).toMatch(LATIN);
  expect(text.en, `${where} (en)`).not.toMatch(ARABIC);
  expect(text.ar, `${where}: the Arabic is not the English copied`).not.toBe(text.en);
}

describe('the hiring-law guide', () => {
  it('covers the topics of the issue, each a section of its own', () => {
    const slugs = SECTIONS.map((section) => section.slug);
    for (const topic of [
      'employment-contracts',
      'probation',
      'working-hours',
      'ramadan-hours',
      'overtime',
      'annual-leave',
      'public-holidays',
      'family-leave',
      'maternity-leave',
      'sick-leave',
      'notice-periods',
      'termination-compensation',
      'article-80-and-81',
      'end-of-service-award',
      'saudisation-nitaqat',
      'women-employment',
      'job-advertisements',
    ]) {
      expect(slugs).toContain(topic);
    }
  });

  it('has every section in Arabic and English with the articles it summarises', () => {
    for (const section of SECTIONS) {
      const where = section.slug;
      expectBilingual(section.title, `${where} title`);
      expectBilingual(section.summary, `${where} summary`);
      expect(section.articles.length, `${where} articles`).toBeGreaterThan(0);
      for (const article of section.articles) expect(article, `${where} article`).toMatch(/^[1-9]\d{0,2}$/);
      expect(section.blocks.length, `${where} text`).toBeGreaterThan(0);
      section.blocks.forEach((block, index) => {
        if (block.kind === 'list') block.items.forEach((item, at) => expectBilingual(item, `${where} block ${index} item ${at}`));
        else expectBilingual(block.text, `${where} block ${index}`);
      });
      for (const source of section.otherSources ?? []) expectBilingual(source, `${where} source`);
      if (section.keywords) expectBilingual(section.keywords, `${where} keywords`);
    }
  });

  it('gives each section its own address, made of lower-case words', () => {
    const slugs = SECTIONS.map((section) => section.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('files every section in a known chapter, and every chapter has sections in both languages', () => {
    expect(CHAPTERS.map((chapter) => chapter.id)).toEqual([...LAW_CHAPTERS]);
    for (const chapter of CHAPTERS) {
      expectBilingual(chapter.title, `chapter ${chapter.id}`);
      expect(SECTIONS.some((section) => section.chapter === chapter.id), chapter.id).toBe(true);
    }
    // Sections of one chapter sit together, so "previous" and "next" walk a chapter before the following one.
    const order = SECTIONS.map((section) => section.chapter).filter((chapter, i, all) => chapter !== all[i - 1]);
    expect(order).toEqual([...LAW_CHAPTERS]);
  });

  it('says where the 2024 amendments apply on the sections they changed', () => {
    for (const slug of ['employment-contracts', 'probation', 'overtime', 'family-leave', 'maternity-leave', 'notice-periods']) {
      const section = SECTIONS.find((item) => item.slug === slug)!;
      expect(section.blocks.some((block) => block.kind === 'amendment'), slug).toBe(true);
    }
  });

  it('states the figures of the law the calculator and the sections rest on', () => {
    const text = (slug: string) => JSON.stringify(SECTIONS.find((section) => section.slug === slug));
    expect(text('end-of-service-award')).toMatch(/84/);
    expect(SECTIONS.find((section) => section.slug === 'end-of-service-award')?.tool).toBe('end-of-service-calculator');
    expect(text('notice-periods')).toContain('sixty days when the employer does');
    expect(text('maternity-leave')).toContain('twelve weeks');
    expect(text('annual-leave')).toContain('21 days');
    expect(text('ramadan-hours')).toContain('36 hours a week');
    expect(text('overtime')).toContain('plus 50% of the basic hourly wage');
  });

  it('has a last-reviewed date that is a real day', () => {
    expect(LAST_REVIEWED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(new Date(LAST_REVIEWED).getTime())).toBe(false);
  });
});
