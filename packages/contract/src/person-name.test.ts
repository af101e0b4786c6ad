import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { localizeIssues } from './validation.ts';
import { ZRegister } from './auth.ts';
import { ZPersonalInfo } from './profile.ts';
import { MIN_AGE, latestBirthdate } from './values/profile.ts';

const errorsOf = (schema: z.ZodType, input: unknown, locale: 'ar' | 'en' = 'en') => {
  const result = schema.safeParse(input);
  return result.success ? {} : localizeIssues(result.error.issues, input, locale);
};

describe("a person's name (decision 152)", () => {
  it('refuses markup characters, naming them in both languages', () => {
    const input = { first_name: '<script>alert(1)</script>', last_name: 'Alharbi', ar_first_name: 'سعد{{x}}', en_last_name: 'Saad' };
    expect(errorsOf(ZPersonalInfo, input)).toEqual({
      first_name: ['A name cannot contain these characters: < > & " ` { } [ ] \\ / ='],
      ar_first_name: ['A name cannot contain these characters: < > & " ` { } [ ] \\ / ='],
    });
    expect(errorsOf(ZPersonalInfo, input, 'ar').first_name).toEqual(['لا يمكن أن يحتوي الاسم على هذه الرموز: < > & " ` { } [ ] \\ / =']);
  });

  it('keeps the letters and marks real names use: apostrophes, hyphens, dots, spaces, Arabic diacritics', () => {
    for (const name of ["O'Brien", 'Al-Harbi', 'Abd. Rahman', 'عبدُالله', 'Ñúñez', 'Mary Ann']) {
      expect(ZPersonalInfo.safeParse({ first_name: name, last_name: name }).success, name).toBe(true);
    }
  });

  it('is the same rule at registration', () => {
    const register = { type: 'USER', first_name: 'Saad', last_name: '<b>x</b>', email: 'saad@example.com', phone: '0551234567', password: 'Rk7!vLq2#pZ', password_confirmation: 'Rk7!vLq2#pZ', accept_terms: true };
    expect(errorsOf(ZRegister, register).last_name).toEqual(['A name cannot contain these characters: < > & " ` { } [ ] \\ / =']);
  });
});

describe('the minimum age (decision 152)', () => {
  it('is 18, the age the terms state, and the date of birth follows it', () => {
    expect(MIN_AGE).toBe(18);
    const now = new Date('2026-11-22T10:00:00Z');
    expect(latestBirthdate(now)).toBe('2008-11-22');
  });
});
