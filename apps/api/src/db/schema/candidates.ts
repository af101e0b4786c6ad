import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { CV_VIEW_SOURCES } from '@tawzeef/contract';
import { users } from './users.ts';
import { companies } from './companies.ts';
import { jobs } from './jobs.ts';

/**
 * Who viewed a job seeker's CV (decision 024): one row per company, seeker and day (Asia/Riyadh), with the first
 * and last time and how many times. `source` is `application` when any view of the day came from one of the
 * seeker's applications, else `search`; `confidential` stays true only while every view of the day came through
 * an application to a confidential job. Goes with the seeker's account and with the company (cascade).
 */
export const cvViews = pgTable(
  'cv_views',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    seeker_id: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    first_at: timestamp('first_at', { withTimezone: true }).notNull(),
    last_at: timestamp('last_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(1),
    source: text('source', { enum: CV_VIEW_SOURCES }).notNull(),
    confidential: boolean('confidential').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.seeker_id, t.day] }),
    index('cv_views_seeker_day_idx').on(t.seeker_id, t.day),
    check('cv_views_source_check', sql`${t.source} in ('search', 'application')`),
    check('cv_views_count_check', sql`${t.count} >= 1`),
  ],
);

/**
 * The last mail a company got about a job's new applicants (decision 024: at most one digest per job and hour):
 * `sent_at` guards the hour, `covered_until` is the creation time of the newest application it told of.
 */
export const applicationNotices = pgTable('application_notices', {
  job_id: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
  covered_until: timestamp('covered_until', { withTimezone: true }).notNull(),
});
