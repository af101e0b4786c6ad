import { z } from 'zod';
import { ZIdParam } from './ids.ts';
import { ZApplicationStage, ZCvSnapshot, ZPagedList } from './applications.ts';

/** GET /api/v1/company/employee/:employee: the job seeker's user id (SPEC §7). */
export const ZEmployeeParams = z.object({ employee: ZIdParam });

/** A signed, short-lived link to a candidate's CV file (decision 024): what the employee view hands out. */
export const ZCandidateFileParams = z.object({ token: z.string().regex(/^[0-9a-z.A-Z_-]{20,200}$/, { message: 'valid' }) });

/** How a company came to a CV: candidate search (the employee call) or one of its applicants. */
export const CV_VIEW_SOURCES = ['search', 'application'] as const;
export type TCvViewSource = (typeof CV_VIEW_SOURCES)[number];

/**
 * A job seeker's CV as a company sees it (SPEC §7 `GET /company/employee/{employee}`, decision 024): the CV as the
 * seeker keeps it now, its lookups named in the caller's language. `contact_hidden`: a company that is not verified
 * sees the initials and no contact details of a seeker who did not apply to it.
 */
export const ZCandidateProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  initials: z.string(),
  contact_hidden: z.boolean(),
  /** The desired job title from the CV, if any. */
  headline: z.string().nullable(),
  /** The notice period from the CV, in months: 0 is "immediately available" (decision 039); null when not given. */
  notice_period: z.number().int().nullable(),
  cv_snapshot: ZCvSnapshot,
  /** The CV file, downloadable through `token` until `expires_at` (a few minutes). */
  cv_file: z
    .object({ name: z.string(), size: z.number().int(), content_type: z.string(), token: z.string(), expires_at: z.string() })
    .nullable(),
  /** The seeker's applications to this company's jobs (not withdrawn), the latest first. */
  applications: z.array(z.object({ id: z.number().int(), job_id: z.number().int(), job_title: z.string(), stage: ZApplicationStage, created_at: z.string() })),
});
export type TCandidateProfile = z.infer<typeof ZCandidateProfile>;

/** How far back "Who viewed my CV" looks. */
export const CV_VIEWS_DAYS = 90;

/** One company's views of the seeker's CV on one day (Asia/Riyadh). `company` is null for a confidential company. */
export const ZCvView = z.object({
  company: z.object({ id: z.number().int(), name: z.string(), logo_url: z.string().nullable() }).nullable(),
  day: z.string(),
  first_at: z.string(),
  last_at: z.string(),
  count: z.number().int(),
  source: z.enum(CV_VIEW_SOURCES),
});
export type TCvView = z.infer<typeof ZCvView>;

/** GET /api/v1/user/cv-views: the last 90 days, the latest first, with the totals the profile overview shows. */
export const ZCvViews = ZPagedList(ZCvView).extend({
  summary: z.object({ views: z.number().int(), companies: z.number().int(), days: z.number().int() }),
});
export type TCvViews = z.infer<typeof ZCvViews>;
