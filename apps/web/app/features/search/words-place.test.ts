import { describe, expect, it } from 'vitest';
import { citySelectValue, clearFiltersHref, EVERY_CITY, everyCityRedirect, withoutCityHref, wordsFilter, wordsPlace, wordsWithoutFilters } from './words-place.ts';

const encoded = (q: string) => new URLSearchParams({ q }).toString();

const jeddah = { id: 7, name: 'جدة' };
type TRead = Parameters<typeof wordsFilter>[1];
const read = (meta: Partial<TRead>): TRead => ({
  city: null,
  region: null,
  interpreted_as: null,
  exact: false,
  job_type: null,
  work_place: null,
  level: null,
  employer: null,
  ...meta,
});

describe('a place named in the search words, as the city filter of /find-jobs', () => {
  it('is the city the select shows, unless the search names a city itself', () => {
    const params = { q: 'محاسب في جدة' };
    const meta = read({ city: jeddah, interpreted_as: 'محاسب' });
    expect(wordsPlace(params, meta)).toEqual({ kind: 'city', id: 7, name: 'جدة' });
    expect(citySelectValue(params, meta)).toBe('7');
    expect(citySelectValue({ ...params, city_id: '3' }, meta)).toBe('3');
    expect(wordsPlace({ ...params, city_id: '3' }, meta)).toBeNull();
    expect(citySelectValue({ q: 'محاسب' }, read({}))).toBe('');
    // A region is a chip, not a city of the select.
    const region = read({ region: 'المنطقة الشرقية', interpreted_as: 'ممرض' });
    expect(wordsPlace({ q: 'ممرض المنطقة الشرقية' }, region)).toEqual({ kind: 'region', name: 'المنطقة الشرقية' });
    expect(citySelectValue({ q: 'ممرض المنطقة الشرقية' }, region)).toBe('');
    expect(wordsPlace({ q: 'nurse in riyadh', exact: '1' }, read({ exact: true }))).toBeNull();
  });

  it('is removed from the words when its chip or "clear all filters" is used, keeping everything else', () => {
    const params = { q: 'وظائف محاسب في جدة', job_type: 'full_time', sort: 'newest', page: '3' };
    const meta = read({ city: jeddah, interpreted_as: 'محاسب' });
    expect(wordsWithoutFilters(params, meta)).toBe('محاسب');
    expect(withoutCityHref('/find-jobs', params, meta)).toBe(`/find-jobs?${encoded('محاسب')}&job_type=full_time&sort=newest`);
    expect(clearFiltersHref('/find-jobs', params, meta)).toBe(`/find-jobs?${encoded('محاسب')}&sort=newest`);
    // Nothing but the place and noise words: no words left.
    expect(withoutCityHref('/en/find-jobs', { q: 'jobs in Jeddah' }, read({ city: jeddah, interpreted_as: '' }))).toBe('/en/find-jobs');
  });

  it('asks for every city when a chosen city is removed while there are words (they may name one), and only then', () => {
    const params = { q: 'محاسب في جدة', city_id: '7' };
    expect(withoutCityHref('/find-jobs', params, read({}))).toBe(`/find-jobs?${encoded('محاسب في جدة')}&city_id=${EVERY_CITY}`);
    expect(clearFiltersHref('/find-jobs', { ...params, major_id: '2' }, read({}))).toBe(`/find-jobs?${encoded('محاسب في جدة')}&city_id=${EVERY_CITY}`);
    expect(withoutCityHref('/find-jobs', { city_id: '7', major_id: '2' }, read({}))).toBe('/find-jobs?major_id=2');
    expect(clearFiltersHref('/find-jobs', { q: 'nurse', major_id: '2' }, read({}))).toBe('/find-jobs?q=nurse');
  });

  it('sends a request for every city to the same search without a city, its words without their place', () => {
    const url = new URL(`http://x/find-jobs?q=${encodeURIComponent('محاسب في جدة')}&city_id=any&job_type=part_time`);
    const params = { q: 'محاسب في جدة', job_type: 'part_time' };
    expect(everyCityRedirect(url, params, read({ city: jeddah, interpreted_as: 'محاسب' }))).toBe(`/find-jobs?${encoded('محاسب')}&job_type=part_time`);
    expect(everyCityRedirect(new URL('http://x/en/find-jobs?q=nurse&city_id=any'), { q: 'nurse' }, read({}))).toBe('/en/find-jobs?q=nurse');
    expect(everyCityRedirect(new URL('http://x/find-jobs?q=nurse&city_id=3'), { q: 'nurse', city_id: '3' }, read({}))).toBeNull();
  });

  it('treats a job type or work place named in the words as filters too (decision 080): "clear all filters" leaves the words without them, removing the place keeps them as filters', () => {
    const params = { q: 'part time accountant in Jeddah', sort: 'newest' };
    const meta = read({ city: jeddah, interpreted_as: 'accountant', job_type: 'part_time' });
    expect(wordsFilter(params, meta)).toBe(true);
    expect(clearFiltersHref('/en/find-jobs', params, meta)).toBe('/en/find-jobs?q=accountant&sort=newest');
    expect(withoutCityHref('/en/find-jobs', params, meta)).toBe('/en/find-jobs?q=accountant&job_type=part_time&sort=newest');
    // No place: "clear all filters" on an empty search for "remote accountant" searches the accountant anywhere.
    const remote = read({ interpreted_as: 'accountant', work_place: 'remote' });
    expect(wordsFilter({ q: 'remote accountant' }, remote)).toBe(true);
    expect(clearFiltersHref('/en/find-jobs', { q: 'remote accountant' }, remote)).toBe('/en/find-jobs?q=accountant');
    // Asking for every city keeps the words (and so their work place) when they name no place.
    expect(everyCityRedirect(new URL('http://x/en/find-jobs?q=remote+accountant&city_id=any'), { q: 'remote accountant' }, remote)).toBe('/en/find-jobs?q=remote+accountant');
    // Words read as typed name nothing.
    expect(wordsFilter({ q: 'remote accountant', exact: '1' }, read({ exact: true }))).toBe(false);
    expect(wordsFilter({ q: 'accountant' }, read({}))).toBe(false);
  });

  it('treats an experience or an employer named in the words as filters too (decision 109): removing the place keeps the experience as a filter and the employer in the words', () => {
    const params = { q: 'junior nurse al shifa in Jeddah' };
    const meta = read({ city: jeddah, interpreted_as: 'nurse', level: { experience: 2, senior: false, without: 'nurse al shifa in Jeddah' }, employer: { id: 3, name: 'Al Shifa Medical Group', without: 'junior nurse in Jeddah' } });
    expect(wordsFilter(params, meta)).toBe(true);
    expect(clearFiltersHref('/en/find-jobs', params, meta)).toBe('/en/find-jobs?q=nurse');
    expect(withoutCityHref('/en/find-jobs', params, meta)).toBe('/en/find-jobs?q=nurse+Al+Shifa+Medical+Group&experience=2');
    // A senior level filters nothing.
    expect(wordsFilter({ q: 'senior nurse' }, read({ interpreted_as: 'nurse', level: { experience: null, senior: true, without: 'nurse' } }))).toBe(false);
  });
});
