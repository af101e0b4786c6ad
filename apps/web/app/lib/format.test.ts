import { describe, expect, it } from 'vitest';
import { formatDay, formatMonth, formatSar } from './format.ts';

describe('CV date and money formats', () => {
  it('show the Gregorian date and, in Arabic, the Umm al-Qura Hijri date beside it', () => {
    expect(formatDay('2024-03-12', 'en')).toEqual({ gregorian: '12 March 2024' });
    const ar = formatDay('2024-03-12', 'ar');
    expect(ar?.gregorian).toContain('مارس');
    expect(ar?.hijri).toContain('رمضان');
  });

  it('keep the calendar day whatever the time zone', () => {
    expect(formatDay('2024-01-01T00:30:00+03:00', 'en')?.gregorian).toBe('1 January 2024');
  });

  it('format a month, a bare year, and riyals', () => {
    expect(formatMonth(2022, 6, 'en')).toBe('June 2022');
    expect(formatMonth(2022, null, 'en')).toBe('2022');
    expect(formatMonth(null, 6, 'en')).toBeNull();
    expect(formatSar(12500, 'en')).toMatch(/SAR\s12,500/);
    expect(formatSar(12500, 'ar')).toContain('ر.س');
    expect(formatSar(null, 'en')).toBeNull();
  });
});
