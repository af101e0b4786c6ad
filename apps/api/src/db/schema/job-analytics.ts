import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { jobs } from './jobs.ts';

const job = () =>
  integer('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' });
const counter = (name: string) => integer(name).notNull().default(0);
const counters = () => ({
  views: counter('views'),
  impressions: counter('impressions'),
  saves: counter('saves'),
  applications: counter('applications'),
  from_search: counter('from_search'),
  from_alert: counter('from_alert'),
  from_direct: counter('from_direct'),
  from_shared: counter('from_shared'),
  from_site: counter('from_site'),
  from_external: counter('from_external'),
});

/**
 * A job's day (Asia/Riyadh) in numbers (decision 124): unique visitors of its page and where they came from, search
 * appearances (both added by modules/job-analytics in batches), saves and applications (added by a trigger on
 * `saved_jobs` and `applications`, migration 0057); always through the function `job_analytics_add`, which adds the
 * same numbers to the job's month and the company's day.
 */
export const jobAnalyticsDaily = pgTable(
  'job_analytics_daily',
  {
    job_id: job(),
    day: date('day', { mode: 'string' }).notNull(),
    ...counters(),
  },
  // By day too: a company's dashboard reads the days of a period for all its jobs at once (decision 134).
  (t) => [primaryKey({ name: 'job_analytics_daily_pkey', columns: [t.job_id, t.day] }), index('job_analytics_daily_day_idx').on(t.day, t.job_id)],
);

/** The same numbers by job and month (a company's year reads months, not days). */
export const jobAnalyticsMonthly = pgTable(
  'job_analytics_monthly',
  { job_id: job(), month: date('month', { mode: 'string' }).notNull(), ...counters() },
  (t) => [primaryKey({ name: 'job_analytics_monthly_pkey', columns: [t.job_id, t.month] })],
);

/** The same numbers by company and day (the dashboard's chart). */
export const companyAnalyticsDaily = pgTable(
  'company_analytics_daily',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ...counters(),
  },
  (t) => [primaryKey({ name: 'company_analytics_daily_pkey', columns: [t.company_id, t.day] })],
);

/** A day's visitors of a job, as salted hashes; deleted with their salt two days later. */
export const jobViewVisitors = pgTable(
  'job_view_visitors',
  { day: date('day', { mode: 'string' }).notNull(), job_id: job(), visitor: text('visitor').notNull() },
  (t) => [primaryKey({ name: 'job_view_visitors_pkey', columns: [t.day, t.job_id, t.visitor] })],
);

/** The salt of each day's visitor hashes, random, kept two days. */
export const analyticsDaySalts = pgTable('analytics_day_salts', { day: date('day', { mode: 'string' }).primaryKey(), salt: text('salt').notNull() });

/** The batches already added (their counts are added once). */
export const analyticsBatches = pgTable('analytics_batches', {
  id: uuid('id').primaryKey(),
  flushed_at: timestamp('flushed_at', { withTimezone: true }).notNull().defaultNow(),
});
