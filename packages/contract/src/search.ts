import { z } from 'zod';
import { ZIdParam } from './ids.ts';
import { JOB_SALARY_MAX } from './jobs.ts';
import { JOB_TYPES, QUALIFICATION_TYPES } from './profile.ts';

/** Sort orders of job search (an allow-list: anything else is 422). */
export const JOB_SEARCH_SORTS = ['relevance', 'newest', 'salary'] as const;
export type TJobSearchSort = (typeof JOB_SEARCH_SORTS)[number];
/** "Posted within" choices, in days. */
export const JOB_POSTED_WITHIN = ['1', '3', '7', '14', '30'] as const;
export const JOB_SEARCH_PER_PAGE_MAX = 50;
export const JOB_SEARCH_PER_PAGE_DEFAULT = 20;
export const JOB_SEARCH_QUERY_MAX = 200;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const amount = z.coerce.number().int({ message: 'numeric' }).min(0, { message: 'min_value' }).max(JOB_SALARY_MAX, { message: 'max_value' });

/**
 * What a job search (and a job alert) filters on: the names of GET /api/v1/jobs and of /find-jobs's URL.
 * Empty strings count as absent, so a form submitted with blank fields is a search without them.
 */
export const ZJobSearchFilters = z.object({
  /** Words in Arabic or English (full-text with stemming, plus trigram similarity for typos). */
  q: optional(z.string().trim().max(JOB_SEARCH_QUERY_MAX)),
  city_id: optional(ZIdParam),
  major_id: optional(ZIdParam),
  sector_id: optional(ZIdParam),
  job_type: optional(z.enum(JOB_TYPES)),
  /** Remote jobs only. */
  remote: optional(z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')),
  /** Jobs whose range reaches at least this monthly salary (SAR). */
  salary_min: optional(amount),
  /** Jobs whose range starts at or below this monthly salary (SAR). */
  salary_max: optional(amount),
  /** Jobs asking for at most this many years of experience. */
  experience: optional(z.coerce.number().int({ message: 'numeric' }).min(0, { message: 'min_value' }).max(60, { message: 'max_value' })),
  qualification: optional(z.enum(QUALIFICATION_TYPES)),
  posted_within: optional(z.enum(JOB_POSTED_WITHIN)),
});
export type TJobSearchFilters = z.output<typeof ZJobSearchFilters>;

export const ZJobSearchQuery = ZJobSearchFilters.extend({
  sort: optional(z.enum(JOB_SEARCH_SORTS)),
  page: optional(z.coerce.number().int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(1000, { message: 'max_value' })),
  /** Capped at JOB_SEARCH_PER_PAGE_MAX: a larger number is 422. */
  per_page: optional(z.coerce.number().int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(JOB_SEARCH_PER_PAGE_MAX, { message: 'max_value' })),
});
export type TJobSearchQuery = z.output<typeof ZJobSearchQuery>;

/** A job in a list (search results, similar jobs, saved jobs, majors, home, alert digests): no long texts. */
export const ZJobCard = z.object({
  id: z.number().int(),
  title: z.string(),
  /** null when the job is confidential. */
  company: z.object({ id: z.number().int(), name: z.string(), logo_url: z.string().nullable(), is_verified: z.boolean() }).nullable(),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_remote: z.boolean(),
  job_type: z.enum(JOB_TYPES).nullable(),
  major: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  salary_from: z.number().int().nullable(),
  salary_to: z.number().int().nullable(),
  experience_years: z.number().int().nullable(),
  deadline: z.string().nullable(),
  /** When it (last) went live, ISO 8601 in the caller's Timezone. */
  published_at: z.string().nullable(),
  locale: z.enum(['ar', 'en']),
  is_open: z.boolean(),
});
export type TJobCard = z.infer<typeof ZJobCard>;
