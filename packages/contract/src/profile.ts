import { z } from 'zod';
import { ZEmail, ZPhone, ZUser, ZPersonName, ZOptionalPersonName } from './auth.ts';
import { HEAR_BY } from './values/auth.ts';
import { ZId, ZIdParam } from './ids.ts';
import { ZFileKind } from './files.ts';
import { webAddress } from './web-address.ts';
import { SEXES, SOCIAL_STATUSES, QUALIFICATION_TYPES, DESIRED_JOB_TYPES, SKILL_LEVELS, COURSE_TYPES, SOCIAL_NETWORKS, MAX_PROMINENT_MAJORS, NOTICE_PERIOD_MIN, NOTICE_PERIOD_MAX, MIN_AGE, BIRTHDATE_EARLIEST, CV_FILE_LABEL_MAX, BIRTHDATE_CALENDARS, latestBirthdate, COMPLETENESS_WEIGHTS, type TCompletenessSection } from './values/profile.ts';

const id = ZId;
const optionalId = id.nullable().optional();
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** A calendar date, YYYY-MM-DD (year 0001 or later: PostgreSQL has no year 0). */
export const ZDate = z
  .string()
  .regex(/^(?!0000)\d{4}-\d{2}-\d{2}$/, { message: 'valid' })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, { message: 'valid' });

const today = () => new Date().toISOString().slice(0, 10);

/** What is wrong with a birth date (a message key of validation.ts), or null: not in the future, at least MIN_AGE, after 1920. */
export function birthdateProblem(value: string, now = new Date()): 'birthdate_future' | 'birthdate_too_young' | 'birthdate_too_old' | null {
  if (value > now.toISOString().slice(0, 10)) return 'birthdate_future';
  if (value > latestBirthdate(now)) return 'birthdate_too_young';
  if (value < BIRTHDATE_EARLIEST) return 'birthdate_too_old';
  return null;
}

const ZBirthdate = ZDate.superRefine((value, ctx) => {
  const problem = birthdateProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { age: MIN_AGE, latest: latestBirthdate(), earliest: BIRTHDATE_EARLIEST } });
});
const positiveNumber = z.number().positive({ message: 'positive' }).max(10_000_000);

export const ZPersonalInfo = z
  .object({
    first_name: ZPersonName,
    last_name: ZPersonName,
    ar_first_name: ZOptionalPersonName,
    ar_last_name: ZOptionalPersonName,
    en_first_name: ZOptionalPersonName,
    en_last_name: ZOptionalPersonName,
    birthdate: ZBirthdate.nullable().optional(),
    /** The calendar the date was typed in (decision 097); absent: the one kept stays. */
    birthdate_calendar: z.enum(BIRTHDATE_CALENDARS).optional(),
    nationality_id: optionalId,
    sex: z.enum(SEXES).nullable().optional(),
    social_status: z.enum(SOCIAL_STATUSES).nullable().optional(),
    drive_licence_nationality_id: optionalId,
    country_id: optionalId,
    city_id: optionalId,
    hear_by_id: z.enum(HEAR_BY).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.city_id && !value.country_id) ctx.addIssue({ code: 'custom', path: ['country_id'], message: 'required' });
  });
export type TPersonalInfo = z.input<typeof ZPersonalInfo>;

export const ZContactInfo = z.object({
  email: ZEmail,
  phone: ZPhone,
  /** Needed when the email or the phone changes. */
  current_password: z.string().max(128).optional(),
});
export type TContactInfo = z.input<typeof ZContactInfo>;

export const ZInfo = z.object({
  major_id: optionalId,
  sector_id: optionalId,
  summary: optionalText(1000),
});
export type TInfo = z.input<typeof ZInfo>;

export const ZProminentMajors = z.object({
  major_ids: z
    .array(id)
    .max(MAX_PROMINENT_MAJORS, { message: 'max_majors' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate_choice' }),
});
export type TProminentMajors = z.input<typeof ZProminentMajors>;

export const ZQualificationFields = z.object({
    qualification_type: z.enum(QUALIFICATION_TYPES),
    university: text(150),
    system: optionalText(100),
    graduation_degree: optionalText(50),
    graduation_date: ZDate.nullable().optional(),
    graduated_year: z.number().int().min(1950).max(2100).nullable().optional(),
    graduated_month: z.number().int().min(1).max(12).nullable().optional(),
    study_field: text(150),
    description: optionalText(1000),
    graduation_file_id: optionalId,
});
export const ZQualification = ZQualificationFields.superRefine((value, ctx) => {
    if (!value.graduation_date && !value.graduated_year) {
      ctx.addIssue({ code: 'custom', path: ['graduated_year'], message: 'required' });
    }
    if (value.graduated_month && !value.graduated_year) {
      ctx.addIssue({ code: 'custom', path: ['graduated_year'], message: 'required' });
    }
  });
export type TQualification = z.input<typeof ZQualification>;

export const ZExperienceFields = z.object({
    company_name: text(150),
    job_title: text(150),
    foundation_major_id: optionalId,
    start_date: ZDate,
    end_date: ZDate.nullable().optional(),
    is_current: z.boolean().default(false),
    job_description: optionalText(2000),
    foundation_members_count: z.number().int().positive({ message: 'positive' }).max(10_000_000).nullable().optional(),
    latest_salary: positiveNumber.nullable().optional(),
});
export const ZExperience = ZExperienceFields.superRefine((value, ctx) => {
    if (value.start_date > today()) ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'date_in_future' });
    if (!value.is_current && !value.end_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'required' });
    if (value.end_date && value.end_date < value.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'end_after_start' });
  });
export type TExperience = z.input<typeof ZExperience>;

/** The desired job: the title is enough (decision 152); salary, notice period, target and type are for those who know them. */
export const ZJobRequired = z.object({
  job_role_title: text(150),
  expected_salary: positiveNumber.nullable().optional(),
  notice_period: z.number().int().min(NOTICE_PERIOD_MIN).max(NOTICE_PERIOD_MAX, { message: 'at_most' }).nullable().optional(),
  job_target: optionalText(500),
  job_type: z.enum(DESIRED_JOB_TYPES).nullable().optional(),
});
export type TJobRequired = z.input<typeof ZJobRequired>;

export const ZSkill = z.object({
  skill_name: text(60),
  level: z.enum(SKILL_LEVELS),
});
export type TSkill = z.input<typeof ZSkill>;

export const ZMembership = z.object({
  role_name: text(150),
  member_from: ZDate.refine((value) => value <= today(), { message: 'date_in_future' }),
});
export type TMembership = z.input<typeof ZMembership>;

export const ZCourse = z.object({
  title: text(150),
  total_hours: z.number().int().positive({ message: 'positive' }).max(10_000),
  type: z.enum(COURSE_TYPES),
  certificate_file_id: optionalId,
});
export type TCourse = z.input<typeof ZCourse>;

const socialUrl = webAddress(300).nullable().optional();
export const ZSocialContacts = z.object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, socialUrl])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof socialUrl>);
export type TSocialContacts = z.input<typeof ZSocialContacts>;

export const ZVisibility = z.object({ is_visible: z.boolean() });
/** Attaches an uploaded photo or CV file to the profile by its id; null removes (and deletes) the attached one. */
export const ZAttachFile = z.object({ file_id: ZId.nullable() });
export const ZDeleteAccount = z.object({ password: z.string().min(1).max(128) });

/** "Download my data" as JSON (every field and id) or as a readable HTML page in the reader's language (decision 040). */
export const EXPORT_FORMATS = ['json', 'html'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];
export const ZExportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('json') });

const itemMeta = { id: z.number().int(), created_at: z.string().nullable(), updated_at: z.string().nullable() };
export const ZQualificationItem = ZQualificationFields.extend(itemMeta);
export const ZExperienceItem = ZExperienceFields.extend({ ...itemMeta, is_current: z.boolean() });
export const ZSkillItem = ZSkill.extend(itemMeta);
export const ZMembershipItem = z.object({ role_name: z.string(), member_from: z.string(), ...itemMeta });
export const ZCourseItem = ZCourse.extend(itemMeta);

export const ZItemParams = z.object({ id: ZIdParam });

export const ZCompleteness = z.object({
  ratio: z.number().int().min(0).max(100),
  sections: z.array(z.object({ key: z.string(), weight: z.number(), complete: z.boolean() })),
  missing: z.array(z.string()),
});
export type TCompleteness = z.infer<typeof ZCompleteness>;

/** Completeness from what each section holds; the same function serves the API and its tests. */
export function computeCompleteness(done: Record<TCompletenessSection, boolean>): TCompleteness {
  const sections = (Object.keys(COMPLETENESS_WEIGHTS) as TCompletenessSection[]).map((key) => ({ key, weight: COMPLETENESS_WEIGHTS[key], complete: done[key] }));
  const ratio = sections.reduce((sum, s) => sum + (s.complete ? s.weight : 0), 0);
  return { ratio, sections, missing: sections.filter((s) => !s.complete).map((s) => s.key) };
}

/** One of the person's files as the CV lists them: `url` is where its bytes are (public kinds by key, others by id). */
export const ZCvFile = z.looseObject({
  id: z.number().int(),
  kind: ZFileKind,
  original_name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  created_at: z.string().nullable(),
  url: z.string(),
});
export type TCvFile = z.infer<typeof ZCvFile>;

/**
 * The seeker's CV files (decision 132): up to MAX_CV_FILES, one the default that applying sends unless another is
 * chosen. POST /api/v1/user/cv-files adds an uploaded file (POST /api/v1/files?kind=cv first).
 */
export const ZCvFileInput = z
  .object({ file_id: id, label: optionalText(CV_FILE_LABEL_MAX), is_default: z.boolean().optional() })
  .strict();
export type TCvFileInput = z.input<typeof ZCvFileInput>;
/** PUT /api/v1/user/cv-files/:id: rename it, or make it the default (`is_default: true`; the default is changed by choosing another). */
export const ZCvFileChange = z.object({ label: optionalText(CV_FILE_LABEL_MAX), is_default: z.literal(true).optional() }).strict();
export type TCvFileChange = z.input<typeof ZCvFileChange>;
/** One CV file in the seeker's list: `id` is the file's id, the one applying names in `cv_file_id`. */
export const ZCvFileEntry = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  original_name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  is_default: z.boolean(),
  created_at: z.string().nullable(),
});
export type TCvFileEntry = z.infer<typeof ZCvFileEntry>;

/** The whole CV as its owner sees it (GET /api/v1/user/profile, `cv`). */
export const ZCv = z.looseObject({
  is_visible: z.boolean(),
  prominent_major_ids: z.array(z.number().int()),
  qualifications: z.array(ZQualificationItem),
  experiences: z.array(ZExperienceItem),
  skills: z.array(ZSkillItem),
  memberships: z.array(ZMembershipItem),
  courses: z.array(ZCourseItem),
  photo_file_id: z.number().int().nullable().optional(),
  cv_file_id: z.number().int().nullable().optional(),
  /** The calendar the seeker typed their date of birth in: the form opens in it (decision 097). */
  birthdate_calendar: z.enum(BIRTHDATE_CALENDARS).optional(),
  files: z.array(ZCvFile),
  completeness: ZCompleteness,
});
export type TCv = z.infer<typeof ZCv>;

export const ZAccountProfile = ZUser.extend({ cv: ZCv.nullable() });
export type TAccountProfile = z.infer<typeof ZAccountProfile>;

/**
 * The personal details a job seeker chooses, one by one, to show to companies (decision 086): birth date, sex,
 * marital status, nationality, driving licence country and photo. Each is hidden from every company until the seeker
 * shows it; the CV's other parts (what the person does) are what a CV is for and are always shown.
 */
export const COMPANY_VIEW_FIELDS = ['birthdate', 'sex', 'social_status', 'nationality', 'drive_licence', 'photo'] as const;
export type TCompanyViewField = (typeof COMPANY_VIEW_FIELDS)[number];
/** GET/PUT /api/v1/user/profile/company-view: `true` shows the detail to companies; all false by default. */
export const ZCompanyView = z.object(Object.fromEntries(COMPANY_VIEW_FIELDS.map((field) => [field, z.boolean()])) as Record<TCompanyViewField, z.ZodBoolean>).strict();
export type TCompanyView = z.infer<typeof ZCompanyView>;
export const COMPANY_VIEW_HIDDEN: TCompanyView = Object.fromEntries(COMPANY_VIEW_FIELDS.map((field) => [field, false])) as TCompanyView;
