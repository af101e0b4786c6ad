import { z } from 'zod';
import { ZIdParam } from './ids.ts';
import { REPORT_REASONS } from './values/messages.ts';
import {
  INTERVIEW_OUTCOMES,
  REVIEW_FINDING_KINDS,
  REVIEW_KINDS,
  REVIEW_RATINGS,
  REVIEW_RELATIONSHIPS,
  REVIEW_REPLY_MAX,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
} from './values/reviews.ts';

/**
 * Employers' reputations (issue 50 §4, decision 131): reviews of a company by job seekers who applied to it or work
 * or worked there, of two kinds (employer, interview), moderated before publication, anonymous to the company and
 * the public, answered once by the company.
 */

export const ZReviewParams = z.object({ id: ZIdParam });
export const ZReviewsQuery = z.object({
  kind: z.enum(REVIEW_KINDS).optional(),
  page: z.coerce.number({ message: 'numeric' }).int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(1000, { message: 'max_value' }).default(1),
});

const stars = z.coerce.number({ message: 'numeric' }).int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(5, { message: 'max_value' });
const text = (max: number) => z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), z.string().trim().max(max).nullable().optional());

/**
 * A review as its author writes it: one form for both kinds. An employer review needs its five ratings and its pros
 * and cons; an interview experience its questions, difficulty and outcome. The fields of the other kind are ignored.
 */
export const ZReviewInput = z
  .object({
    kind: z.enum(REVIEW_KINDS),
    relationship: z.enum(REVIEW_RELATIONSHIPS),
    language: z.enum(['ar', 'en']),
    title: z.string().trim().min(3).max(REVIEW_TITLE_MAX),
    rating_overall: stars,
    rating_pay: stars.nullable().optional(),
    rating_management: stars.nullable().optional(),
    rating_balance: stars.nullable().optional(),
    rating_growth: stars.nullable().optional(),
    pros: text(REVIEW_TEXT_MAX),
    cons: text(REVIEW_TEXT_MAX),
    questions: text(REVIEW_TEXT_MAX),
    difficulty: stars.nullable().optional(),
    outcome: z.enum(INTERVIEW_OUTCOMES).nullable().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const required =
      value.kind === 'employer' ? (['rating_pay', 'rating_management', 'rating_balance', 'rating_growth', 'pros', 'cons'] as const) : (['questions', 'difficulty', 'outcome'] as const);
    for (const field of required) if (value[field] === null || value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
  });
export type TReviewInput = z.input<typeof ZReviewInput>;
export type TReviewData = z.output<typeof ZReviewInput>;

/** The company's one public answer to a review. */
export const ZReviewReply = z.object({ body: z.string().trim().min(2).max(REVIEW_REPLY_MAX) }).strict();
export type TReviewReplyInput = z.input<typeof ZReviewReply>;

/** A report of an abusive review, as messages are reported (decision 029). */
export const ZReviewReport = z.object({ reason: z.enum(REPORT_REASONS), note: text(500) }).strict();
export type TReviewReportInput = z.input<typeof ZReviewReport>;
export type TReviewReportData = z.output<typeof ZReviewReport>;

/** What the personal-details check caught (shown to the author and the administrators, never published). */
export const ZReviewFinding = z.object({ field: z.string(), phrase: z.string(), kind: z.enum(REVIEW_FINDING_KINDS) });
export type TReviewFinding = z.infer<typeof ZReviewFinding>;

const ratings = Object.fromEntries(REVIEW_RATINGS.map((name) => [name, z.number().int().nullable()])) as Record<(typeof REVIEW_RATINGS)[number], z.ZodNullable<z.ZodNumber>>;

/**
 * A review as the public and the company read it: never who wrote it (no id, no name of the author); `is_mine` only
 * tells a logged-in author their own.
 */
export const ZReview = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  kind: z.enum(REVIEW_KINDS),
  relationship: z.enum(REVIEW_RELATIONSHIPS),
  language: z.enum(['ar', 'en']),
  title: z.string(),
  ...ratings,
  pros: z.string().nullable(),
  cons: z.string().nullable(),
  questions: z.string().nullable(),
  difficulty: z.number().int().nullable(),
  outcome: z.enum(INTERVIEW_OUTCOMES).nullable(),
  status: z.enum(REVIEW_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  reply: z.object({ body: z.string(), created_at: z.string() }).nullable(),
  is_mine: z.boolean(),
});
export type TReview = z.infer<typeof ZReview>;

/** The author's own review: also why it waits or was refused. */
export const ZOwnReview = ZReview.extend({ rejection_reason: z.string().nullable(), findings: z.array(ZReviewFinding) });
export type TOwnReview = z.infer<typeof ZOwnReview>;

/** Averages of the published employer reviews, or null under REVIEW_MIN_FOR_AVERAGES of them. */
export const ZReviewAverages = z.object(Object.fromEntries(REVIEW_RATINGS.map((name) => [name, z.number()])) as Record<(typeof REVIEW_RATINGS)[number], z.ZodNumber>);
export type TReviewAverages = z.infer<typeof ZReviewAverages>;

export const ZReviewList = z.object({
  summary: z.object({
    employer_reviews: z.number().int(),
    interview_reviews: z.number().int(),
    averages: ZReviewAverages.nullable(),
    min_for_averages: z.number().int(),
  }),
  items: z.array(ZReview),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The logged-in job seeker's own reviews of this company, whatever their status; empty for anyone else. */
  mine: z.array(ZOwnReview),
  /** The logged-in job seeker applied to one of the company's jobs (they may review as `applicant`); null for anyone else. */
  has_applied: z.boolean().nullable(),
});
export type TReviewList = z.infer<typeof ZReviewList>;

export const ZReviewReportReceipt = z.object({ review_id: z.number().int(), already_reported: z.boolean() });
