import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { JOB_STATUSES, JOB_TYPES, QUALIFICATION_TYPES } from '@tawzeef/contract';
import { companies } from './companies.ts';
import { cities, majors, sectors } from './lookups.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Job postings. `status` follows the state machine of decision 011 (modules/jobs/state.ts holds every
 * transition). A job is live only while status = 'active' AND deadline >= today in Riyadh: the expiry
 * schedule only tidies the status, readers never trust it alone.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('draft'),
    title: text('title').notNull(),
    /** Sanitised HTML (modules/jobs/sanitize.ts). */
    description: text('description'),
    duties: text('duties'),
    qualifications: text('qualifications'),
    qualification_type: text('qualification_type', { enum: QUALIFICATION_TYPES }),
    experience_years: integer('experience_years'),
    major_id: integer('major_id').references(() => majors.id, { onDelete: 'set null' }),
    sector_id: integer('sector_id').references(() => sectors.id, { onDelete: 'set null' }),
    city_id: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    is_remote: boolean('is_remote').notNull().default(false),
    job_type: text('job_type', { enum: JOB_TYPES }),
    working_hours: text('working_hours'),
    benefits: text('benefits'),
    /** The last day to apply (inclusive, Riyadh calendar). */
    deadline: date('deadline', { mode: 'string' }),
    /** SAR per month. */
    salary_from: integer('salary_from'),
    salary_to: integer('salary_to'),
    /** false: confidential, the company's name and logo are hidden from the public. */
    show_company: boolean('show_company').notNull().default(true),
    /** Number of openings. */
    applicants_num: integer('applicants_num').notNull().default(1),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull().default('ar'),
    applications_count: integer('applications_count').notNull().default(0),
    /** First time the job went live; `activated_at` is the latest (renewals). */
    published_at: timestamp('published_at', { withTimezone: true }),
    activated_at: timestamp('activated_at', { withTimezone: true }),
    expired_at: timestamp('expired_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in (${inList(JOB_STATUSES)})`),
    check('jobs_job_type_check', sql`${t.job_type} is null or ${t.job_type} in (${inList(JOB_TYPES)})`),
    check('jobs_qualification_type_check', sql`${t.qualification_type} is null or ${t.qualification_type} in (${inList(QUALIFICATION_TYPES)})`),
    check('jobs_salary_range_check', sql`${t.salary_from} is null or ${t.salary_to} is null or ${t.salary_from} <= ${t.salary_to}`),
    check('jobs_salary_positive_check', sql`(${t.salary_from} is null or ${t.salary_from} > 0) and (${t.salary_to} is null or ${t.salary_to} > 0)`),
    check('jobs_experience_check', sql`${t.experience_years} is null or ${t.experience_years} between 0 and 60`),
    check('jobs_openings_check', sql`${t.applicants_num} > 0`),
    check('jobs_locale_check', sql`${t.locale} in ('ar', 'en')`),
    index('jobs_company_status_idx').on(t.company_id, t.status),
    index('jobs_status_deadline_idx').on(t.status, t.deadline),
  ],
);

export type TJobRow = typeof jobs.$inferSelect;
