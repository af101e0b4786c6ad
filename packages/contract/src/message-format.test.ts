import { describe, expect, it } from 'vitest';
import { formatMessage, pluralCategory } from './message-format.ts';
import { siteLink } from './site-link.ts';

const JOBS_AR = '{count, plural, zero {لا توجد وظائف} one {وظيفة واحدة} two {وظيفتان} few {# وظائف} many {# وظيفة} other {# وظيفة}}';
const JOBS_EN = '{count, plural, one {# job} other {# jobs}}';

describe('messages with counts (Intl.PluralRules)', () => {
  it.each([
    [0, 'zero', 'لا توجد وظائف'],
    [1, 'one', 'وظيفة واحدة'],
    [2, 'two', 'وظيفتان'],
    [3, 'few', '3 وظائف'],
    [10, 'few', '10 وظائف'],
    [11, 'many', '11 وظيفة'],
    [14, 'many', '14 وظيفة'],
    [100, 'other', '100 وظيفة'],
    [101, 'other', '101 وظيفة'],
    [102, 'other', '102 وظيفة'],
  ])('writes %i in Arabic with the %s form', (count, category, text) => {
    expect(pluralCategory('ar', count)).toBe(category);
    expect(formatMessage('ar', JOBS_AR, { count })).toBe(text);
  });

  it.each([
    [0, '0 jobs'],
    [1, '1 job'],
    [2, '2 jobs'],
    [3, '3 jobs'],
    [10, '10 jobs'],
    [11, '11 jobs'],
    [14, '14 jobs'],
    [100, '100 jobs'],
    [101, '101 jobs'],
    [102, '102 jobs'],
  ])('writes %i in English with one or other', (count, text) => {
    expect(formatMessage('en', JOBS_EN, { count })).toBe(text);
  });

  it('keeps the words around the count, other parameters inside a form, exact numbers and grouped digits', () => {
    expect(formatMessage('ar', 'وجدنا {count, plural, one {وظيفة واحدة} two {وظيفتين} few {# وظائف} other {# وظيفة}} في {city}', { count: 2, city: 'جدة' })).toBe('وجدنا وظيفتين في جدة');
    expect(formatMessage('en', '{count, plural, =0 {No jobs in {city}} one {# job in {city}} other {# jobs in {city}}}', { count: 0, city: 'Jeddah' })).toBe('No jobs in Jeddah');
    expect(formatMessage('en', JOBS_EN, { count: 1250 })).toBe('1,250 jobs');
    expect(formatMessage('ar', JOBS_AR, { count: '14' })).toBe('14 وظيفة');
    expect(formatMessage('ar', JOBS_AR, { count: '١٤' })).toBe('١٤ وظيفة');
    expect(formatMessage('en', JOBS_EN, { count: '1,250' })).toBe('1,250 jobs');
  });

  it('leaves a message without its count as written rather than guessing', () => {
    expect(formatMessage('en', 'Hello {name}', {})).toBe('Hello {name}');
    expect(formatMessage('en', JOBS_EN)).toBe(JOBS_EN);
  });
});

describe('site links in a language', () => {
  it('prefixes English pages with /en and leaves Arabic pages unprefixed', () => {
    expect(siteLink('https://tawzeef.example', 'en', '/my-applications')).toBe('https://tawzeef.example/en/my-applications');
    expect(siteLink('https://tawzeef.example/', 'ar', '/my-applications')).toBe('https://tawzeef.example/my-applications');
    expect(siteLink('https://tawzeef.example', 'en')).toBe('https://tawzeef.example/en');
    expect(siteLink('https://tawzeef.example', 'ar')).toBe('https://tawzeef.example/');
    expect(siteLink('https://tawzeef.example', 'en', 'jobs?q=a')).toBe('https://tawzeef.example/en/jobs?q=a');
  });
});
