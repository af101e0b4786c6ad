import { describe, expect, it } from 'vitest';
import type { TLookupItem } from '@tawzeef/contract';
import { foldForMatch, occupationGroups, occupationMatches } from './occupation-options.ts';

const sectors: TLookupItem[] = [
  { id: 1, name: 'Healthcare', name_ar: 'الرعاية الصحية', name_en: 'Healthcare', code: 'healthcare' },
  { id: 2, name: 'Banking and finance', name_ar: 'البنوك والمالية', name_en: 'Banking and finance', code: 'banking-and-finance' },
];
const occupation = (id: number, name_en: string, name_ar: string, sector_id: number | null, locale: 'ar' | 'en'): TLookupItem => ({
  id,
  name: locale === 'ar' ? name_ar : name_en,
  name_ar,
  name_en,
  code: null,
  sector_id,
});
const list = (locale: 'ar' | 'en') => [
  occupation(10, 'Tax accountant', 'محاسب ضرائب', 2, locale),
  occupation(11, 'Nurse', 'ممرض', 1, locale),
  occupation(12, 'Accountant', 'محاسب', 2, locale),
  occupation(13, 'Interpreter', 'مترجم فوري', null, locale),
];

describe('the post-job form’s occupations', () => {
  it('groups them by sector in the sectors’ order, sorted by name in the reader’s language, the rest last', () => {
    const english = occupationGroups(list('en'), sectors, 'en', 'Other occupations');
    expect(english.map((group) => group.group)).toEqual(['Healthcare', 'Banking and finance', 'Other occupations']);
    expect(english[1]!.items).toEqual([
      { value: '12', label: 'Accountant', other: 'محاسب' },
      { value: '10', label: 'Tax accountant', other: 'محاسب ضرائب' },
    ]);
    const arabic = occupationGroups(list('ar'), sectors, 'ar', 'مهن أخرى');
    expect(arabic[1]!.items.map((item) => item.label)).toEqual(['محاسب', 'محاسب ضرائب']);
    expect(arabic[2]).toEqual({ group: 'مهن أخرى', items: [{ value: '13', label: 'مترجم فوري', other: 'Interpreter' }] });
  });

  it('finds an occupation by either of its names, whatever the case, diacritics or alef typed', () => {
    const accountant = { label: 'محاسب', other: 'Accountant' };
    expect(occupationMatches(accountant, 'accou')).toBe(true);
    expect(occupationMatches(accountant, 'ACCOUNTANT')).toBe(true);
    expect(occupationMatches(accountant, 'مُحاسِب')).toBe(true);
    expect(occupationMatches(accountant, '')).toBe(true);
    expect(occupationMatches(accountant, 'nurse')).toBe(false);
    expect(occupationMatches({ label: 'Tax accountant', other: 'محاسب ضرائب' }, 'ضرائب tax')).toBe(true);
    expect(occupationMatches({ label: 'Tax accountant', other: 'محاسب ضرائب' }, 'ضرائب nurse')).toBe(false);
    expect(foldForMatch('إدارة  الأعمال')).toBe('اداره الاعمال');
  });
});
