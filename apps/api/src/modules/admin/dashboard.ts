import { and, count, eq, gte, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TAdminDashboard } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { applications, companies, jobReports, jobs, payments, users } from '../../db/schema/index.ts';
import { isListedJob } from '../jobs/published.ts';
import { addDays, riyadhDateOf } from '../jobs/state.ts';
import type { TAdminContext } from './context.ts';

const WEEKS = 12;
const MONTHS = 12;

/** A time column as a Riyadh wall-clock time (weeks and months are Riyadh's). */
const riyadh = (column: AnyColumn) => sql`(${column} at time zone 'Asia/Riyadh')`;

async function countOf(db: TDatabase, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** Rows per Riyadh week (Monday) since `since`, as { 'YYYY-MM-DD': n }. */
async function perWeek(db: TDatabase, table: PgTable, column: AnyColumn, since: string, where?: SQL): Promise<Map<string, number>> {
  const week = sql<string>`to_char(date_trunc('week', ${riyadh(column)}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, n: count() })
    .from(table)
    .where(and(sql`${riyadh(column)} >= ${since}::timestamp`, where))
    .groupBy(week);
  return new Map(rows.map((row) => [row.week, Number(row.n)]));
}

/** The Mondays of the last `WEEKS` weeks in Riyadh, oldest first. */
function lastMondays(now: Date): string[] {
  const today = riyadhDateOf(now);
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  return Array.from({ length: WEEKS }, (_, index) => addDays(monday, -7 * (WEEKS - 1 - index)));
}

/** The first days of the last `MONTHS` months in Riyadh, oldest first, as YYYY-MM. */
function lastMonths(now: Date): string[] {
  const [year, month] = riyadhDateOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: MONTHS }, (_, index) => {
    const first = new Date(Date.UTC(year, month - 1 - (MONTHS - 1 - index), 1));
    return first.toISOString().slice(0, 7);
  });
}

/**
 * The console's dashboard (decision 031): totals of today, new accounts, posted jobs and applications per week for
 * twelve weeks, and revenue per month for twelve months with VAT apart (paid payments by the month they were paid).
 */
export async function getDashboard(ctx: TAdminContext): Promise<TAdminDashboard> {
  const { db } = ctx;
  const now = ctx.deps.now();
  const mondays = lastMondays(now);
  const months = lastMonths(now);
  const since = mondays[0]!;
  const monthsSince = `${months[0]!}-01`;
  const thirtyDaysAgo = new Date(now.getTime() - 30 * 86_400_000);

  const [seekers, companiesTotal, verified, liveJobs, posted30, applicationsTotal, applications30, companiesWaiting, namesWaiting, transfersWaiting, reportsWaiting] = await Promise.all([
    countOf(db, users, eq(users.type, 'USER')),
    countOf(db, companies),
    countOf(db, companies, eq(companies.verification_status, 'verified')),
    countOf(db, jobs, isListedJob),
    countOf(db, jobs, gte(jobs.published_at, thirtyDaysAgo)),
    countOf(db, applications),
    countOf(db, applications, gte(applications.created_at, thirtyDaysAgo)),
    countOf(db, companies, eq(companies.verification_status, 'pending')),
    countOf(db, companies, isNotNull(companies.name_change_requested_at)),
    countOf(db, payments, eq(payments.status, 'awaiting_review')),
    countOf(db, jobReports, eq(jobReports.status, 'open')),
  ]);

  const [newSeekers, newCompanies, postedJobs, newApplications] = await Promise.all([
    perWeek(db, users, users.created_at, since, eq(users.type, 'USER')),
    perWeek(db, companies, companies.created_at, since),
    perWeek(db, jobs, jobs.published_at, since),
    perWeek(db, applications, applications.created_at, since),
  ]);

  const month = sql<string>`to_char(${riyadh(payments.paid_at)}, 'YYYY-MM')`;
  const revenueRows = await db
    .select({
      month,
      payments: count(),
      fee: sql<number>`coalesce(sum(${payments.fee_halalas}), 0)::bigint`,
      vat: sql<number>`coalesce(sum(${payments.vat_halalas}), 0)::bigint`,
      total: sql<number>`coalesce(sum(${payments.total_halalas}), 0)::bigint`,
    })
    .from(payments)
    .where(and(eq(payments.status, 'paid'), sql`${riyadh(payments.paid_at)} >= ${monthsSince}::timestamp`))
    .groupBy(month);
  const revenue = new Map(revenueRows.map((row) => [row.month, row]));

  return {
    totals: {
      seekers,
      companies: companiesTotal,
      verified_companies: verified,
      live_jobs: liveJobs,
      jobs_posted_30_days: posted30,
      applications: applicationsTotal,
      applications_30_days: applications30,
      companies_waiting: companiesWaiting,
      names_waiting: namesWaiting,
      transfers_waiting: transfersWaiting,
      reports_waiting: reportsWaiting,
    },
    weeks: mondays.map((week) => ({
      week,
      seekers: newSeekers.get(week) ?? 0,
      companies: newCompanies.get(week) ?? 0,
      jobs_posted: postedJobs.get(week) ?? 0,
      applications: newApplications.get(week) ?? 0,
    })),
    revenue: months.map((key) => {
      const row = revenue.get(key);
      return { month: key, payments: Number(row?.payments ?? 0), fee_halalas: Number(row?.fee ?? 0), vat_halalas: Number(row?.vat ?? 0), total_halalas: Number(row?.total ?? 0) };
    }),
  };
}
