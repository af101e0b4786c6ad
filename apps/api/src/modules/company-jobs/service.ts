import { sql } from 'drizzle-orm';
import { JOB_ACTIVE_LOCKED_FIELDS, JOB_PAGE_SIZE, type TJobOwn, type TJobTab } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { jobs, type TPaymentRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { keyedWrite, recordKeyedWrite, type TKeyedWrite } from '../../idempotency-key.ts';
import { toJobOwn, type TReader } from '../jobs/dto.ts';
import { deleteUnpaidJob, findCompanySectorId, findOwnJobView, findOwnJobViews, hasApplications, hasPaymentIn, insertDraft, lockOwnJob, ownJobExists, unknownLookups, updateJobValues } from '../jobs/queries.ts';
import { deadlineErrors, effectiveStatus, hasErrors, publishErrors, toJobValues, type TFieldErrors, type TJobInput, type TJobValues } from '../jobs/rules.ts';
import { resumedDeadline, resumedFeaturedUntil, riyadhDateOf, transitionJob } from '../jobs/state.ts';
import type { TGatewayDeps } from '../payments/gateways/index.ts';
import { cancelCheckouts, cancelPendingPayments } from '../payments/service.ts';
import { linkJobOccupations } from '../search-engine/engine.ts';
import { fileJobSkills } from '../search-engine/job-skills.ts';
import { holdJob, screenEditedJob, screenJob } from '../moderation/hold.ts';
import { questionsToSave } from '../screening-questions/questions.ts';

/**
 * The company's own jobs (decision 011): drafts, edits, publishing, closing, renewing, deleting. Each change
 * answers the job as the company sees it afterwards.
 */

/**
 * The member acting for their company (`requireCompany`'s answer): every write names them as the job's `updated_by`,
 * and a new draft as its `created_by` too (decision 127).
 */
interface TActing {
  companyId: number;
  userId: number;
}

export interface TJobDeps {
  db: TDatabase;
  config: Pick<TConfig, 'jobPostingDays'>;
  now: () => Date;
}

/** One of the company's jobs as it sees it; another company's (or an unknown) job is 404. */
export async function readOwnJob(db: TDatabase, reader: TReader, companyId: number, jobId: number): Promise<TJobOwn> {
  const view = await findOwnJobView(db, reader.locale, companyId, jobId);
  if (!view) throw notFound();
  return toJobOwn(view, reader);
}

/** A page of the company's jobs in one dashboard tab. */
export async function listOwnJobs(db: TDatabase, reader: TReader, companyId: number, tab: TJobTab, page: number) {
  const { rows, total } = await findOwnJobViews(db, reader.locale, companyId, tab, page);
  return { items: rows.map((row) => toJobOwn(row, reader)), total, page, page_size: JOB_PAGE_SIZE };
}

async function checkLookups(db: TDatabase, values: TJobValues): Promise<void> {
  const unknown = await unknownLookups(db, values);
  if (unknown.length) throw new HttpError(422, 'validation_failed', Object.fromEntries(unknown.map((field) => [field, 'valid'])));
}

/** A new draft of the company's, written in the reader's language unless the input says otherwise. */
export async function createJob(deps: TJobDeps, reader: TReader, { companyId, userId }: TActing, input: TJobInput): Promise<TJobOwn> {
  const values = toJobValues(input, reader.locale);
  if (input.screening_questions) values.screening_questions = questionsToSave(input.screening_questions, [], false);
  // The sector comes from the company profile unless the company chose one for this job (decision 041).
  if (values.sector_id === null && input.sector_id === undefined) {
    values.sector_id = await findCompanySectorId(deps.db, companyId);
  }
  const today = riyadhDateOf(deps.now());
  const deadline = deadlineErrors(values, today, today, deps.config.jobPostingDays);
  if (hasErrors(deadline)) throw new HttpError(422, 'validation_failed', deadline);
  await checkLookups(deps.db, values);
  const id = await insertDraft(deps.db, companyId, values, deps.now(), userId);
  // Its occupations, the company's choice or its title's (decisions 023, 030): search finds it by them in both languages.
  await linkJobOccupations(deps.db, id, values.title, values.occupation_id);
  // Its skills, by how central each is (decision 115).
  await fileJobSkills(deps.db, id);
  return readOwnJob(deps.db, reader, companyId, id);
}

/**
 * Replaces the job's editable fields, as far as its state allows (decision 011): a draft anything; a job
 * waiting for payment anything that keeps it publishable; a live job all but JOB_ACTIVE_LOCKED_FIELDS, with
 * its deadline inside the period it was paid for; a job under review, expired or closed nothing.
 */
export async function updateJob(deps: TJobDeps & TGatewayDeps, reader: TReader, { companyId, userId }: TActing, jobId: number, input: TJobInput): Promise<TJobOwn> {
  const now = deps.now();
  const today = riyadhDateOf(now);
  let cancelled: TPaymentRow[] = [];
  const saved = await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, companyId, jobId);
    if (!job) throw notFound();
    const values = toJobValues(input, input.locale ?? job.locale);
    // Once anyone applied, the questions they answered stay as they were: new ones may only follow (decision 118).
    if (input.screening_questions) values.screening_questions = questionsToSave(input.screening_questions, job.screening_questions, await hasApplications(tx, job.id));
    const status = effectiveStatus(job, today);
    if (status === 'awaiting_review') throw new HttpError(409, 'job_in_review');
    // Its deadline is the paid period moved on resumption (decision 123): edited once live again.
    if (status === 'paused') throw new HttpError(409, 'job_paused_not_editable');
    if (status === 'expired' || status === 'closed' || status === 'unpublished') throw new HttpError(409, 'job_not_editable');
    // A job held for review after it was paid for keeps what was paid for, like a live one (decision 032), except a
    // title the screen caught: the company must be able to fix it.
    if (status === 'active' || (status === 'held' && job.held_paid)) {
      const titleHeld = status === 'held' && (job.screen_findings ?? []).some((finding) => finding.field === 'title');
      const locked: TFieldErrors = Object.fromEntries(
        JOB_ACTIVE_LOCKED_FIELDS.filter((field) => values[field] !== job[field] && !(field === 'title' && titleHeld)).map((field) => [field, 'locked_while_active']),
      );
      if (hasErrors(locked)) throw new HttpError(422, 'job_active_locked', locked);
      const liveSince = riyadhDateOf((status === 'held' ? job.activated_at : (job.activated_at ?? job.published_at)) ?? now);
      const errors = publishErrors(values, today, liveSince, deps.config.jobPostingDays);
      if (hasErrors(errors)) throw new HttpError(422, 'job_incomplete', errors);
    }
    if (status === 'draft') {
      const deadline = deadlineErrors(values, today, today, deps.config.jobPostingDays);
      if (hasErrors(deadline)) throw new HttpError(422, 'validation_failed', deadline);
    }
    await checkLookups(tx, values);
    if (status === 'awaiting_payment' || (status === 'held' && !job.held_paid)) {
      // It was complete when it went to payment: it must stay so, or the company would pay for an incomplete ad.
      const errors = publishErrors(values, today, today, deps.config.jobPostingDays);
      if (hasErrors(errors)) throw new HttpError(422, 'job_incomplete', errors);
    }
    await updateJobValues(tx, job, values, now, userId);
    // Every edit of a job on its way to visitors is screened again (decision 032).
    if (status === 'awaiting_payment' || status === 'active' || status === 'held') {
      const outcome = await screenEditedJob(tx, job, now);
      // Held before it was paid for: nobody may pay for it until it is released.
      if (outcome === 'held' && status === 'awaiting_payment') cancelled = await cancelPendingPayments(tx, job.id);
    }
    return values;
  });
  await cancelCheckouts(deps, cancelled);
  await linkJobOccupations(deps.db, jobId, saved.title, saved.occupation_id);
  await fileJobSkills(deps.db, jobId);
  return readOwnJob(deps.db, reader, companyId, jobId);
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
    if (job.status !== 'draft' && job.status !== 'awaiting_payment' && !(job.status === 'held' && !job.held_paid)) throw new HttpError(409, 'job_delete_state');
    cancelled = await cancelPendingPayments(tx, job.id);
    if (!(await deleteUnpaidJob(tx, job.id))) throw new HttpError(409, 'job_delete_paid');
  });
  await cancelCheckouts(deps, cancelled);
}

/**
 * Draft → awaiting payment, once every publishing field is filled and the deadline is inside the period; held for
 * review instead when the screen catches a phrase (decision 032). With an Idempotency-Key (`keyed`) a retry answers
 * the job as it is now instead of 409 (decision 095); the job is answered as the transaction read it.
 */
export async function submitJob(deps: TJobDeps, reader: TReader, { companyId, userId }: TActing, jobId: number, keyed?: TKeyedWrite): Promise<TJobOwn> {
  const write = keyed ?? { key: undefined, userId: null, scope: `job_submit:${jobId}` };
  return keyedWrite(
    deps.db,
    write,
    async () => {
      const now = deps.now();
      const today = riyadhDateOf(now);
      return deps.db.transaction(async (tx) => {
        const job = await lockOwnJob(tx, companyId, jobId);
        if (!job) throw notFound();
        if (job.status !== 'draft') throw new HttpError(409, 'job_submit_state');
        const errors = publishErrors(job, today, today, deps.config.jobPostingDays);
        if (hasErrors(errors)) throw new HttpError(422, 'job_incomplete', errors);
        // Screened before any money is asked for (decision 032): a catch holds it for an administrator instead.
        const findings = await screenJob(tx, job);
        if (findings.length > 0) {
          if (!(await holdJob(tx, job, findings, { paid: false, now, by: userId }))) throw new HttpError(409, 'job_submit_state');
        } else if (!(await transitionJob(tx, job.id, 'submit', { companyId, now, by: userId }))) {
          throw new HttpError(409, 'job_submit_state');
        }
        await recordKeyedWrite(tx as unknown as TDatabase, write, job.id);
        return readOwnJob(tx as unknown as TDatabase, reader, companyId, jobId);
      });
    },
    (id) => readOwnJob(deps.db, reader, companyId, id),
  );
}

/** Awaiting payment → draft, unless a bank transfer for it is being reviewed. */
export async function unsubmitJob(deps: TJobDeps & TGatewayDeps, reader: TReader, { companyId, userId }: TActing, jobId: number): Promise<TJobOwn> {
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
    if (!(await transitionJob(tx, job.id, 'unsubmit', { companyId, now, by: userId }))) throw new HttpError(409, 'job_unsubmit_state');
    cancelled = await cancelPendingPayments(tx, job.id);
  });
  await cancelCheckouts(deps, cancelled);
  return readOwnJob(deps.db, reader, companyId, jobId);
}

/** Live (or paused) → closed. Of two racing closes one changes the job; the other answers 409. */
export async function closeJob(deps: TJobDeps, reader: TReader, { companyId, userId }: TActing, jobId: number): Promise<TJobOwn> {
  const now = deps.now();
  const today = riyadhDateOf(now);
  // A paused job's deadline moves when it resumes: it may be past while paused and still be closed.
  const closed = await transitionJob(deps.db, jobId, 'close', { companyId, now, by: userId, where: sql`(${jobs.status} = 'paused' or ${jobs.deadline} >= ${today}::date)` });
  if (!closed) throw (await ownJobExists(deps.db, companyId, jobId)) ? new HttpError(409, 'job_close_state') : notFound();
  return readOwnJob(deps.db, reader, companyId, jobId);
}

/**
 * Expired or closed → awaiting payment with a new deadline (a new posting period, a new payment). An active job
 * past its deadline counts as expired: it is expired first, in the same transaction.
 */
export async function renewJob(deps: TJobDeps, reader: TReader, { companyId, userId }: TActing, jobId: number, deadline: string): Promise<TJobOwn> {
  const now = deps.now();
  const today = riyadhDateOf(now);
  await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, companyId, jobId);
    if (!job) throw notFound();
    const status = effectiveStatus(job, today);
    if (status !== 'expired' && status !== 'closed') throw new HttpError(409, 'job_renew_state');
    const errors = publishErrors({ ...job, deadline }, today, today, deps.config.jobPostingDays);
    if (hasErrors(errors)) throw new HttpError(422, 'job_incomplete', errors);
    if (job.status === 'active' && !(await transitionJob(tx, job.id, 'expire', { companyId, now, by: userId, where: sql`${jobs.deadline} < ${today}::date` }))) {
      throw new HttpError(409, 'job_renew_state');
    }
    const renewed = await transitionJob(tx, job.id, 'renew', { companyId, now, by: userId, set: { deadline, expired_at: null, closed_at: null } });
    if (!renewed) throw new HttpError(409, 'job_renew_state');
  });
  return readOwnJob(deps.db, reader, companyId, jobId);
}

/**
 * Live → paused (decision 123): search, lists and applying leave it at once (they read only `active` jobs), the
 * expiry schedule leaves it alone, and `paused_at` remembers the day its remaining days are counted from.
 */
export async function pauseJob(deps: TJobDeps, reader: TReader, { companyId, userId }: TActing, jobId: number): Promise<TJobOwn> {
  const now = deps.now();
  const paused = await transitionJob(deps.db, jobId, 'pause', { companyId, now, by: userId, where: sql`${jobs.deadline} >= ${riyadhDateOf(now)}::date` });
  if (!paused) throw (await ownJobExists(deps.db, companyId, jobId)) ? new HttpError(409, 'job_pause_state') : notFound();
  return readOwnJob(deps.db, reader, companyId, jobId);
}

/**
 * Paused → live, its deadline moved by the Riyadh days it stayed paused: it keeps the days it had left (decision 123),
 * and the featured time it had left (decision 143).
 */
export async function resumeJob(deps: TJobDeps, reader: TReader, { companyId, userId }: TActing, jobId: number): Promise<TJobOwn> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, companyId, jobId);
    if (!job) throw notFound();
    if (job.status !== 'paused' || !job.deadline || !job.paused_at) throw new HttpError(409, 'job_resume_state');
    const deadline = resumedDeadline(job.deadline, job.paused_at, now);
    const featured_until = resumedFeaturedUntil(job.featured_until, job.paused_at, now);
    if (!(await transitionJob(tx, job.id, 'resume', { companyId, now, by: userId, set: { deadline, featured_until } }))) throw new HttpError(409, 'job_resume_state');
  });
  return readOwnJob(deps.db, reader, companyId, jobId);
}
