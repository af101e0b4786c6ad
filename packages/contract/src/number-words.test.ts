import { describe, expect, it } from 'vitest';
import { readNumberWords } from './number-words.ts';
import { readAnswerNumber } from './screening-questions.ts';

describe('a number written in words (decision 152)', () => {
  it.each([
    ['سنتان', 2],
    ['سنتين', 2],
    ['ثلاث سنوات', 3],
    ['ثلاثُ سنواتٍ', 3],
    ['سنة', 1],
    ['سنة واحدة', 1],
    ['عام', 1],
    ['عامان', 2],
    ['سنة ونصف', 1.5],
    ['سنتان ونصف', 2.5],
    ['نصف سنة', 0.5],
    ['خمس سنوات خبرة', 5],
    ['عشر سنوات', 10],
    ['عشرة', 10],
    ['إحدى عشرة سنة', 11],
    ['اثنا عشر عامًا', 12],
    ['خمسة عشر عاما', 15],
    ['خمسة وعشرون', 25],
    ['ثلاثة و عشرين سنة', 23],
    ['مائة', 100],
    ['مئة وخمسون', 150],
    ['ثلاثمائة', 300],
    ['ثلاث مئة', 300],
    ['ألف', 1000],
    ['ألفان', 2000],
    ['ثلاثة آلاف', 3000],
    ['ألف وخمسمائة', 1500],
    ['٥ سنوات', 5],
    ['7 سنين', 7],
    ['أربع سنوات تقريباً', 4],
    ['صفر', 0],
    ['two', 2],
    ['Two years', 2],
    ['a year', 1],
    ['one year', 1],
    ['a year and a half', 1.5],
    ['two and a half years', 2.5],
    ['half a year', 0.5],
    ['twelve', 12],
    ['twenty-five', 25],
    ['Twenty five years of experience', 25],
    ['one hundred and five', 105],
    ['a hundred', 100],
    ['three thousand', 3000],
    ['5 years', 5],
    ['2.5 yrs', 2.5],
    ['zero', 0],
  ])('reads «%s» as %d', (text, value) => {
    expect(readNumberWords(text)).toBe(value);
  });

  it.each(['', 'years', 'سنوات', 'more than five', 'أكثر من خمس سنوات', '6 months', 'ستة أشهر', 'five three', 'twenty twenty', 'one twenty', 'a lot', 'كثير', '5 6', 'half half', 'خمس عشرة عشرة'])(
    'does not guess «%s»',
    (text) => {
      expect(readNumberWords(text)).toBeNull();
    },
  );
});

describe('a screening answer that asks a number', () => {
  it('reads digits in any script first, then words', () => {
    expect(readAnswerNumber(3)).toBe(3);
    expect(readAnswerNumber('٣')).toBe(3);
    expect(readAnswerNumber('12,000')).toBe(12000);
    expect(readAnswerNumber('سنتان')).toBe(2);
    expect(readAnswerNumber('ثلاث سنوات')).toBe(3);
    expect(readAnswerNumber('two')).toBe(2);
    expect(readAnswerNumber('many')).toBeNull();
    expect(readAnswerNumber(['2'])).toBeNull();
  });
});
