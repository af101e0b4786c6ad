import { describe, expect, it } from 'vitest';
import { dateField, idField, optionalNumber, parseNumber, requiredNumber } from './form-data.ts';

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};

describe('numbers typed by people', () => {
  it('read ASCII, Arabic-Indic and Persian digits with thousands separators and either decimal mark', () => {
    expect(parseNumber('١٢٬٥٠٠')).toBe(12500);
    expect(parseNumber('12,500.5')).toBe(12500.5);
    expect(parseNumber('١٢٥٠٠٫٧٥')).toBe(12500.75);
    expect(parseNumber('۱۲۳')).toBe(123);
    expect(parseNumber(' 7,000 ')).toBe(7000);
    expect(parseNumber('\u200f١٠\u200f')).toBe(10);
  });

  it('answer blank with null and anything else that is not a number with NaN, the same way everywhere', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('   ')).toBeNull();
    for (const bad of ['abc', '12abc', '1.2.3', '0x10', '1e5', '--1']) expect(parseNumber(bad)).toBeNaN();
    expect(optionalNumber(formOf({ n: '' }), 'n')).toBeNull();
    expect(optionalNumber(formOf({ n: 'x' }), 'n')).toBeNaN();
    expect(requiredNumber(formOf({ n: '' }), 'n')).toBe('');
    expect(requiredNumber(formOf({ n: '٣' }), 'n')).toBe(3);
  });

  it('keep only positive whole ids and dates in ASCII digits', () => {
    expect(idField(formOf({ id: '٧' }), 'id')).toBe(7);
    for (const bad of ['', '0', '-3', '2.5', 'x']) expect(idField(formOf({ id: bad }), 'id')).toBeNull();
    expect(dateField(formOf({ d: '٢٠٢٤-٠١-٣١' }), 'd')).toBe('2024-01-31');
    expect(dateField(formOf({ d: ' ' }), 'd')).toBeNull();
  });
});
