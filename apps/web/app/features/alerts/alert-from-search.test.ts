import { describe, expect, it } from 'vitest';
import { ZAlertInput } from '@tawzeef/contract';
import { alertFromSearch, alertInputFromSearch, canAlertOn } from './alert-from-search.ts';

describe('an alert made from a job search', () => {
  it('takes the words as keywords and the filters an alert knows, leaving out posted-within, exact, sort and page', () => {
    const search = { q: 'محاسب الرياض', city_id: '3', job_type: 'full_time', salary_min: '8000', remote: 'true', posted_within: '7', exact: '1', sort: 'newest', page: '2' };
    expect(alertFromSearch(search)).toEqual({ open_keys: 'محاسب الرياض', filters: { city_id: '3', job_type: 'full_time', salary_min: '8000', remote: 'true' } });
    const input = ZAlertInput.parse(alertInputFromSearch(search, 'daily'));
    expect(input).toMatchObject({ open_keys: 'محاسب الرياض', frequency: 'daily', filters: { city_id: 3, job_type: 'full_time', salary_min: 8000, remote: true } });
  });

  it('keeps the filter of jobs reserved for Saudi nationals, which an alert filters on like the search (decision 084)', () => {
    const search = { q: 'hr', saudi_only: '1', page: '3' };
    expect(alertFromSearch(search)).toEqual({ open_keys: 'hr', filters: { saudi_only: '1' } });
    expect(ZAlertInput.parse(alertInputFromSearch(search, 'weekly')).filters).toEqual({ saudi_only: true });
    expect(canAlertOn({ saudi_only: '1' })).toBe(true);
  });

  it('is offered only for a search with words or an alert filter', () => {
    expect(canAlertOn({})).toBe(false);
    expect(canAlertOn({ posted_within: '7', sort: 'salary' })).toBe(false);
    expect(canAlertOn({ q: '  ' })).toBe(false);
    expect(canAlertOn({ q: 'nurse' })).toBe(true);
    expect(canAlertOn({ major_id: '4' })).toBe(true);
  });
});
