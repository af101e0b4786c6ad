import { JOB_SEARCH_COUNT_CAP, plainNumberText, ZJobSearchQuery, type TJobSearchQuery } from '@tawzeef/contract';

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
  'near_city',
  'near_lat',
  'near_lng',
  'radius_km',
  'sort',
  'page',
] as const satisfies ReadonlyArray<keyof TJobSearchQuery>;
export type TSearchParam = (typeof SEARCH_PARAMS)[number];

/** Where a search is near (decision 137): removed together, with the distance order. */
const NEAR_PARAMS = ['near_city', 'near_lat', 'near_lng', 'radius_km'] as const satisfies ReadonlyArray<TSearchParam>;

/**
 * The filters a visitor can remove one by one (everything but the words, how they are read, sort and page); the
 * place a search is near is one filter, named by `near_city` or `near_lat` (withoutNearHref removes it whole).
 */
export const FILTER_PARAMS = SEARCH_PARAMS.filter((name) => name !== 'q' && name !== 'exact' && name !== 'sort' && name !== 'page' && name !== 'near_lng' && name !== 'radius_km');

/** Whether a filter is the place a search is near. */
export const isNearParam = (name: TSearchParam): boolean => (NEAR_PARAMS as readonly string[]).includes(name);

/** The filters a rule refused, with the rule's message key: `salary_max` "salary_range" when "to" is below "from". */
export type TRefusedParams = Partial<Record<TSearchParam, { value: string; rule: string }>>;

/**
 * A /find-jobs URL's search as the API's query: known parameters only, each kept only when it is valid
 * (a hand-edited `per_page=9999` or `sort=x` is dropped, not an error page), numbers as ASCII digits (typed as
 * «٥٠٠٠» they are 5000). Values stay strings, as in the URL. `refused`: what a rule of the search refused, to say so.
 */
export function readSearch(url: URL): { params: Partial<Record<TSearchParam, string>>; refused: TRefusedParams } {
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
  // A place refused in part (half a point, a city and a point) is dropped whole, with the distance order it allowed.
  const nearRefused = !parsed.success && parsed.error.issues.some((issue) => isNearParam(issue.path[0] as TSearchParam));
  const dropped = (name: string) =>
    !parsed.success && (parsed.error.issues.some((issue) => issue.path[0] === name) || (nearRefused && (isNearParam(name as TSearchParam) || (name === 'sort' && raw.sort === 'distance'))));
  const params = parsed.success ? raw : Object.fromEntries(Object.entries(raw).filter(([name]) => !dropped(name)));
  const refused: TRefusedParams = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const name = issue.path[0] as TSearchParam;
    if (issue.code === 'custom' && raw[name]) refused[name] = { value: raw[name], rule: issue.message };
  }
  // The numbers as the schema read them (Arabic-Indic digits, separators), so links and chips show them plainly.
  const read = ZJobSearchQuery.safeParse(params);
  if (read.success) for (const name of NUMBER_PARAMS) if (typeof read.data[name] === 'number') params[name] = String(read.data[name]);
  return { params, refused };
}

const NUMBER_PARAMS = ['salary_min', 'salary_max', 'experience', 'page', 'radius_km', 'near_lat', 'near_lng'] as const satisfies ReadonlyArray<TSearchParam>;

/** A /find-jobs URL's search (readSearch) without what was refused. */
export const readSearchParams = (url: URL): Partial<Record<TSearchParam, string>> => readSearch(url).params;

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

/** The search without the place it is near (decision 137): its city or point, radius and the distance order. */
export function withoutNearHref(path: string, params: Partial<Record<TSearchParam, string>>): string {
  return searchHref(path, params, { near_city: undefined, near_lat: undefined, near_lng: undefined, radius_km: undefined, ...(params.sort === 'distance' ? { sort: undefined } : {}) });
}

/** How many pages a search's results fill: at least one, and no further than the search's cap (the API refuses deeper ones). */
export const resultPages = (total: number, pageSize: number): number => Math.max(1, Math.ceil(Math.min(total, JOB_SEARCH_COUNT_CAP) / pageSize));

/**
 * The page a /find-jobs URL asks for, as typed (Arabic-Indic digits too), even one the search does not take
 * (`readSearch` drops a page past the schema's 1,000): a page past the search's reach says so instead of showing page 1.
 */
export function askedPage(url: URL): number | undefined {
  const raw = url.searchParams.get('page')?.trim();
  if (!raw) return undefined;
  const page = Number(plainNumberText(raw));
  return Number.isSafeInteger(page) && page >= 1 ? page : undefined;
}
