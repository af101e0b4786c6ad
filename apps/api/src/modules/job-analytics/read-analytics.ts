import { sql } from 'drizzle-orm';
import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS, VIEW_SOURCES, type TAnalyticsDay, type TAnalyticsQuery, type TAnalyticsTotals, type TCompanyAnalytics, type TJobAnalytics, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { HttpError, notFound } from '../../errors.ts';
import { rowsOf } from './recorder.ts';
import { riyadhDateOf } from '../jobs/state.ts';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The period asked for: `to` defaults to today (Asia/Riyadh), `from` to 30 days ending on `to`; 422 past 366 days. */
export function periodOf(query: TAnalyticsQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? (query.from ? addDays(query.from, ANALYTICS_DEFAULT_DAYS - 1) : riyadhDateOf(now));
  const from = query.from ?? addDays(to, 1 - ANALYTICS_DEFAULT_DAYS);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw new HttpError(422, 'validation_failed', { to: 'analytics_range_order' });
  if (days > ANALYTICS_MAX_DAYS) throw new HttpError(422, 'validation_failed', { to: 'analytics_range_long' });
  return { from, to };
}

type TSumRow = { views: number; impressions: number; saves: number; applications: number } & Record<`from_${(typeof VIEW_SOURCES)[number]}`, number>;

const COLUMNS = ['views', 'impressions', 'saves', 'applications', ...VIEW_SOURCES.map((source) => `from_${source}`)];
const sums = sql.raw(COLUMNS.map((column) => `coalesce(sum(d.${column}), 0)::int as ${column}`).join(', '));
/** The same numbers of a job's totals (`p`), zero for a job with none in the period. */
const totalsColumns = sql.raw(COLUMNS.map((column) => `coalesce(p.${column}, 0) as ${column}`).join(', '));

const conversionOf = (views: number, applications: number) => (views > 0 ? Math.round((applications / views) * 10_000) / 10_000 : null);

function totalsOf(row: TSumRow | undefined): TAnalyticsTotals {
  const value = (column: keyof TSumRow) => Number(row?.[column] ?? 0);
  return {
    views: value('views'),
    impressions: value('impressions'),
    saves: value('saves'),
    applications: value('applications'),
    conversion: conversionOf(value('views'), value('applications')),
    sources: Object.fromEntries(VIEW_SOURCES.map((source) => [source, value(`from_${source}`)])) as TAnalyticsTotals['sources'],
  };
}

/** Every day of the period, with zeros where nothing was counted. */
function everyDay(period: { from: string; to: string }, rows: Array<TSumRow & { day: string }>): TAnalyticsDay[] {
  const byDay = new Map(rows.map((row) => [String(row.day).slice(0, 10), row]));
  const days: TAnalyticsDay[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({ day, views: Number(row?.views ?? 0), impressions: Number(row?.impressions ?? 0), saves: Number(row?.saves ?? 0), applications: Number(row?.applications ?? 0) });
  }
  return days;
}

/** The days of a job (`job_analytics_daily`) or a company (`company_analytics_daily`), and their totals. */
async function readDays(db: TDatabase, table: 'job' | 'company', id: number, period: { from: string; to: string }) {
  const source = table === 'job' ? sql`job_analytics_daily d where d.job_id = ${id}` : sql`company_analytics_daily d where d.company_id = ${id}`;
  const rows = await rowsOf<TSumRow & { day: string }>(db, sql`select d.day::text as day, ${sums} from ${source} and d.day between ${period.from}::date and ${period.to}::date group by d.day order by d.day`);
  const total = {} as TSumRow;
  for (const key of Object.keys(rows[0] ?? {}) as Array<keyof TSumRow | 'day'>) {
    if (key !== 'day') total[key] = rows.reduce((sum, row) => sum + Number(row[key]), 0);
  }
  return { days: everyDay(period, rows), totals: totalsOf(rows.length > 0 ? total : undefined) };
}

/** The first day of the month after `day`'s, or `day` itself when it is the first. */
const monthStartFrom = (day: string) => (day.endsWith('-01') ? day : `${addDays(`${day.slice(0, 8)}28`, 7).slice(0, 8)}01`);

/** One job's analytics: its company's (`companyId`), or any job's for the console (null); 404 otherwise. */
export async function readJobAnalytics(db: TDatabase, jobId: number, companyId: number | null, query: TAnalyticsQuery, now: Date): Promise<TJobAnalytics> {
  const owner = companyId === null ? sql`true` : sql`j.company_id = ${companyId}`;
  const [job] = await rowsOf<{ id: number; title: string; status: string }>(db, sql`select j.id, j.title, j.status from jobs j where j.id = ${jobId} and ${owner}`);
  if (!job) throw notFound();
  const period = periodOf(query, now);
  const read = await readDays(db, 'job', jobId, period);
  // Featured days (decision 135): its paid featuring periods as their invoices show them, within the period; nothing
  // more is recorded when a search lists it.
  const featured = await rowsOf<{ day: string }>(
    db,
    sql`select distinct g.day::date::text as day from payments p,
          generate_series(greatest(p.service_from, ${period.from}::date), least(p.service_to, ${period.to}::date), interval '1 day') as g(day)
        where p.job_id = ${jobId} and p.feature_days is not null and p.status = 'paid' and p.service_from is not null order by day`,
  );
  const days = new Set(featured.map((row) => String(row.day).slice(0, 10)));
  const impressions = read.days.reduce((sum, day) => sum + (days.has(day.day) ? day.impressions : 0), 0);
  return { job: { id: Number(job.id), title: job.title, status: job.status }, period, ...read, featured: { days: [...days], impressions } };
}

/** A company's jobs together by day, and each job's totals, the most viewed first (drafts, never seen, left out). */
export async function readCompanyAnalytics(db: TDatabase, companyId: number, locale: TLocale, query: TAnalyticsQuery, now: Date): Promise<TCompanyAnalytics> {
  const name = locale === 'en' ? sql`coalesce(nullif(trim(c.foundation_name_en), ''), c.foundation_name)` : sql`c.foundation_name`;
  const [company] = await rowsOf<{ id: number; name: string }>(db, sql`select c.id, ${name} as name from companies c where c.id = ${companyId}`);
  if (!company) throw notFound();
  const period = periodOf(query, now);
  const together = await readDays(db, 'company', companyId, period);
  // Whole months [fullFrom, fullTo) from the monthly numbers, the days before and after them from the daily ones. A
  // month's numbers are counted as its days are (migration 0057), so today's month is its days so far: a period that
  // reaches today takes that month whole from its monthly row (decision 138).
  const today = riyadhDateOf(now);
  const fullFrom = monthStartFrom(period.from);
  const fullTo = period.to >= today ? monthStartFrom(addDays(today, 1)) : `${addDays(period.to, 1).slice(0, 8)}01`;
  const rows = await rowsOf<TSumRow & { id: number; title: string; status: string }>(
    db,
    sql`with owned as (select j.id, j.title, j.status from jobs j where j.company_id = ${companyId} and j.status <> 'draft'),
        parts as (
          select m.* from job_analytics_monthly m join owned o on o.id = m.job_id where m.month >= ${fullFrom}::date and m.month < ${fullTo}::date
          union all
          select d.job_id, d.day, d.views, d.impressions, d.saves, d.applications, d.from_search, d.from_alert, d.from_direct, d.from_shared, d.from_site, d.from_external
          from job_analytics_daily d join owned o on o.id = d.job_id
          where d.day between ${period.from}::date and ${period.to}::date and (d.day < ${fullFrom}::date or d.day >= ${fullTo}::date)
        ),
        -- Each job's totals before they meet the jobs: 500 rows joined, not 15,000 (decision 134).
        per_job as (select d.job_id, ${sums} from parts d group by d.job_id)
        select o.id, o.title, o.status, ${totalsColumns} from owned o left join per_job p on p.job_id = o.id
        order by views desc, applications desc, o.id desc`,
  );
  const jobs = rows.map((row) => {
    const { sources: _sources, ...totals } = totalsOf(row);
    return { id: Number(row.id), title: row.title, status: row.status, ...totals };
  });
  return { company: { id: Number(company.id), name: company.name }, period, ...together, jobs };
}
