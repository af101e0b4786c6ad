import { describe, expect, it } from 'vitest';
import { ZJobRequired, ZPersonalInfo } from '@tawzeef/contract';
import { birthdateInput, jobRequiredInput, personalInfoInput } from './forms.ts';
import { formatNoticePeriod } from './format.ts';
import { translator } from '../../../i18n/index.ts';

const formOf = (entries: Array<[string, string]>) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe('the date of birth typed in either calendar', () => {
  it('stores a Hijri date typed day, month and year as its Gregorian day, Arabic digits too', () => {
    const hijri = (day: string, month: string, year: string) =>
      birthdateInput(formOf([['birthdate_calendar', 'hijri'], ['birthdate', '2001-01-01'], ['birthdate_hijri_day', day], ['birthdate_hijri_month', month], ['birthdate_hijri_year', year]]));
    expect(hijri('10', '12', '1415')).toBe('1995-05-10');
    expect(hijri('١٠', '١٢', '١٤١٥')).toBe('1995-05-10');
    expect(hijri('', '', '')).toBeNull();
  });

  it('keeps a Hijri date that does not exist, or half typed, so that it is refused', () => {
    const typed = birthdateInput(formOf([['birthdate_calendar', 'hijri'], ['birthdate_hijri_day', '30'], ['birthdate_hijri_month', '9'], ['birthdate_hijri_year', '1446']]));
    expect(ZPersonalInfo.safeParse({ first_name: 'a', last_name: 'b', birthdate: typed }).success).toBe(false);
    const half = birthdateInput(formOf([['birthdate_calendar', 'hijri'], ['birthdate_hijri_year', '1415']]));
    expect(ZPersonalInfo.safeParse({ first_name: 'a', last_name: 'b', birthdate: half }).success).toBe(false);
  });

  it('reads the Gregorian field when the Gregorian calendar is chosen (and without a choice)', () => {
    expect(birthdateInput(formOf([['birthdate_calendar', 'gregorian'], ['birthdate', '1995-04-12'], ['birthdate_hijri_year', '1400']]))).toBe('1995-04-12');
    expect(birthdateInput(formOf([['birthdate', '1995-04-12']]))).toBe('1995-04-12');
  });

  it('sends the chosen calendar with the date, so that the form opens in it next time (decision 097)', () => {
    const base: Array<[string, string]> = [['first_name', 'a'], ['last_name', 'b']];
    expect(personalInfoInput(formOf([...base, ['birthdate_calendar', 'hijri'], ['birthdate_hijri_day', '10'], ['birthdate_hijri_month', '12'], ['birthdate_hijri_year', '1415']])).birthdate_calendar).toBe('hijri');
    expect(personalInfoInput(formOf([...base, ['birthdate_calendar', 'gregorian'], ['birthdate', '1995-04-12']])).birthdate_calendar).toBe('gregorian');
    expect(personalInfoInput(formOf([...base, ['birthdate', '1995-04-12']])).birthdate_calendar).toBe('gregorian');
  });
});

describe('the notice period', () => {
  it('offers "immediately available" as 0 months and names it so in both languages', () => {
    const input = jobRequiredInput(formOf([['job_role_title', 'محاسب'], ['expected_salary', '9000'], ['notice_period', '0'], ['job_type', 'full_time'], ['job_target', '']]));
    expect(input.notice_period).toBe(0);
    expect(ZJobRequired.safeParse(input).success).toBe(true);
    expect(formatNoticePeriod(translator('ar'), 'ar', 0)).toBe('متاح فورًا');
    expect(formatNoticePeriod(translator('en'), 'en', 0)).toBe('Immediately available');
    expect(formatNoticePeriod(translator('en'), 'en', 3)).toBe('3 months');
  });
});
