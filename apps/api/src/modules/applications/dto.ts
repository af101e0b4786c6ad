import { APPLICATION_STAGE_MOVES, canWithdraw, seekerAnswersOf, type TApplicant, type TApplicantDetail, type TApplicationEvent, type TJobCard, type TLocale, type TMatchReason, type TSeekerApplication } from '@tawzeef/contract';
import type { TFileRow } from '../../db/schema/index.ts';
import { displayName } from '../auth/user-dto.ts';
import type { TPipelineSummary } from './pipeline-summary.ts';
import { sentACvFile, type TSentCvFile } from '../profile/cv-files.ts';
import type { TApplicationEventRow, TApplicationRow, TLookupIds, TLookupLabels } from './queries.ts';

type TFormat = (date: Date | null) => string | null;
type TRecord = Record<string, unknown>;

/** A page of a list (ZPagedList). */
export interface TPaged<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** Who reads an answer: their language (names, lookups) and their time zone (dates, from the `Timezone` header). */
export interface TReader {
  locale: TLocale;
  formatDate: TFormat;
}

const asRecord = (value: unknown): TRecord => (value && typeof value === 'object' && !Array.isArray(value) ? (value as TRecord) : {});
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const reasonsOf = (application: TApplicationRow): TMatchReason[] => (Array.isArray(application.match_reasons) ? application.match_reasons : []) as TMatchReason[];
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The history; for the company (`locale` given) a company step names the member who made it (decision 116). */
function toEvents(application: TApplicationRow, events: TApplicationEventRow[], format: TFormat, locale?: TLocale): TApplicationEvent[] {
  return events.map((event) => {
    const by = event.actor_user_id === application.user_id ? 'seeker' : 'company';
    return {
      stage: event.stage as TApplicationEvent['stage'],
      at: format(event.created_at) ?? '',
      by,
      ...(locale && by === 'company' ? { member: event.actor ? displayName(event.actor, locale) : null } : {}),
    };
  });
}

export function toSeekerApplication(application: TApplicationRow, isLive: boolean, job: TJobCard, events: TApplicationEventRow[], format: TFormat, cvFile: TSentCvFile | null): TSeekerApplication {
  const withdrawnAt = format(application.withdrawn_at);
  return {
    id: application.id,
    stage: application.stage,
    cover_note: application.cover_note,
    created_at: format(application.created_at) ?? '',
    stage_changed_at: format(application.stage_changed_at) ?? '',
    withdrawn_at: withdrawnAt,
    can_withdraw: canWithdraw(application.stage, withdrawnAt),
    can_reapply: withdrawnAt !== null && isLive,
    job,
    events: toEvents(application, events, format),
    match_score: application.match_score,
    match_reasons: reasonsOf(application),
    cv_file_sent: sentACvFile(application),
    cv_file: cvFile,
    screening_answers: seekerAnswersOf(application.screening_answers),
  };
}


/** The applicant's name in the reader's language when they gave one in it, else the account's name. */
export function applicantName(snapshot: TRecord, locale: TLocale): string {
  const first = textOf(snapshot[`${locale}_first_name`]);
  const last = textOf(snapshot[`${locale}_last_name`]);
  if (first) return [first, last].filter(Boolean).join(' ');
  return [textOf(snapshot.first_name), textOf(snapshot.last_name)].filter(Boolean).join(' ');
}

export function toApplicant(application: TApplicationRow, locale: TLocale, format: TFormat, pipeline: TPipelineSummary): TApplicant {
  const snapshot = asRecord(application.cv_snapshot);
  const cv = asRecord(snapshot.cv);
  return {
    id: application.id,
    job_id: application.job_id,
    seeker_id: application.user_id,
    stage: application.stage,
    name: applicantName(snapshot, locale),
    email: textOf(snapshot.email) ?? '',
    phone: textOf(snapshot.phone),
    headline: textOf(cv.job_role_title),
    cover_note: application.cover_note,
    match_score: application.match_score,
    match_reasons: reasonsOf(application),
    has_cv_file: application.cv_file_id !== null,
    created_at: format(application.created_at) ?? '',
    stage_changed_at: format(application.stage_changed_at) ?? '',
    next_stages: application.withdrawn_at === null ? [...APPLICATION_STAGE_MOVES[application.stage]] : [],
    tags: pipeline.tags,
    rating: pipeline.rating,
    notes_count: pipeline.notes_count,
    screening: { meets_requirements: application.meets_requirements, answers: application.screening_answers },
  };
}

/** The lookups the CV snapshot of an application refers to. */
export function cvLookupIds(application: TApplicationRow): TLookupIds {
  const cv = asRecord(asRecord(application.cv_snapshot).cv);
  return { city: numberOf(cv.city_id), country: numberOf(cv.country_id), major: numberOf(cv.major_id), sector: numberOf(cv.sector_id), nationality: numberOf(cv.nationality_id), drive_licence: numberOf(cv.drive_licence_nationality_id) };
}

/** The list entry with the CV snapshot (its lookups named in the reader's language), the attached file and the history. */
export function toApplicantDetail(application: TApplicationRow, events: TApplicationEventRow[], file: TFileRow | null, labels: TLookupLabels, reader: TReader, pipeline: TPipelineSummary): TApplicantDetail {
  const snapshot = asRecord(application.cv_snapshot);
  return {
    ...toApplicant(application, reader.locale, reader.formatDate, pipeline),
    cv_snapshot: {
      first_name: textOf(snapshot.first_name) ?? '',
      last_name: textOf(snapshot.last_name) ?? '',
      email: textOf(snapshot.email) ?? '',
      phone: textOf(snapshot.phone),
      cv: asRecord(snapshot.cv),
      labels,
    },
    cv_file: file ? { name: file.original_name, size: file.size, content_type: file.content_type } : null,
    events: toEvents(application, events, reader.formatDate, reader.locale),
  };
}
