import { describe, expect, it } from 'vitest';
import { keyOf, normalizeText, tokensOf } from './normalize-text.ts';

describe('the shared text folding (search engine and typed content)', () => {
  it('folds hamza forms, ta marbuta, alef maqsura, diacritics, tatweel and Arabic-Indic digits', () => {
    expect(normalizeText('إجازة')).toBe('اجازه');
    expect(normalizeText('الإِجـــازة')).toBe('الاجازه');
    expect(normalizeText('مستشفى')).toBe('مستشفي');
    expect(normalizeText('المادة ٨٠')).toBe('الماده 80');
    expect(tokensOf('Overtime, Ramadan & leave!')).toEqual(['overtime', 'ramadan', 'and', 'leave']);
  });

  it('gives a word and its article or plural one key', () => {
    expect(keyOf(normalizeText('الإجازات'))).toBe(keyOf(normalizeText('إجازة')));
    expect(keyOf('nurses')).toBe('nurse');
    expect(keyOf('holidays')).toBe('holiday');
  });
});
