import { z } from 'zod';
import { SCREENED_FIELDS, JOB_REPORT_REASONS, JOB_REPORT_NOTE_MAX } from './values/moderation.ts';

/**
 * Moderation of job ads (decision 032): the screening of a job's text for requirements MHRSD's rules forbid, the
 * jobs held for an administrator's review, and visitors' reports of jobs.
 */

/**
 * What a job ad may not ask of the person (MHRSD's job-ad rules and the Labor Law's non-discrimination article):
 * each caught phrase falls under one of these. `religion` includes sect; `tribe` is tribe or family; `appearance`
 * includes height and weight. `fraud` (decision 156): what the ministry and the police warn seekers of in fake ads —
 * fees asked of applicants, contact only through personal channels, identity or bank details before hiring, a job or
 * visa guaranteed without an interview, a purchase or investment as a condition of work; held for the same queue.
 */
export const SCREEN_CATEGORIES = ['gender', 'age', 'marital_status', 'nationality', 'religion', 'tribe', 'disability', 'appearance', 'pregnancy', 'fraud'] as const;
export type TScreenCategory = (typeof SCREEN_CATEGORIES)[number];

/** `block`: a phrase that holds the ad; `allow`: words that describe the work, not the person, masked before blocks are looked for. */
export const SCREEN_RULE_ACTIONS = ['block', 'allow'] as const;

/**
 * How a rule's text is read (decision 083): `phrase`, words as an operator writes them, matched whole-word through
 * the same folding as the ad (hamza forms, ة/ه, ى/ي, diacritics, tatweel, digits, case, spacing); `regex`, a regular
 * expression for experts.
 */
export const SCREEN_RULE_KINDS = ['phrase', 'regex'] as const;
export type TScreenRuleKind = (typeof SCREEN_RULE_KINDS)[number];

/** One phrase of the ad the screen caught: where, the words as the company wrote them, and why. */
export const ZScreenFinding = z.object({
  field: z.enum(SCREENED_FIELDS),
  phrase: z.string(),
  category: z.enum(SCREEN_CATEGORIES),
});
export type TScreenFinding = z.infer<typeof ZScreenFinding>;

/**
 * A job's moderation as its company sees it: held for review (the phrases and why), rejected or unpublished by an
 * administrator (the reason), waiting for whom; null when nothing holds the job.
 */
export const ZJobReview = z.object({
  /** `admin`: in the review queue; `company`: an administrator rejected or unpublished it, the company must edit it. */
  waiting_for: z.enum(['admin', 'company']),
  findings: z.array(ZScreenFinding),
  /** The administrator's reason (rejection or unpublishing); null while waiting for the administrator. */
  reason: z.string().nullable(),
  /** The job was paid for: approval publishes it without a new payment. */
  is_paid: z.boolean(),
  held_at: z.string().nullable(),
});
export type TJobReview = z.infer<typeof ZJobReview>;

/** POST /api/v1/jobs/:id/report: anyone, logged in or not. */
export const ZJobReportInput = z
  .object({
    reason: z.enum(JOB_REPORT_REASONS),
    note: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().max(JOB_REPORT_NOTE_MAX).optional()),
  })
  .strict();
export type TJobReportInput = z.input<typeof ZJobReportInput>;
export type TJobReportData = z.output<typeof ZJobReportInput>;

export const ZJobReportReceipt = z.object({ job_id: z.number().int(), already_reported: z.boolean() });

/** Open reports from this many different reporters (accounts, or addresses for visitors) and addresses hide a job from lists until reviewed. */
export const JOB_REPORTS_TO_HIDE = 3;

/** The reason an administrator gives for rejecting or unpublishing a job, mailed to the company. */
export const ZModerationReason = z.object({ reason: z.string().trim().min(3).max(1000) }).strict();
export const ZModerationNote = z.object({ note: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().max(1000).optional()) }).strict();
