export const LOCALES = ['ar', 'en'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'ar';

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reads an `X-locale` style value ("en", "en-US", "AR") and falls back to Arabic. */
export function resolveLocale(value: string | null | undefined): TLocale {
  const primary = (value ?? '').trim().toLowerCase().split(/[-_,;]/)[0];
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}

export function directionOf(locale: TLocale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Parses the `Timezone` header ("UTC+3", "UTC-4:30", "UTC") into minutes east of UTC, or null when malformed. */
export function parseTimezoneOffset(value: string | null | undefined): number | null {
  if (value === undefined || value === null) return null;
  const match = /^\s*(?:UTC|GMT)\s*(?:([+-])\s*(\d{1,2})(?::?(\d{2}))?)?\s*$/i.exec(value);
  if (!match) return null;
  if (!match[1]) return 0;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? 0);
  if (hours > 14 || minutes > 59) return null;
  const total = hours * 60 + minutes;
  return match[1] === '-' ? -total : total;
}

export function formatTimezoneHeader(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** An ISO 8601 timestamp shifted to the given offset, e.g. 2026-11-22T02:40:00+03:00. */
export function toOffsetIso(date: Date, offsetMinutes: number): string {
  const shifted = new Date(date.getTime() + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${shifted.toISOString().slice(0, 19)}${sign}${hh}:${mm}`;
}

/**
 * A phone number as a left-to-right run inside text of either direction (decision 150): LRI … PDI, so «+966…» keeps
 * its «+» at its start in an Arabic sentence, a PDF line or a spreadsheet cell. Pages show a phone with <PhoneText>
 * (<bdi dir="ltr">); text that is not HTML (a translated sentence, a PDF, an export) with this.
 */
export const phoneRun = (phone: string): string => `\u2066${phone}\u2069`;
