// The end-of-service calculator against amounts computed by hand from articles 84, 85, 87 and 80.
import { describe, expect, it } from 'vitest';
import { computeEndOfServiceAward, parseAmount, readCalculator, serviceBetween, serviceOfYears, type TLeavingReason } from './end-of-service.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const byYears = (wage: number, years: number, months: number, reason: TLeavingReason) => computeEndOfServiceAward(wage, serviceOfYears(years, months), reason);
const byDates = (wage: number, start: string, end: string, reason: TLeavingReason) => computeEndOfServiceAward(wage, serviceBetween(day(start), day(end)), reason);

describe('article 84: half a month for each of the first five years, a month for each year after', () => {
  it('pays half a month per year for five years ended by the employer', () => {
    const result = byYears(10_000, 5, 0, 'employer_termination');
    expect(result).toMatchObject({ firstYears: 5, firstAmount: 25_000, laterYears: 0, laterAmount: 0, fullAward: 25_000, award: 25_000 });
    expect(result.share).toEqual({ kind: 'full', rule: 'article_84' });
    expect(result.articles).toEqual(['84']);
  });

  it('pays a full month for each year after the fifth, and the months of the last year in proportion', () => {
    // 7 years 6 months: 5 × 5,000 + 2.5 × 10,000
    const result = byYears(10_000, 7, 6, 'contract_end');
    expect(result).toMatchObject({ firstAmount: 25_000, laterYears: 2.5, laterAmount: 25_000, fullAward: 50_000, award: 50_000 });
  });

  it('counts a year under five in proportion: 2 years 3 months at 6,000 is 6,750', () => {
    expect(byYears(6_000, 2, 3, 'contract_end').award).toBe(6_750);
  });

  it('counts the days of the last year in proportion to that year (365 days)', () => {
    // 1 Jan 2020 to 30 Jun 2025: 5 years and 181 days of 2025. 5 × 6,000 + 12,000 × 181 / 365 = 30,000 + 5,950.68
    const result = byDates(12_000, '2020-01-01', '2025-06-30', 'employer_termination');
    expect(result.service).toMatchObject({ years: 5, rest: { unit: 'days', count: 181, of: 365 } });
    expect(result.laterAmount).toBe(5_950.68);
    expect(result.fullAward).toBe(35_950.68);
    expect(result.award).toBe(35_950.68);
  });

  it('uses a leap year of 366 days: 1 January to 30 June 2024 is 182 / 366 of a year', () => {
    // 4,500 × 182 / 366 = 2,237.7049…
    const result = byDates(9_000, '2024-01-01', '2024-06-30', 'contract_end');
    expect(result.service).toMatchObject({ years: 0, rest: { count: 182, of: 366 } });
    expect(result.award).toBe(2_237.7);
  });

  it('counts the first and the last working day: 1 January 2020 to 31 December 2024 is five whole years', () => {
    const service = serviceBetween(day('2020-01-01'), day('2024-12-31'));
    expect(service).toEqual({ years: 5, rest: { unit: 'days', count: 0, of: 365 }, total: 5 });
    expect(byDates(8_000, '2020-01-01', '2024-12-31', 'contract_end').award).toBe(20_000);
  });

  it('treats a 29 February start as a year ending on 28 February', () => {
    expect(serviceBetween(day('2020-02-29'), day('2021-02-28'))).toMatchObject({ years: 1, rest: { count: 0 } });
    expect(serviceBetween(day('2023-03-01'), day('2024-02-29'))).toMatchObject({ years: 1, rest: { count: 0 } });
  });

  it('counts one day when the first day is the last', () => {
    expect(serviceBetween(day('2025-03-10'), day('2025-03-10'))).toMatchObject({ years: 0, rest: { count: 1, of: 365 } });
  });

  it('rounds to halalas, half up', () => {
    // 3,333.33 / 2 = 1,666.665
    expect(byYears(3_333.33, 1, 0, 'contract_end').award).toBe(1_666.67);
  });
});

describe('article 85: a resignation', () => {
  it('gives nothing under two years (1 year 11 months), though the full award is shown', () => {
    const result = byYears(10_000, 1, 11, 'resignation');
    expect(result.fullAward).toBe(9_583.33);
    expect(result.award).toBe(0);
    expect(result.share).toEqual({ kind: 'none', rule: 'article_85_under_two' });
    expect(result.articles).toEqual(['84', '85']);
  });

  it('gives a third from exactly two years', () => {
    const result = byYears(10_000, 2, 0, 'resignation');
    expect(result.share).toMatchObject({ kind: 'fraction', numerator: 1, denominator: 3 });
    expect(result.award).toBe(3_333.33);
  });

  it('gives a third at exactly five years', () => {
    expect(byYears(10_000, 5, 0, 'resignation').award).toBe(8_333.33);
    // By dates: 15 March 2018 to 14 March 2023 is five years to the day.
    expect(byDates(6_000, '2018-03-15', '2023-03-14', 'resignation')).toMatchObject({ fullAward: 15_000, award: 5_000 });
  });

  it('gives two thirds from the first day after five years', () => {
    // 5 years and 1 day of the year 15 March 2023 – 14 March 2024 (366 days, it holds 29 February):
    // 15,000 + 6,000 / 366 = 15,016.393…; two thirds 10,010.928…
    const result = byDates(6_000, '2018-03-15', '2023-03-15', 'resignation');
    expect(result.share).toMatchObject({ kind: 'fraction', numerator: 2, denominator: 3, rule: 'article_85_five_to_ten' });
    expect(result.service.rest).toEqual({ unit: 'days', count: 1, of: 366 });
    expect(result.fullAward).toBe(15_016.39);
    expect(result.award).toBe(10_010.93);
  });

  it('gives two thirds of 5 years 1 month and of 9 years 11 months', () => {
    // 25,000 + 10,000 / 12 = 25,833.33…; × 2/3 = 17,222.22
    expect(byYears(10_000, 5, 1, 'resignation').award).toBe(17_222.22);
    // 25,000 + 10,000 × 4 11/12 = 74,166.67; × 2/3 = 49,444.44
    const result = byYears(10_000, 9, 11, 'resignation');
    expect(result.fullAward).toBe(74_166.67);
    expect(result.award).toBe(49_444.44);
  });

  it('gives the full award from ten years', () => {
    const result = byYears(10_000, 10, 0, 'resignation');
    expect(result).toMatchObject({ fullAward: 75_000, award: 75_000 });
    expect(result.share).toEqual({ kind: 'full', rule: 'article_85_ten_years' });
  });
});

describe('the other reasons of leaving', () => {
  it('gives nothing to a worker dismissed under article 80', () => {
    const result = byYears(10_000, 8, 0, 'article_80');
    expect(result.fullAward).toBe(55_000);
    expect(result.award).toBe(0);
    expect(result.articles).toEqual(['80']);
  });

  it('gives the full award to a worker who leaves under article 81, whatever the years', () => {
    expect(byYears(8_000, 1, 6, 'worker_article_81')).toMatchObject({ award: 6_000, articles: ['84', '81'] });
  });

  it('gives the full award for force majeure (article 87)', () => {
    expect(byYears(10_000, 3, 0, 'force_majeure')).toMatchObject({ award: 15_000, articles: ['84', '87'] });
  });

  it('gives the full award to a woman who ends her contract after marriage or childbirth, even under two years', () => {
    expect(byYears(10_000, 1, 0, 'woman_marriage_childbirth')).toMatchObject({ award: 5_000, share: { kind: 'full', rule: 'article_87_woman' } });
  });
});

describe('the form', () => {
  const read = (query: string) => readCalculator(new URLSearchParams(query));

  it('is empty until something is sent', () => {
    expect(read('').state).toBe('empty');
    expect(read('q=leave').state).toBe('empty');
  });

  it('computes from dates', () => {
    const state = read('wage=12000&by=dates&start=2020-01-01&end=2025-06-30&reason=employer_termination');
    expect(state.state).toBe('done');
    expect(state.state === 'done' && state.result.award).toBe(35_950.68);
  });

  it('computes from years and months, reading Arabic digits and thousands separators', () => {
    const state = read(`wage=${encodeURIComponent('١٠٬٠٠٠')}&by=years&years=${encodeURIComponent('٧')}&months=6&reason=contract_end`);
    expect(state.state === 'done' && state.result.award).toBe(50_000);
  });

  it('says which fields are missing', () => {
    const state = read('by=dates&wage=&start=&end=&reason=');
    expect(state).toMatchObject({ state: 'invalid', errors: { wage: 'required', start: 'required', end: 'required', reason: 'required' } });
  });

  it.each([
    ['abc', 'wage_number'],
    ['-5', 'wage_number'],
    ['12.345', 'wage_number'],
    ['0', 'wage_positive'],
    ['20000000', 'wage_too_large'],
  ])('refuses the wage %j (%s)', (wage, error) => {
    expect(read(`wage=${wage}&by=years&years=3&reason=contract_end`)).toMatchObject({ state: 'invalid', errors: { wage: error } });
  });

  it('refuses a date that does not exist and an end before the start', () => {
    expect(read('wage=5000&start=2023-02-30&end=2024-01-01&reason=resignation')).toMatchObject({ errors: { start: 'date_invalid' } });
    expect(read('wage=5000&start=2024-01-01&end=2023-01-01&reason=resignation')).toMatchObject({ errors: { end: 'end_before_start' } });
    expect(read('wage=5000&start=1900-01-01&end=2024-01-01&reason=resignation')).toMatchObject({ errors: { start: 'date_invalid' } });
  });

  it('refuses no service, months over 11, too many years and an unknown reason', () => {
    expect(read('wage=5000&by=years&years=0&months=0&reason=contract_end')).toMatchObject({ errors: { years: 'service_empty' } });
    expect(read('wage=5000&by=years&years=2&months=12&reason=contract_end')).toMatchObject({ errors: { months: 'months_invalid' } });
    expect(read('wage=5000&by=years&years=61&reason=contract_end')).toMatchObject({ errors: { years: 'years_invalid' } });
    expect(read('wage=5000&by=years&years=60&months=1&reason=contract_end')).toMatchObject({ errors: { years: 'service_too_long' } });
    expect(read('wage=5000&by=years&years=3&reason=fired')).toMatchObject({ errors: { reason: 'reason_unknown' } });
  });

  it('gives back what was typed, to fill the form again', () => {
    const state = read('wage=abc&by=years&years=3&months=2&reason=resignation');
    expect(state.values).toEqual({ wage: 'abc', by: 'years', start: '', end: '', years: '3', months: '2', reason: 'resignation' });
  });

  it('reads amounts as people type them', () => {
    expect(parseAmount('12,500')).toBe(12_500);
    expect(parseAmount(' ١٢٥٠٠٫٥ ')).toBe(12_500.5);
    expect(parseAmount('9 000')).toBe(9_000);
    expect(parseAmount('1e5')).toBeNull();
  });
});
