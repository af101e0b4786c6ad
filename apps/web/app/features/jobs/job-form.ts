import { JOB_ACTIVE_LOCKED_FIELDS, type TJobDraftInput, type TJobOwn, type TJobStatus, type TScreeningQuestion } from '@tawzeef/contract';
import { questionsFromForm, questionValues } from './screening-form.ts';
import { optionalChoice, optionalNumber, optionalText, requiredNumber, text } from '../../lib/form-data.ts';
import { isEmptyHtml, textToHtml } from '../../lib/rich-text.ts';


/**
 * The post-job form in four steps. Each step sends only its own fields; the rest of the job comes from what is
 * saved (PUT is a full replacement), so a step never clears another step's answers.
 */
export const JOB_STEPS = ['basics', 'details', 'terms', 'review'] as const;
export type TJobStep = (typeof JOB_STEPS)[number];

export const STEP_FIELDS = {
  basics: ['title', 'occupation_id', 'job_type', 'work_place', 'city_id', 'lat', 'lng', 'major_id', 'sector_id', 'applicants_num', 'show_company', 'saudi_only'],
  details: ['description', 'duties', 'qualifications', 'qualification_type', 'experience_years'],
  terms: ['working_hours', 'benefits', 'salary_from', 'salary_to', 'deadline'],
  review: [],
} as const satisfies Record<TJobStep, readonly (keyof TJobDraftInput)[]>;

export type TJobField = (typeof STEP_FIELDS)[keyof typeof STEP_FIELDS][number];

/** States in which the form is shown at all; the others get a read-only summary. */
export const isEditableStatus = (status: TJobStatus | undefined): boolean =>
  status === undefined || status === 'draft' || status === 'awaiting_payment' || status === 'active' || status === 'held';

/**
 * The state whose editing rules the form follows: a job held for review (decision 032) is edited like a live job when
 * it was paid for (what was paid for stays), else like one waiting for payment.
 */
export const formStatusOf = (job: Pick<TJobOwn, 'status' | 'review'> | null): TJobStatus | undefined =>
  job?.status === 'held' ? (job.review?.is_paid ? 'active' : 'awaiting_payment') : job?.status;

export function isFieldEditable(field: TJobField, status: TJobStatus | undefined): boolean {
  // What a live job cannot change any more is the contract's list (decision 011); the rest is shown read-only.
  if (status === 'active') return !(JOB_ACTIVE_LOCKED_FIELDS as readonly string[]).includes(field);
  return isEditableStatus(status);
}

/** The step (1-4) where a field is asked; the review step for anything else. */
export function stepOfField(field: string): number {
  const index = JOB_STEPS.findIndex((step) => (STEP_FIELDS[step] as readonly string[]).includes(field));
  return index === -1 ? JOB_STEPS.length : index + 1;
}

/**
 * Whether a step's required fields are all filled and valid (decision 041): the stepper ticks only those. A step's
 * fields are valid when the API lists none of them among the job's missing fields; the review step when none is
 * missing at all. Before the first save nothing is.
 */
export function isStepComplete(step: TJobStep, job: Pick<TJobOwn, 'missing_fields'> | null): boolean {
  if (!job) return false;
  if (step === 'review') return job.missing_fields.length === 0;
  return !job.missing_fields.some((field) => stepOfField(field) === JOB_STEPS.indexOf(step) + 1);
}

/** `?step=` as a step number from 1 to 4 (1 for anything else). */
export function parseStep(value: string | null): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= JOB_STEPS.length ? step : 1;
}

/** The saved job as the API's body, so that a step can be sent with everything else unchanged. */
export function jobInput(job: TJobOwn): TJobDraftInput {
  return {
    title: job.title,
    description: job.description,
    duties: job.duties,
    qualifications: job.qualifications,
    qualification_type: job.qualification_type,
    experience_years: job.experience_years,
    major_id: job.major_id,
    sector_id: job.sector_id,
    city_id: job.city_id,
    occupation_id: job.occupation_id,
    work_place: job.work_place,
    job_type: job.job_type,
    saudi_only: job.saudi_only,
    working_hours: job.working_hours,
    benefits: job.benefits,
    deadline: job.deadline,
    salary_from: job.salary_from,
    salary_to: job.salary_to,
    show_company: job.show_company,
    lat: job.lat,
    lng: job.lng,
    applicants_num: job.applicants_num,
    locale: job.locale,
    screening_questions: job.screening_questions,
  };
}

const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Each field of a saved job as the text of its input (the description as HTML). */
export function jobValues(job: TJobOwn | null): Record<string, string> {
  if (!job) return { applicants_num: '1', show_company: 'true', work_place: 'on_site', sq_rows: '1' };
  return {
    title: job.title,
    description: str(job.description),
    duties: str(job.duties),
    qualifications: str(job.qualifications),
    qualification_type: str(job.qualification_type),
    experience_years: str(job.experience_years),
    major_id: str(job.major_id),
    sector_id: str(job.sector_id),
    city_id: str(job.city_id),
    occupation_id: str(job.occupation_id),
    work_place: job.work_place,
    job_type: str(job.job_type),
    saudi_only: job.saudi_only ? 'true' : '',
    working_hours: str(job.working_hours),
    benefits: str(job.benefits),
    deadline: str(job.deadline).slice(0, 10),
    salary_from: str(job.salary_from),
    salary_to: str(job.salary_to),
    show_company: job.show_company ? 'true' : 'false',
    lat: str(job.lat),
    lng: str(job.lng),
    applicants_num: str(job.applicants_num),
    ...questionValues(job.screening_questions),
  };
}





/** One field of the form as the API's value. */
function fieldInput(form: FormData, field: TJobField): unknown {
  switch (field) {
    case 'title':
      return text(form, 'title');
    case 'description': {
      const raw = text(form, 'description');
      const html = text(form, 'description_format') === 'text' ? textToHtml(raw) : raw.trim();
      return isEmptyHtml(html) ? null : html;
    }
    case 'work_place':
      // Left out when not chosen: the API takes on site.
      return optionalChoice(form, 'work_place') ?? undefined;
    case 'show_company':
      return text(form, 'show_company') !== 'false';
    case 'saudi_only':
      // A checkbox: sent only when ticked.
      return text(form, 'saudi_only') === 'true';
    case 'applicants_num': {
      return requiredNumber(form, 'applicants_num');
    }
    case 'qualification_type':
    case 'job_type':
      return optionalChoice(form, field);
    case 'lat':
    case 'lng': {
      // The job's own place (decision 141): blank is none; what is not a number goes as typed, for the API to refuse.
      const value = optionalNumber(form, field);
      return value !== null && Number.isNaN(value) ? text(form, field) : value;
    }
    case 'experience_years':
    case 'major_id':
    case 'sector_id':
    case 'city_id':
    case 'occupation_id':
    case 'salary_from':
    case 'salary_to':
      return optionalNumber(form, field);
    default:
      return optionalText(form, field);
  }
}

/**
 * A step's form over the saved job: the API's body for the whole job. Fields the job's state does not let
 * the company change keep their saved values; a remote job has no city.
 */
export function stepInput(form: FormData, step: number, saved: TJobDraftInput | null, status: TJobStatus | undefined): TJobDraftInput {
  const fields = STEP_FIELDS[JOB_STEPS[step - 1] ?? 'review'] as readonly TJobField[];
  const input: Record<string, unknown> = { ...(saved ?? {}) };
  for (const field of fields) {
    if (isFieldEditable(field, status)) input[field] = fieldInput(form, field);
  }
  // The details step also asks the screening questions (decision 118).
  if (JOB_STEPS[step - 1] === 'details') input.screening_questions = questionsFromForm(form, (saved?.screening_questions ?? []) as TScreeningQuestion[]).questions;
  if (input.work_place === 'remote' && fields.includes('city_id') && isFieldEditable('city_id', status)) input.city_id = null;
  // A remote job has no place of its own either.
  if (input.work_place === 'remote' && fields.includes('lat')) Object.assign(input, { lat: null, lng: null });
  if (!saved && input.title === undefined) input.title = '';
  return input as TJobDraftInput;
}
