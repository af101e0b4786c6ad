import { describe, expect, it } from 'vitest';
import { formatBytes, formatDay, formatHijri, formatInteger, formatMonth, formatMonthCount, formatPercent, formatSar, formatYearCount, monthNames } from './format.ts';
import { hijriMonthNames } from '../features/profile/hijri-months.ts';

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

  it('keep each format to its own options and language, however they are called in turn', () => {
    // Formatters are made once per options and language (format.ts): one format must never answer for another.
    for (let round = 0; round < 2; round += 1) {
      expect(formatSar(12500, 'en')).toMatch(/SAR\s12,500$/);
      expect(formatSar(12500.25, 'en')).toMatch(/SAR\s12,500\.25$/);
      expect(formatInteger(12500, 'en')).toBe('12,500');
      expect(formatInteger(12500, 'ar')).toBe('12,500');
      expect(formatPercent(42, 'en')).toBe('42%');
      expect(formatBytes(1536, 'en')).toBe('1.5 kB');
      expect(formatBytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
      expect(formatMonthCount(2, 'en')).toBe('2 months');
      expect(formatYearCount(3, 'en')).toBe('3 years');
      expect(formatMonth(2022, 6, 'en')).toBe('June 2022');
      expect(formatMonth(2022, null, 'en')).toBe('2022');
      expect(monthNames('en')[0]).toBe('January');
      expect(hijriMonthNames('en')[8]).toMatch(/^Ram/);
      expect(hijriMonthNames('ar')[8]).toBe('رمضان');
      expect(formatHijri('2024-03-12', 'en')).toMatch(/1445/);
      expect(formatDay('2024-03-12', 'en')).toEqual({ gregorian: '12 March 2024' });
    }
  });
});
