import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { toAsciiDigits } from './digits.ts';

/**
 * Normalises a phone number typed in any accepted form (05XXXXXXXX, 5XXXXXXXX, 9665XXXXXXXX,
 * +9665XXXXXXXX, 009665..., Arabic-Indic digits, spaces or dashes) to E.164, or null when it is not
 * a valid number. Numbers without a country code are read as Saudi.
 */
export function normalizePhone(input: string, defaultCountry: CountryCode = 'SA'): string | null {
  let value = toAsciiDigits(input).replace(/[\s\-().\u200e\u200f]/g, '');
  if (!/^\+?\d{6,15}$/.test(value) && !/^00\d{6,15}$/.test(value)) return null;
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  // "9665XXXXXXXX" typed without the plus sign: a country code, not a local number.
  if (!value.startsWith('+') && value.startsWith('966') && value.length === 12) value = `+${value}`;
  const parsed = parsePhoneNumberFromString(value, defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

export function looksLikeEmail(value: string): boolean {
  return value.includes('@');
}

/**
 * Where a text gives phone numbers (Saudi when without a country code, Arabic-Indic digits read too): each valid
 * number's start and end in `text`. A review must not publish one (decision 131).
 */
export function phoneNumbersIn(text: string): Array<{ start: number; end: number }> {
  return findPhoneNumbersInText(toAsciiDigits(text), 'SA').map((found) => ({ start: found.startsAt, end: found.endsAt }));
}
