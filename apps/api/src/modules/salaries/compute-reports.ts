import { and, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import { SALARY_MIN_CONTRIBUTORS, salaryBandOf, type TSalaryBand } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { jobs, salaryReportRuns, salaryReports, type TSalaryBucketRow, type TSalaryQuarterRow } from '../../db/schema/index.ts';
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

export interface TSalarySample {
  source: 'job' | 'seeker';
  /** The company or the seeker: each counts once in a figure. */
  contributor: number;
  /** The job (jobs only): counted in jobs_count. */
  jobId?: number;
  occupationId: number;
  min: number;
  max: number;
  band: TSalaryBand | null;
  cityId: number | null;
  sectorId: number | null;
  majorId: number | null;
  /** When the salary was given: the job's publication, the experience's end or its last update. */
  at: Date;
}

interface TSums {
  min: number;
  mid: number;
  max: number;
  n: number;
}

interface TContribution extends TSums {
  source: 'job' | 'seeker';
  jobs: Set<number>;
  quarters: Map<string, TSums> | null;
}

export interface TComputedReport {
  occupation_id: number;
  band: 'all' | TSalaryBand;
  city_id: number;
  sector_id: number;
  major_id: number;
  average_minimum: number;
  the_average: number;
  average_maximum: number;
  jobs_count: number;
  companies_count: number;
  seekers_count: number;
  jobs_average: number | null;
  seekers_average: number | null;
  distribution: TSalaryBucketRow[] | null;
  trend: TSalaryQuarterRow[] | null;
}

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

const add = (sums: TSums, min: number, max: number) => {
  sums.min += min;
  sums.mid += (min + max) / 2;
  sums.max += max;
  sums.n += 1;
};
const empty = (): TSums => ({ min: 0, mid: 0, max: 0, n: 0 });
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Bars of a distribution: a round width giving at most eight bars. */
const BUCKET_WIDTHS = [250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 50_000, 100_000];

export function distributionOf(values: number[]): TSalaryBucketRow[] {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const width = BUCKET_WIDTHS.find((w) => Math.floor(high / w) - Math.floor(low / w) + 1 <= 8) ?? BUCKET_WIDTHS.at(-1)!;
  const first = Math.floor(low / width);
  const buckets = Array.from({ length: Math.floor(high / width) - first + 1 }, (_, index) => ({ from: (first + index) * width, to: (first + index + 1) * width, count: 0 }));
  for (const value of values) buckets[Math.floor(value / width) - first]!.count += 1;
  return buckets;
}

/** The figures of every cell with enough companies and seekers behind it. Pure: the tests give it samples. */
export function aggregateSalaries(samples: TSalarySample[], quarters: string[]): TComputedReport[] {
  const cells = new Map<string, Map<string, TContribution>>();
  for (const sample of samples) {
    const bands: Array<'all' | TSalaryBand> = sample.band ? ['all', sample.band] : ['all'];
    const cities = sample.cityId ? [0, sample.cityId] : [0];
    const sectors = sample.sectorId ? [0, sample.sectorId] : [0];
    const majors = sample.majorId ? [0, sample.majorId] : [0];
    const who = `${sample.source}:${sample.contributor}`;
    for (const band of bands) {
      for (const city of cities) {
        for (const sector of sectors) {
          for (const major of majors) {
            const key = `${sample.occupationId}|${band}|${city}|${sector}|${major}`;
            let cell = cells.get(key);
            if (!cell) cells.set(key, (cell = new Map()));
            let contribution = cell.get(who);
            if (!contribution) cell.set(who, (contribution = { ...empty(), source: sample.source, jobs: new Set(), quarters: band === 'all' ? new Map() : null }));
            add(contribution, sample.min, sample.max);
            if (sample.jobId !== undefined) contribution.jobs.add(sample.jobId);
            if (contribution.quarters) {
              const quarter = quarterOf(sample.at);
              let sums = contribution.quarters.get(quarter);
              if (!sums) contribution.quarters.set(quarter, (sums = empty()));
              add(sums, sample.min, sample.max);
            }
          }
        }
      }
    }
  }

  const reports: TComputedReport[] = [];
  for (const [key, cell] of cells) {
    if (cell.size < SALARY_MIN_CONTRIBUTORS) continue;
    const [occupation, band, city, sector, major] = key.split('|');
    const voices = [...cell.values()];
    const companies = voices.filter((voice) => voice.source === 'job');
    const seekers = voices.filter((voice) => voice.source === 'seeker');
    const mids = voices.map((voice) => voice.mid / voice.n);
    const isAll = band === 'all';
    const enough = (count: number) => count === 0 || count >= SALARY_MIN_CONTRIBUTORS;
    const sourcesShown = enough(companies.length) && enough(seekers.length);
    reports.push({
      occupation_id: Number(occupation),
      band: band as TComputedReport['band'],
      city_id: Number(city),
      sector_id: Number(sector),
      major_id: Number(major),
      average_minimum: Math.round(mean(voices.map((voice) => voice.min / voice.n))),
      the_average: Math.round(mean(mids)),
      average_maximum: Math.round(mean(voices.map((voice) => voice.max / voice.n))),
      jobs_count: companies.reduce((sum, voice) => sum + voice.jobs.size, 0),
      companies_count: companies.length,
      seekers_count: seekers.length,
      // A source's own average only when it, and the other source if any, rest on enough people: otherwise one
      // company's pay could be read off the source's average, or worked out from the figure and the other source.
      jobs_average: sourcesShown && companies.length ? Math.round(mean(companies.map((voice) => voice.mid / voice.n))) : null,
      seekers_average: sourcesShown && seekers.length ? Math.round(mean(seekers.map((voice) => voice.mid / voice.n))) : null,
      distribution: isAll ? distributionOf(mids) : null,
      trend: isAll ? trendOf(voices, quarters) : null,
    });
  }
  return reports;
}

function trendOf(voices: TContribution[], quarters: string[]): TSalaryQuarterRow[] {
  return quarters.map((quarter) => {
    const inQuarter = voices.flatMap((voice) => {
      const sums = voice.quarters?.get(quarter);
      return sums ? [sums] : [];
    });
    const enough = inQuarter.length >= SALARY_MIN_CONTRIBUTORS;
    const figure = (pick: (sums: TSums) => number) => (enough ? Math.round(mean(inQuarter.map((sums) => pick(sums) / sums.n))) : null);
    return { quarter, average_minimum: figure((s) => s.min), the_average: figure((s) => s.mid), average_maximum: figure((s) => s.max), contributors: inQuarter.length };
  });
}

interface TRows<T> {
  rows: T[];
}

/** Years between two ISO dates (calendar), whole years. */
function yearsBetween(from: string, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - new Date(`${from}T00:00:00Z`).getTime()) / (365.25 * 86_400_000)));
}

/** The samples of the 12 months before `now`: job ranges and seekers' latest salaries, each with its occupations. */
export async function readSalarySamples(db: TDatabase, now: Date): Promise<TSalarySample[]> {
  const start = windowStartOf(now);
  // Jobs saved by other means than the jobs service (seeds, imports) get their occupations as search gives them.
  await linkUnlinkedJobs(db);
  const jobRows = (await db.execute(sql`
    select jobs.id, jobs.company_id, jo.occupation_id, jobs.salary_from, jobs.salary_to, jobs.experience_years, jobs.city_id, jobs.sector_id, jobs.major_id, jobs.published_at
    from ${jobs} inner join job_occupations jo on jo.job_id = jobs.id
    where ${and(isPublishedJob, isNotNull(jobs.published_at), gte(jobs.published_at, start), lte(jobs.published_at, now), or(isNotNull(jobs.salary_from), isNotNull(jobs.salary_to)))}
  `)) as unknown as TRows<{
    id: number;
    company_id: number;
    occupation_id: number;
    salary_from: number | null;
    salary_to: number | null;
    experience_years: number | null;
    city_id: number | null;
    sector_id: number | null;
    major_id: number | null;
    published_at: string | Date;
  }>;
  const samples: TSalarySample[] = jobRows.rows.map((row) => {
    const min = Number(row.salary_from ?? row.salary_to);
    const max = Number(row.salary_to ?? row.salary_from);
    return {
      source: 'job',
      contributor: Number(row.company_id),
      jobId: Number(row.id),
      occupationId: Number(row.occupation_id),
      min,
      max,
      band: row.experience_years === null ? null : salaryBandOf(Number(row.experience_years)),
      cityId: row.city_id === null ? null : Number(row.city_id),
      sectorId: row.sector_id === null ? null : Number(row.sector_id),
      majorId: row.major_id === null ? null : Number(row.major_id),
      at: new Date(row.published_at),
    };
  });

  // Seekers: active job seekers' experiences with a salary, current or ended inside the window. A deleted account's
  // experiences are gone with it (cascade), a suspended one's are left out.
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
  // The newest experience of each seeker and occupation: the current one, else the one that ended last.
  const latest = new Map<string, { row: (typeof seekerRows.rows)[number]; order: string }>();
  for (const row of seekerRows.rows) {
    const order = `${row.is_current || !row.end_date ? '9999-12-31' : row.end_date}|${row.start_date}`;
    for (const occupationId of occupationsOfTitle(vocabulary, row.job_title)) {
      const key = `${row.user_id}|${occupationId}`;
      const known = latest.get(key);
      if (!known || order > known.order) latest.set(key, { row, order });
    }
  }
  for (const [key, { row }] of latest) {
    const ended = row.is_current || !row.end_date ? null : new Date(`${row.end_date}T00:00:00Z`);
    const salary = Number(row.latest_salary);
    const updated = new Date(row.updated_at);
    samples.push({
      source: 'seeker',
      contributor: Number(row.user_id),
      occupationId: Number(key.split('|')[1]),
      min: salary,
      max: salary,
      band: salaryBandOf(yearsBetween(row.career_start, ended ?? now)),
      cityId: row.city_id === null ? null : Number(row.city_id),
      sectorId: row.sector_id === null ? null : Number(row.sector_id),
      majorId: row.major_id === null ? null : Number(row.major_id),
      at: new Date(Math.min(now.getTime(), Math.max(start.getTime(), (ended ?? updated).getTime()))),
    });
  }
  return samples;
}

/** Recomputes every report from the data and replaces the table in one transaction (readers see old or new). */
export async function computeSalaryReports(db: TDatabase, now: Date): Promise<number> {
  const start = windowStartOf(now);
  const reports = aggregateSalaries(await readSalarySamples(db, now), quartersOf(start, now));
  await db.transaction(async (tx) => {
    await tx.delete(salaryReports);
    for (let index = 0; index < reports.length; index += 500) {
      await tx.insert(salaryReports).values(reports.slice(index, index + 500).map((report) => ({ ...report, computed_at: now })));
    }
    await tx
      .insert(salaryReportRuns)
      .values({ id: 1, computed_at: now, window_start: start, reports: reports.length })
      .onConflictDoUpdate({ target: salaryReportRuns.id, set: { computed_at: now, window_start: start, reports: reports.length } });
  });
  return reports.length;
}
