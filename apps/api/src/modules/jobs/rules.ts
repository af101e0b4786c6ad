import { JOB_PUBLISH_REQUIRED, type TJobStatus, type ZJobDraftInput } from '@tawzeef/contract';
import type { z } from 'zod';
import type { TJobRow } from '../../db/schema/index.ts';
import type { TFieldError } from '../../errors.ts';
import { plainText, sanitizeDescription } from './sanitize.ts';
import { addDays } from './state.ts';

/** What a company's job must be: its stored form, the fields publishing needs, and the state its company sees. */

export type TJobInput = z.output<typeof ZJobDraftInput>;

/** The columns a company writes (PUT replaces them all). */
export type TJobValues = Pick<
  TJobRow,
  | 'title' | 'description' | 'duties' | 'qualifications' | 'qualification_type' | 'experience_years' | 'major_id' | 'sector_id' | 'city_id' | 'occupation_id'
  | 'work_place' | 'job_type' | 'saudi_only' | 'working_hours' | 'benefits' | 'deadline' | 'salary_from' | 'salary_to' | 'show_company' | 'lat' | 'lng' | 'applicants_num' | 'locale'
> & {
  /** Left undefined when the input leaves the questions out: the saved ones stay (decision 118). */
  screening_questions?: TJobRow['screening_questions'];
};

export type TFieldErrors = Record<string, TFieldError>;

/** The stored form of an input: rich text sanitised, plain text trimmed, an omitted field emptied. */
export function toJobValues(input: TJobInput, locale: 'ar' | 'en'): TJobValues {
  return {
    title: plainText(input.title) ?? input.title,
    description: sanitizeDescription(input.description),
    duties: plainText(input.duties),
    qualifications: plainText(input.qualifications),
    qualification_type: input.qualification_type ?? null,
    experience_years: input.experience_years ?? null,
    major_id: input.major_id ?? null,
    sector_id: input.sector_id ?? null,
    city_id: input.city_id ?? null,
    occupation_id: input.occupation_id ?? null,
    // `work_place` wins; an older client's `is_remote: true` still means remote (decision 045).
    work_place: input.work_place ?? (input.is_remote === true ? 'remote' : 'on_site'),
    job_type: input.job_type ?? null,
    saudi_only: input.saudi_only ?? false,
    working_hours: plainText(input.working_hours),
    benefits: plainText(input.benefits),
    deadline: input.deadline ?? null,
    salary_from: input.salary_from ?? null,
    salary_to: input.salary_to ?? null,
    show_company: input.show_company ?? true,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    applicants_num: input.applicants_num ?? 1,
    locale: input.locale ?? locale,
  };
}

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The publishing fields still empty: JOB_PUBLISH_REQUIRED, and the city unless the work place is remote. */
export function missingFields(job: TJobValues): string[] {
  const missing: string[] = JOB_PUBLISH_REQUIRED.filter((field) => isEmpty(job[field]));
  if (job.work_place !== 'remote' && job.city_id === null) missing.push('city_id');
  return missing;
}

/**
 * What stops `job` from being published with its deadline counted from `from` (today for a new posting, the
 * day it went live for an edit while live): missing fields, and a deadline in the past or beyond the period.
 */
export function publishErrors(job: TJobValues, today: string, from: string, postingDays: number): TFieldErrors {
  return { ...Object.fromEntries(missingFields(job).map((field) => [field, 'required'])), ...deadlineErrors(job, today, from, postingDays) };
}

/**
 * A deadline that is past, or later than the posting period allows from `from`. Checked at every save, a draft's
 * included (decision 041): the company learns it at the step where it typed the date, not at payment.
 */
export function deadlineErrors(job: Pick<TJobValues, 'deadline'>, today: string, from: string, postingDays: number): TFieldErrors {
  if (!job.deadline) return {};
  if (job.deadline < today) return { deadline: 'deadline_past' };
  if (job.deadline > addDays(from, postingDays)) return { deadline: { key: 'deadline_too_far', params: { max: postingDays } } };
  return {};
}

/** The state a company sees: an active job past its deadline is expired, whether or not the schedule has run. */
export function effectiveStatus(job: Pick<TJobRow, 'status' | 'deadline'>, today: string): TJobStatus {
  return job.status === 'active' && (job.deadline === null || job.deadline < today) ? 'expired' : job.status;
}

export const hasErrors = (errors: TFieldErrors) => Object.keys(errors).length > 0;
