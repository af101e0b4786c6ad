import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  SALARY_BANDS,
  SALARY_MIN_CONTRIBUTORS,
  type TJobSalaryLink,
  type TLocale,
  type TSalaryFigure,
  type TSalaryFilters,
  type TSalaryList,
  type TSalaryOccupation,
  type TSalaryReport,
} from '@tawzeef/contract';
import { preparedPer } from '../../db/prepared.ts';
import type { TDatabase } from '../../db/client.ts';
import { cities, jobOccupations, jobs, majors, occupations, salaryReportRuns, salaryReports, sectors, type TSalaryReportRow } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { isPublishedJob } from '../jobs/published.ts';
import { planSearch } from '../search-engine/engine.ts';

/** What the salary pages read: the precomputed table (compute-reports.ts), never the jobs or the CVs. */

type TOccupationRow = Pick<typeof occupations.$inferSelect, 'id' | 'slug' | 'name_ar' | 'name_en'>;

const occupationColumns = { id: occupations.id, slug: occupations.slug, name_ar: occupations.name_ar, name_en: occupations.name_en };

export function toSalaryOccupation(row: TOccupationRow, locale: TLocale): TSalaryOccupation {
  return { id: row.id, slug: row.slug, name: locale === 'ar' ? row.name_ar : row.name_en, name_ar: row.name_ar, name_en: row.name_en };
}

export function toSalaryFigure(row: TSalaryReportRow): TSalaryFigure {
  const voices = row.companies_count + row.seekers_count;
  return {
    average_minimum: row.average_minimum,
    the_average: row.the_average,
    average_maximum: row.average_maximum,
    jobs_count: row.jobs_count,
    companies_count: row.companies_count,
    seekers_count: row.seekers_count,
    sources: {
      jobs: { the_average: row.jobs_average, weight: voices ? row.companies_count / voices : 0 },
      seekers: { the_average: row.seekers_average, weight: voices ? row.seekers_count / voices : 0 },
    },
  };
}

const filterOf = (filters: TSalaryFilters) => ({ city_id: filters.city_id ?? 0, sector_id: filters.sector_id ?? 0, major_id: filters.major_id ?? 0 });

const cellIs = (filters: TSalaryFilters) => {
  const cell = filterOf(filters);
  return and(eq(salaryReports.city_id, cell.city_id), eq(salaryReports.sector_id, cell.sector_id), eq(salaryReports.major_id, cell.major_id));
};

async function lastRun(db: TDatabase) {
  const [run] = await db.select().from(salaryReportRuns).limit(1);
  return run ?? null;
}

/** An occupation's report by its slug, with the filters; 404 when there is no such occupation. */
export async function readSalaryReport(db: TDatabase, slug: string, filters: TSalaryFilters, locale: TLocale): Promise<TSalaryReport> {
  const [occupation] = await db.select(occupationColumns).from(occupations).where(eq(occupations.slug, slug)).limit(1);
  if (!occupation) throw new HttpError(404, 'salary_occupation_not_found');
  const rows = await db
    .select()
    .from(salaryReports)
    .where(and(eq(salaryReports.occupation_id, occupation.id), cellIs(filters)));
  const all = rows.find((row) => row.band === 'all');
  const name = (table: typeof cities | typeof sectors | typeof majors) => (locale === 'ar' ? table.name_ar : table.name_en);
  // The filter values with a report of their own (one filter at a time), named in the reader's language.
  const optionsOf = async (table: typeof cities | typeof sectors | typeof majors, column: 'city_id' | 'sector_id' | 'major_id') => {
    const others = (['city_id', 'sector_id', 'major_id'] as const).filter((other) => other !== column);
    return db
      .selectDistinct({ id: table.id, name: name(table) })
      .from(salaryReports)
      .innerJoin(table, eq(table.id, salaryReports[column]))
      .where(and(eq(salaryReports.occupation_id, occupation.id), eq(salaryReports.band, 'all'), ...others.map((other) => eq(salaryReports[other], 0))))
      .orderBy(asc(name(table)));
  };
  const [cityOptions, sectorOptions, majorOptions, run] = await Promise.all([optionsOf(cities, 'city_id'), optionsOf(sectors, 'sector_id'), optionsOf(majors, 'major_id'), lastRun(db)]);
  return {
    occupation: toSalaryOccupation(occupation, locale),
    filters: { city_id: filters.city_id ?? null, sector_id: filters.sector_id ?? null, major_id: filters.major_id ?? null },
    figure: all ? toSalaryFigure(all) : null,
    bands: SALARY_BANDS.map((band) => {
      const row = rows.find((item) => item.band === band);
      return { band, figure: row ? toSalaryFigure(row) : null };
    }),
    distribution: all?.distribution ?? [],
    trend: all?.trend ?? [],
    options: { cities: cityOptions, sectors: sectorOptions, majors: majorOptions },
    computed_at: run?.computed_at.toISOString() ?? null,
    window_start: run?.window_start.toISOString() ?? null,
    min_contributors: SALARY_MIN_CONTRIBUTORS,
  };
}

/**
 * The occupations with a report (with the filters), most companies and seekers first; with `q`, only those the
 * words name, read by the search engine as job search reads them (both languages, typos, Arabizi).
 */
export async function searchSalaries(db: TDatabase, query: TSalaryFilters & { q?: string }, locale: TLocale): Promise<TSalaryList> {
  const q = query.q?.trim() || null;
  let recognised: TOccupationRow[] = [];
  let interpreted: string | null = null;
  let ids: number[] | null = null;
  if (q) {
    const plan = await planSearch(db, q, locale);
    // The occupations the phrase names, else those a one-word occupation heads («مهندس»: every engineer).
    const direct = [...new Set(plan.groups.filter((group) => group.kind === 'occupation').flatMap((group) => group.directIds))];
    const wide = [...new Set([...direct, ...plan.occupationIds])];
    interpreted = plan.changed ? plan.interpreted || null : null;
    recognised = direct.length ? await db.select(occupationColumns).from(occupations).where(inArray(occupations.id, direct)).orderBy(asc(occupations.id)) : [];
    ids = wide;
  }
  const rows = ids !== null && !ids.length
    ? []
    : await db
        .select({ report: salaryReports, occupation: occupationColumns })
        .from(salaryReports)
        .innerJoin(occupations, eq(occupations.id, salaryReports.occupation_id))
        .where(and(eq(salaryReports.band, 'all'), cellIs(query), ids ? inArray(salaryReports.occupation_id, ids) : undefined))
        .orderBy(desc(sql`${salaryReports.companies_count} + ${salaryReports.seekers_count}`), asc(locale === 'ar' ? occupations.name_ar : occupations.name_en));
  // What the phrase itself names comes first ("civil engineer" before the other engineers).
  const named = new Set(recognised.map((row) => row.id));
  rows.sort((a, b) => Number(named.has(b.occupation.id)) - Number(named.has(a.occupation.id)));
  const run = await lastRun(db);
  return {
    items: rows.map((row) => ({ occupation: toSalaryOccupation(row.occupation, locale), figure: toSalaryFigure(row.report) })),
    meta: { q, recognised: recognised.map((row) => toSalaryOccupation(row, locale)), interpreted_as: interpreted, computed_at: run?.computed_at.toISOString() ?? null },
  };
}

/** Every job page reads its salary link: prepared once per database (db/prepared.ts). */
const jobSalaryLinkStatement = preparedPer((db) =>
  db
    .select({ occupation: occupationColumns, the_average: salaryReports.the_average })
    .from(jobOccupations)
    .innerJoin(jobs, eq(jobs.id, jobOccupations.job_id))
    .innerJoin(occupations, eq(occupations.id, jobOccupations.occupation_id))
    .innerJoin(salaryReports, and(eq(salaryReports.occupation_id, jobOccupations.occupation_id), eq(salaryReports.band, 'all'), cellIs({})))
    .where(and(eq(jobOccupations.job_id, sql.placeholder('jobId')), isPublishedJob))
    .orderBy(desc(sql`${salaryReports.companies_count} + ${salaryReports.seekers_count}`))
    .limit(1)
    .prepare('job_salary_link'),
);

/** The job page's link: the published job's occupation that has a report (all filters off), else null. */
export async function readJobSalaryLink(db: TDatabase, jobId: number, locale: TLocale): Promise<TJobSalaryLink> {
  const [row] = await jobSalaryLinkStatement(db, null).execute({ jobId });
  return row ? { occupation: toSalaryOccupation(row.occupation, locale), the_average: row.the_average } : null;
}
