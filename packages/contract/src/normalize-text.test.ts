import { describe, expect, it } from 'vitest';
import { foldText, keyOf, normalizeText, tokensOf } from './normalize-text.ts';

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

  it('folds text for the screening of job ads the same way, keeping punctuation and a map back to what was typed', () => {
    const typed = 'الجِنـس: أنثى، العمر ٣٠';
    const { text, origin } = foldText(typed);
    expect(text).toBe('الجنس: انثي، العمر 30');
    expect(normalizeText(typed)).toBe(text.replace(/[^\p{L}\p{N}]+/gu, ' '));
    const start = text.indexOf('انثي');
    expect(typed.slice(origin[start], origin[start + 3]! + 1)).toBe('أنثى');
    expect(foldText('Sex:\u00A0F').text).toBe('sex: f');
    expect(foldText('للذ\u200cكور').text).toBe('للذكور');
  });
});
