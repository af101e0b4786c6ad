import { toAsciiDigits } from '@tawzeef/contract';

/**
 * The end-of-service award of the Saudi Labour Law (articles 84 to 88), as a pure function: the hiring-law page's
 * loader computes it on the server and shows the rules it applied beside the figure (decision 035).
 */

/** Why the work relation ended: each reason decides which share of the award is due. */
export const LEAVING_REASONS = [
  'contract_end',
  'employer_termination',
  'resignation',
  'worker_article_81',
  'force_majeure',
  'woman_marriage_childbirth',
  'article_80',
] as const;
export type TLeavingReason = (typeof LEAVING_REASONS)[number];

/** How the service is given: by its first and last days, or as years and months. */
export const SERVICE_MODES = ['dates', 'years'] as const;
export type TServiceMode = (typeof SERVICE_MODES)[number];

/** The longest service the calculator accepts (a working life). */
export const MAX_SERVICE_YEARS = 60;
/** A monthly wage above this is surely a typing mistake. */
export const MAX_MONTHLY_WAGE = 10_000_000;

export interface TServiceLength {
  /** Whole years of service. */
  years: number;
  /** What is left after the whole years, in days (by dates) or months (by years and months). */
  rest: { unit: 'days' | 'months'; count: number; of: number };
  /** The service in years, with the fraction of the last year (article 84: portions of a year count in proportion). */
  total: number;
}

/** Which part of the full award is due, and the rule (article) that says so. */
export type TAwardShare =
  | { kind: 'full'; rule: 'article_84' | 'article_85_ten_years' | 'article_81' | 'article_87_force_majeure' | 'article_87_woman' }
  | { kind: 'fraction'; numerator: 1 | 2; denominator: 3; rule: 'article_85_two_to_five' | 'article_85_five_to_ten' }
  | { kind: 'none'; rule: 'article_85_under_two' | 'article_80' };

export interface TEndOfServiceResult {
  wage: number;
  service: TServiceLength;
  reason: TLeavingReason;
  /** Years counted at half a month's wage (at most the first five) and their amount. */
  firstYears: number;
  firstAmount: number;
  /** Years after the fifth, counted at a month's wage each, and their amount. */
  laterYears: number;
  laterAmount: number;
  /** The award before the reason of leaving is applied. */
  fullAward: number;
  share: TAwardShare;
  /** What is due: the full award, a fraction of it, or nothing. */
  award: number;
  /** The articles applied, in order. */
  articles: string[];
}

const DAY_MS = 86_400_000;

/** Rounded to halalas, half up, without the binary error of x.xx5 (1666.665 × 100 is 166666.49999…). */
const halalas = (amount: number) => Math.round(Number((amount * 100).toFixed(6))) / 100;

const utc = (year: number, month: number, day: number) => Date.UTC(year, month, day);

/** The date `years` years after a date (29 February becomes 1 March in a year without one). */
function addYears(date: Date, years: number): number {
  return utc(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate());
}

/**
 * The service from the first working day to the last, both counted: whole years from the anniversaries of the first
 * day, then the days left as a share of the year they fall in (365 or 366 days).
 */
export function serviceBetween(first: Date, last: Date): TServiceLength {
  const end = last.getTime() + DAY_MS;
  let years = 0;
  while (addYears(first, years + 1) <= end) years += 1;
  const anniversary = addYears(first, years);
  const of = Math.round((addYears(first, years + 1) - anniversary) / DAY_MS);
  const days = Math.round((end - anniversary) / DAY_MS);
  return { years, rest: { unit: 'days', count: days, of }, total: years + days / of };
}

/** Service given as whole years and months. */
export function serviceOfYears(years: number, months: number): TServiceLength {
  return { years, rest: { unit: 'months', count: months, of: 12 }, total: years + months / 12 };
}

/** Article 85 for a resignation: nothing under two years, a third up to five, two thirds under ten, all from ten. */
function resignationShare(years: number): TAwardShare {
  if (years < 2) return { kind: 'none', rule: 'article_85_under_two' };
  if (years <= 5) return { kind: 'fraction', numerator: 1, denominator: 3, rule: 'article_85_two_to_five' };
  if (years < 10) return { kind: 'fraction', numerator: 2, denominator: 3, rule: 'article_85_five_to_ten' };
  return { kind: 'full', rule: 'article_85_ten_years' };
}

function shareFor(reason: TLeavingReason, years: number): TAwardShare {
  switch (reason) {
    case 'resignation':
      return resignationShare(years);
    case 'article_80':
      return { kind: 'none', rule: 'article_80' };
    case 'worker_article_81':
      return { kind: 'full', rule: 'article_81' };
    case 'force_majeure':
      return { kind: 'full', rule: 'article_87_force_majeure' };
    case 'woman_marriage_childbirth':
      return { kind: 'full', rule: 'article_87_woman' };
    case 'contract_end':
    case 'employer_termination':
      return { kind: 'full', rule: 'article_84' };
  }
}

const ARTICLES_OF_RULE: Record<TAwardShare['rule'], string[]> = {
  article_84: ['84'],
  article_85_under_two: ['84', '85'],
  article_85_two_to_five: ['84', '85'],
  article_85_five_to_ten: ['84', '85'],
  article_85_ten_years: ['84', '85'],
  article_81: ['84', '81'],
  article_87_force_majeure: ['84', '87'],
  article_87_woman: ['84', '87'],
  article_80: ['80'],
};

/**
 * Article 84: half a month's last wage for each of the first five years, a month's wage for each year after, and the
 * portions of a year in proportion. Then the share the reason of leaving allows (articles 80, 81, 85 and 87).
 */
export function computeEndOfServiceAward(wage: number, service: TServiceLength, reason: TLeavingReason): TEndOfServiceResult {
  const firstYears = Math.min(service.total, 5);
  const laterYears = Math.max(service.total - 5, 0);
  const first = (wage / 2) * firstYears;
  const later = wage * laterYears;
  const share = shareFor(reason, service.total);
  const ratio = share.kind === 'full' ? 1 : share.kind === 'none' ? 0 : share.numerator / share.denominator;
  return {
    wage,
    service,
    reason,
    firstYears,
    firstAmount: halalas(first),
    laterYears,
    laterAmount: halalas(later),
    fullAward: halalas(first + later),
    share,
    award: halalas((first + later) * ratio),
    articles: ARTICLES_OF_RULE[share.rule],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The form: read from the query string (the page works without JavaScript), checked field by field.

export type TCalculatorField = 'wage' | 'start' | 'end' | 'years' | 'months' | 'reason';
export type TCalculatorError =
  | 'required'
  | 'wage_number'
  | 'wage_positive'
  | 'wage_too_large'
  | 'date_invalid'
  | 'end_before_start'
  | 'service_too_long'
  | 'years_invalid'
  | 'months_invalid'
  | 'service_empty'
  | 'reason_unknown';

/** What the person typed, as typed, to fill the form again. */
export interface TCalculatorValues {
  wage: string;
  by: TServiceMode;
  start: string;
  end: string;
  years: string;
  months: string;
  reason: string;
}

export type TCalculatorState =
  | { state: 'empty'; values: TCalculatorValues }
  | { state: 'invalid'; values: TCalculatorValues; errors: Partial<Record<TCalculatorField, TCalculatorError>> }
  | { state: 'done'; values: TCalculatorValues; result: TEndOfServiceResult };

/** The query parameters of the calculator's form. */
export const CALCULATOR_PARAMS = ['wage', 'by', 'start', 'end', 'years', 'months', 'reason'] as const;

/** A number as people type it: Arabic-Indic digits, the Arabic decimal mark, thousands separators and spaces. */
export function parseAmount(text: string): number | null {
  const plain = toAsciiDigits(text.trim()).replace(/٫/g, '.').replace(/[,٬\s]/g, '').replace(/(?:SAR|ر\.?\s?س\.?|ريال)$/iu, '');
  if (!/^\d+(?:\.\d{1,2})?$/.test(plain)) return null;
  return Number(plain);
}

/** A calendar date YYYY-MM-DD that exists (no 31 April), at UTC midnight. */
export function parseDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(toAsciiDigits(text.trim()));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(utc(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1950 || year > 2150) return null;
  return date;
}

const wholeNumber = (text: string): number | null => {
  const plain = toAsciiDigits(text.trim());
  return /^\d{1,3}$/.test(plain) ? Number(plain) : null;
};

/** Reads and checks the calculator's form; computes the award when everything is right. */
export function readCalculator(params: URLSearchParams): TCalculatorState {
  const get = (name: string) => (params.get(name) ?? '').slice(0, 40);
  const values: TCalculatorValues = {
    wage: get('wage'),
    by: get('by') === 'years' ? 'years' : 'dates',
    start: get('start'),
    end: get('end'),
    years: get('years'),
    months: get('months'),
    reason: get('reason'),
  };
  if (!CALCULATOR_PARAMS.some((name) => params.has(name))) return { state: 'empty', values };

  const errors: Partial<Record<TCalculatorField, TCalculatorError>> = {};
  const wage = parseAmount(values.wage);
  if (!values.wage.trim()) errors.wage = 'required';
  else if (wage === null) errors.wage = 'wage_number';
  else if (wage <= 0) errors.wage = 'wage_positive';
  else if (wage > MAX_MONTHLY_WAGE) errors.wage = 'wage_too_large';

  let service: TServiceLength | null = null;
  if (values.by === 'dates') {
    const start = parseDay(values.start);
    const end = parseDay(values.end);
    if (!values.start.trim()) errors.start = 'required';
    else if (!start) errors.start = 'date_invalid';
    if (!values.end.trim()) errors.end = 'required';
    else if (!end) errors.end = 'date_invalid';
    if (start && end) {
      if (end < start) errors.end = 'end_before_start';
      else {
        service = serviceBetween(start, end);
        if (service.total > MAX_SERVICE_YEARS) errors.end = 'service_too_long';
      }
    }
  } else {
    const years = values.years.trim() ? wholeNumber(values.years) : 0;
    const months = values.months.trim() ? wholeNumber(values.months) : 0;
    if (years === null || years > MAX_SERVICE_YEARS) errors.years = 'years_invalid';
    if (months === null || months > 11) errors.months = 'months_invalid';
    if (years !== null && months !== null && !errors.years && !errors.months) {
      if (years === 0 && months === 0) errors.years = 'service_empty';
      else if (years + months / 12 > MAX_SERVICE_YEARS) errors.years = 'service_too_long';
      else service = serviceOfYears(years, months);
    }
  }

  const reason = (LEAVING_REASONS as readonly string[]).includes(values.reason) ? (values.reason as TLeavingReason) : null;
  if (!values.reason) errors.reason = 'required';
  else if (!reason) errors.reason = 'reason_unknown';

  if (Object.keys(errors).length || wage === null || !service || !reason) return { state: 'invalid', values, errors };
  return { state: 'done', values, result: computeEndOfServiceAward(wage, service, reason) };
}
