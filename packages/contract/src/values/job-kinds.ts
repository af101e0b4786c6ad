/**
 * The kinds of job a search filters by (and a profile and a job name): apart from the profile's other values, so that
 * a search page's first load takes these three lists alone (decisions 061, 094).
 */

export const QUALIFICATION_TYPES = ['secondary', 'diploma', 'bachelor', 'ma', 'phd'] as const;
/** A job's type of employment (decision 045). Where the work is done is `WORK_PLACES`, not a type. */
export const JOB_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export type TJobType = (typeof JOB_TYPES)[number];
/** Where a job's work is done (decision 045): on site needs a city, hybrid too, remote none. */
export const WORK_PLACES = ['on_site', 'hybrid', 'remote'] as const;
export type TWorkPlace = (typeof WORK_PLACES)[number];
