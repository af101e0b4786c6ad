/**
 * The Umm al-Qura Hijri calendar (Saudi Arabia's), through Intl's `islamic-umalqura` calendar: no table of our own
 * (decision 039). Dates are stored Gregorian (YYYY-MM-DD); a Hijri date is only a way to type or read one.
 */
export interface THijriDate {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
let umalqura: Intl.DateTimeFormat | undefined;

/** The Umm al-Qura date of a UTC day. */
function hijriOfTime(time: number): THijriDate {
  umalqura ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
  const parts = umalqura.formatToParts(new Date(time));
  const get = (type: string) => Number.parseInt(parts.find((part) => part.type === type)?.value ?? '0', 10);
  return { year: get('year'), month: get('month'), day: get('day') };
}

const compare = (a: THijriDate, b: THijriDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/** The Hijri (Umm al-Qura) date of a Gregorian YYYY-MM-DD, or null for anything that is not one. */
export function gregorianToHijri(isoDate: string): THijriDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return null;
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== isoDate) return null;
  return hijriOfTime(time);
}

/**
 * The Gregorian YYYY-MM-DD of a Hijri (Umm al-Qura) date, found by bisection over Intl's calendar; null when the
 * date does not exist (a 30th in a month of 29 days, month 13, ...). Years 1300–1600 AH, where Umm al-Qura is defined.
 */
export function hijriToGregorian(year: number, month: number, day: number): string | null {
  if (![year, month, day].every(Number.isInteger) || year < 1300 || year > 1600 || month < 1 || month > 12 || day < 1 || day > 30) return null;
  const target = { year, month, day };
  // A Hijri year is about 354.37 days; 1 Muharram 1 AH was 16 July 622.
  const estimate = Math.floor((Date.UTC(622, 6, 16) + ((year - 1) * 354.367 + (month - 1) * 29.53 + (day - 1)) * DAY_MS) / DAY_MS) * DAY_MS;
  let low = estimate - 40 * DAY_MS;
  let high = estimate + 40 * DAY_MS;
  while (high - low > DAY_MS) {
    const middle = Math.floor((low + high) / 2 / DAY_MS) * DAY_MS;
    if (compare(hijriOfTime(middle), target) < 0) low = middle;
    else high = middle;
  }
  const found = compare(hijriOfTime(low), target) === 0 ? low : high;
  return compare(hijriOfTime(found), target) === 0 ? new Date(found).toISOString().slice(0, 10) : null;
}
