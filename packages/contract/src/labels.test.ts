import { describe, expect, it } from 'vitest';
import { ENUM_LABELS, enumLabel } from './labels.ts';
import { SKILL_LEVELS } from './values/profile.ts';

/**
 * The words of a scale mean the same step in both languages (decision 040). Each Arabic word is paired with the
 * English words that translate it; a label outside its pair (Arabic «متقدم» next to English "High") fails.
 */
const MEANS: Record<string, readonly string[]> = {
  مبتدئ: ['Beginner'],
  متوسط: ['Intermediate'],
  متقدم: ['Advanced'],
  ممتاز: ['Excellent'],
  عالٍ: ['High'],
};

describe('names of enum values', () => {
  it('give every skill level the same step in Arabic and English', () => {
    for (const level of SKILL_LEVELS) {
      const arabic = enumLabel('ar', 'skill_level', level);
      expect(MEANS[arabic], `${level}: ${arabic}`).toContain(enumLabel('en', 'skill_level', level));
    }
    expect(enumLabel('en', 'skill_level', 'high')).toBe('Advanced');
  });

  it('name the skill levels in rising order, each once', () => {
    for (const locale of ['ar', 'en'] as const) {
      const names = SKILL_LEVELS.map((level) => ENUM_LABELS[locale].skill_level[level]);
      expect(new Set(names).size).toBe(SKILL_LEVELS.length);
    }
    expect(SKILL_LEVELS.map((level) => ENUM_LABELS.en.skill_level[level])).toEqual(['Beginner', 'Intermediate', 'Advanced', 'Excellent']);
  });

  it('name every value in both languages', () => {
    for (const kind of Object.keys(ENUM_LABELS.en) as Array<keyof typeof ENUM_LABELS.en>) {
      expect(Object.keys(ENUM_LABELS.ar[kind]).sort(), kind).toEqual(Object.keys(ENUM_LABELS.en[kind]).sort());
    }
  });
});
