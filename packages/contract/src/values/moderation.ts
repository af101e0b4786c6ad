/** The plain values of moderation: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

/** The fields of a job whose text is screened, in the order findings are listed. */
export const SCREENED_FIELDS = ['title', 'description', 'duties', 'qualifications', 'working_hours', 'benefits', 'screening_questions'] as const;
export type TScreenedField = (typeof SCREENED_FIELDS)[number];
/** Why a visitor reports a job. */
export const JOB_REPORT_REASONS = ['scam', 'discriminatory', 'wrong_information', 'expired', 'other'] as const;
export type TJobReportReason = (typeof JOB_REPORT_REASONS)[number];
export const JOB_REPORT_NOTE_MAX = 1000;
export const JOB_REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type TJobReportStatus = (typeof JOB_REPORT_STATUSES)[number];
