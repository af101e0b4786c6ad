import { z } from 'zod';
import { ZIdParam } from './ids.ts';

/**
 * Salary reports (SPEC §3: average_minimum, the_average, average_maximum per job title and years of experience;
 * decision 036). Computed on a schedule from the salary ranges of jobs published in the last 12 months and the
 * latest salaries job seekers gave in their CV; a figure is shown only when at least SALARY_MIN_CONTRIBUTORS
 * distinct companies or seekers stand behind it.
 */

/** Years-of-experience bands, in order: 0–1, 2–4, 5–9, 10 and more. */
export const SALARY_BANDS = ['0-1', '2-4', '5-9', '10+'] as const;
export type TSalaryBand = (typeof SALARY_BANDS)[number];

/** The band of `years` of experience. */
export function salaryBandOf(years: number): TSalaryBand {
  if (years < 2) return '0-1';
  if (years < 5) return '2-4';
  if (years < 10) return '5-9';
  return '10+';
}

const amount = z.number().int();

export const ZSalarySource = z.object({
  /** This source's own average (null when it gave nothing here). */
  the_average: amount.nullable(),
  /** Its share of the figure, 0–1: companies (jobs) or seekers over both. */
  weight: z.number(),
});

export const ZSalaryFigure = z.object({
  average_minimum: amount,
  the_average: amount,
  average_maximum: amount,
  /** Jobs (published in the last 12 months), the companies that posted them, and the seekers behind the figure. */
  jobs_count: z.number().int(),
  companies_count: z.number().int(),
  seekers_count: z.number().int(),
  sources: z.object({ jobs: ZSalarySource, seekers: ZSalarySource }),
});
export type TSalaryFigure = z.infer<typeof ZSalaryFigure>;

export const ZSalaryOccupation = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In the reader's language. */
  name: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
});
export type TSalaryOccupation = z.infer<typeof ZSalaryOccupation>;

const filterId = ZIdParam.optional();

/** Filters of a report: city, sector, major (each optional). */
export const ZSalaryFilters = z.strictObject({ city_id: filterId, sector_id: filterId, major_id: filterId });
export type TSalaryFilters = z.infer<typeof ZSalaryFilters>;

export const ZSalaryReportParams = z.object({ occupation: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/u, { message: 'valid' }) });

const ZOption = z.object({ id: z.number().int(), name: z.string() });

export const ZSalaryReport = z.object({
  occupation: ZSalaryOccupation,
  filters: z.object({ city_id: z.number().int().nullable(), sector_id: z.number().int().nullable(), major_id: z.number().int().nullable() }),
  /** All years of experience; null: not enough data. */
  figure: ZSalaryFigure.nullable(),
  bands: z.array(z.object({ band: z.enum(SALARY_BANDS), figure: ZSalaryFigure.nullable() })),
  /** How many companies and seekers (each counted once) earn in each range of monthly pay (SAR). */
  distribution: z.array(z.object({ from: amount, to: amount, count: z.number().int() })),
  /** By quarter of the 12 months ('2026-Q3'); figures null when fewer than the minimum stand behind them. */
  trend: z.array(
    z.object({ quarter: z.string(), average_minimum: amount.nullable(), the_average: amount.nullable(), average_maximum: amount.nullable(), contributors: z.number().int() }),
  ),
  /** The filter values that have a report for this occupation (named in the reader's language). */
  options: z.object({ cities: z.array(ZOption), sectors: z.array(ZOption), majors: z.array(ZOption) }),
  /** When the reports were last computed, and the start of the 12 months they cover (ISO); null: never yet. */
  computed_at: z.string().nullable(),
  window_start: z.string().nullable(),
  min_contributors: z.number().int(),
});
export type TSalaryReport = z.infer<typeof ZSalaryReport>;

export const ZSalariesQuery = ZSalaryFilters.extend({ q: z.string().trim().max(200).optional() });

export const ZSalaryListItem = z.object({ occupation: ZSalaryOccupation, figure: ZSalaryFigure });
export type TSalaryListItem = z.infer<typeof ZSalaryListItem>;

export const ZSalaryList = z.object({
  /** Occupations with a report (those the words name when `q` is given), most data first. */
  items: z.array(ZSalaryListItem),
  meta: z.object({
    q: z.string().nullable(),
    /** The occupations the words were understood as (with or without a report); empty when none. */
    recognised: z.array(ZSalaryOccupation),
    /** The words as the search read them (job search's understanding), null when read as typed. */
    interpreted_as: z.string().nullable(),
    computed_at: z.string().nullable(),
  }),
});
export type TSalaryList = z.infer<typeof ZSalaryList>;

/** The salary report link of a job page: the job's occupation that has a report, or null. */
export const ZJobSalaryLink = z.object({ occupation: ZSalaryOccupation, the_average: amount }).nullable();
export type TJobSalaryLink = z.infer<typeof ZJobSalaryLink>;

export const ZJobSalaryParams = z.object({ id: ZIdParam });

/** What an administrator's "recompute now" did: computed (false: another process was computing them) and how many reports. */
export const ZSalaryRecompute = z.object({ computed: z.boolean(), reports: z.number().int().nullable(), computed_at: z.string().nullable() });
export type TSalaryRecompute = z.infer<typeof ZSalaryRecompute>;
