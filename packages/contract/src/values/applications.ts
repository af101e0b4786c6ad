/** The plain values of applications: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

/** An application's stages, in the order a company usually moves it (decision 016). */
export const APPLICATION_STAGES = ['submitted', 'viewed', 'shortlisted', 'interview', 'rejected', 'hired'] as const;
export type TApplicationStage = (typeof APPLICATION_STAGES)[number];
export const APPLICATION_COVER_NOTE_MAX = 2000;
/** How a company sorts the applicants of one job: best match first (default), the latest or the earliest applications first, the best rated first. */
export const APPLICANT_SORTS = ['match', 'newest', 'oldest', 'rating', 'requirements'] as const;
/** The screening filter of a job's applicants (decision 118). */
export const APPLICANT_REQUIREMENTS = ['met', 'not_met'] as const;
export type TApplicantSort = (typeof APPLICANT_SORTS)[number];
