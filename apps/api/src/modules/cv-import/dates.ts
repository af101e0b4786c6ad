import { hijriToGregorian, normalizeText } from '@tawzeef/contract';

/**
 * Dates as CVs write them, in Arabic and English, Gregorian and Hijri (Umm al-Qura): "Jan 2019", "03/2018",
 * "2019-04", "مارس 2020", "كانون الثاني 2017", "رجب 1440هـ", "1435 هـ", and ranges between two of them or up to
 * "present" / «حتى الآن» (decision 038). Hijri dates are converted by the contract's Umm al-Qura helper (decision 039).
 */

/** A date read from a CV: YYYY-MM-DD, and whether its month was given (a year alone means 1 January). */
export interface TCvDate {
  date: string;
  hasMonth: boolean;
  isHijri: boolean;
}

export interface TDateRange {
  start: TCvDate | null;
  end: TCvDate | null;
  isCurrent: boolean;
  /** The text of the range, to take out of the line it was found in. */
  text: string;
}

const month = (names: string[], n: number) => names.map((name) => [name, n] as const);

const ENGLISH_MONTHS = [
  ['january', 'jan'], ['february', 'feb'], ['march', 'mar'], ['april', 'apr'], ['may'], ['june', 'jun'], ['july', 'jul'],
  ['august', 'aug'], ['september', 'sep', 'sept'], ['october', 'oct'], ['november', 'nov'], ['december', 'dec'],
].flatMap((names, i) => month(names, i + 1));
// Gulf and Egyptian names, then the Levantine ones; compared after normalizeText (ة → ه, one alef).
const ARABIC_MONTHS = [
  ['يناير', 'كانون الثاني'], ['فبراير', 'شباط'], ['مارس', 'آذار'], ['ابريل', 'أبريل', 'نيسان'], ['مايو', 'أيار'], ['يونيو', 'حزيران'],
  ['يوليو', 'تموز'], ['اغسطس', 'أغسطس', 'آب'], ['سبتمبر', 'أيلول'], ['اكتوبر', 'أكتوبر', 'تشرين الأول'], ['نوفمبر', 'تشرين الثاني'], ['ديسمبر', 'كانون الأول'],
].flatMap((names, i) => month(names, i + 1));
const HIJRI_MONTHS = [
  ['محرم'], ['صفر'], ['ربيع الأول', 'ربيع اول'], ['ربيع الآخر', 'ربيع الثاني', 'ربيع ثاني'], ['جمادى الأولى', 'جمادى الأول'],
  ['جمادى الآخرة', 'جمادى الثانية', 'جمادى الآخر'], ['رجب'], ['شعبان'], ['رمضان'], ['شوال'], ['ذو القعدة', 'ذي القعدة'], ['ذو الحجة', 'ذي الحجة'],
].flatMap((names, i) => month(names, i + 1));

/** Month names, longest first so that «ربيع الآخر» wins over «ربيع». */
const MONTH_NAMES = [
  ...ENGLISH_MONTHS.map(([name, n]) => ({ key: name, n, hijri: false })),
  ...ARABIC_MONTHS.map(([name, n]) => ({ key: normalizeText(name), n, hijri: false })),
  ...HIJRI_MONTHS.map(([name, n]) => ({ key: normalizeText(name), n, hijri: true })),
].sort((a, b) => b.key.length - a.key.length);

const PRESENT = ['present', 'current', 'currently', 'now', 'to date', 'till now', 'today', 'ongoing', 'حتى الآن', 'حتى الان', 'الآن', 'الان', 'حاليا', 'حالياً', 'للآن', 'إلى الآن', 'الى الان', 'مستمر', 'حتى تاريخه'];

const HIJRI_MARK = /(?:هـ|ه\b|ھ|\bAH\b|\bH\b)/u;

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether a four-digit year is a Hijri one: CVs date Gregorian years 1950-2100 and Hijri ones 1350-1500. */
const isHijriYear = (year: number) => year >= 1350 && year <= 1500;

function dateOf(year: number, monthOfYear: number | null, hijri: boolean): TCvDate | null {
  if (monthOfYear !== null && (monthOfYear < 1 || monthOfYear > 12)) return null;
  if (hijri) {
    // The first of a month always exists; outside the years Umm al-Qura covers there is no date.
    const date = hijriToGregorian(year, monthOfYear ?? 1, 1);
    return date ? { date, hasMonth: monthOfYear !== null, isHijri: true } : null;
  }
  if (year < 1950 || year > 2100) return null;
  return { date: `${year}-${pad(monthOfYear ?? 1)}-01`, hasMonth: monthOfYear !== null, isHijri: false };
}

function monthNamed(words: string): { n: number; hijri: boolean } | null {
  const folded = normalizeText(words);
  for (const name of MONTH_NAMES) if (folded === name.key || folded.endsWith(` ${name.key}`)) return { n: name.n, hijri: name.hijri };
  return null;
}

// One date: "Jan 2019", "January, 2019", "مارس 2020", "ربيع الآخر 1440 هـ", "03/2018", "2018/03", "2019-04", "2019".
const RAW_NAMES = [...ENGLISH_MONTHS, ...ARABIC_MONTHS, ...HIJRI_MONTHS].map(([name]) => name);
const NAME = [...new Set([...RAW_NAMES, ...RAW_NAMES.map((name) => name.replace(/[أإآ]/gu, 'ا'))])]
  .sort((a, b) => b.length - a.length)
  .map((name) => `${name.replace(/ /g, '\\s')}\\.?`)
  .join('|');
const ONE_DATE = String.raw`(?:(?<![\p{L}])(?<name>${NAME}),?\s*(?<ny>\d{4})|(?<m1>\d{1,2})\s*[/.\-]\s*(?<y1>\d{4})|(?<y2>\d{4})\s*[/.\-]\s*(?<m2>\d{1,2})(?!\d)|(?<y3>\d{4}))(?<h>\s*(?:هـ|ه|ھ|AH|H)(?![\p{L}]))?`;
const DATE_RE = new RegExp(ONE_DATE, 'iu');

/** One date from its text, or null. `hijriContext` says the text around it is marked Hijri. */
export function parseCvDate(text: string, hijriContext = false): TCvDate | null {
  const m = DATE_RE.exec(text.trim());
  if (!m?.groups) return null;
  const g = m.groups;
  const hijriMarked = Boolean(g.h) || hijriContext;
  if (g.ny) {
    const year = Number(g.ny);
    const named = g.name ? monthNamed(g.name) : null;
    const hijri = hijriMarked || named?.hijri === true || isHijriYear(year);
    return dateOf(year, named?.n ?? null, hijri);
  }
  if (g.y1) return dateOf(Number(g.y1), Number(g.m1), hijriMarked || isHijriYear(Number(g.y1)));
  if (g.y2) return dateOf(Number(g.y2), Number(g.m2), hijriMarked || isHijriYear(Number(g.y2)));
  if (g.y3) return dateOf(Number(g.y3), null, hijriMarked || isHijriYear(Number(g.y3)));
  return null;
}

const SEPARATOR = String.raw`\s*(?:-|–|—|~|to|till|until|إلى|الى|حتى|لغاية)\s*`;
const PRESENT_RE = [...PRESENT].sort((a, b) => b.length - a.length).map((p) => p.replace(/\s/g, '\\s')).join('|');
const RANGE_RE = new RegExp(
  String.raw`(?:(?:from|من)\s+)?(?<a>${ONE_DATE.replace(/\?<(\w+)>/g, '?<a$1>')})(?:${SEPARATOR}(?:(?<b>${ONE_DATE.replace(/\?<(\w+)>/g, '?<b$1>')})|(?<now>${PRESENT_RE})))`,
  'iu',
);
const YEAR_RE = /(?<!\d)(\d{4})(?!\d)/gu;

/** The first date range of a line ("2019 - 2023", "Jan 2019 – Present", «من 1438هـ إلى 1441هـ»), or null. */
export function findDateRange(line: string): TDateRange | null {
  const m = RANGE_RE.exec(line);
  if (!m?.groups) return null;
  const text = m[0];
  const hijri = HIJRI_MARK.test(text);
  const start = parseCvDate(m.groups.a ?? '', hijri);
  if (!start) return null;
  const end = m.groups.b ? parseCvDate(m.groups.b, hijri) : null;
  return { start, end, isCurrent: Boolean(m.groups.now), text };
}

/** The last plausible year of a text (a graduation year), Hijri ones converted; null when there is none. */
export function lastYearOf(text: string): { year: number; month: number | null; isHijri: boolean } | null {
  const range = findDateRange(text);
  const single = range?.end ?? range?.start ?? null;
  if (single) return { year: Number(single.date.slice(0, 4)), month: single.hasMonth ? Number(single.date.slice(5, 7)) : null, isHijri: single.isHijri };
  const years = [...text.matchAll(YEAR_RE)].map((m) => Number(m[1])).filter((y) => (y >= 1950 && y <= 2100) || isHijriYear(y));
  const year = years.at(-1);
  if (year === undefined) return null;
  const date = parseCvDate(text.slice(text.lastIndexOf(String(year)) - 20 < 0 ? 0 : text.lastIndexOf(String(year)) - 20), HIJRI_MARK.test(text));
  if (date && Number(date.date.slice(0, 4)) > 0 && (date.isHijri || Number(date.date.slice(0, 4)) === year)) {
    return { year: Number(date.date.slice(0, 4)), month: date.hasMonth ? Number(date.date.slice(5, 7)) : null, isHijri: date.isHijri };
  }
  const middle = isHijriYear(year) ? hijriToGregorian(year, 6, 1) : null;
  if (middle) return { year: Number(middle.slice(0, 4)), month: null, isHijri: true };
  return { year, month: null, isHijri: false };
}

