import { ZCandidateSearchQuery, type TCandidateSearchQuery, type TSavedSearch } from '@tawzeef/contract';

/** How the results are looked at, not what is searched (decision 129): a saved search keeps none of these. */
const VIEW_PARAMS = new Set(['page', 'per_page', 'sort', 'job_id']);

export type TSavedQuery = TSavedSearch['query'];

/** The words and filters of a parsed candidate search, as a saved search keeps them (given values only). */
export function savedQueryOf(query: TCandidateSearchQuery): TSavedQuery {
  const kept: TSavedQuery = {};
  for (const [name, value] of Object.entries(query)) {
    if (VIEW_PARAMS.has(name) || value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    kept[name] = value as TSavedQuery[string];
  }
  return kept;
}

/** Whether a saved query has words or a filter (a search of everyone would announce every new candidate). */
export const hasCriteria = (query: TSavedQuery): boolean => Object.keys(query).length > 0;

/**
 * A kept query read back through the candidate search's own schema, so a search saved before a rule changed is read
 * as today's search reads it; null when it no longer parses.
 */
export function readSavedQuery(stored: unknown): TCandidateSearchQuery | null {
  const parsed = ZCandidateSearchQuery.safeParse(stored ?? {});
  return parsed.success ? parsed.data : null;
}

/** The saved search as /search-on-employee's query string (the page's parameter names: the API's). */
export function searchQueryString(query: TSavedQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) params.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  return params.toString();
}
