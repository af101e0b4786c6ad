import { describe, expect, it } from 'vitest';
import { gregorianToHijri, hijriToGregorian } from './hijri.ts';
import { birthdateProblem } from './profile.ts';
import { latestBirthdate } from './values/profile.ts';

describe('the Umm al-Qura calendar', () => {
  it('converts Hijri dates to the Gregorian days Saudi calendars print', () => {
    expect(hijriToGregorian(1446, 9, 1)).toBe('2025-03-01'); // 1 Ramadan 1446
    expect(hijriToGregorian(1445, 1, 1)).toBe('2023-07-19'); // 1 Muharram 1445
    expect(hijriToGregorian(1445, 12, 10)).toBe('2024-06-16'); // Eid al-Adha 1445
  });

  it('reads a Gregorian day back as the same Hijri date', () => {
    for (const iso of ['1995-04-12', '2000-02-29', '2010-12-31', '1960-07-01']) {
      const hijri = gregorianToHijri(iso)!;
      expect(hijriToGregorian(hijri.year, hijri.month, hijri.day)).toBe(iso);
    }
  });

  it('refuses Hijri dates that do not exist and Gregorian strings that are not dates', () => {
    // Ramadan 1446 had 29 days in Umm al-Qura.
    expect(hijriToGregorian(1446, 9, 30)).toBeNull();
    expect(hijriToGregorian(1446, 13, 1)).toBeNull();
    expect(hijriToGregorian(1446, 0, 1)).toBeNull();
    expect(hijriToGregorian(200, 1, 1)).toBeNull();
    expect(gregorianToHijri('2023-02-30')).toBeNull();
    expect(gregorianToHijri('not a date')).toBeNull();
  });
});

describe('a date of birth', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('is at least 18 years back, not in the future, and not before 1920', () => {
    expect(latestBirthdate(now)).toBe('2008-11-22');
    expect(birthdateProblem('2008-11-22', now)).toBeNull();
    expect(birthdateProblem('2008-11-23', now)).toBe('birthdate_too_young');
    expect(birthdateProblem('2026-11-23', now)).toBe('birthdate_future');
    expect(birthdateProblem('1919-12-31', now)).toBe('birthdate_too_old');
  });
  it('lets someone born on 29 February turn 18 on 28 February', () => {
    expect(latestBirthdate(new Date('2030-02-28T00:00:00Z'))).toBe('2012-02-28');
  });
});
