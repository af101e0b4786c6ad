import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ALERT_FREQUENCIES, APPLICATION_STAGES, type TScreeningAnswer } from '@tawzeef/contract';
import { users } from './users.ts';
import { jobs } from './jobs.ts';
import { files } from './files.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const seeker = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const job = () =>
  integer('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A job seeker's application to a job: one per job and seeker (the unique index makes two parallel submissions
 * one application). `cv_snapshot` keeps the CV as it was when the seeker applied.
 */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    job_id: job(),
    /** Null once the seeker deleted their account: the application stays with the company, anonymised (decision 007). */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    stage: text('stage', { enum: APPLICATION_STAGES }).notNull().default('submitted'),
    cover_note: text('cover_note'),
    /** The CV (profile sections) at the moment of applying, as the export shape. */
    cv_snapshot: jsonb('cv_snapshot').notNull(),
    /** The uploaded CV file at the moment of applying (the seeker may replace theirs later). */
    cv_file_id: integer('cv_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** 0..100, with the reasons it was computed from (modules/applications/match.ts). */
    /** The city the CV named when applying (the snapshot's `cv.city_id`), for the company's city filter (decision 111). */
    city_id: integer('city_id'),
    match_score: integer('match_score').notNull().default(0),
    /** The team's average rating (1–5), kept by a trigger on application_ratings (migration 0067); null: unrated. */
    rating_average: numeric('rating_average', { mode: 'number' }),
    match_reasons: jsonb('match_reasons').notNull().default(sql`'[]'::jsonb`),
    /** The answers to the job's screening questions, each with its question as asked, taken with the CV snapshot (decision 118). */
    screening_answers: jsonb('screening_answers').$type<TScreeningAnswer[]>().notNull().default(sql`'[]'::jsonb`),
    /** Whether the answers pass every knock-out question; null when the job asked none (decision 118). */
    meets_requirements: boolean('meets_requirements'),
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }),
    stage_changed_at: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Idempotency-Key the application was made (or last reopened) with: a retry answers it (decision 021). */
    idempotency_key: text('idempotency_key'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_job_user_unique').on(t.job_id, t.user_id),
    uniqueIndex('applications_user_idempotency_key_unique').on(t.user_id, t.idempotency_key),
    index('applications_user_idx').on(t.user_id, t.created_at),
    index('applications_job_stage_idx').on(t.job_id, t.stage),
    index('applications_job_city_idx').on(t.job_id, t.city_id),
    index('applications_job_requirements_idx').on(t.job_id, t.meets_requirements),
    // The applicants list's two common orders, read a page at a time without sorting every applicant of the job.
    index('applications_job_match_idx').on(t.job_id, t.match_score.desc().nullsFirst(), t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.withdrawn_at} is null and ${t.user_id} is not null`),
    // Each stage's count, the departed and the cities of a job's applicants, read from the index alone.
    index('applications_job_tally_idx').on(t.job_id, t.stage, t.city_id, t.user_id).where(sql`${t.withdrawn_at} is null`),
    index('applications_job_rating_idx').on(t.job_id, t.rating_average.desc().nullsLast(), t.match_score.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.withdrawn_at} is null and ${t.user_id} is not null`),
    index('applications_job_created_idx').on(t.job_id, t.created_at, t.id).where(sql`${t.withdrawn_at} is null and ${t.user_id} is not null`),
    check('applications_stage_check', sql`${t.stage} in (${inList(APPLICATION_STAGES)})`),
    check('applications_match_score_check', sql`${t.match_score} between 0 and 100`),
  ],
);

/** Every stage an application went through, with who moved it and when (shown to the job seeker). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** A stage, or `withdrawn`. */
    stage: text('stage').notNull(),
    actor_user_id: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('application_events_application_idx').on(t.application_id, t.id)],
);

/** Jobs a job seeker keeps for later. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    user_id: seeker(),
    job_id: job(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.job_id] }), index('saved_jobs_user_idx').on(t.user_id, t.created_at)],
);

/** A job a job seeker said "not interested" to among their recommendations (decision 139): never recommended again. */
export const jobDismissals = pgTable(
  'job_dismissals',
  {
    user_id: seeker(),
    job_id: job(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.job_id] }), index('job_dismissals_user_idx').on(t.user_id, t.created_at)],
);

/** The weekly mail of recommended jobs a job seeker turned on (decision 139): due at `next_due_at`. */
export const recommendationMails = pgTable(
  'recommendation_mails',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull().default('ar'),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
    next_due_at: timestamp('next_due_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [index('recommendation_mails_due_idx').on(t.next_due_at), check('recommendation_mails_locale_check', sql`${t.locale} in ('ar', 'en')`)],
);

/**
 * A job alert: keywords (`open_keys`) and search filters (the shape of the job search query), mailed as one
 * digest per `frequency` with the new matching jobs since `last_sent_at`.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: seeker(),
    email: text('email').notNull(),
    open_keys: text('open_keys'),
    /** Search filters (city_id, major_id, sector_id, job_type, ...), the job search query's names. */
    filters: jsonb('filters').notNull().default(sql`'{}'::jsonb`),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull().default('ar'),
    is_paused: boolean('is_paused').notNull().default(false),
    /** Which of the seeker's phone channels carry this alert's new jobs (decision 144): 'sms', 'whatsapp'. */
    phone_channels: text('phone_channels').array().notNull().default(sql`'{sms,whatsapp}'::text[]`),
    /** Jobs published after this are new for the next digest (the alert's creation at first). */
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
    next_due_at: timestamp('next_due_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.user_id),
    index('job_alerts_due_idx').on(t.next_due_at).where(sql`${t.is_paused} = false`),
    check('job_alerts_frequency_check', sql`${t.frequency} in (${inList(ALERT_FREQUENCIES)})`),
    check('job_alerts_locale_check', sql`${t.locale} in ('ar', 'en')`),
    check('job_alerts_phone_channels_check', sql`${t.phone_channels} <@ ARRAY['sms', 'whatsapp']::text[]`),
  ],
);

/** Each digest an alert sent: when, how many jobs, and the outbox message. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    alert_id: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobs_count: integer('jobs_count').notNull(),
    job_ids: jsonb('job_ids').notNull(),
    mail_outbox_id: integer('mail_outbox_id'),
    created_at: createdAt(),
  },
  (t) => [index('alert_deliveries_alert_idx').on(t.alert_id, t.created_at)],
);
