/** The plain values of search: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

/** "Posted within" choices, in days. */
export const JOB_POSTED_WITHIN = ['1', '3', '7', '14', '30'] as const;
/** A search's pages reach no further than this many matches (and a search of the exact words counts up to it). */
export const JOB_SEARCH_COUNT_CAP = 10_000;

/** Jobs near a place (decision 137): the radius in km, its bounds and what it is when a place is given without one. */
export const NEAR_RADIUS_MIN_KM = 5;
export const NEAR_RADIUS_MAX_KM = 500;
export const NEAR_RADIUS_DEFAULT_KM = 50;
/** The results' map shows at most this many of a search's matches, the nearest (decision 141). */
export const JOB_PLACES_MAX = 500;
/** The radii /find-jobs offers (any whole number within the bounds is accepted). */
export const NEAR_RADII_KM = [10, 25, 50, 100, 250] as const;
