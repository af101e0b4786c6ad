import { ZJobSearchQuery, type TJobSearchQuery } from '@tawzeef/contract';

/** The URL parameters of /find-jobs, in the order they appear in shared links. */
export const SEARCH_PARAMS = [
  'q',
  'exact',
  'city_id',
  'major_id',
  'sector_id',
  'job_type',
  'work_place',
  'salary_min',
  'salary_max',
  'experience',
  'qualification',
  'posted_within',
  'saudi_only',
  'sort',
  'page',
] as const satisfies ReadonlyArray<keyof TJobSearchQuery>;
export type TSearchParam = (typeof SEARCH_PARAMS)[number];

/** The filters a visitor can remove one by one (everything but the words, how they are read, sort and page). */
export const FILTER_PARAMS = SEARCH_PARAMS.filter((name) => name !== 'q' && name !== 'exact' && name !== 'sort' && name !== 'page');

/**
 * A /find-jobs URL's search as the API's query: known parameters only, each kept only when it is valid
 * (a hand-edited `per_page=9999` or `sort=x` is dropped, not an error page). Values stay strings, as in the URL.
 */
export function readSearchParams(url: URL): Partial<Record<TSearchParam, string>> {
  const raw: Partial<Record<TSearchParam, string>> = {};
  for (const name of SEARCH_PARAMS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) raw[name] = value;
  }
  // Links from before decision 045: `remote=true` and the job type `remotely` are the remote work place.
  const remote = url.searchParams.get('remote')?.trim();
  if (raw.job_type === 'remotely' || remote === 'true' || remote === '1') raw.work_place ??= 'remote';
  if (raw.job_type === 'remotely') delete raw.job_type;
  // Jobs reserved for Saudi nationals (decision 084): `saudi_only=1`; any other value filters nothing.
  if (raw.saudi_only !== undefined) {
    if (raw.saudi_only === '1' || raw.saudi_only === 'true') raw.saudi_only = '1';
    else delete raw.saudi_only;
  }
  const parsed = ZJobSearchQuery.safeParse(raw);
  if (parsed.success) return raw;
  const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return Object.fromEntries(Object.entries(raw).filter(([name]) => !invalid.has(name)));
}

/** The URL of a search with `changes` applied (undefined removes); changing any filter goes back to page 1. */
export function searchHref(path: string, params: Partial<Record<TSearchParam, string>>, changes: Partial<Record<TSearchParam, string | undefined>> = {}): string {
  const next = new URLSearchParams();
  const resetsPage = Object.keys(changes).some((name) => name !== 'page');
  for (const name of SEARCH_PARAMS) {
    const value = name in changes ? changes[name] : name === 'page' && resetsPage ? undefined : params[name];
    if (value) next.set(name, value);
  }
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
