/** The plain values of candidate-search: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

/** "Active within" choices, in days. */
export const CANDIDATE_ACTIVE_WITHIN = ['7', '30', '90', '180'] as const;
/** "Notice period at most" choices, in months (the CV's notice period is 0, immediately available, to 12 months). */
export const CANDIDATE_NOTICE_CHOICES = ['0', '1', '2', '3', '6'] as const;
/** "At least this many years of experience" choices. */
export const CANDIDATE_EXPERIENCE_CHOICES = ['1', '2', '3', '5', '10'] as const;
