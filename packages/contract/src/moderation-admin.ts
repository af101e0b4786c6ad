import { z } from 'zod';
import { ZId, ZIdParam } from './ids.ts';
import { JOB_STATUSES } from './jobs.ts';
import { SCREEN_CATEGORIES, SCREEN_RULE_ACTIONS, SCREEN_RULE_KINDS, ZJobReview, ZModerationReason } from './moderation.ts';
import { JOB_REPORT_REASONS, JOB_REPORT_STATUSES, SCREENED_FIELDS } from './values/moderation.ts';

/** The administrators' side of moderation (decision 032): the review queue of held jobs and the reports of jobs. */

const pageQuery = z.coerce.number().int().min(1).max(10_000).default(1);

/** A held job in the administrators' queue, or one they look at. */
export const ZAdminJobReview = z.object({
  job_id: z.number().int(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  company: z.object({ id: z.number().int(), name: z.string() }),
  locale: z.enum(['ar', 'en']),
  description: z.string().nullable(),
  duties: z.string().nullable(),
  qualifications: z.string().nullable(),
  working_hours: z.string().nullable(),
  benefits: z.string().nullable(),
  /** Its screening questions and their choices, a line each (decision 118); null when it asks none. */
  screening_questions: z.string().nullable(),
  /** null when the job is not held (a report opened it). */
  review: ZJobReview.nullable(),
  open_reports: z.number().int(),
  is_hidden_by_reports: z.boolean(),
});
export type TAdminJobReview = z.infer<typeof ZAdminJobReview>;

export const ADMIN_JOB_REVIEW_FILTERS = ['waiting', 'rejected'] as const;
export const ZAdminJobReviewsQuery = z.object({ status: z.enum(ADMIN_JOB_REVIEW_FILTERS).default('waiting'), page: pageQuery });
export const ZAdminJobReviewList = z.object({ items: z.array(ZAdminJobReview), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

export const ZAdminJobParams = z.object({ id: ZIdParam });

/** The most held jobs one bulk decision names (a queue page holds 20). */
export const ADMIN_JOB_REVIEW_BULK_MAX = 50;
export const ADMIN_JOB_REVIEW_BULK_ACTIONS = ['approve', 'reject'] as const;
const ZBulkJobIds = z.array(ZId).min(1).max(ADMIN_JOB_REVIEW_BULK_MAX);
/** POST /api/admin/moderation/jobs/bulk: one decision on many held jobs; a rejection's reason is mailed to each company. */
export const ZAdminJobReviewBulk = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), ids: ZBulkJobIds }).strict(),
  z.object({ action: z.literal('reject'), ids: ZBulkJobIds, reason: ZModerationReason.shape.reason }).strict(),
]);
export type TAdminJobReviewBulk = z.input<typeof ZAdminJobReviewBulk>;
/** What happened to each job named, in the order named: done, or refused with the status and message the single decision would have answered. */
export const ZAdminJobReviewBulkResult = z.object({
  done: z.number().int(),
  failed: z.number().int(),
  results: z.array(z.object({ id: z.number().int(), ok: z.boolean(), status: z.number().int(), message: z.string() })),
});
export type TAdminJobReviewBulkResult = z.infer<typeof ZAdminJobReviewBulkResult>;

/** A report of a job, for the administrators. */
export const ZAdminJobReport = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  job_status: z.enum(JOB_STATUSES),
  company: z.object({ id: z.number().int(), name: z.string() }),
  reason: z.enum(JOB_REPORT_REASONS),
  note: z.string().nullable(),
  /** The reporter's account, or null for a visitor (known by address only). */
  reporter: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  status: z.enum(JOB_REPORT_STATUSES),
  resolution: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** Open reports of the job from different reporters, and whether they hide it from lists. */
  open_reports: z.number().int(),
  is_job_hidden: z.boolean(),
});
export type TAdminJobReport = z.infer<typeof ZAdminJobReport>;

export const ZAdminJobReportsQuery = z.object({ status: z.enum(JOB_REPORT_STATUSES).default('open'), job_id: ZIdParam.optional(), page: pageQuery });
export const ZAdminJobReportList = z.object({ items: z.array(ZAdminJobReport), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export const ZAdminReportParams = z.object({ id: ZIdParam });

/**
 * POST /api/admin/moderation/screening/try (decision 083): a text read by the active rules and, when given, the rule
 * being written (it replaces the saved rule `rule.id` when it is an edit of one), before anything is saved.
 */
export const ZScreeningTryInput = z.strictObject({
  text: z.string().trim().min(1).max(20_000),
  /** Which field of an ad the text stands for (a description is read as HTML). */
  field: z.enum(SCREENED_FIELDS).default('qualifications'),
  rule: z
    .strictObject({
      id: z.number().int().positive().nullable().optional(),
      category: z.enum(SCREEN_CATEGORIES),
      action: z.enum(SCREEN_RULE_ACTIONS),
      kind: z.enum(SCREEN_RULE_KINDS),
      pattern: z.string().trim().min(2).max(300),
    })
    .optional(),
});
export type TScreeningTryInput = z.input<typeof ZScreeningTryInput>;

/**
 * What the screen holds in the text: each phrase as written, why, and what held it (decision 156): `reading` the
 * built-in reading of attributes and demands, `rule` a saved rule (`rule_id`), `draft` the rule being written
 * (`rule_id` null, as for the reading).
 */
export const ZScreeningTryResult = z.object({
  matches: z.array(
    z.object({
      field: z.enum(SCREENED_FIELDS),
      phrase: z.string(),
      category: z.enum(SCREEN_CATEGORIES),
      rule_id: z.number().int().nullable(),
      source: z.enum(['reading', 'rule', 'draft']),
    }),
  ),
});
export type TScreeningTryResult = z.infer<typeof ZScreeningTryResult>;
