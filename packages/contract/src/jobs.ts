import { z } from 'zod';
import { ZId, ZIdParam } from './ids.ts';
import { ZJobReview } from './moderation.ts';
import { ZScreeningQuestion, ZScreeningQuestionPublic, ZScreeningQuestionsInput } from './screening-questions.ts';
import { ZDate } from './profile.ts';
import { JOB_TYPES, QUALIFICATION_TYPES, WORK_PLACES } from './values/profile.ts';
import { salaryRangeReversed } from './digits.ts';
import { ZLatitude, ZLongitude } from './web-address.ts';
import { JOB_HINT_CODES } from './saudi-only-text.ts';
import { JOB_TABS, JOB_TITLE_MAX, JOB_TEXT_MAX, JOB_EXPERIENCE_MAX, JOB_OPENINGS_MAX, type TJobTab } from './values/jobs.ts';

/**
 * A job posting's life cycle (decision 011):
 * draft → awaiting_payment → (bank transfer) awaiting_review → active → expired (deadline passed) | closed (by the company).
 * A rejected transfer returns the job to awaiting_payment; renewing an expired or closed job makes it awaiting_payment again.
 * An administrator may unpublish a published job with a reason (hidden from visitors, only an administrator restores it:
 * decision 031).
 * A job whose text the screen catches (decision 032) is `held` for an administrator instead of going to payment or live.
 */
export const JOB_STATUSES = ['draft', 'awaiting_payment', 'awaiting_review', 'held', 'active', 'paused', 'expired', 'closed', 'unpublished'] as const;
/** The states in which a job has been published: its page exists for visitors (decision 011; paused, decision 123). */
export const PUBLISHED_JOB_STATUSES = ['active', 'paused', 'expired', 'closed'] as const satisfies ReadonlyArray<(typeof JOB_STATUSES)[number]>;
export type TJobStatus = (typeof JOB_STATUSES)[number];

export const JOB_DESCRIPTION_MAX = 20_000;
export const JOB_SALARY_MAX = 1_000_000;

const id = ZId;
const longText = (max: number) => z.string().trim().max(max);
const salary = z.number().int({ message: 'numeric' }).positive({ message: 'positive' }).max(JOB_SALARY_MAX, { message: 'max_value' });

/**
 * A job as the company writes it (POST creates a draft, PUT replaces the editable fields: a field left out is
 * emptied, except `locale`, which keeps its value). Only the title is needed for a draft; JOB_PUBLISH_REQUIRED
 * lists what Saudi job-ad rules require before a job may be paid for and go live. The object is strict: no
 * field may ask for gender, age, marital status or nationality (unknown fields are refused); the one lawful
 * nationality requirement, a job MHRSD reserves for Saudi nationals (localisation), is the flag `saudi_only`.
 */
export const ZJobDraftInput = z
  .object({
    title: z.string().trim().min(3).max(JOB_TITLE_MAX),
    /** Rich text (HTML); sanitised on the server to a small allow-list of tags. */
    description: longText(JOB_DESCRIPTION_MAX).nullable().optional(),
    duties: longText(JOB_TEXT_MAX).nullable().optional(),
    qualifications: longText(JOB_TEXT_MAX).nullable().optional(),
    qualification_type: z.enum(QUALIFICATION_TYPES).nullable().optional(),
    experience_years: z.number().int({ message: 'numeric' }).min(0, { message: 'min_value' }).max(JOB_EXPERIENCE_MAX, { message: 'max_value' }).nullable().optional(),
    major_id: id.nullable().optional(),
    sector_id: id.nullable().optional(),
    city_id: id.nullable().optional(),
    /**
     * The occupation the company confirms or chooses (GET /lookups/occupations); null or left out: the occupations
     * its title names. Search finds the job by it in both languages (decision 023).
     */
    occupation_id: id.nullable().optional(),
    /** Where the work is done (decision 045); left out: on site, or remote when the older `is_remote` is true. */
    work_place: z.enum(WORK_PLACES).optional(),
    /** The older name of `work_place: 'remote'`, still read when `work_place` is left out. */
    is_remote: z.boolean().optional(),
    job_type: z.enum(JOB_TYPES).nullable().optional(),
    /** Reserved for Saudi nationals (localisation decided by MHRSD, decision 084); left out: false. */
    saudi_only: z.boolean().optional(),
    working_hours: longText(200).nullable().optional(),
    benefits: longText(JOB_TEXT_MAX).nullable().optional(),
    deadline: ZDate.nullable().optional(),
    salary_from: salary.nullable().optional(),
    salary_to: salary.nullable().optional(),
    show_company: z.boolean().optional(),
    /**
     * The job's own place (decision 141), when the work is not at the company's address: both or neither; left out
     * or null: none (search places the job at its company's point or its city's centre, decision 137).
     */
    lat: ZLatitude.nullable().optional(),
    lng: ZLongitude.nullable().optional(),
    applicants_num: z.number().int({ message: 'numeric' }).positive({ message: 'positive' }).max(JOB_OPENINGS_MAX, { message: 'max_value' }).optional(),
    /** The language the ad is written in. */
    locale: z.enum(['ar', 'en']).optional(),
    /**
     * Screening questions (decision 118), in the order asked; left out: the saved ones stay (like `locale`). Once the
     * job has applicants the saved questions must come first, unchanged: new ones may only follow them.
     */
    screening_questions: ZScreeningQuestionsInput.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    // Zod still runs this when a salary failed its own check: compare only two valid amounts.
    const valid = (amount: unknown): amount is number => typeof amount === 'number' && Number.isInteger(amount) && amount > 0;
    if (valid(value.salary_from) && valid(value.salary_to) && salaryRangeReversed(value.salary_from, value.salary_to)) {
      ctx.addIssue({ code: 'custom', path: ['salary_to'], message: 'salary_range' });
    }
    // A point needs both coordinates: the missing one is reported as required (as the company's address).
    const hasLat = value.lat !== null && value.lat !== undefined;
    const hasLng = value.lng !== null && value.lng !== undefined;
    if (hasLat !== hasLng) ctx.addIssue({ code: 'custom', path: [hasLat ? 'lng' : 'lat'], message: 'required' });
  });
export type TJobDraftInput = z.input<typeof ZJobDraftInput>;

/** Dashboard and public lists show this many jobs per page. */
export const JOB_PAGE_SIZE = 20;

export const ZJobParams = z.object({ id: ZIdParam });
/** GET /api/v1/job-change-mark: a number that grows whenever a job changes in what its pages show (decisions 049, 103). */
export const ZJobChangeMark = z.object({ mark: z.number().int().min(0) });
export const ZJobPageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ZJobTabQuery = z.object({
  tab: z.enum(JOB_TABS).default('active'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const lookupRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** What a job says, the same for its company and for visitors. */
const jobContent = {
  title: z.string(),
  description: z.string().nullable(),
  duties: z.string().nullable(),
  qualifications: z.string().nullable(),
  qualification_type: z.enum(QUALIFICATION_TYPES).nullable(),
  experience_years: z.number().int().nullable(),
  major: lookupRef,
  sector: lookupRef,
  city: lookupRef,
  job_type: z.enum(JOB_TYPES).nullable(),
  work_place: z.enum(WORK_PLACES),
  /** work_place === 'remote', kept for older clients. */
  is_remote: z.boolean(),
  /** Reserved for Saudi nationals (localisation decided by MHRSD, decision 084). */
  saudi_only: z.boolean(),
  working_hours: z.string().nullable(),
  benefits: z.string().nullable(),
  deadline: z.string().nullable(),
  salary_from: z.number().int().nullable(),
  salary_to: z.number().int().nullable(),
  applicants_num: z.number().int(),
  locale: z.enum(['ar', 'en']),
};

/** A member of the company's team, named in the reader's language. */
const ZJobMember = z.object({ id: z.number().int(), name: z.string() });

/** A job as the company sees it in its dashboard and editor. */
export const ZJobOwn = z.object({
  id: z.number().int(),
  /** 'expired' as soon as an active job's deadline has passed, even before the expiry schedule has run. */
  status: z.enum(JOB_STATUSES),
  ...jobContent,
  major_id: z.number().int().nullable(),
  sector_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  /** The company's choice of occupation; null: the occupations of the title. */
  occupation_id: z.number().int().nullable(),
  /** The occupations search files the job under (the choice, or those its title names), named in the reader's language. */
  occupations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  show_company: z.boolean(),
  /** The job's own place (decision 141); null: none. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  applications_count: z.number().int(),
  /** Missing publishing fields (JOB_PUBLISH_REQUIRED, and city_id unless the work place is remote); empty when the job can be published. */
  missing_fields: z.array(z.string()),
  /** The open payment, when one waits (awaiting payment or review). */
  open_payment_id: z.number().int().nullable(),
  /** Held for review (status `held`, decision 032): the phrases caught and why, or the administrator's reason. */
  review: ZJobReview.nullable(),
  /**
   * Advice for the company, never a hold (decision 084): `saudi_only_text` when a text of the job says it is for Saudi
   * nationals only while the flag `saudi_only` is off (the form points to the flag).
   */
  hints: z.array(z.object({ code: z.enum(JOB_HINT_CODES), field: z.string() })),
  /** Reports from several people hide the live job from lists until an administrator reviews them (its page stays). */
  is_hidden_by_reports: z.boolean(),
  /** Its screening questions (decision 118), with what passes each knock-out. */
  screening_questions: z.array(ZScreeningQuestion),
  /** The job has had applicants: its saved questions can no longer change or go, new ones may follow them. */
  screening_questions_locked: z.boolean(),
  published_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  /**
   * A live job: the paid days left, today (Riyadh) to the deadline, both included; closing it gives them up. A paused
   * job: the days it keeps for its resumption (decision 123). Null otherwise.
   */
  paid_days_left: z.number().int().nullable(),
  /** When the company paused it (status `paused`); null otherwise. */
  paused_at: z.string().nullable(),
  /** Featured until then (decision 135); null when it is not featured now. */
  featured_until: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The team member who created it and the one who last changed it (decision 127); null once that account is gone. */
  created_by: ZJobMember.nullable(),
  updated_by: ZJobMember.nullable(),
});
export type TJobOwn = z.infer<typeof ZJobOwn>;

/** A live job as visitors see it (confidential jobs hide the company). */
export const ZJobPublic = z.object({
  id: z.number().int(),
  /** 'expired' as soon as the deadline has passed, even before the expiry schedule has run. */
  /** 'paused': the company paused it for now (decision 123); it takes no applications until resumed. */
  status: z.enum(PUBLISHED_JOB_STATUSES),
  /** Live: takes applications now. */
  is_open: z.boolean(),
  ...jobContent,
  applicants_num: z.number().int(),
  locale: z.enum(['ar', 'en']),
  published_at: z.string().nullable(),
  /** Featured now (a paid period, decision 135): first in search and marked as featured. */
  is_featured: z.boolean(),
  /** The questions asked when applying (decision 118), without what passes a knock-out. */
  screening_questions: z.array(ZScreeningQuestionPublic),
  /** null when the job is confidential (show_company = false). */
  company: z
    .object({ id: z.number().int(), name: z.string(), logo_url: z.string().nullable(), is_verified: z.boolean() })
    .nullable(),
});
export type TJobPublic = z.infer<typeof ZJobPublic>;

export const ZJobList = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

/** Counts for the dashboard's tabs. */
export const ZJobTabCounts = z.object(Object.fromEntries(JOB_TABS.map((tab) => [tab, z.number().int()])) as Record<TJobTab, z.ZodNumber>);

/** Renewing an expired or closed job: the new application deadline. */
export const ZJobRenew = z.object({ deadline: ZDate }).strict();
