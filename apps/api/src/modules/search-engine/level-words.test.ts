import { describe, expect, it } from 'vitest';
import { levelAt } from './level-words.ts';
import { tokensOf } from './normalize.ts';

/** The level starting at the `at`-th word of `text`, as the words are normalised. */
const read = (text: string, at = 0) => levelAt(tokensOf(text), at);

describe('levels and years of experience in the words (decision 109)', () => {
  it('reads numbers of years in both languages and digits, with or without the experience word', () => {
    expect(read('5 years')).toEqual({ length: 2, level: { experience: 5 }, years: true });
    expect(read('3 years of experience')).toEqual({ length: 4, level: { experience: 3 }, years: true });
    expect(read('two years experience')).toEqual({ length: 3, level: { experience: 2 }, years: true });
    expect(read('٥ سنوات خبرة')).toEqual({ length: 3, level: { experience: 5 }, years: true });
    expect(read('خبرة 3 سنوات')).toEqual({ length: 3, level: { experience: 3 }, years: true });
    expect(read('خبرة سنتين')).toEqual({ length: 2, level: { experience: 2 }, years: true });
    expect(read('سنتين خبرة')).toEqual({ length: 2, level: { experience: 2 }, years: true });
    expect(read('سنة خبرة')).toEqual({ length: 2, level: { experience: 1 }, years: true });
    expect(read('محاسب سنتين', 1)).toEqual({ length: 1, level: { experience: 2 }, years: true });
  });

  it('reads the names of levels, longest first', () => {
    expect(read('fresh graduate')).toMatchObject({ length: 2, level: { experience: 0 } });
    expect(read('حديثي التخرج')).toMatchObject({ length: 2, level: { experience: 0 } });
    expect(read('بدون خبرة')).toMatchObject({ length: 2, level: { experience: 0 } });
    expect(read('entry level')).toMatchObject({ length: 2, level: { experience: 1 } });
    expect(read('junior')).toMatchObject({ length: 1, level: { experience: 2 } });
    expect(read('senior')).toMatchObject({ length: 1, level: { senior: true } });
    expect(read('محاسب أول', 1)).toMatchObject({ length: 1, level: { senior: true } });
  });

  it('reads nothing in words that only look like one: "data entry", a number without years, «أول» first, a year past the filter', () => {
    expect(read('data entry', 1)).toBeNull();
    expect(read('5 stars')).toBeNull();
    expect(read('أول')).toBeNull();
    expect(read('سنتين')).toBeNull();
    expect(read('99 years')).toBeNull();
    expect(read('years')).toBeNull();
  });
});
