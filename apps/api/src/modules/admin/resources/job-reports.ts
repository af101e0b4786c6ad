import { eq, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, type TAdminRecord } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { jobReports, jobs } from '../../../db/schema/index.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { createdFilters, readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';

/** What an administrator reads of a report: never the reporter's key or the hash of their address. */
const columns = {
  id: jobReports.id,
  job_id: jobReports.job_id,
  job_title: jobs.title,
  reporter_id: jobReports.reporter_id,
  reason: jobReports.reason,
  note: jobReports.note,
  status: jobReports.status,
  resolution: jobReports.resolution,
  resolved_by: jobReports.resolved_by,
  resolved_at: jobReports.resolved_at,
  created_at: jobReports.created_at,
};

const spec: TListSpec = {
  filters: {
    status: (value: string) => sql`${jobReports.status} = ${value}`,
    reason: (value: string) => sql`${jobReports.reason} = ${value}`,
    job_id: (value: number) => sql`${jobReports.job_id} = ${value}`,
    ...createdFilters(jobReports.created_at),
  },
  search: [jobReports.note, jobs.title],
  sorts: { id: jobReports.id, created_at: jobReports.created_at },
  id: jobReports.id,
};

const from = (db: TDatabase): TSelectFrom => (fields) => db.select(fields).from(jobReports).innerJoin(jobs, eq(jobs.id, jobReports.job_id));
const toRecord = (ctx: TAdminContext, row: Record<string, unknown>) => ADMIN_RESOURCES['job-reports'].record.parse(withDates(row, ctx.formatDate)) as TAdminRecord;

/** Reports of jobs (decision 032), read only: the moderation module's pages dismiss them or unpublish the job. */
export const jobReportsResource: TAdminResource = {
  def: ADMIN_RESOURCES['job-reports'],
  async list(ctx, query) {
    const { rows, total } = await readPage(from(ctx.db), columns, spec, query);
    return { items: rows.map((row) => toRecord(ctx, row)), total };
  },
  async get(ctx, id) {
    const [row] = await from(ctx.db)(columns).where(eq(jobReports.id, Number(id)));
    return row ? toRecord(ctx, row) : undefined;
  },
};
