import { z } from 'zod';
import { ZIdParam } from './ids.ts';
import { ZCandidateSearchQuery } from './candidate-search.ts';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from './values/saved-searches.ts';

/**
 * Saved candidate searches (issue 49 §1, decision 129): a member's candidate search kept by name, whose new candidates
 * come by mail (daily, weekly or never) and as a count in the product.
 */

const ZSavedSearchFrequency = z.enum(SAVED_SEARCH_FREQUENCIES);

const ZSavedSearchName = z.string().trim().min(1, { message: 'required' }).max(SAVED_SEARCH_NAME_MAX, { message: 'max' });

/**
 * POST /api/v1/company/saved-searches: a name, a frequency and the search: the words and filters exactly as
 * GET /api/v1/company/candidates takes them (its own schema). The page, the order and the job matched against are how
 * the results are looked at, not what is searched: they are not kept.
 */
export const ZSavedSearchInput = z.object({ name: ZSavedSearchName, frequency: ZSavedSearchFrequency, query: ZCandidateSearchQuery }).strict();

/** PUT /api/v1/company/saved-searches/:id: what is given changes (a new name, a new frequency, a new search). */
export const ZSavedSearchUpdate = z
  .object({ name: ZSavedSearchName.optional(), frequency: ZSavedSearchFrequency.optional(), query: ZCandidateSearchQuery.optional() })
  .strict();

export const ZSavedSearchParams = z.object({ id: ZIdParam });

/** A saved search as its member sees it. */
export const ZSavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  frequency: ZSavedSearchFrequency,
  /** The words and filters as kept (the candidate search's parameters). */
  query: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
  /** The search as /search-on-employee's query string (without `?`): opening it runs it. */
  search_query: z.string(),
  /** Candidates found since the member last opened it (who are still visible to companies). */
  new_count: z.number().int(),
  last_run_at: z.string().nullable(),
  last_viewed_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

export const ZSavedSearchList = z.object({ items: z.array(ZSavedSearch), limit: z.number().int() });
export type TSavedSearchList = z.infer<typeof ZSavedSearchList>;

/** What a saved search's unsubscribe link stops, for its confirmation page (no login). */
export const ZSavedSearchUnsubscribeView = z.object({ name: z.string(), frequency: ZSavedSearchFrequency, locale: z.enum(['ar', 'en']) });
export type TSavedSearchUnsubscribeView = z.infer<typeof ZSavedSearchUnsubscribeView>;
