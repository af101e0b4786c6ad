import type { TLocale } from '@tawzeef/contract';

/** A time as the API wrote it in the person's zone (the Timezone header): its wall clock, the same on server and browser. */
export function wallTime(value: string, locale: TLocale): string {
  const wall = new Date(`${value.slice(0, 16)}:00Z`);
  if (Number.isNaN(wall.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(wall);
}
