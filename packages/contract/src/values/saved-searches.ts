/** The plain values of saved candidate searches: no Zod, so a page that lists the frequencies does not load the schemas (decision 061). */

/** How often a saved search mails its new candidates (decision 129); `off`: in the product only. */
export const SAVED_SEARCH_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type TSavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
/** A saved search's name, unique per member whatever its case. */
export const SAVED_SEARCH_NAME_MAX = 80;
/** Saved searches one member may keep. */
export const SAVED_SEARCHES_MAX = 20;
/** Candidates one mail lists; the rest wait behind the link that opens the search. */
export const SAVED_SEARCH_MAIL_MAX = 20;
