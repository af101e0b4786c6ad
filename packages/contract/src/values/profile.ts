/** The plain values of profile: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

export const SEXES = ['male', 'female'] as const;
export const SOCIAL_STATUSES = ['single', 'married'] as const;
// The lists a job search filters by, in a module of their own: a search page takes them without the profile's others.
export { QUALIFICATION_TYPES, JOB_TYPES, WORK_PLACES, type TJobType, type TWorkPlace } from './job-kinds.ts';
/**
 * The job a seeker wants (SPEC § Desired job: full_time, part_time, remotely), and the job types since added.
 * `remotely` is matched against a job's work place (remote), the others against its type (decision 045).
 */
export const DESIRED_JOB_TYPES = ['full_time', 'part_time', 'remotely', 'contract', 'temporary', 'internship'] as const;
export type TDesiredJobType = (typeof DESIRED_JOB_TYPES)[number];
export const SKILL_LEVELS = ['beginner', 'average', 'high', 'excellent'] as const;
export const COURSE_TYPES = ['course', 'training'] as const;
export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'insta', 'site', 'medium', 'snap', 'linkedin', 'youtube'] as const;
/** SPEC §5 and §9: at most five prominent majors. */
export const MAX_PROMINENT_MAJORS = 5;
/** The notice period in months; 0 is "immediately available" (decision 039). */
export const NOTICE_PERIOD_MIN = 0;
export const NOTICE_PERIOD_MAX = 12;
export const NOTICE_IMMEDIATE = 0;
/** The notice period choices: immediately available, then 1 to 12 months. */
export const NOTICE_PERIODS = Array.from({ length: NOTICE_PERIOD_MAX - NOTICE_PERIOD_MIN + 1 }, (_, index) => NOTICE_PERIOD_MIN + index);
/** The minimum age, one number for the date of birth, the terms and every page that says it (decision 152). */
export const MIN_AGE = 18;
/** At most this many CV files (for example one in Arabic and one in English), one of them the default (decision 132). */
export const MAX_CV_FILES = 3;
/** A CV file's own name for its owner ("Arabic CV", "Sales"), at most this long. */
export const CV_FILE_LABEL_MAX = 60;
/** At most this many items in each CV list (qualifications, experiences, ...). */
export const MAX_LIST_ITEMS = 30;
export const BIRTHDATE_EARLIEST = '1920-01-01';
/** The calendars a date of birth is typed in (decision 039); the seeker's choice is kept (decision 097). */
export const BIRTHDATE_CALENDARS = ['gregorian', 'hijri'] as const;
export type TBirthdateCalendar = (typeof BIRTHDATE_CALENDARS)[number];
/** The latest birth date of someone MIN_AGE years old on `now`'s (UTC) day. */
export function latestBirthdate(now = new Date()): string {
  const limit = new Date(Date.UTC(now.getUTCFullYear() - MIN_AGE, now.getUTCMonth(), now.getUTCDate()));
  // 29 February MIN_AGE years back may not exist: Date rolls to 1 March, one day too late.
  if (limit.getUTCDate() !== now.getUTCDate()) limit.setUTCDate(0);
  return limit.toISOString().slice(0, 10);
}
/** The CV sections and their weight in the completeness ratio (they add up to 100). */
export const COMPLETENESS_WEIGHTS = {
  'personal-info': 15,
  'contact-info': 5,
  info: 10,
  majors: 5,
  qualification: 15,
  'personal-exp': 10,
  'job-required': 10,
  skills: 10,
  photo: 5,
  cv: 15,
} as const;
export type TCompletenessSection = keyof typeof COMPLETENESS_WEIGHTS;
/** Sections that add to a CV but are optional: they never lower the ratio. */
export const OPTIONAL_SECTIONS = ['membership-info', 'courses', 'languages', 'social-contacts'] as const;
