import { eq, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, PUBLISHED_JOB_STATUSES, type TAdminRecord, type TJobStatus } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { cities, companies, jobs, users } from '../../../db/schema/index.ts';
import { HttpError } from '../../../errors.ts';
import { transitionJob, type TJobTransition } from '../../jobs/state.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { companyNameOf, createdFilters, readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';
import { sendJobNotice } from '../notices.ts';

const columns = {
  id: jobs.id,
  title: jobs.title,
  company_id: jobs.company_id,
  company_name: companies.foundation_name,
  company_name_en: companies.foundation_name_en,
  status: jobs.status,
  city_en: sql<string | null>`${cities.name_en}`,
  city_ar: sql<string | null>`${cities.name_ar}`,
  job_type: jobs.job_type,
  work_place: jobs.work_place,
  locale: jobs.locale,
  deadline: jobs.deadline,
  applications_count: jobs.applications_count,
  published_at: jobs.published_at,
  activated_at: jobs.activated_at,
  unpublished_reason: jobs.unpublished_reason,
  unpublished_at: jobs.unpublished_at,
  unpublished_from: jobs.unpublished_from,
  created_at: jobs.created_at,
};

const spec: TListSpec = {
  filters: {
    status: (value: string) => sql`${jobs.status} = ${value}`,
    company_id: (value: number) => sql`${jobs.company_id} = ${value}`,
    city_id: (value: number) => sql`${jobs.city_id} = ${value}`,
    job_type: (value: string) => sql`${jobs.job_type} = ${value}`,
    work_place: (value: string) => sql`${jobs.work_place} = ${value}`,
    ...createdFilters(jobs.created_at),
  },
  search: [jobs.title, companies.foundation_name],
  sorts: { id: jobs.id, created_at: jobs.created_at, activated_at: jobs.activated_at, deadline: jobs.deadline, title: jobs.title, applications_count: jobs.applications_count },
  id: jobs.id,
};

const from = (db: TDatabase): TSelectFrom => (fields) =>
  db.select(fields).from(jobs).innerJoin(companies, eq(companies.id, jobs.company_id)).leftJoin(cities, eq(cities.id, jobs.city_id));

function toRecord(ctx: TAdminContext, row: Record<string, unknown>): TAdminRecord {
  const { city_en: cityEn, city_ar: cityAr, company_name_en: _en, ...rest } = withDates(row, ctx.formatDate);
  return ADMIN_RESOURCES.jobs.record.parse({
    ...rest,
    company_name: companyNameOf(ctx, row),
    city: ctx.locale === 'ar' ? cityAr : cityEn,
    // The job's public page, while it has one: a job not published (or taken down) would answer 404.
    page: (PUBLISHED_JOB_STATUSES as readonly string[]).includes(String(row.status)) ? `/jobs/${String(row.id)}` : null,
  }) as TAdminRecord;
}

async function findJob(db: TDatabase, jobId: number) {
  const [row] = await db
    .select({ status: jobs.status, title: jobs.title, unpublished_from: jobs.unpublished_from, email: users.email, locale: users.locale })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.company_id))
    .innerJoin(users, eq(users.id, companies.user_id))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

const PUBLISHED: readonly TJobStatus[] = ['active', 'expired', 'closed'];
const RESTORE: Record<'active' | 'expired' | 'closed', TJobTransition> = { active: 'restore', expired: 'restore_expired', closed: 'restore_closed' };

/**
 * Takes a published job down through the state machine (decision 031), remembering the state it had, and tells the
 * company why. The `jobs` trigger of `search_changes` takes it out of every process's search index.
 */
async function unpublishJob(ctx: TAdminContext, jobId: number, reason: string): Promise<void> {
  const job = await findJob(ctx.db, jobId);
  const status = job.status;
  if (!PUBLISHED.includes(status)) throw new HttpError(409, 'job_not_published');
  const now = ctx.deps.now();
  const done = await transitionJob(ctx.db, jobId, 'unpublish', {
    now,
    where: sql`${jobs.status} = ${status}`,
    set: { unpublished_reason: reason, unpublished_at: now, unpublished_by: ctx.admin.id, unpublished_from: status as 'active' | 'expired' | 'closed' },
  });
  if (!done) throw new HttpError(409, 'job_not_published');
  await sendJobNotice(ctx, job, 'unpublished', job.title, reason);
}

/** Publishes an unpublished job again, in the state it had (a passed deadline still ends it), and tells the company. */
async function restoreJob(ctx: TAdminContext, jobId: number, reason: string): Promise<void> {
  const job = await findJob(ctx.db, jobId);
  const previous = job.unpublished_from;
  if (job.status !== 'unpublished' || !previous) throw new HttpError(409, 'job_not_unpublished');
  const done = await transitionJob(ctx.db, jobId, RESTORE[previous], {
    now: ctx.deps.now(),
    where: sql`${jobs.unpublished_from} = ${previous}`,
    set: { unpublished_reason: null, unpublished_at: null, unpublished_by: null, unpublished_from: null },
  });
  if (!done) throw new HttpError(409, 'job_not_unpublished');
  await sendJobNotice(ctx, job, 'restored', job.title, reason);
}

/** Jobs: read by state and company; unpublished and restored only through the job state machine. */
export const jobsResource: TAdminResource = {
  def: ADMIN_RESOURCES.jobs,
  async list(ctx, query) {
    const { rows, total } = await readPage(from(ctx.db), columns, spec, query);
    return { items: rows.map((row) => toRecord(ctx, row)), total };
  },
  async get(ctx, id) {
    const [row] = await from(ctx.db)(columns).where(eq(jobs.id, Number(id)));
    return row ? toRecord(ctx, row) : undefined;
  },
  actions: {
    unpublish: (ctx, id, body) => unpublishJob(ctx, Number(id), body.reason as string),
    restore: (ctx, id, body) => restoreJob(ctx, Number(id), body.reason as string),
  },
};
