import type { TLocale } from '@tawzeef/contract';
import { formatDay, parseCalendarDate } from '../../lib/format.ts';

const HIJRI: Record<TLocale, string> = { ar: 'ar-SA-u-ca-islamic-umalqura-nu-latn', en: 'en-u-ca-islamic-umalqura' };
const WEEKDAY: Record<TLocale, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB' };

/**
 * An interview's day as people in Saudi Arabia read it: the weekday and the Gregorian date, with the Hijri (Umm
 * al-Qura) date beside it in both languages.
 */
export function interviewDay(date: string, locale: TLocale): { gregorian: string; hijri: string } {
  const day = parseCalendarDate(date);
  if (!day) return { gregorian: date, hijri: '' };
  return {
    gregorian: new Intl.DateTimeFormat(WEEKDAY[locale], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day),
    hijri: new Intl.DateTimeFormat(HIJRI[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day),
  };
}

/** A message's moment (ISO in the reader's time zone) as its day and its wall-clock time. */
export function messageMoment(iso: string, locale: TLocale): { day: string; time: string } {
  return { day: formatDay(iso, locale)?.gregorian ?? '', time: iso.slice(11, 16) };
}
