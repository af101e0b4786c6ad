import { describe, expect, it } from 'vitest';
import { simplifyQueries } from './engine.ts';
import { arabicSkeletonOf, arabiziSkeletonsOf, confusionKeyOf, keyOf, normalizeText, skeletonOf, tokensOf, typedTokensOf, vowelsSpell } from './normalize.ts';
import { editDistance, nearestWord, trigramSimilarity } from './typos.ts';

/** The search engine's pure parts (decision 023); what it does with a database is tested through job search. */
describe('normalisation', () => {
  it('folds the spellings Arabic writers mix: alef forms, final ة/ه and ى/ي, hamza seats, tatweel, diacritics', () => {
    expect(normalizeText('إدارة')).toBe(normalizeText('اداره'));
    expect(normalizeText('مستشفى')).toBe('مستشفي');
    expect(normalizeText('شؤون')).toBe('شوون');
    expect(normalizeText('مُحَاسِـــب')).toBe('محاسب');
    expect(normalizeText('Nurse, ICU!')).toBe('nurse icu');
    expect(normalizeText('٣ ممرض')).toBe('3 ممرض');
  });

  it('gives plurals, the article and the feminine one key, in both languages', () => {
    for (const word of ['المهندسين', 'مهندسات', 'مهندسة', 'والمهندس']) expect(keyOf(tokensOf(word)[0]!)).toBe('مهندس');
    expect(keyOf('nurses')).toBe('nurse');
    expect(keyOf('secretaries')).toBe('secretary');
    expect(keyOf('business')).toBe('business');
    expect(keyOf(tokensOf('مدنية')[0]!)).toBe('مدني');
  });

  it('keeps the words as typed beside their normal form', () => {
    expect(typedTokensOf('مهندسة مدنية، الرياض')).toEqual([
      { raw: 'مهندسه', display: 'مهندسة' },
      { raw: 'مدنيه', display: 'مدنية' },
      { raw: 'الرياض', display: 'الرياض' },
    ]);
  });

  it('folds the letters Arabic typists confuse, and reads Arabizi by its consonants', () => {
    expect(confusionKeyOf('محاصب')).toBe(confusionKeyOf('محاسب'));
    expect(confusionKeyOf('ضابط')).toBe(confusionKeyOf('ظابت'));
    expect(skeletonOf('mohaseb')).toBe(skeletonOf('mu7asib'));
    expect(skeletonOf('mohandes')).toBe(skeletonOf('mohandis'));
  });

  it('reads Arabizi letters by their other values, a final vowel as ة, and a short word by its vowels (decision 204)', () => {
    const skeletons = (word: string) => arabiziSkeletonsOf(word).map(({ skeleton }) => skeleton);
    expect(skeletons('sa2e2')).toContain(arabicSkeletonOf('سائق'));
    expect(skeletons('9aydali')).toContain(arabicSkeletonOf('صيدلي'));
    expect(skeletons('naggar')).toContain(arabicSkeletonOf('نجار'));
    expect(skeletons('naggar')[0]).toBe(skeletonOf('naggar'));
    expect(arabiziSkeletonsOf('khayata')).toContainEqual({ skeleton: arabicSkeletonOf('خياطه'), consonants: 2 });
    expect(vowelsSpell('7addad', 'حداد')).toBe(true);
    expect(vowelsSpell('sawwa2', 'سواق')).toBe(true);
    expect(vowelsSpell('sawwa2', 'سايق')).toBe(false);
    expect(vowelsSpell('hdd', 'حداد')).toBe(false);
  });
});

describe('typo correction', () => {
  const words = new Map<number, string[]>();
  for (const word of ['developer', 'pharmacist', 'electrician', 'engineer', 'accountant', 'nurse']) words.set(word.length, [...(words.get(word.length) ?? []), word]);

  it('corrects a word within its allowed edits, and leaves short or far words alone', () => {
    expect(nearestWord('devloper', words)).toBe('developer');
    expect(nearestWord('pharmasist', words)).toBe('pharmacist');
    expect(nearestWord('electrition', words)).toBe('electrician');
    expect(nearestWord('nurce', words)).toBe('nurse');
    expect(nearestWord('nrs', words)).toBeNull();
    expect(nearestWord('astronaut', words)).toBeNull();
  });

  it('measures edits with transpositions, and trigram similarity as pg_trgm does', () => {
    expect(editDistance('analyts', 'analyst', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
    expect(trigramSimilarity('word', 'word')).toBe(1);
    expect(trigramSimilarity('engineer', 'enginear')).toBeGreaterThan(0.4);
  });
});

describe('occupation queries', () => {
  it('keeps each alternative once, and drops one that needs a lexeme already an alternative alone', () => {
    expect(simplifyQueries(["('engin') | ('civil' & 'engin')", "('engin') | ('nurs')"])).toBe("('engin') | ('nurs')");
  });
});
