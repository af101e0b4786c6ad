import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { JOB_ACTIVE_LOCKED_FIELDS, JOB_PUBLISH_REQUIRED, type TJobStatus, type ZJobDraftInput } from '@tawzeef/contract';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { jobs, payments, type TJobRow, type TPaymentRow } from '../../db/schema/index.ts';
import { HttpError, notFound, type TFieldError } from '../../errors.ts';
import { hasPaymentIn, lockOwnJob, unknownLookups } from './queries.ts';
import { plainText, sanitizeDescription } from './sanitize.ts';
import { addDays, riyadhDateOf, transitionJob } from './state.ts';
import type { TGatewayDeps } from '../payments/gateways/index.ts';
import { cancelCheckouts, cancelPendingPayments } from '../payments/service.ts';

export interface TJobDeps {
  db: TDatabase;
  config: Pick<TConfig, 'jobPostingDays'>;
  now: () => Date;
}

type TJobInput = z.output<typeof ZJobDraftInput>;

/** The columns a company writes (PUT replaces them all). */
export type TJobValues = Pick<
  TJobRow,
  | 'title' | 'description' | 'duties' | 'qualifications' | 'qualification_type' | 'experience_years' | 'major_id' | 'sector_id' | 'city_id'
  | 'is_remote' | 'job_type' | 'working_hours' | 'benefits' | 'deadline' | 'salary_from' | 'salary_to' | 'show_company' | 'applicants_num' | 'locale'
>;

type TFieldErrors = Record<string, TFieldError>;

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
    is_remote: input.is_remote ?? false,
    job_type: input.job_type ?? null,
    working_hours: plainText(input.working_hours),
    benefits: plainText(input.benefits),
    deadline: input.deadline ?? null,
    salary_from: input.salary_from ?? null,
    salary_to: input.salary_to ?? null,
    show_company: input.show_company ?? true,
    applicants_num: input.applicants_num ?? 1,
    locale: input.locale ?? locale,
  };
}

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The publishing fields still empty: JOB_PUBLISH_REQUIRED, and the city unless the job is remote. */
export function missingFields(job: TJobValues): string[] {
  const missing: string[] = JOB_PUBLISH_REQUIRED.filter((field) => isEmpty(job[field]));
  if (!job.is_remote && job.city_id === null) missing.push('city_id');
  return missing;
}

/**
 * What stops `job` from being published with its deadline counted from `from` (today for a new posting, the
 * day it went live for an edit while live): missing fields, and a deadline in the past or beyond the period.
 */
export function publishErrors(job: TJobValues, today: string, from: string, postingDays: number): TFieldErrors {
  const errors: TFieldErrors = Object.fromEntries(missingFields(job).map((field) => [field, 'required']));
  if (job.deadline) {
    if (job.deadline < today) errors.deadline = 'deadline_past';
    else if (job.deadline > addDays(from, postingDays)) errors.deadline = { key: 'deadline_too_far', params: { max: postingDays } };
  }
  return errors;
}

/** The state a company sees: an active job past its deadline is expired, whether or not the schedule has run. */
export function effectiveStatus(job: Pick<TJobRow, 'status' | 'deadline'>, today: string): TJobStatus {
  return job.status === 'active' && (job.deadline === null || job.deadline < today) ? 'expired' : job.status;
}

const hasErrors = (errors: TFieldErrors) => Object.keys(errors).length > 0;

async function checkLookups(db: TDatabase, values: TJobValues): Promise<void> {
  const unknown = await unknownLookups(db, values);
  if (unknown.length) throw new HttpError(422, 'validation_failed', Object.fromEntries(unknown.map((field) => [field, 'valid'])));
}

/** A new draft of the company's; returns its id. */
export async function createJob(deps: TJobDeps, companyId: number, input: TJobInput, locale: 'ar' | 'en'): Promise<number> {
  const values = toJobValues(input, locale);
  await checkLookups(deps.db, values);
  const now = deps.now();
  const [row] = await deps.db.insert(jobs).values({ ...values, company_id: companyId, status: 'draft', created_at: now, updated_at: now }).returning({ id: jobs.id });
  return row!.id;
}

/**
 * Replaces the job's editable fields, as far as its state allows (decision 011): a draft anything; a job
 * waiting for payment anything that keeps it publishable; a live job all but JOB_ACTIVE_LOCKED_FIELDS, with
 * its deadline inside the period it was paid for; a job under review, expired or closed nothing.
 */
export async function updateJob(deps: TJobDeps, companyId: number, jobId: number, input: TJobInput): Promise<void> {
  const now = deps.now();
  const today = riyadhDateOf(now);
  await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, companyId, jobId);
    if (!job) throw notFound();
    const values = toJobValues(input, input.locale ?? job.locale);
    const status = effectiveStatus(job, today);
    if (status === 'awaiting_review') throw new HttpError(409, 'job_in_review');
    if (status === 'expired' || status === 'closed') throw new HttpError(409, 'job_not_editable');
    if (status === 'active') {
      const locked: TFieldErrors = Object.fromEntries(
        JOB_ACTIVE_LOCKED_FIELDS.filter((field) => values[field] !== job[field]).map((field) => [field, 'locked_while_active']),
      );
      if (hasErrors(locked)) throw new HttpError(422, 'job_active_locked', locked);
      const liveSince = riyadhDateOf(job.activated_at ?? job.published_at ?? now);
      const errors = publishErrors(values, today, liveSince, deps.config.jobPostingDays);
      if (hasErrors(errors)) throw new HttpError(422, 'job_incomplete', errors);
    }
    await checkLookups(tx, values);
    if (status === 'awaiting_payment') {
      // It was complete when it went to payment: it must stay so, or the company would pay for an incomplete ad.
      const errors = publishErrors(values, today, today, deps.config.jobPostingDays);
      if (hasErrors(errors)) throw new HttpError(422, 'job_incomplete', errors);
    }
    await tx.update(jobs).set({ ...values, updated_at: now }).where(and(eq(jobs.id, job.id), eq(jobs.status, job.status)));
  });
}

/**
 * Deletes a draft, or a job waiting for payment that never had a payment confirmed or under review. Its pending
 * payment goes with it, and so does that payment's checkout at the gateway: nobody can pay for a deleted job.
 */
export async function deleteJob(deps: TJobDeps & TGatewayDeps, companyId: number, jobId: number): Promise<void> {
  let cancelled: TPaymentRow[] = [];
  await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, companyId, jobId);
    if (!job) throw notFound();
    if (job.status !== 'draft' && job.status !== 'awaiting_payment') throw new HttpError(409, 'job_delete_state');
    cancelled = await cancelPendingPayments(tx, job.id);
    const deleted = await tx
      .delete(jobs)
      .where(
        and(
          eq(jobs.id, job.id),
          inArray(jobs.status, ['draft', 'awaiting_payment']),
          // A paid payment carries a tax invoice, which must outlive nothing less than the job.
          notExists(tx.select({ id: payments.id }).from(payments).where(and(eq(payments.job_id, jobs.id), inArray(payments.status, ['paid', 'awaiting_review'])))),
        ),
      )
      .returning({ id: jobs.id });
    if (!deleted.length) throw new HttpError(409, 'job_delete_paid');
  });
  await cancelCheckouts(deps, cancelled);
}

/** Draft → awaiting payment, once every publishing field is filled and the deadline is inside the period. */
export async function submitJob(deps: TJobDeps, companyId: number, jobId: number): Promise<void> {
  const now = deps.now();
  const today = riyadhDateOf(now);
  await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, companyId, jobId);
    if (!job) throw notFound();
    if (job.status !== 'draft') throw new HttpError(409, 'job_submit_state');
    const errors = publishErrors(job, today, today, deps.config.jobPostingDays);
    if (hasErrors(errors)) throw new HttpError(422, 'job_incomplete', errors);
    if (!(await transitionJob(tx, job.id, 'submit', { companyId, now }))) throw new HttpError(409, 'job_submit_state');
  });
}

/** Awaiting payment → draft, unless a bank transfer for it is being reviewed. */
export async function unsubmitJob(deps: TJobDeps & TGatewayDeps, companyId: number, jobId: number): Promise<void> {
  const now = deps.now();
  // A payment begun and not finished is cancelled with its checkout: money cannot be taken for a draft.
  let cancelled: TPaymentRow[] = [];
  await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, companyId, jobId);
    if (!job) throw notFound();
    if (job.status === 'awaiting_review' || (job.status === 'awaiting_payment' && (await hasPaymentIn(tx, job.id, ['awaiting_review'])))) {
      throw new HttpError(409, 'job_unsubmit_in_review');
    }
    if (job.status !== 'awaiting_payment') throw new HttpError(409, 'job_unsubmit_state');
    if (!(await transitionJob(tx, job.id, 'unsubmit', { companyId, now }))) throw new HttpError(409, 'job_unsubmit_state');
    cancelled = await cancelPendingPayments(tx, job.id);
  });
  await cancelCheckouts(deps, cancelled);
}

/** Live → closed. Of two racing closes one changes the job; the other answers 409. */
export async function closeJob(deps: TJobDeps, companyId: number, jobId: number): Promise<void> {
  const now = deps.now();
  const today = riyadhDateOf(now);
  const closed = await transitionJob(deps.db, jobId, 'close', { companyId, now, where: sql`${jobs.deadline} >= ${today}::date` });
  if (closed) return;
  const [exists] = await deps.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.company_id, companyId))).limit(1);
  throw exists ? new HttpError(409, 'job_close_state') : notFound();
}

/**
 * Expired or closed → awaiting payment with a new deadline (a new posting period, a new payment). An active job
 * past its deadline counts as expired: it is expired first, in the same transaction.
 */
export async function renewJob(deps: TJobDeps, companyId: number, jobId: number, deadline: string): Promise<void> {
  const now = deps.now();
  const today = riyadhDateOf(now);
  await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, companyId, jobId);
    if (!job) throw notFound();
    const status = effectiveStatus(job, today);
    if (status !== 'expired' && status !== 'closed') throw new HttpError(409, 'job_renew_state');
    const errors = publishErrors({ ...job, deadline }, today, today, deps.config.jobPostingDays);
    if (hasErrors(errors)) throw new HttpError(422, 'job_incomplete', errors);
    if (job.status === 'active' && !(await transitionJob(tx, job.id, 'expire', { companyId, now, where: sql`${jobs.deadline} < ${today}::date` }))) {
      throw new HttpError(409, 'job_renew_state');
    }
    const renewed = await transitionJob(tx, job.id, 'renew', { companyId, now, set: { deadline, expired_at: null, closed_at: null } });
    if (!renewed) throw new HttpError(409, 'job_renew_state');
  });
}
