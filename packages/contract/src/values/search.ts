/** The plain values of search: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

/** "Posted within" choices, in days. */
export const JOB_POSTED_WITHIN = ['1', '3', '7', '14', '30'] as const;
/** A search's pages reach no further than this many matches (and a search of the exact words counts up to it). */
export const JOB_SEARCH_COUNT_CAP = 10_000;
