/** The plain values of alerts: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

/** How often a job alert mails its digest. */
export const ALERT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type TAlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FILTER_NAMES = ['city_id', 'major_id', 'sector_id', 'job_type', 'work_place', 'remote', 'salary_min', 'salary_max', 'experience', 'qualification', 'saudi_only', 'near_city', 'near_lat', 'near_lng', 'radius_km'] as const;
