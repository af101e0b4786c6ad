/** The plain values of auth: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

export const HEAR_BY = ['friend', 'ad', 'social'] as const;
