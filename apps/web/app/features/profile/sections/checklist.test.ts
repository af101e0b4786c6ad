import { describe, expect, it } from 'vitest';
import { computeCompleteness, type TCompletenessSection, type TCv } from '@tawzeef/contract';
import { nextStep, profileChecklist } from './checklist.ts';
import { formatMonths } from './format.ts';
import { formatHijri, formatPercent, formatSar } from '../../../lib/format.ts';
import { translator } from '../../../i18n/index.ts';

function cvWith(done: Partial<Record<TCompletenessSection, boolean>>, extra: Partial<TCv> = {}): TCv {
  const all = { 'personal-info': false, 'contact-info': false, info: false, majors: false, qualification: false, 'personal-exp': false, 'job-required': false, skills: false, photo: false, cv: false, ...done };
  return { is_visible: true, prominent_major_ids: [], qualifications: [], experiences: [], skills: [], memberships: [], courses: [], files: [], completeness: computeCompleteness(all), ...extra };
}

describe('the profile overview', () => {
  it('lists the sections (languages among the optional ones), then the photo and the CV file', () => {
    const items = profileChecklist(cvWith({ 'contact-info': true }));
    expect(items.map((i) => i.key)).toEqual([
      'personal-info', 'contact-info', 'info', 'majors', 'qualification', 'personal-exp', 'job-required', 'skills', 'membership-info', 'courses', 'languages', 'social-contacts', 'photo', 'cv',
    ]);
    expect(items.find((i) => i.key === 'contact-info')?.state).toBe('done');
    expect(items.find((i) => i.key === 'courses')).toMatchObject({ state: 'optional', weight: 0 });
    expect(items.find((i) => i.key === 'languages')).toMatchObject({ state: 'optional', weight: 0, path: '/profile/languages' });
    expect(items.find((i) => i.key === 'cv')).toMatchObject({ state: 'missing', weight: 15, path: '/profile/files' });
  });

  it('marks an optional section done when it holds something', () => {
    const items = profileChecklist(cvWith({}, { linkedin: 'https://linkedin.com/in/x' } as Partial<TCv>));
    expect(items.find((i) => i.key === 'social-contacts')?.state).toBe('done');
  });

  it('suggests the missing section worth the most, the first in the list on a tie', () => {
    expect(nextStep(profileChecklist(cvWith({ 'contact-info': true })))?.key).toBe('personal-info');
    expect(nextStep(profileChecklist(cvWith({ 'personal-info': true, qualification: true })))?.key).toBe('cv');
    const everything = { 'personal-info': true, 'contact-info': true, info: true, majors: true, qualification: true, 'personal-exp': true, 'job-required': true, skills: true, photo: true, cv: true };
    expect(nextStep(profileChecklist(cvWith(everything)))).toBeNull();
  });

  it('treats a job seeker without a CV row yet as missing everything', () => {
    expect(profileChecklist(null).filter((i) => i.state === 'missing')).toHaveLength(10);
  });
});

describe('numbers and dates in the profile', () => {
  it('formats percentages, riyals and months in both languages', () => {
    expect(formatPercent(45, 'en')).toBe('45%');
    expect(formatPercent(45, 'ar')).toContain('45');
    expect(formatSar(12500, 'en')).toMatch(/^SAR\s12,500$/);
    expect(formatSar(12500, 'ar')).toContain('12,500');
    expect(formatMonths(translator('ar'), 'ar', 2)).toBe('شهران');
    expect(formatMonths(translator('ar'), 'ar', 11)).toBe('11 شهرًا');
    expect(formatMonths(translator('en'), 'en', 1)).toBe('1 month');
    expect(formatMonths(translator('en'), 'en', 3)).toBe('3 months');
  });

  it('shows a birth date in the Umm al-Qura calendar', () => {
    expect(formatHijri('1995-06-15')).toBe('16 محرم 1416 هـ');
    expect(formatHijri('')).toBeNull();
    expect(formatHijri('not a date')).toBeNull();
  });
});
