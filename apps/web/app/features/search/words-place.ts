import type { TJobSearchMeta } from '@tawzeef/contract';
import { FILTER_PARAMS, searchHref, type TSearchParam } from './search-params.ts';

/**
 * A place named in the words («محاسب في جدة», "nurse in Riyadh") is the search's city filter (decision 023): the page
 * shows it as one (the city select, a removable chip), and removing it removes it from the words (decision 030).
 */

type TParams = Partial<Record<TSearchParam, string>>;
type TMeta = Pick<TJobSearchMeta, 'city' | 'region' | 'interpreted_as' | 'exact' | 'job_type' | 'work_place' | 'level' | 'employer'>;

/**
 * `city_id=any`: every city, even one the words name (the city select's "All cities" while it shows the words' city,
 * and the removal of a chosen city while there are words). The page then goes to the same search without a city,
 * its words without their place.
 */
export const EVERY_CITY = 'any';

export type TWordsPlace = { kind: 'city'; id: number; name: string } | { kind: 'region'; name: string };

/** The place the words named, when the search names no city itself (the API says so only then). */
export function wordsPlace(params: TParams, meta: TMeta): TWordsPlace | null {
  if (params.city_id || meta.exact) return null;
  if (meta.city) return { kind: 'city', id: meta.city.id, name: meta.city.name };
  if (meta.region) return { kind: 'region', name: meta.region };
  return null;
}

/**
 * Whether the words name a filter: a place, a job type or work place (decision 080), an experience or an employer
 * (decision 109; the API says so only then).
 */
export function wordsFilter(params: TParams, meta: TMeta): boolean {
  return wordsPlace(params, meta) !== null || (!meta.exact && (meta.job_type !== null || meta.work_place !== null || (meta.level?.experience ?? null) !== null || meta.employer !== null));
}

/** Whether the search has any filter to clear: one of its own, or one its words name (the panel's and the empty answer's "clear all"). */
export function hasFilters(params: TParams, meta: TMeta): boolean {
  return FILTER_PARAMS.some((name) => params[name]) || wordsFilter(params, meta);
}

/** The words without the filters they name: as the search read them (no place, job type, work place or noise words); undefined when nothing is left. */
export function wordsWithoutFilters(params: TParams, meta: TMeta): string | undefined {
  if (!wordsFilter(params, meta) || meta.interpreted_as === null) return params.q;
  return meta.interpreted_as.trim() || undefined;
}

/**
 * The changes that take the words' place out of a search: the words without it, and the job type, work place and
 * experience they named kept as the search's own filters; the employer they named stays in the words (its name).
 */
const withoutWordsPlace = (params: TParams, meta: TMeta): TParams => {
  const words = wordsWithoutFilters(params, meta);
  return {
    q: meta.employer && words !== params.q ? [words, meta.employer.name].filter(Boolean).join(' ') : words,
    ...(meta.job_type ? { job_type: meta.job_type } : {}),
    ...(meta.work_place ? { work_place: meta.work_place } : {}),
    ...(meta.level?.experience !== undefined && meta.level.experience !== null ? { experience: String(meta.level.experience) } : {}),
  };
};

/** The value the city select shows: the search's city, else the city the words name, else all cities. */
export function citySelectValue(params: TParams, meta: TMeta): string {
  const place = wordsPlace(params, meta);
  return params.city_id ?? (place?.kind === 'city' ? String(place.id) : '');
}

/**
 * The search without its city: the words' place leaves the words (the job type and work place they name stay, as
 * filters); a chosen city with words asks for every city.
 */
export function withoutCityHref(path: string, params: TParams, meta: TMeta): string {
  if (wordsPlace(params, meta)) return searchHref(path, params, withoutWordsPlace(params, meta));
  return searchHref(path, params, { city_id: params.city_id && params.q ? EVERY_CITY : undefined });
}

/**
 * The same search in another city (decision 170: the links of a city with nothing): the words without the place they
 * name (the job type and work place they name kept as filters), the city as the city filter.
 */
export function inCityHref(path: string, params: TParams, meta: TMeta, cityId: number): string {
  const words = wordsPlace(params, meta) ? withoutWordsPlace(params, meta) : {};
  return searchHref(path, params, { ...words, city_id: String(cityId) });
}

/** "Clear all filters": the words (without the place, job type and work place they name) and the sort only. */
export function clearFiltersHref(path: string, params: TParams, meta: TMeta): string {
  if (wordsFilter(params, meta)) return searchHref(path, { q: wordsWithoutFilters(params, meta), sort: params.sort });
  return searchHref(path, { q: params.q, sort: params.sort, city_id: params.city_id && params.q ? EVERY_CITY : undefined });
}

/** Where a request for every city goes once the answer says what the words name: null when it did not ask. */
export function everyCityRedirect(url: URL, params: TParams, meta: TMeta): string | null {
  if (url.searchParams.get('city_id') !== EVERY_CITY) return null;
  return searchHref(url.pathname, params, wordsPlace(params, meta) ? withoutWordsPlace(params, meta) : { q: params.q });
}
