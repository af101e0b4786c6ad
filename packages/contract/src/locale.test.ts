import { describe, expect, it } from 'vitest';
import { formatTimezoneHeader, parseTimezoneOffset, resolveLocale, toOffsetIso } from './locale.ts';

describe('locale and time zone helpers', () => {
  it('fall back to Arabic for a missing or unknown X-locale', () => {
    expect(resolveLocale(undefined)).toBe('ar');
    expect(resolveLocale('fr')).toBe('ar');
    expect(resolveLocale('EN')).toBe('en');
    expect(resolveLocale('en-US,en;q=0.9')).toBe('en');
  });

  it.each([
    ['UTC+3', 180],
    ['UTC', 0],
    ['UTC-4:30', -270],
    ['utc+05:45', 345],
    ['GMT+1', 60],
  ])('reads the Timezone header %s', (header, minutes) => {
    expect(parseTimezoneOffset(header)).toBe(minutes);
  });

  it.each(['', 'Asia/Riyadh', 'UTC+99', 'UTC+3:75'])('ignores the malformed Timezone %j', (header) => {
    expect(parseTimezoneOffset(header)).toBeNull();
  });

  it('writes offsets back and formats instants in them', () => {
    expect(formatTimezoneHeader(180)).toBe('UTC+3');
    expect(formatTimezoneHeader(-270)).toBe('UTC-4:30');
    expect(toOffsetIso(new Date('2026-11-21T22:30:00Z'), 180)).toBe('2026-11-22T01:30:00+03:00');
  });
});
