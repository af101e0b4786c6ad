import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TJobReportReason, TJobReportStatus, TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { companies, jobReports, jobs, users, type TJobRow } from '../../db/schema/index.ts';

/** The administrators' lists show this many rows a page. */
export const MODERATION_PAGE_SIZE = 20;

const openReportsOf = sql<number>`(select count(distinct ${jobReports.reporter_key})::int from ${jobReports} where ${jobReports.job_id} = ${jobs.id} and ${jobReports.status} = 'open')`;
const companyName = (locale: TLocale) => (locale === 'en' ? sql<string>`coalesce(${companies.foundation_name_en}, ${companies.foundation_name})` : sql<string>`${companies.foundation_name}`);

/** Held jobs: waiting for an administrator (no reason yet), or rejected and waiting for the company's changes. */
function reviewCondition(filter: 'waiting' | 'rejected'): SQL {
  return and(eq(jobs.status, 'held'), filter === 'waiting' ? isNull(jobs.review_reason) : isNotNull(jobs.review_reason))!;
}

function selectReviews(db: TDatabase, locale: TLocale) {
  return db
    .select({ job: jobs, company_id: companies.id, company_name: companyName(locale), open_reports: openReportsOf })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.company_id));
}

export type TReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

/** A page of held jobs, the longest waiting first. */
export async function findReviewQueue(db: TDatabase, locale: TLocale, filter: 'waiting' | 'rejected', page: number): Promise<{ rows: TReviewRow[]; total: number }> {
  const where = reviewCondition(filter);
  const [rows, [counted]] = await Promise.all([
    selectReviews(db, locale).where(where).orderBy(asc(jobs.held_at), asc(jobs.id)).limit(MODERATION_PAGE_SIZE).offset((page - 1) * MODERATION_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** One job as the review page shows it, whatever its state (a report may open a live job). */
export async function findReview(db: TDatabase, locale: TLocale, jobId: number): Promise<TReviewRow | undefined> {
  const [row] = await selectReviews(db, locale).where(eq(jobs.id, jobId)).limit(1);
  return row;
}

/** The job locked for the rest of the transaction. */
export async function lockJob(tx: TDatabase, jobId: number): Promise<TJobRow | undefined> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update').limit(1);
  return row;
}

/** Records a rejection on a held job waiting for review; false when it was not waiting (another administrator decided). */
export async function setRejected(tx: TDatabase, jobId: number, reason: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({ review_reason: reason, reviewed_at: now, updated_at: now })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'held'), isNull(jobs.review_reason)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A new open report, unless this reporter already has one open for the job (then null: nothing changes). */
export async function insertReport(
  tx: TDatabase,
  report: { jobId: number; reporterId: number | null; reporterKey: string; addressHash: string; reason: TJobReportReason; note: string | null },
): Promise<number | null> {
  const [row] = await tx
    .insert(jobReports)
    .values({ job_id: report.jobId, reporter_id: report.reporterId, reporter_key: report.reporterKey, address_hash: report.addressHash, reason: report.reason, note: report.note })
    .onConflictDoNothing({ target: [jobReports.job_id, jobReports.reporter_key], where: sql`${jobReports.status} = 'open'` })
    .returning({ id: jobReports.id });
  return row?.id ?? null;
}

/** How many different reporters and addresses the job's open reports come from. */
export async function countOpenReporters(tx: TDatabase, jobId: number): Promise<{ reporters: number; addresses: number }> {
  const [row] = await tx
    .select({ reporters: sql<number>`count(distinct ${jobReports.reporter_key})::int`, addresses: sql<number>`count(distinct ${jobReports.address_hash})::int` })
    .from(jobReports)
    .where(and(eq(jobReports.job_id, jobId), eq(jobReports.status, 'open')));
  return row ?? { reporters: 0, addresses: 0 };
}

/** Hides the job from lists (the search index learns it from the trigger on `hidden_at`); false when it already was. */
export async function hideJob(tx: TDatabase, jobId: number, now: Date): Promise<boolean> {
  const rows = await tx.update(jobs).set({ hidden_at: now }).where(and(eq(jobs.id, jobId), isNull(jobs.hidden_at))).returning({ id: jobs.id });
  return rows.length > 0;
}

/** Shows the job in lists again. */
export async function unhideJob(tx: TDatabase, jobId: number): Promise<void> {
  await tx.update(jobs).set({ hidden_at: null }).where(and(eq(jobs.id, jobId), isNotNull(jobs.hidden_at)));
}

/** Closes every open report of the job with the administrator's decision; returns how many. */
export async function resolveOpenReports(tx: TDatabase, jobId: number, decision: { status: Exclude<TJobReportStatus, 'open'>; resolution: string | null; adminId: number; now: Date }): Promise<number> {
  const rows = await tx
    .update(jobReports)
    .set({ status: decision.status, resolution: decision.resolution, resolved_by: decision.adminId, resolved_at: decision.now })
    .where(and(eq(jobReports.job_id, jobId), eq(jobReports.status, 'open')))
    .returning({ id: jobReports.id });
  return rows.length;
}

function selectReports(db: TDatabase, locale: TLocale) {
  return db
    .select({
      report: jobReports,
      job_title: jobs.title,
      job_status: jobs.status,
      job_hidden_at: jobs.hidden_at,
      company_id: companies.id,
      company_name: companyName(locale),
      reporter_name: sql<string | null>`case when ${users.id} is null then null else trim(${users.first_name} || ' ' || ${users.last_name}) end`,
      reporter_email: users.email,
      open_reports: openReportsOf,
    })
    .from(jobReports)
    .innerJoin(jobs, eq(jobs.id, jobReports.job_id))
    .innerJoin(companies, eq(companies.id, jobs.company_id))
    .leftJoin(users, eq(users.id, jobReports.reporter_id));
}

export type TReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

/** A page of reports in one state (optionally of one job): open ones oldest first, decided ones newest first. */
export async function findReports(db: TDatabase, locale: TLocale, filter: { status: TJobReportStatus; jobId?: number | undefined; page: number }): Promise<{ rows: TReportRow[]; total: number }> {
  const where = and(eq(jobReports.status, filter.status), filter.jobId === undefined ? undefined : eq(jobReports.job_id, filter.jobId));
  const order = filter.status === 'open' ? [asc(jobReports.created_at), asc(jobReports.id)] : [desc(jobReports.resolved_at), desc(jobReports.id)];
  const [rows, [counted]] = await Promise.all([
    selectReports(db, locale).where(where).orderBy(...order).limit(MODERATION_PAGE_SIZE).offset((filter.page - 1) * MODERATION_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(jobReports).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findReport(db: TDatabase, locale: TLocale, reportId: number): Promise<TReportRow | undefined> {
  const [row] = await selectReports(db, locale).where(eq(jobReports.id, reportId)).limit(1);
  return row;
}

/** Whether the account owns the company (a company may not report its own job). */
export async function isCompanyOwner(db: TDatabase, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(and(eq(companies.id, companyId), eq(companies.user_id, userId))).limit(1);
  return row !== undefined;
}
