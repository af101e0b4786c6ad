import { z } from 'zod';
import { ZId, ZIdParam } from './ids.ts';
import { ZCvFileEntry } from './profile.ts';
import { ZApplicantRating, ZPipelineTag } from './pipeline.ts';
import { ZJobCard } from './search.ts';
import { APPLICATION_STAGES, APPLICATION_COVER_NOTE_MAX, APPLICANT_REQUIREMENTS, APPLICANT_SORTS, type TApplicationStage } from './values/applications.ts';
import { ZApplicantScreening, ZScreeningAnswersInput, ZScreeningQuestionPublic, ZSeekerScreeningAnswer } from './screening-questions.ts';

export const ZApplicationStage = z.enum(APPLICATION_STAGES);

/** POST /api/v1/jobs/:id/applications: apply in one step, with an optional cover note. */
export const ZApplyInput = z
  .object({
    cover_note: z.string().trim().max(APPLICATION_COVER_NOTE_MAX).nullable().optional(),
    /** Answers to the job's screening questions by question id (decision 118); checked against the job on the server. */
    answers: ZScreeningAnswersInput.optional(),
    /** Which of the seeker's CV files to send (decision 132); the default one when left out. */
    cv_file_id: ZId.nullable().optional(),
  })
  .strict();
export type TApplyInput = z.input<typeof ZApplyInput>;

/** GET /api/v1/jobs/:id/viewer: what the logged-in job seeker has done with this job (the job page's buttons). */
export const ZJobViewerState = z.object({
  application: z
    .object({ id: z.number().int(), stage: ZApplicationStage, created_at: z.string(), withdrawn_at: z.string().nullable() })
    .nullable(),
  is_saved: z.boolean(),
});
export type TJobViewerState = z.infer<typeof ZJobViewerState>;

/**
 * The moves a company may make from each stage (decision 016). `submitted` is only ever the start (applying or
 * re-applying); `viewed` only follows `submitted`; `hired` is final; a rejection can be undone to `shortlisted`.
 * A withdrawn application cannot be moved at all.
 */
export const APPLICATION_STAGE_MOVES: Record<TApplicationStage, readonly TApplicationStage[]> = {
  submitted: ['viewed', 'shortlisted', 'interview', 'rejected', 'hired'],
  viewed: ['shortlisted', 'interview', 'rejected', 'hired'],
  shortlisted: ['interview', 'rejected', 'hired'],
  interview: ['shortlisted', 'rejected', 'hired'],
  rejected: ['shortlisted'],
  hired: [],
};

export function canMoveStage(from: TApplicationStage, to: TApplicationStage): boolean {
  return APPLICATION_STAGE_MOVES[from].includes(to);
}

/** A seeker may withdraw until the company has decided (rejected or hired). */
export function canWithdraw(stage: TApplicationStage, withdrawnAt: string | null): boolean {
  return withdrawnAt === null && stage !== 'rejected' && stage !== 'hired';
}

/** PUT /api/v1/company/applications/:id/stage */
export const ZStageChangeInput = z.object({ stage: ZApplicationStage }).strict();
export type TStageChangeInput = z.input<typeof ZStageChangeInput>;

export const ZApplicationParams = z.object({ id: ZIdParam });
export const ZSavedJobParams = z.object({ jobId: ZIdParam });

/** At most this many jobs in one GET /api/v1/user/job-marks (a page of search results is at most 50). */
export const JOB_MARKS_MAX_IDS = 50;
/** GET /api/v1/user/job-marks?ids=3,7,9: the jobs of a list whose marks are wanted, comma separated. */
export const ZJobMarksQuery = z.object({
  ids: z
    .string()
    .regex(new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${JOB_MARKS_MAX_IDS - 1}}$`), { message: 'valid' })
    .transform((value) => [...new Set(value.split(',').map(Number))]),
});
/** Which of the asked jobs the seeker saved, and which they applied to (a withdrawn application does not count). */
export const ZJobMarks = z.object({ saved: z.array(z.number().int()), applied: z.array(z.number().int()) });
export type TJobMarks = z.infer<typeof ZJobMarks>;

export const APPLICATIONS_PAGE_SIZE = 20;
const page = z.coerce.number().int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(10_000, { message: 'max_value' }).default(1);
export const ZApplicationsPageQuery = z.object({ page });

const blank = (value: unknown) => (value === '' ? undefined : value);
/** A day as YYYY-MM-DD (the applications made on it count: `from` and `to` are both included). */
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'valid' }).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { message: 'valid' });

/** The filters and sort of a job's applicants (decision 111): stage, tag, least rating (average), least match, applied between two days, the CV's city. */
export const ZApplicantsQuery = z.object({
  stage: z.preprocess(blank, ZApplicationStage.optional()),
  sort: z.preprocess(blank, z.enum(APPLICANT_SORTS).default('match')),
  tag: z.preprocess(blank, ZPipelineTag.optional()),
  rating: z.preprocess(blank, z.coerce.number().int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(5, { message: 'max_value' }).optional()),
  match: z.preprocess(blank, z.coerce.number().int({ message: 'numeric' }).min(0, { message: 'min_value' }).max(100, { message: 'max_value' }).optional()),
  from: z.preprocess(blank, ZDay.optional()),
  to: z.preprocess(blank, ZDay.optional()),
  city: z.preprocess(blank, ZIdParam.optional()),
  /** Decision 118: meets the knock-out questions (`met`) or does not (`not_met`). */
  requirements: z.preprocess(blank, z.enum(APPLICANT_REQUIREMENTS).optional()),
  /** Decision 118: the applicants who gave this answer (`<question id>:<answer>`, yes/no or a choice; the web's filter, decision 127). */
  answer: z.preprocess(blank, z.string().regex(/^q[1-9]\d{0,2}:.{1,100}$/s, { message: 'valid' }).optional()),
  page,
});
export type TApplicantsQuery = z.output<typeof ZApplicantsQuery>;

/** What each part of the match score looks at (modules/applications/match.ts). */
export const MATCH_CRITERIA = ['major', 'city', 'experience', 'qualification', 'skills', 'salary'] as const;
export type TMatchCriterion = (typeof MATCH_CRITERIA)[number];
/** met: full weight; partial: part of it; missed: nothing; not_applicable: the job does not ask, so it is left out of the total. */
export const MATCH_OUTCOMES = ['met', 'partial', 'missed', 'not_applicable'] as const;
export type TMatchOutcome = (typeof MATCH_OUTCOMES)[number];

/** One reason of a match score: a code with parameters, rendered in the viewer's language by the client. */
export const ZMatchReason = z.object({
  code: z.enum(MATCH_CRITERIA),
  outcome: z.enum(MATCH_OUTCOMES),
  /** The most this criterion can add (its weight out of 100); 0 when it does not apply. */
  weight: z.number().int(),
  /** What it added (0..weight). */
  points: z.number(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TMatchReason = z.infer<typeof ZMatchReason>;

/** A step in an application's history: a stage, or `withdrawn`. */
export const ZApplicationEvent = z.object({
  stage: z.union([ZApplicationStage, z.literal('withdrawn')]),
  at: z.string(),
  by: z.enum(['seeker', 'company']),
  /** The company's view only: the team member who made a company step (null once their account is gone). */
  member: z.string().nullable().optional(),
});
export type TApplicationEvent = z.infer<typeof ZApplicationEvent>;

/**
 * What a job seeker's profile must hold before they may apply (decision 024): a name, a confirmed phone or email,
 * a city, and a desired job title or a CV file. Each missing part names the place that completes it.
 */
export const PROFILE_REQUIREMENTS = ['name', 'contact', 'city', 'desired_job'] as const;
export type TProfileRequirement = (typeof PROFILE_REQUIREMENTS)[number];
export const ZProfileRequirement = z.enum(PROFILE_REQUIREMENTS);

/** The seeker's own match score for a job: stored when they applied (`application`), else computed now (`preview`). */
export const ZSeekerMatch = z.object({
  score: z.number().int(),
  reasons: z.array(ZMatchReason),
  from: z.enum(['application', 'preview']),
});
export type TSeekerMatch = z.infer<typeof ZSeekerMatch>;

/** GET /api/v1/jobs/:id/my-match: what the seeker still lacks to apply, and their match score with its reasons. */
export const ZApplicationPreview = z.object({
  missing_profile: z.array(ZProfileRequirement),
  match: ZSeekerMatch,
  /** The CV files the seeker may send, the default first (decision 132). */
  cv_files: z.array(ZCvFileEntry),
});
export type TApplicationPreview = z.infer<typeof ZApplicationPreview>;

/** The job seeker's view of one of their applications (GET /api/v1/user/applications). */
export const ZSeekerApplication = z.object({
  id: z.number().int(),
  stage: ZApplicationStage,
  cover_note: z.string().nullable(),
  created_at: z.string(),
  stage_changed_at: z.string(),
  withdrawn_at: z.string().nullable(),
  can_withdraw: z.boolean(),
  /** Withdrawn and the job still live: applying again reopens this application. */
  can_reapply: z.boolean(),
  job: ZJobCard,
  events: z.array(ZApplicationEvent),
  /** Their match score when they applied, with its reasons (the same the company sees). */
  match_score: z.number().int(),
  match_reasons: z.array(ZMatchReason),
  /** Whether a CV file went with it (decision 152). */
  cv_file_sent: z.boolean(),
  /** That file while it exists: the seeker's name for it and the file's own; null when none went or it was deleted since. */
  cv_file: z.object({ id: z.number().int(), label: z.string().nullable(), original_name: z.string() }).nullable(),
  /** The seeker's answers to the job's screening questions, with each question as asked; never the company's verdict. */
  screening_answers: z.array(ZSeekerScreeningAnswer),
});
export type TSeekerApplication = z.infer<typeof ZSeekerApplication>;

export const ZPagedList = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

/** An applicant as the company sees them in the list of one job. */
export const ZApplicant = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  /** The job seeker's user id (their CV: GET /api/v1/company/employee/:employee); null once they deleted their account. */
  seeker_id: z.number().int().nullable(),
  stage: ZApplicationStage,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The desired job title from the CV, if any. */
  headline: z.string().nullable(),
  cover_note: z.string().nullable(),
  match_score: z.number().int(),
  match_reasons: z.array(ZMatchReason),
  has_cv_file: z.boolean(),
  created_at: z.string(),
  stage_changed_at: z.string(),
  /** The stages the company may move it to now. */
  next_stages: z.array(ZApplicationStage),
  /** The company's private pipeline (decision 111): its tags, the rating (the acting account's and the average), how many notes. */
  tags: z.array(z.string()),
  rating: ZApplicantRating,
  notes_count: z.number().int(),
  /** The answers to the job's screening questions and whether they meet its knock-outs (decision 118). */
  screening: ZApplicantScreening,
});
export type TApplicant = z.infer<typeof ZApplicant>;

/** The applicants of one job, filtered by stage, with how many are in each stage. */
export const ZApplicantList = ZPagedList(ZApplicant).extend({
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    status: z.string(),
    applications_count: z.number().int(),
    /** Its screening questions as asked (decision 118), for the answer filter (decision 127). */
    screening_questions: z.array(ZScreeningQuestionPublic),
  }),
  stage_counts: z.record(ZApplicationStage, z.number().int()),
  /** Applicants who deleted their account since (decision 041): no longer listed nor counted, only told. */
  departed_count: z.number().int(),
  /** Every tag the company has put on an applicant of any of its jobs (for the tag filter and suggestions). */
  company_tags: z.array(z.string()),
  /** The cities of this job's applicants (from their CVs), named in the reader's language, for the city filter. */
  cities: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TApplicantList = z.infer<typeof ZApplicantList>;

/**
 * The CV as it was when the seeker applied: the profile's CV (as GET /api/v1/user/profile shows it, without the
 * person's other files) with the account's name and contact, and the names of its lookups in the caller's language.
 */
export const ZCvSnapshot = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    cv: z.record(z.string(), z.unknown()),
    labels: z.object({ city: z.string().nullable(), country: z.string().nullable(), major: z.string().nullable(), sector: z.string().nullable(), nationality: z.string().nullable(), drive_licence: z.string().nullable() }),
  })
  .loose();
export type TCvSnapshot = z.infer<typeof ZCvSnapshot>;

/** One application as its company sees it (GET /api/v1/company/applications/:id): the list entry, the CV snapshot and the history. */
export const ZApplicantDetail = ZApplicant.extend({
  cv_snapshot: ZCvSnapshot,
  cv_file: z.object({ name: z.string(), size: z.number().int(), content_type: z.string() }).nullable(),
  events: z.array(ZApplicationEvent),
});
export type TApplicantDetail = z.infer<typeof ZApplicantDetail>;
