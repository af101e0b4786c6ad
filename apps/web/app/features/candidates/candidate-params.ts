import { ZCandidateSearchQuery, type TCandidateSearchQuery } from '@tawzeef/contract';

/** The URL parameters of /search-on-employee, in the order they appear in shared links (the API's names). */
export const CANDIDATE_PARAMS = [
  'q',
  'city_id',
  'job_id',
  'occupation_id',
  'major_id',
  'skills',
  'experience_min',
  'experience_max',
  'qualification',
  'salary_min',
  'salary_max',
  'notice_max',
  'job_type',
  'active_within',
  'sort',
  'page',
] as const satisfies ReadonlyArray<keyof TCandidateSearchQuery>;
export type TCandidateParam = (typeof CANDIDATE_PARAMS)[number];
export type TCandidateParams = Partial<Record<TCandidateParam, string>>;

/** The filters a company can remove one by one (everything but the words, sort and page). */
export const CANDIDATE_FILTERS = CANDIDATE_PARAMS.filter((name) => name !== 'q' && name !== 'sort' && name !== 'page');

/**
 * A /search-on-employee URL's search as the API's query: known parameters only, each kept only when it is valid (a
 * hand-edited `per_page=9999` or `sex=f` is dropped, not an error page). Values stay strings, as in the URL.
 */
export function readCandidateParams(url: URL): TCandidateParams {
  const raw: TCandidateParams = {};
  for (const name of CANDIDATE_PARAMS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) raw[name] = value;
  }
  const parsed = ZCandidateSearchQuery.safeParse(raw);
  if (parsed.success) return raw;
  const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([name]) => !invalid.has(name))) as TCandidateParams;
  // What is left must stand on its own (e.g. `sort=match` without its job).
  return ZCandidateSearchQuery.safeParse(kept).success ? kept : { ...(kept.q ? { q: kept.q } : {}) };
}

/** The URL of a search with `changes` applied (undefined removes); changing anything but the page goes back to page 1. */
export function candidateHref(path: string, params: TCandidateParams, changes: Partial<Record<TCandidateParam, string | undefined>> = {}): string {
  const next = new URLSearchParams();
  const resetsPage = Object.keys(changes).some((name) => name !== 'page');
  for (const name of CANDIDATE_PARAMS) {
    const value = name in changes ? changes[name] : name === 'page' && resetsPage ? undefined : params[name];
    if (value) next.set(name, value);
  }
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
