import type { FastifyRequest } from 'fastify';
import { saudiOnlyTextFields, type API, type TEndpointDataIn, type TJobOwn, type TJobPublic, type TJobViewerState, type TLocale } from '@tawzeef/contract';
import { displayName } from '../auth/user-dto.ts';
import { fileUrl } from '../files/service.ts';
import type { findSeekerJobState, TPublicJobView } from './public-queries.ts';
import type { TJobView, TOwnJobView } from './queries.ts';
import { missingFields } from './rules.ts';
import { isFeatured, pausedDaysLeft, periodDays, riyadhDateOf } from './state.ts';

export type TFormatDate = (date: Date | null) => string | null;

/** GET /jobs/:id's answer: the job page's one view. */
export type TJobPage = TEndpointDataIn<typeof API.jobs.get>;

/** Who reads an answer, as it is shaped for them: their language and dates in their Timezone. */
export interface TReader {
  locale: TLocale;
  formatDate: TFormatDate;
}

/** The reader of a request's answer. */
export const readerOf = (request: FastifyRequest): TReader => ({ locale: request.locale, formatDate: (date) => request.formatDate(date) });

const ref = (lookup: TJobView['major']) => (lookup && lookup.id !== null && lookup.name !== null ? { id: lookup.id, name: lookup.name } : null);

/** What a job says, the same for its company and for visitors. */
function jobContent(view: TJobView) {
  const { job } = view;
  return {
    title: job.title,
    description: job.description,
    duties: job.duties,
    qualifications: job.qualifications,
    qualification_type: job.qualification_type,
    experience_years: job.experience_years,
    major: ref(view.major),
    sector: ref(view.sector),
    city: ref(view.city),
    job_type: job.job_type,
    work_place: job.work_place,
    is_remote: job.work_place === 'remote',
    saudi_only: job.saudi_only,
    working_hours: job.working_hours,
    benefits: job.benefits,
    deadline: job.deadline,
    salary_from: job.salary_from,
    salary_to: job.salary_to,
    applicants_num: job.applicants_num,
    locale: job.locale,
  };
}

/** A team member named in the reader's language (decision 127); null when the account is gone. */
function memberOf(id: number | null, names: TOwnJobView['creator'], locale: TLocale): TJobOwn['created_by'] {
  if (id === null || !names?.first_name) return null;
  return { id, name: displayName({ ...names, first_name: names.first_name, last_name: names.last_name ?? '' }, locale) };
}

/** A job as its company sees it. */
export function toJobOwn(view: TOwnJobView, { locale, formatDate }: TReader): TJobOwn {
  const { job } = view;
  return {
    id: job.id,
    status: view.is_past_deadline ? 'expired' : job.status,
    ...jobContent(view),
    major_id: job.major_id,
    sector_id: job.sector_id,
    city_id: job.city_id,
    occupation_id: job.occupation_id,
    occupations: view.occupations,
    show_company: job.show_company,
    lat: job.lat,
    lng: job.lng,
    applications_count: job.applications_count,
    missing_fields: missingFields(job),
    open_payment_id: view.open_payment_id,
    review:
      job.status === 'held'
        ? {
            waiting_for: job.review_reason === null ? 'admin' : 'company',
            findings: job.screen_findings ?? [],
            reason: job.review_reason,
            is_paid: job.held_paid,
            held_at: formatDate(job.held_at),
          }
        : null,
    // The requirement written as text while the flag is off: the form points the company to the flag (decision 084).
    hints: job.saudi_only ? [] : saudiOnlyTextFields(job).map((field) => ({ code: 'saudi_only_text' as const, field })),
    is_hidden_by_reports: job.hidden_at !== null,
    screening_questions: job.screening_questions,
    screening_questions_locked: view.has_applications,
    published_at: formatDate(job.published_at),
    closed_at: formatDate(job.closed_at),
    paid_days_left: pausedDaysLeft(job) ?? (job.status === 'active' && !view.is_past_deadline && job.deadline ? periodDays(riyadhDateOf(new Date()), job.deadline) : null),
    paused_at: job.status === 'paused' ? formatDate(job.paused_at) : null,
    featured_until: isFeatured(job) ? formatDate(job.featured_until) : null,
    created_at: formatDate(job.created_at)!,
    updated_at: formatDate(job.updated_at)!,
    created_by: memberOf(job.created_by, view.creator, locale),
    updated_by: memberOf(job.updated_by, view.updater, locale),
  };
}

/** A job as visitors see it: a confidential job shows no trace of its company. */
export function toJobPublic(view: TPublicJobView, formatDate: TFormatDate): TJobPublic {
  const { job, company } = view;
  return {
    id: job.id,
    status: job.status === 'active' && !view.is_live ? 'expired' : (job.status as TJobPublic['status']),
    is_open: view.is_live,
    ...jobContent(view),
    published_at: formatDate(job.published_at),
    is_featured: view.is_live && isFeatured(job),
    screening_questions: job.screening_questions.map(({ id, text, type, choices, required }) => ({ id, text, type, choices, required })),
    company: job.show_company
      ? {
          id: company.id,
          name: company.name,
          logo_url: company.logo_id !== null && company.logo_key && company.logo_kind ? fileUrl({ id: company.logo_id, key: company.logo_key, kind: company.logo_kind }) : null,
          is_verified: company.is_verified,
        }
      : null,
  };
}

/** The job seeker's application and saved state, dates in their Timezone. */
export function toViewerState(state: Awaited<ReturnType<typeof findSeekerJobState>>, formatDate: TFormatDate): TJobViewerState {
  const { application } = state;
  return {
    application: application ? { id: application.id, stage: application.stage, created_at: formatDate(application.created_at)!, withdrawn_at: formatDate(application.withdrawn_at) } : null,
    is_saved: state.is_saved,
  };
}

/** The job page's one view: the job, its city's country code and, for a job seeker, their state. */
export function toJobPage(view: TPublicJobView, viewer: TJobViewerState | null, formatDate: TFormatDate): TJobPage {
  return { ...toJobPublic(view, formatDate), country_code: view.country_code, viewer };
}
