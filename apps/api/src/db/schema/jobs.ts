import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { JOB_STATUSES, JOB_TYPES, QUALIFICATION_TYPES, WORK_PLACES, type TScreenFinding, type TScreeningQuestion } from '@tawzeef/contract';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { cities, majors, sectors } from './lookups.ts';
import { occupations } from './occupations.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Plain text of the sanitised HTML description (tags become spaces). */
const plain = (column: string) => `coalesce(regexp_replace(${column}, '<[^>]*>', ' ', 'g'), '')`;
const body = `${plain('description')} || ' ' || coalesce(duties, '') || ' ' || coalesce(qualifications, '')`;

/**
 * What job search matches (decision 014): the title weighs most (A), the description, duties and qualifications
 * less (C), each through both the Arabic and the English stemmer so that either language finds its own forms.
 */
export const JOB_SEARCH_VECTOR = sql.raw(
  `setweight(to_tsvector('arabic'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || ` +
    `setweight(to_tsvector('arabic'::regconfig, ${body}), 'C') || setweight(to_tsvector('english'::regconfig, ${body}), 'C')`,
);

/** The title alone through both stemmers: small, so ranking a thousand matches by it reads little (decision 014). */
export const JOB_TITLE_VECTOR = sql.raw(`to_tsvector('arabic'::regconfig, coalesce(title, '')) || to_tsvector('english'::regconfig, coalesce(title, ''))`);

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
    /**
     * The occupation the company confirmed or chose in the post-job form (decision 030); null: the occupations its
     * title names. Either way `job_occupations` holds what search files the job under.
     */
    occupation_id: integer('occupation_id').references(() => occupations.id, { onDelete: 'set null' }),
    /** Where the work is done (decision 045); a job's `is_remote` in the API is `work_place = 'remote'`. */
    work_place: text('work_place', { enum: WORK_PLACES }).notNull().default('on_site'),
    job_type: text('job_type', { enum: JOB_TYPES }),
    /** Reserved for Saudi nationals (decision 084): localisation decided by MHRSD, a badge, a search filter, eligibility. */
    saudi_only: boolean('saudi_only').notNull().default(false),
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
    /** Screening questions asked when applying, in order (decision 118); screened with the ad's text. */
    screening_questions: jsonb('screening_questions').$type<TScreeningQuestion[]>().notNull().default(sql`'[]'::jsonb`),
    applications_count: integer('applications_count').notNull().default(0),
    /** First time the job went live; `activated_at` is the latest (renewals). */
    published_at: timestamp('published_at', { withTimezone: true }),
    activated_at: timestamp('activated_at', { withTimezone: true }),
    expired_at: timestamp('expired_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    /** When the company paused the live job (status `paused`, decision 123); resuming moves the deadline by the days since. */
    paused_at: timestamp('paused_at', { withTimezone: true }),
    /** An administrator unpublished the job (status `unpublished`): why, when, who, and the state it had (restored to it). */
    unpublished_reason: text('unpublished_reason'),
    unpublished_at: timestamp('unpublished_at', { withTimezone: true }),
    unpublished_by: integer('unpublished_by').references(() => users.id, { onDelete: 'set null' }),
    unpublished_from: text('unpublished_from', { enum: ['active', 'expired', 'closed'] }),
    /** The team member who created the job and the one who last changed it (decision 116). */
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Moderation (decision 032): the job is held for review after it was paid for, so approval publishes it without a new payment. */
    held_paid: boolean('held_paid').notNull().default(false),
    held_at: timestamp('held_at', { withTimezone: true }),
    /** The phrases the last screening caught (TScreenFinding[]); null or empty when it caught none. */
    screen_findings: jsonb('screen_findings').$type<TScreenFinding[]>(),
    /** Phrases of this job an administrator approved (normalised): a later screening lets them pass. */
    screen_approved: jsonb('screen_approved').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The administrator's reason for rejecting the held job (the company must edit it); null while it waits for review. */
    review_reason: text('review_reason'),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    /** Open reports from enough different reporters hide the job from lists until an administrator reviews them. */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    /** The deadline the "about to expire" mail was sent for: once per posting period. */
    expiry_warned_for: date('expiry_warned_for', { mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The skills its texts name, each with its highest tier (`Excel:2`: 3 title, 2 required, 1 nice to have, 0
     * elsewhere), filed when it is saved (search-engine/job-skills.ts, decision 115); null: not filed yet.
     */
    skills: text('skills').array(),
    /**
     * Featured until this moment (decision 135): first among the strongest matches of a search and among jobs browsed,
     * marked as featured. Null or past: not featured. A paid period extends it.
     */
    featured_until: timestamp('featured_until', { withTimezone: true }),
    /**
     * The job's own place (decision 141), when the work is not at the company's address; both or neither. Search
     * places the job here first, before its company's point and its city's centre (search-index-columns.ts).
     */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Full-text search (generated by PostgreSQL from the texts above). */
    search_vector: tsvector('search_vector').generatedAlwaysAs(JOB_SEARCH_VECTOR),
    /** The title's words only: relevance ranks by it (title matches first), the matching uses `search_vector`. */
    title_vector: tsvector('title_vector').generatedAlwaysAs(JOB_TITLE_VECTOR),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in (${inList(JOB_STATUSES)})`),
    check('jobs_job_type_check', sql`${t.job_type} is null or ${t.job_type} in (${inList(JOB_TYPES)})`),
    check('jobs_work_place_check', sql`${t.work_place} in (${inList(WORK_PLACES)})`),
    check('jobs_qualification_type_check', sql`${t.qualification_type} is null or ${t.qualification_type} in (${inList(QUALIFICATION_TYPES)})`),
    check('jobs_salary_range_check', sql`${t.salary_from} is null or ${t.salary_to} is null or ${t.salary_from} <= ${t.salary_to}`),
    check('jobs_salary_positive_check', sql`(${t.salary_from} is null or ${t.salary_from} > 0) and (${t.salary_to} is null or ${t.salary_to} > 0)`),
    check('jobs_experience_check', sql`${t.experience_years} is null or ${t.experience_years} between 0 and 60`),
    check('jobs_openings_check', sql`${t.applicants_num} > 0`),
    check('jobs_locale_check', sql`${t.locale} in ('ar', 'en')`),
    check('jobs_point_check', sql`(${t.lat} is null) = (${t.lng} is null) and (${t.lat} is null or (${t.lat} between -90 and 90 and ${t.lng} between -180 and 180))`),
    index('jobs_company_status_idx').on(t.company_id, t.status),
    index('jobs_status_deadline_idx').on(t.status, t.deadline),
    // Deleting an occupation sets its jobs' choice to null without reading every job.
    index('jobs_occupation_idx').on(t.occupation_id).where(sql`${t.occupation_id} is not null`),
    index('jobs_search_vector_idx').using('gin', t.search_vector),
    index('jobs_skills_idx').using('gin', t.skills),
    index('jobs_unfiled_skills_idx').on(t.id).where(sql`${t.skills} is null`),
    index('jobs_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Live jobs by title: near spellings of titles are found among the distinct titles (`job_titles`, decision 058).
    index('jobs_live_title_idx').on(t.title).where(sql`${t.status} = 'active'`),
    index('jobs_live_activated_idx').on(t.activated_at.desc(), t.id.desc()).where(sql`${t.status} = 'active'`),
    // Live jobs by major, sector and city, the newest first: a major's page, similar jobs, and search filters (ANDed
    // with the full-text index's matches).
    index('jobs_live_major_idx').on(t.major_id, t.activated_at.desc()).where(sql`${t.status} = 'active'`),
    index('jobs_live_sector_idx').on(t.sector_id, t.activated_at.desc()).where(sql`${t.status} = 'active'`),
    index('jobs_live_city_idx').on(t.city_id, t.activated_at.desc()).where(sql`${t.status} = 'active'`),
    // Search sorted by salary (decision 014): the top of the range, then the newest, of active jobs.
    index('jobs_live_salary_idx')
      .on(sql`coalesce(${t.salary_to}, ${t.salary_from}) desc nulls last`, t.activated_at.desc(), t.id.desc())
      .where(sql`${t.status} = 'active'`),
  ],
);

export type TJobRow = typeof jobs.$inferSelect;
