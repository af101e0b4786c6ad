import { hijriToGregorian, type TLocale } from '@tawzeef/contract';
import { formatHijriMonthName } from '../../lib/format.ts';

/** The names of the twelve Hijri months in the page's language (Muharram to Dhu al-Hijjah). */
export function hijriMonthNames(locale: TLocale): string[] {
  // The first of each month of 1446 AH, a year well inside Umm al-Qura's range.
  return Array.from({ length: 12 }, (_, index) => formatHijriMonthName(hijriToGregorian(1446, index + 1, 1), locale) ?? '');
}
