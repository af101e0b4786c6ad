/** The plain values of jobs: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

/** The company dashboard's tabs. */
export const JOB_TABS = ['active', 'expired', 'drafts', 'awaiting'] as const;
export type TJobTab = (typeof JOB_TABS)[number];
export const JOB_TITLE_MAX = 150;
export const JOB_TEXT_MAX = 5000;
export const JOB_EXPERIENCE_MAX = 40;
export const JOB_OPENINGS_MAX = 1000;
/** The longest a posting stays open: the deadline is at most this many days after the day it goes live. */
export const JOB_MAX_DAYS = 90;
/** The fields that must be filled before publishing (Saudi job-ad rules + the platform's own). */
export const JOB_PUBLISH_REQUIRED = [
  'title',
  'description',
  'duties',
  'qualifications',
  'experience_years',
  'sector_id',
  'job_type',
  'working_hours',
  'benefits',
  'deadline',
] as const;
/**
 * What a live (active) job may no longer change: these define the ad that was paid for (decision 011). Everything
 * else stays editable, the deadline within the posting period; a job waiting for review, expired or closed
 * changes nothing (renew it first).
 */
export const JOB_ACTIVE_LOCKED_FIELDS = ['title', 'occupation_id', 'show_company', 'city_id', 'work_place', 'job_type', 'major_id', 'sector_id', 'locale'] as const;
