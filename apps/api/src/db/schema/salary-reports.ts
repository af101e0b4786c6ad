import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { occupations } from './occupations.ts';

/** One bar of an occupation's distribution: how many companies and seekers (each counted once) earn in [from, to). */
export interface TSalaryBucketRow {
  from: number;
  to: number;
  count: number;
}

/** One quarter of an occupation's trend; figures null when fewer than five companies or seekers stand behind them. */
export interface TSalaryQuarterRow {
  quarter: string;
  average_minimum: number | null;
  the_average: number | null;
  average_maximum: number | null;
  contributors: number;
}

/**
 * The salary reports (decision 036), recomputed on a schedule (modules/salaries/compute-reports.ts) from the salary
 * ranges of jobs published in the last 12 months and the latest salaries job seekers gave in their CV: one row per
 * occupation, experience band ('all' or a band) and filter (city, sector, major; 0 = any), kept only when at least
 * five distinct companies or seekers stand behind it. The API reads this table, never the sources.
 */
export const salaryReports = pgTable(
  'salary_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    occupation_id: integer('occupation_id')
      .notNull()
      .references(() => occupations.id, { onDelete: 'cascade' }),
    band: text('band').notNull(),
    city_id: integer('city_id').notNull().default(0),
    sector_id: integer('sector_id').notNull().default(0),
    major_id: integer('major_id').notNull().default(0),
    average_minimum: integer('average_minimum').notNull(),
    the_average: integer('the_average').notNull(),
    average_maximum: integer('average_maximum').notNull(),
    jobs_count: integer('jobs_count').notNull(),
    companies_count: integer('companies_count').notNull(),
    seekers_count: integer('seekers_count').notNull(),
    /** Each source's own average (null when it has no data here). */
    jobs_average: integer('jobs_average'),
    seekers_average: integer('seekers_average'),
    /** Band 'all' only: the distribution and the trend by quarter. */
    distribution: jsonb('distribution').$type<TSalaryBucketRow[]>(),
    trend: jsonb('trend').$type<TSalaryQuarterRow[]>(),
    computed_at: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('salary_reports_cell_idx').on(t.occupation_id, t.band, t.city_id, t.sector_id, t.major_id),
    index('salary_reports_filter_idx').on(t.band, t.city_id, t.sector_id, t.major_id),
    check('salary_reports_band_check', sql`${t.band} in ('all', '0-1', '2-4', '5-9', '10+')`),
  ],
);

/** When the reports were last computed (one row): the schedule recomputes when it is older than the interval. */
export const salaryReportRuns = pgTable('salary_report_runs', {
  id: integer('id').primaryKey(),
  computed_at: timestamp('computed_at', { withTimezone: true }).notNull(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
  reports: integer('reports').notNull(),
});

export type TSalaryReportRow = typeof salaryReports.$inferSelect;
