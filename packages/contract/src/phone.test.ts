import { describe, expect, it } from 'vitest';
import { toAsciiDigits } from './digits.ts';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    '0551234567',
    '551234567',
    '966551234567',
    '+966551234567',
    '00966551234567',
    '+966 55 123 4567',
    '055-123-4567',
    '٠٥٥١٢٣٤٥٦٧',
    '+٩٦٦٥٥١٢٣٤٥٦٧',
    '۰۵۵۱۲۳۴۵۶۷',
  ])('reads %s as +966551234567', (input) => {
    expect(normalizePhone(input)).toBe('+966551234567');
  });

  it('keeps other countries’ numbers given with their code', () => {
    expect(normalizePhone('+971501234567')).toBe('+971501234567');
    expect(normalizePhone('+201001234567')).toBe('+201001234567');
  });

  it.each(['', '12345', '0512', 'abc', '05512345678901234', '+966123', 'phone'])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('turns Arabic-Indic digits into ASCII digits', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });
});
