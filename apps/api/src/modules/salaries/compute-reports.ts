import { and, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { SALARY_MIN_CONTRIBUTORS, salaryBandOf, type TSalaryBand } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { jobs, salaryReportRuns, salaryReports } from '../../db/schema/index.ts';
import { isPublishedJob } from '../jobs/published.ts';
import { linkUnlinkedJobs, occupationsOfTitle } from '../search-engine/engine.ts';
import { vocabularyOf } from '../search-engine/vocabulary.ts';

/**
 * The computation of the salary reports (decision 036): every figure from the data, none typed in.
 *
 * - Sources: the salary ranges of jobs published in the last 12 months (visitors' rule of published jobs, with a
 *   salary), filed under their occupations (`job_occupations`); and the latest salary each job seeker gave in their
 *   CV for an occupation (`experiences.latest_salary` of the newest experience whose title names it, read by the
 *   search engine as it reads job titles), when that experience is current or ended inside the 12 months.
 * - Each company and each seeker counts once in a figure: a company's jobs are averaged first, so a company with
 *   ten ads weighs what a seeker weighs. The sources are therefore weighted by how many companies and seekers
 *   each brings, and both shares are kept.
 * - A cell (occupation × band × city × sector × major, each filter also "any") is kept only when at least
 *   SALARY_MIN_CONTRIBUTORS distinct companies and seekers stand behind it (k-anonymity).
 */

export const SALARY_WINDOW_MONTHS = 12;

export function windowStartOf(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - SALARY_WINDOW_MONTHS);
  return start;
}

export function quarterOf(date: Date): string {
  return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

/** The quarters the window touches, oldest first. */
export function quartersOf(start: Date, end: Date): string[] {
  const quarters: string[] = [];
  const cursor = new Date(Date.UTC(start.getUTCFullYear(), Math.floor(start.getUTCMonth() / 3) * 3, 1));
  while (cursor.getTime() <= end.getTime()) {
    quarters.push(quarterOf(cursor));
    cursor.setUTCMonth(cursor.getUTCMonth() + 3);
  }
  return quarters;
}

interface TRows<T> {
  rows: T[];
}

/** Years between two ISO dates (calendar), whole years. */
function yearsBetween(from: string, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - new Date(`${from}T00:00:00Z`).getTime()) / (365.25 * 86_400_000)));
}

/** A seeker's salary for one occupation, sent to the database with the statement that aggregates (short keys: one JSON parameter). */
export interface TSeekerSample {
  /** The seeker. */
  u: number;
  /** The occupation. */
  o: number;
  /** The salary. */
  s: number;
  b: TSalaryBand;
  c: number | null;
  se: number | null;
  m: number | null;
  /** When the salary was given: the experience's end, else its last update, within the window (ISO). */
  at: string;
}

/**
 * The latest salary each active job seeker gave for each occupation, current or ended inside the window. The titles
 * are read in JavaScript, by the search engine's vocabulary (as the candidate index reads CV titles); the
 * aggregation is the database's (computeSalaryReports).
 */
export async function readSeekerSamples(db: TDatabase, now: Date): Promise<TSeekerSample[]> {
  const start = windowStartOf(now);
  // A deleted account's experiences are gone with it (cascade), a suspended one's are left out.
  const seekerRows = (await db.execute(sql`
    select e.user_id, e.job_title, e.latest_salary::float8 as latest_salary, e.start_date::text as start_date, e.end_date::text as end_date,
      e.is_current, e.updated_at, (select min(x.start_date) from experiences x where x.user_id = e.user_id)::text as career_start,
      p.city_id, p.sector_id, p.major_id
    from experiences e
    inner join users u on u.id = e.user_id and u.type = 'USER' and u.status = 'active'
    left join seeker_profiles p on p.user_id = e.user_id
    where e.latest_salary is not null and (e.is_current or e.end_date is null or e.end_date >= ${start.toISOString().slice(0, 10)}::date)
  `)) as unknown as TRows<{
    user_id: number;
    job_title: string;
    latest_salary: number;
    start_date: string;
    end_date: string | null;
    is_current: boolean;
    updated_at: string | Date;
    career_start: string;
    city_id: number | null;
    sector_id: number | null;
    major_id: number | null;
  }>;
  const vocabulary = await vocabularyOf(db);
  // Many seekers share a title: each title is read once.
  const titles = new Map<string, number[]>();
  // The newest experience of each seeker and occupation: the current one, else the one that ended last.
  const latest = new Map<string, { row: (typeof seekerRows.rows)[number]; order: string }>();
  for (const row of seekerRows.rows) {
    const order = `${row.is_current || !row.end_date ? '9999-12-31' : row.end_date}|${row.start_date}`;
    let ids = titles.get(row.job_title);
    if (!ids) titles.set(row.job_title, (ids = occupationsOfTitle(vocabulary, row.job_title)));
    for (const occupationId of ids) {
      const key = `${row.user_id}|${occupationId}`;
      const known = latest.get(key);
      if (!known || order > known.order) latest.set(key, { row, order });
    }
  }
  return [...latest].map(([key, { row }]) => {
    const ended = row.is_current || !row.end_date ? null : new Date(`${row.end_date}T00:00:00Z`);
    return {
      u: Number(row.user_id),
      o: Number(key.split('|')[1]),
      s: Number(row.latest_salary),
      b: salaryBandOf(yearsBetween(row.career_start, ended ?? now)),
      c: row.city_id === null ? null : Number(row.city_id),
      se: row.sector_id === null ? null : Number(row.sector_id),
      m: row.major_id === null ? null : Number(row.major_id),
      at: new Date(Math.min(now.getTime(), Math.max(start.getTime(), (ended ?? new Date(row.updated_at)).getTime()))).toISOString(),
    };
  });
}

/** The band of a job's years of experience, as salaryBandOf gives it (null: the job does not say). */
const bandOfYears = (years: SQL) => sql`case when ${years} is null then null when ${years} < 2 then '0-1' when ${years} < 5 then '2-4' when ${years} < 10 then '5-9' else '10+' end`;

/** Bars of a distribution: the first of these round widths giving at most eight bars. */
const BUCKET_WIDTHS = [250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 50_000, 100_000];

const textArray = (values: string[]) => sql`array[${sql.join(
  values.map((value) => sql`${value}`),
  sql`, `,
)}]::text[]`;

/**
 * The statement that computes every report and inserts it: the samples (jobs of the window, read here; seekers, given
 * as one JSON parameter), each contributor's average per cell (`cube` over the band and the three filters: every
 * combination, a rolled-up column being "any"), the cells with at least SALARY_MIN_CONTRIBUTORS contributors, and for
 * band 'all' the distribution and the trend by quarter. PostgreSQL aggregates (spilling to disk if it must), so the
 * API process neither holds the samples nor blocks its event loop on them, whatever the number of jobs.
 */
function insertReportsSql(seekers: TSeekerSample[], start: Date, now: Date): SQL {
  const k = SALARY_MIN_CONTRIBUTORS;
  const quarters = quartersOf(start, now);
  const quarter = (at: SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY"-Q"Q')`;
  const cell = sql`occupation_id, band, city_id, sector_id, major_id`;
  const allCell = sql`occupation_id, city_id, sector_id, major_id`;
  return sql`
    with samples as (
      -- A range gives its minimum and maximum, a single bound is both. Unknown filter values are 0, no band 'none'.
      select 'job' as source, jobs.company_id as contributor, jobs.id as job_id, jo.occupation_id,
        coalesce(jobs.salary_from, jobs.salary_to)::numeric as lo, coalesce(jobs.salary_to, jobs.salary_from)::numeric as hi,
        coalesce(${bandOfYears(sql`jobs.experience_years`)}, 'none') as band,
        coalesce(jobs.city_id, 0) as city_id, coalesce(jobs.sector_id, 0) as sector_id, coalesce(jobs.major_id, 0) as major_id,
        ${quarter(sql`jobs.published_at`)} as quarter
      from ${jobs} inner join job_occupations jo on jo.job_id = jobs.id
      where ${and(isPublishedJob, isNotNull(jobs.published_at), gte(jobs.published_at, start), lte(jobs.published_at, now), or(isNotNull(jobs.salary_from), isNotNull(jobs.salary_to)))}
      union all
      select 'seeker', s.u, null, s.o, s.s::numeric, s.s::numeric, s.b, coalesce(s.c, 0), coalesce(s.se, 0), coalesce(s.m, 0), ${quarter(sql`s.at`)}
      from jsonb_to_recordset(${JSON.stringify(seekers)}::jsonb) as s(u int, o int, s numeric, b text, c int, se int, m int, at timestamptz)
    ),
    -- Each company and each seeker once per cell: a company's jobs averaged first. A rolled-up column is null ("any");
    -- a sample without a value for a column counts only where that column is rolled up.
    voices as (
      select occupation_id, coalesce(band, 'all') as band, coalesce(city_id, 0) as city_id, coalesce(sector_id, 0) as sector_id, coalesce(major_id, 0) as major_id,
        source, avg(lo) as lo, avg((lo + hi) / 2) as mid, avg(hi) as hi, count(job_id) as jobs
      from samples
      group by occupation_id, source, contributor, cube(band, city_id, sector_id, major_id)
      having (band is null or band <> 'none') and (city_id is null or city_id <> 0) and (sector_id is null or sector_id <> 0) and (major_id is null or major_id <> 0)
    ),
    cells as (
      select ${cell}, count(*) as voices,
        count(*) filter (where source = 'job') as companies, count(*) filter (where source = 'seeker') as seekers,
        sum(jobs) as jobs_count, avg(lo) as lo, avg(mid) as mid, avg(hi) as hi,
        avg(mid) filter (where source = 'job') as jobs_mid, avg(mid) filter (where source = 'seeker') as seekers_mid,
        min(mid) as low, max(mid) as high
      from voices group by ${cell}
      having count(*) >= ${k}
    ),
    -- The distribution's bars: the first round width giving at most eight, each contributor once by its mid-point.
    widths as (
      select ${allCell}, low, high,
        coalesce((select w from unnest(${sql.raw(`array[${BUCKET_WIDTHS.join(', ')}]::numeric[]`)}) as w where floor(high / w) - floor(low / w) + 1 <= 8 order by w limit 1), ${sql.raw(String(BUCKET_WIDTHS.at(-1)))}::numeric) as width
      from cells where band = 'all'
    ),
    bars as (
      select v.occupation_id, v.city_id, v.sector_id, v.major_id, floor(v.mid / w.width)::int as bar, count(*) as n
      from voices v inner join widths w using (${allCell})
      where v.band = 'all'
      group by v.occupation_id, v.city_id, v.sector_id, v.major_id, floor(v.mid / w.width)
    ),
    distributions as (
      select w.occupation_id, w.city_id, w.sector_id, w.major_id,
        jsonb_agg(jsonb_build_object('from', (g * w.width)::int, 'to', ((g + 1) * w.width)::int, 'count', coalesce(b.n, 0)) order by g) as distribution
      from widths w
      cross join lateral generate_series(floor(w.low / w.width)::int, floor(w.high / w.width)::int) as g
      left join bars b on b.occupation_id = w.occupation_id and b.city_id = w.city_id and b.sector_id = w.sector_id and b.major_id = w.major_id and b.bar = g
      group by w.occupation_id, w.city_id, w.sector_id, w.major_id
    ),
    -- The trend: each contributor once per quarter of the window; a quarter's figures only with k contributors.
    quarter_voices as (
      select occupation_id, coalesce(city_id, 0) as city_id, coalesce(sector_id, 0) as sector_id, coalesce(major_id, 0) as major_id, quarter,
        avg(lo) as lo, avg((lo + hi) / 2) as mid, avg(hi) as hi
      from samples
      group by occupation_id, source, contributor, quarter, cube(city_id, sector_id, major_id)
      having (city_id is null or city_id <> 0) and (sector_id is null or sector_id <> 0) and (major_id is null or major_id <> 0)
    ),
    quarter_cells as (
      select ${allCell}, quarter, count(*) as n, avg(lo) as lo, avg(mid) as mid, avg(hi) as hi
      from quarter_voices group by ${allCell}, quarter
    ),
    trends as (
      select c.occupation_id, c.city_id, c.sector_id, c.major_id,
        jsonb_agg(jsonb_build_object(
          'quarter', q.quarter,
          'average_minimum', case when qc.n >= ${k} then round(qc.lo)::int end,
          'the_average', case when qc.n >= ${k} then round(qc.mid)::int end,
          'average_maximum', case when qc.n >= ${k} then round(qc.hi)::int end,
          'contributors', coalesce(qc.n, 0)
        ) order by q.position) as trend
      from cells c
      cross join unnest(${textArray(quarters)}) with ordinality as q(quarter, position)
      left join quarter_cells qc on qc.occupation_id = c.occupation_id and qc.city_id = c.city_id and qc.sector_id = c.sector_id and qc.major_id = c.major_id and qc.quarter = q.quarter
      where c.band = 'all'
      group by c.occupation_id, c.city_id, c.sector_id, c.major_id
    )
    insert into ${salaryReports} (occupation_id, band, city_id, sector_id, major_id, average_minimum, the_average, average_maximum,
      jobs_count, companies_count, seekers_count, jobs_average, seekers_average, distribution, trend, computed_at)
    select c.occupation_id, c.band, c.city_id, c.sector_id, c.major_id, round(c.lo)::int, round(c.mid)::int, round(c.hi)::int,
      c.jobs_count::int, c.companies::int, c.seekers::int,
      -- A source's own average only when it, and the other source if any, rest on enough people: otherwise one
      -- company's pay could be read off the source's average, or worked out from the figure and the other source.
      case when (c.companies = 0 or c.companies >= ${k}) and (c.seekers = 0 or c.seekers >= ${k}) then round(c.jobs_mid)::int end,
      case when (c.companies = 0 or c.companies >= ${k}) and (c.seekers = 0 or c.seekers >= ${k}) then round(c.seekers_mid)::int end,
      d.distribution, t.trend, ${now.toISOString()}::timestamptz
    from cells c
    left join distributions d on c.band = 'all' and d.occupation_id = c.occupation_id and d.city_id = c.city_id and d.sector_id = c.sector_id and d.major_id = c.major_id
    left join trends t on c.band = 'all' and t.occupation_id = c.occupation_id and t.city_id = c.city_id and t.sector_id = c.sector_id and t.major_id = c.major_id
  `;
}

/** Recomputes every report from the data and replaces the table in one transaction (readers see old or new). */
export async function computeSalaryReports(db: TDatabase, now: Date): Promise<number> {
  const start = windowStartOf(now);
  // Jobs saved by other means than the jobs service (seeds, imports) get their occupations as search gives them.
  await linkUnlinkedJobs(db);
  const seekers = await readSeekerSamples(db, now);
  let reports = 0;
  await db.transaction(async (tx) => {
    await tx.delete(salaryReports);
    await tx.execute(insertReportsSql(seekers, start, now));
    const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(salaryReports);
    reports = Number(counted?.n ?? 0);
    await tx
      .insert(salaryReportRuns)
      .values({ id: 1, computed_at: now, window_start: start, reports })
      .onConflictDoUpdate({ target: salaryReportRuns.id, set: { computed_at: now, window_start: start, reports } });
  });
  return reports;
}
