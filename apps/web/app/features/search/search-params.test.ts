import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/index.ts';
import { postedLabel } from '../../components/job-card.tsx';
import { jobsCount } from './plural.ts';
import { FILTER_PARAMS, readSearch, readSearchParams, searchHref, withoutNearHref } from './search-params.ts';
import { readingOf } from './search-reading.tsx';

describe('the search in the address of /find-jobs', () => {
  it('keeps a place to search near, and drops a half or doubled place whole with the distance order it allowed (decision 137)', () => {
    const read = (query: string) => readSearchParams(new URL(`http://x/find-jobs?${query}`));
    expect(read('near_city=3&radius_km=%D9%A1%D9%A0%D9%A0&sort=distance')).toEqual({ near_city: '3', radius_km: '100', sort: 'distance' });
    expect(read('near_lat=24.7&near_lng=46.7&sort=distance')).toEqual({ near_lat: '24.7', near_lng: '46.7', sort: 'distance' });
    expect(read('q=nurse&near_lng=46.7&radius_km=50&sort=distance')).toEqual({ q: 'nurse' });
    expect(read('near_city=3&near_lat=24.7&near_lng=46.7&sort=distance')).toEqual({});
    expect(read('radius_km=50&city_id=2')).toEqual({ city_id: '2' });
    expect(read('near_lat=24.7&near_lng=46.7&radius_km=2000')).toEqual({});
    expect(FILTER_PARAMS).toContain('near_city');
    expect(FILTER_PARAMS).not.toContain('radius_km');
    expect(withoutNearHref('/find-jobs', { q: 'nurse', near_city: '3', radius_km: '25', sort: 'distance' })).toBe('/find-jobs?q=nurse');
    expect(withoutNearHref('/find-jobs', { near_lat: '24.7', near_lng: '46.7', sort: 'salary' })).toBe('/find-jobs?sort=salary');
  });

  it('keeps the valid parameters and drops invalid or unknown ones instead of failing', () => {
    const url = new URL('http://x/find-jobs?q=+%D9%85%D8%AD%D8%A7%D8%B3%D8%A8+&city_id=3&per_page=9999&sort=password&page=2&evil=1&salary_min=-5&job_type=part_time');
    expect(readSearchParams(url)).toEqual({ q: 'محاسب', city_id: '3', page: '2', job_type: 'part_time' });
  });

  it('reads salaries typed in Arabic-Indic digits as plain numbers, and refuses a "to" below the "from" with its rule', () => {
    expect(readSearchParams(new URL(`http://x/find-jobs?salary_min=${encodeURIComponent('٥٠٠٠')}&experience=${encodeURIComponent('۳')}`))).toEqual({ salary_min: '5000', experience: '3' });
    expect(readSearch(new URL(`http://x/find-jobs?q=nurse&salary_min=9000&salary_max=${encodeURIComponent('٥٠٠٠')}`))).toEqual({
      params: { q: 'nurse', salary_min: '9000' },
      refused: { salary_max: { value: '٥٠٠٠', rule: 'salary_range' } },
    });
  });

  it('reads the work place, and the older `remote=true` and job type `remotely` as the remote work place (decision 045)', () => {
    expect(readSearchParams(new URL('http://x/find-jobs?work_place=hybrid&job_type=internship'))).toEqual({ work_place: 'hybrid', job_type: 'internship' });
    expect(readSearchParams(new URL('http://x/find-jobs?job_type=remotely'))).toEqual({ work_place: 'remote' });
    expect(readSearchParams(new URL('http://x/find-jobs?remote=true&job_type=contract'))).toEqual({ job_type: 'contract', work_place: 'remote' });
    expect(readSearchParams(new URL('http://x/find-jobs?work_place=moon'))).toEqual({});
    expect(FILTER_PARAMS).toContain('work_place');
  });

  it('reads the filter of jobs reserved for Saudi nationals as saudi_only=1, a shareable, removable filter (decision 084)', () => {
    expect(readSearchParams(new URL('http://x/find-jobs?saudi_only=1&q=hr'))).toEqual({ q: 'hr', saudi_only: '1' });
    expect(readSearchParams(new URL('http://x/find-jobs?saudi_only=true'))).toEqual({ saudi_only: '1' });
    expect(readSearchParams(new URL('http://x/find-jobs?saudi_only=0'))).toEqual({});
    expect(readSearchParams(new URL('http://x/find-jobs?saudi_only=maybe'))).toEqual({});
    expect(searchHref('/en/find-jobs', { q: 'hr', saudi_only: '1', page: '3' }, { city_id: '2' })).toBe('/en/find-jobs?q=hr&city_id=2&saudi_only=1');
    expect(FILTER_PARAMS).toContain('saudi_only');
  });

  it('keeps the request to search exactly what was typed (exact=1) in links, but not as a removable filter', () => {
    expect(readSearchParams(new URL('http://x/find-jobs?q=devloper&exact=1'))).toEqual({ q: 'devloper', exact: '1' });
    expect(readSearchParams(new URL('http://x/find-jobs?q=devloper&exact=maybe'))).toEqual({ q: 'devloper' });
    expect(searchHref('/en/find-jobs', { q: 'devloper', exact: '1' }, { sort: 'newest' })).toBe('/en/find-jobs?q=devloper&exact=1&sort=newest');
    expect(FILTER_PARAMS).not.toContain('exact');
  });

  it('builds shareable links: a changed filter goes back to page 1, removing a filter drops it', () => {
    const params = { q: 'engineer', city_id: '3', page: '4', sort: 'newest' };
    expect(searchHref('/en/find-jobs', params, { job_type: 'full_time' })).toBe('/en/find-jobs?q=engineer&city_id=3&job_type=full_time&sort=newest');
    expect(searchHref('/en/find-jobs', params, { city_id: undefined })).toBe('/en/find-jobs?q=engineer&sort=newest');
    expect(searchHref('/en/find-jobs', params, { page: '5' })).toBe('/en/find-jobs?q=engineer&city_id=3&sort=newest&page=5');
    expect(searchHref('/find-jobs', {})).toBe('/find-jobs');
  });
});

describe('job counts and posting dates in words', () => {
  it('uses the Arabic plural forms', () => {
    const t = translator('ar');
    expect([0, 1, 2, 3, 11, 100].map((n) => jobsCount(n, 'ar', t))).toEqual(['لا توجد وظائف', 'وظيفة واحدة', 'وظيفتان', '3 وظائف', '11 وظيفة', '100 وظيفة']);
    expect(jobsCount(2, 'en', translator('en'))).toBe('2 jobs');
  });

  it('says today, yesterday or days ago for four weeks, then the date', () => {
    const now = new Date('2026-11-22T09:00:00Z');
    expect(postedLabel('2026-11-22T08:00:00+03:00', 'en', now)).toBe('today');
    expect(postedLabel('2026-11-21T10:00:00+03:00', 'en', now)).toBe('yesterday');
    expect(postedLabel('2026-11-19T10:00:00+03:00', 'ar', now)).toBe('قبل 3 أيام');
    expect(postedLabel('2026-09-01T10:00:00+03:00', 'en', now)).toBe('1 September 2026');
    expect(postedLabel(null, 'en', now)).toBeNull();
  });
});

describe('how the search read the words, in the reader\'s language', () => {
  const meta = { interpreted_as: 'developer', approximate: true, city: { id: 1, name: 'Riyadh' }, region: null, job_type: null, work_place: null, work: null, level: null, employer: null, exact: false };

  it('says "Showing results for" the words used, the place, that it is approximate, and offers the words as typed', () => {
    expect(readingOf(meta, 'devloper jobs in riyadh', translator('en'), true)).toEqual({
      showing: 'Showing results for «developer» in Riyadh',
      work: null,
      approximate: 'Nothing matched exactly what you typed, so these are the closest results.',
      exact: 'Search instead for “devloper jobs in riyadh” exactly as typed',
    });
    const arabic = readingOf({ ...meta, interpreted_as: '', approximate: false, city: { id: 5, name: 'الخبر' } }, 'وظائف الخبر', translator('ar'), true);
    expect(arabic).toEqual({ showing: 'عرض الوظائف في الخبر', work: null, approximate: null, exact: 'ابحث بدلًا من ذلك عن «وظائف الخبر» كما كتبته' });
  });

  it('names the job type and work place the words named, with the place (decision 080)', () => {
    const partTime = readingOf({ ...meta, interpreted_as: 'accountant', approximate: false, job_type: 'part_time' }, 'accountant part time in riyadh', translator('en'), true);
    expect(partTime?.showing).toBe('Showing results for «accountant»: Part time, Riyadh');
    const remote = readingOf({ ...meta, interpreted_as: '', approximate: false, city: null, work_place: 'remote' }, 'وظائف عن بعد', translator('ar'), true);
    expect(remote).toEqual({ showing: 'عرض الوظائف: عن بُعد', work: null, approximate: null, exact: 'ابحث بدلًا من ذلك عن «وظائف عن بعد» كما كتبته' });
  });

  it('names the workplace or kind of work the words named, as the occupations doing it (decision 108)', () => {
    const work = { ...meta, interpreted_as: 'hospital', approximate: false, city: null, work: 'healthcare: nurses, doctors, pharmacists…' };
    expect(readingOf(work, 'hospital jobs', translator('en'), true)?.work).toBe('Jobs in healthcare: nurses, doctors, pharmacists…');
    const arabic = readingOf({ ...work, interpreted_as: 'مستشفى', work: 'القطاع الصحي: تمريض وأطباء…' }, 'وظائف مستشفى', translator('ar'), true);
    expect(arabic?.work).toBe('وظائف القطاع الصحي: تمريض وأطباء…');
  });

  it('never shows an empty place: words that were all noise read as every job, in both languages', () => {
    const noise = { ...meta, interpreted_as: '', approximate: false, city: null };
    expect(readingOf(noise, 'jobs', translator('en'), true)?.showing).toBe('Showing all jobs');
    expect(readingOf(noise, 'وظائف', translator('ar'), true)?.showing).toBe('عرض كل الوظائف');
    expect(readingOf({ ...noise, region: 'Eastern Province' }, 'jobs eastern province', translator('en'), true)?.showing).toBe('Showing jobs in Eastern Province');
  });

  it('never claims "closest results" above an empty list', () => {
    expect(readingOf(meta, 'devloper jobs in riyadh', translator('en'), false)).toEqual({
      showing: 'Showing results for «developer» in Riyadh',
      work: null,
      approximate: null,
      exact: 'Search instead for “devloper jobs in riyadh” exactly as typed',
    });
  });

  it('says nothing when the words were searched as typed', () => {
    expect(readingOf({ ...meta, interpreted_as: null }, 'nurse', translator('en'), true)).toBeNull();
    expect(readingOf({ ...meta, exact: true }, 'devloper', translator('en'), true)).toBeNull();
  });
});
