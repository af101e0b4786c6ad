import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { JOB_REPORTS_TO_HIDE, type TAdminJobReport, type TAdminJobReview, type TAdminJobReviewBulk, type TAdminJobReviewBulkResult, type TJobReportData, type TLocale } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { jobs, type TJobRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { findKeyedWrite, keyedRequest, keyedWrite, recordKeyedWrite } from '../../idempotency-key.ts';
import { writeAudit } from '../../audit-log.ts';
import { countGuess, uncountGuess } from '../auth/queries.ts';
import { sendJobNotices, type TJobMailDeps } from '../jobs/job-mail.ts';
import { findPublishedJob } from '../jobs/published.ts';
import { isLiveJob } from '../jobs/state.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { holdJob, releaseDates, releaseJob } from './hold.ts';
import { sendModerationNotice } from './mail.ts';
import {
  MODERATION_PAGE_SIZE,
  countOpenReporters,
  findReport,
  findReports,
  findReview,
  findReviewQueue,
  hideJob,
  insertReport,
  isCompanyOwner,
  lockJob,
  resolveOpenReports,
  setRejected,
  unhideJob,
  type TReportRow,
  type TReviewRow,
} from './queries.ts';
import { phraseKey } from './screen.ts';
import { questionsText } from '../screening-questions/questions.ts';

/**
 * Moderation of job ads (decision 032): the administrators' review of held jobs, and anyone's reports of jobs.
 * Every administrator's decision is one guarded change in a transaction with its audit entry; the company's mail
 * goes after the commit, and only from the request whose change won.
 */

export interface TModerationDeps {
  db: TDatabase;
  notifier: TNotifier;
  config: Pick<TConfig, 'publicUrl' | 'jobPostingDays'>;
  now: () => Date;
  log?: { error(details: object, message: string): void };
}

export interface TReader {
  locale: TLocale;
  formatDate: (date: Date | null) => string | null;
}

/** The administrator acting, and where from (the audit log's who and whence). */
export interface TModerator {
  id: number;
  email: string;
  ip: string | null;
  userAgent: string | null;
}

/** Reports one reporter may send in REPORT_WINDOW_MS; an address may send REPORT_ADDRESS_FACTOR times that (several people behind one). */
export const REPORTS_PER_WINDOW = 10;
const REPORT_ADDRESS_FACTOR = 3;
const REPORT_WINDOW_MS = 3_600_000;

const mailDeps = (deps: TModerationDeps): TJobMailDeps => ({ db: deps.db, notifier: deps.notifier, config: deps.config, log: deps.log });

function reviewOf(job: TJobRow, reader: TReader) {
  if (job.status !== 'held') return null;
  return {
    waiting_for: job.review_reason === null ? ('admin' as const) : ('company' as const),
    findings: job.screen_findings ?? [],
    reason: job.review_reason,
    is_paid: job.held_paid,
    held_at: reader.formatDate(job.held_at),
  };
}

function toReview(row: TReviewRow, reader: TReader): TAdminJobReview {
  const { job } = row;
  return {
    job_id: job.id,
    title: job.title,
    status: job.status,
    company: { id: row.company_id, name: row.company_name },
    locale: job.locale,
    description: job.description,
    duties: job.duties,
    qualifications: job.qualifications,
    working_hours: job.working_hours,
    benefits: job.benefits,
    screening_questions: questionsText(job.screening_questions) || null,
    review: reviewOf(job, reader),
    open_reports: row.open_reports,
    is_hidden_by_reports: job.hidden_at !== null,
  };
}

function toReport(row: TReportRow, reader: TReader): TAdminJobReport {
  const { report } = row;
  return {
    id: report.id,
    job_id: report.job_id,
    job_title: row.job_title,
    job_status: row.job_status,
    company: { id: row.company_id, name: row.company_name },
    reason: report.reason,
    note: report.note,
    reporter: report.reporter_id !== null && row.reporter_email ? { id: report.reporter_id, name: row.reporter_name ?? '', email: row.reporter_email } : null,
    status: report.status,
    resolution: report.resolution,
    created_at: reader.formatDate(report.created_at)!,
    resolved_at: reader.formatDate(report.resolved_at),
    open_reports: row.open_reports,
    is_job_hidden: row.job_hidden_at !== null,
  };
}

export async function listReviews(db: TDatabase, reader: TReader, filter: 'waiting' | 'rejected', page: number) {
  const { rows, total } = await findReviewQueue(db, reader.locale, filter, page);
  return { items: rows.map((row) => toReview(row, reader)), total, page, page_size: MODERATION_PAGE_SIZE };
}

export async function readReview(db: TDatabase, reader: TReader, jobId: number): Promise<TAdminJobReview> {
  const row = await findReview(db, reader.locale, jobId);
  if (!row) throw notFound();
  return toReview(row, reader);
}

const auditState = (job: TJobRow) => ({ status: job.status, held_paid: job.held_paid, review_reason: job.review_reason, hidden_at: job.hidden_at, screen_findings: job.screen_findings });

/**
 * Approves a held job: the phrases the screen caught become allowed for this job, and it leaves review the way it came
 * (live again without a new payment, or on to payment). 409 when it is not held (another administrator decided).
 */
export async function approveJob(deps: TModerationDeps, reader: TReader, moderator: TModerator, jobId: number): Promise<TAdminJobReview> {
  const now = deps.now();
  const released = await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job) throw notFound();
    if (job.status !== 'held') throw new HttpError(409, 'review_not_held');
    const approved = [...new Set([...job.screen_approved, ...(job.screen_findings ?? []).map((finding) => phraseKey(finding.phrase))])];
    const row = await releaseJob(tx, job, now, { ...releaseDates(now, deps.config.jobPostingDays), approved });
    if (!row) throw new HttpError(409, 'review_not_held');
    await writeAudit(tx, { actor: moderator, resource: 'jobs', recordId: jobId, action: 'review_approve', before: auditState(job), after: auditState(row), ip: moderator.ip, userAgent: moderator.userAgent });
    return row;
  });
  if (released.status === 'active') await sendJobNotices(mailDeps(deps), [jobId], 'live');
  else await sendModerationNotice(mailDeps(deps), jobId, 'approved', { paid: false });
  return readReview(deps.db, reader, jobId);
}

/** Rejects a held job waiting for review, with the reason the company is mailed; it stays held until the company edits it. */
export async function rejectJob(deps: TModerationDeps, reader: TReader, moderator: TModerator, jobId: number, reason: string): Promise<TAdminJobReview> {
  const now = deps.now();
  const job = await deps.db.transaction(async (tx) => {
    const locked = await lockJob(tx, jobId);
    if (!locked) throw notFound();
    if (!(await setRejected(tx, jobId, reason, now))) throw new HttpError(409, locked.status === 'held' ? 'review_not_waiting' : 'review_not_held');
    await writeAudit(tx, {
      actor: moderator,
      resource: 'jobs',
      recordId: jobId,
      action: 'review_reject',
      reason,
      before: auditState(locked),
      after: { ...auditState(locked), review_reason: reason },
      ip: moderator.ip,
      userAgent: moderator.userAgent,
    });
    return locked;
  });
  await sendModerationNotice(mailDeps(deps), jobId, 'rejected', { reason, paid: job.held_paid });
  return readReview(deps.db, reader, jobId);
}

/**
 * One decision on many held jobs (issue 57 §6): each job named, in order, goes through the single approveJob or
 * rejectJob (its own transaction, audit entry and mail; a rejection's one reason is mailed to each company). A job
 * the single decision refuses (not held, decided by another administrator, unknown) is reported with that status and
 * message, and the others go on.
 */
export async function decideMany(deps: TModerationDeps, reader: TReader, moderator: TModerator, input: TAdminJobReviewBulk): Promise<TAdminJobReviewBulkResult> {
  const results: TAdminJobReviewBulkResult['results'] = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      if (input.action === 'approve') await approveJob(deps, reader, moderator, id);
      else await rejectJob(deps, reader, moderator, id, input.reason.trim());
      results.push({ id, ok: true, status: 200, message: t(reader.locale, input.action === 'approve' ? 'review_approved' : 'review_rejected') });
    } catch (error) {
      if (!(error instanceof HttpError)) {
        deps.log?.error({ err: error, job: id }, 'bulk review failed on one job');
        results.push({ id, ok: false, status: 500, message: t(reader.locale, 'server_error') });
      } else results.push({ id, ok: false, status: error.statusCode, message: t(reader.locale, error.messageKey) });
    }
  }
  const done = results.filter((result) => result.ok).length;
  return { done, failed: results.length - done, results };
}

/** Who reports: an account, or a visitor known only by the hash of their address. */
export interface TReporter {
  userId: number | null;
  address: string;
}

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Anyone's report of a published job. Counted first in the shared throttle table (decision 022), per reporter and
 * per address; one open report per reporter and job. The job's row is locked while its reporters are counted, so
 * of reports arriving together exactly one sees the threshold reached and hides the job from lists.
 */
export async function reportJob(deps: Pick<TModerationDeps, 'db' | 'now'>, reporter: TReporter, jobId: number, input: TJobReportData, idempotencyHeader?: string | string[]) {
  // A retry with the key answers what the first request answered (decision 095): reported, not `already_reported`.
  const keyed = keyedRequest(idempotencyHeader, reporter, `job_report:${jobId}`, input);
  return keyedWrite(
    deps.db,
    keyed,
    async () => {
      const published = await findPublishedJob(deps.db, jobId);
      if (!published) throw notFound();
      if (reporter.userId !== null && (await isCompanyOwner(deps.db, published.job.company_id, reporter.userId))) throw new HttpError(409, 'report_own_job');
      const addressHash = hashOf(reporter.address);
      const reporterKey = reporter.userId !== null ? `account:${reporter.userId}` : `address:${addressHash}`;
      const counted = await countGuess(deps.db, [`report:${reporterKey}`, ...(reporter.userId !== null ? [`report:address:${addressHash}`] : [])], REPORT_WINDOW_MS);
      const allowance = (key: string) => (key.startsWith('report:address:') && reporter.userId !== null ? REPORTS_PER_WINDOW * REPORT_ADDRESS_FACTOR : REPORTS_PER_WINDOW);
      if (counted.some((row) => row.failures > allowance(row.key))) {
        await Promise.all(counted.map((row) => uncountGuess(deps.db, row)));
        throw new HttpError(429, 'reports_throttled');
      }
      const note = input.note?.trim() ? input.note.trim() : null;
      const created = await deps.db.transaction(async (tx) => {
        const job = await lockJob(tx, jobId);
        if (!job) throw notFound();
        const id = await insertReport(tx, { jobId, reporterId: reporter.userId, reporterKey, addressHash, reason: input.reason, note });
        // Nothing new: reported before, or by a request with the same key that held the job's lock first (it answers as that one).
        if (id === null) return (await findKeyedWrite(tx, keyed)) !== undefined;
        await recordKeyedWrite(tx, keyed, id);
        const open = await countOpenReporters(tx, jobId);
        if (open.reporters >= JOB_REPORTS_TO_HIDE && open.addresses >= JOB_REPORTS_TO_HIDE) await hideJob(tx, jobId, deps.now());
        return true;
      });
      return { job_id: jobId, already_reported: !created };
    },
    async () => ({ job_id: jobId, already_reported: false }),
  );
}

export async function listReports(db: TDatabase, reader: TReader, filter: Parameters<typeof findReports>[2]) {
  const { rows, total } = await findReports(db, reader.locale, filter);
  return { items: rows.map((row) => toReport(row, reader)), total, page: filter.page, page_size: MODERATION_PAGE_SIZE };
}

export async function readReport(db: TDatabase, reader: TReader, reportId: number): Promise<TAdminJobReport> {
  const row = await findReport(db, reader.locale, reportId);
  if (!row) throw notFound();
  return toReport(row, reader);
}

/** Dismisses the open reports of the report's job: nothing is wrong with it, it shows in lists again. */
export async function dismissReports(deps: TModerationDeps, reader: TReader, moderator: TModerator, reportId: number, note: string | null): Promise<TAdminJobReport> {
  const now = deps.now();
  const found = await findReport(deps.db, reader.locale, reportId);
  if (!found) throw notFound();
  await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, found.report.job_id);
    if (!job) throw notFound();
    const resolved = await resolveOpenReports(tx, job.id, { status: 'dismissed', resolution: note, adminId: moderator.id, now });
    if (resolved === 0 || found.report.status !== 'open') throw new HttpError(409, 'report_not_open');
    await unhideJob(tx, job.id);
    await writeAudit(tx, {
      actor: moderator,
      resource: 'jobs',
      recordId: job.id,
      action: 'reports_dismiss',
      reason: note,
      before: { open_reports: resolved, hidden_at: job.hidden_at },
      after: { open_reports: 0, hidden_at: null },
      ip: moderator.ip,
      userAgent: moderator.userAgent,
    });
  });
  return readReport(deps.db, reader, reportId);
}

/**
 * Acts on the reports: the live job is unpublished with the administrator's reason, held for the company's changes
 * (it was paid for: once corrected and approved it goes live without a new payment); every open report of it is
 * closed as acted on, and the company is mailed the reason in its language.
 */
export async function unpublishReported(deps: TModerationDeps, reader: TReader, moderator: TModerator, reportId: number, reason: string): Promise<TAdminJobReport> {
  const now = deps.now();
  const found = await findReport(deps.db, reader.locale, reportId);
  if (!found) throw notFound();
  if (found.report.status !== 'open') throw new HttpError(409, 'report_not_open');
  await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, found.report.job_id);
    if (!job) throw notFound();
    const [live] = await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, job.id), isLiveJob)).limit(1);
    if (!live) throw new HttpError(409, 'report_job_not_live');
    const held = await holdJob(tx, job, job.screen_findings ?? [], { paid: true, now, reason });
    if (!held) throw new HttpError(409, 'report_job_not_live');
    const resolved = await resolveOpenReports(tx, job.id, { status: 'actioned', resolution: reason, adminId: moderator.id, now });
    if (resolved === 0) throw new HttpError(409, 'report_not_open');
    await unhideJob(tx, job.id);
    await writeAudit(tx, {
      actor: moderator,
      resource: 'jobs',
      recordId: job.id,
      action: 'reports_unpublish',
      reason,
      before: auditState(job),
      after: auditState({ ...held, hidden_at: null }),
      ip: moderator.ip,
      userAgent: moderator.userAgent,
    });
  });
  await sendModerationNotice(mailDeps(deps), found.report.job_id, 'unpublished', { reason, paid: true });
  return readReport(deps.db, reader, reportId);
}
