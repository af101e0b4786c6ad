import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { JOB_REPORT_REASONS, JOB_REPORT_STATUSES, SCREEN_CATEGORIES, SCREEN_RULE_ACTIONS, SCREEN_RULE_KINDS } from '@tawzeef/contract';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The administrators' words and patterns job ads are screened against beside the built-in reading (decisions 032,
 * 156): decision 161 retired the list once seeded here (migration 0088); administrators write their own. `pattern` is a phrase (`kind`
 * 'phrase', decision 083: words matched whole through the ad's folding) or a regular expression (Unicode,
 * case-insensitive) read against the ad's folded text, where `\b` is a boundary of Arabic or Latin words; `allow`
 * rules mask words that describe the work (طب النساء, female ward) before `block` rules look.
 */
export const screeningRules = pgTable(
  'screening_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: text('category', { enum: SCREEN_CATEGORIES }).notNull(),
    action: text('action', { enum: SCREEN_RULE_ACTIONS }).notNull().default('block'),
    kind: text('kind', { enum: SCREEN_RULE_KINDS }).notNull().default('phrase'),
    /** The language of the words, for the administrators' lists: a rule applies to every ad. */
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    pattern: text('pattern').notNull(),
    /** An example or why the rule exists, for administrators. */
    note: text('note'),
    is_active: boolean('is_active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('screening_rules_category_check', sql`${t.category} in (${inList(SCREEN_CATEGORIES)})`),
    check('screening_rules_action_check', sql`${t.action} in (${inList(SCREEN_RULE_ACTIONS)})`),
    check('screening_rules_kind_check', sql`${t.kind} in (${inList(SCREEN_RULE_KINDS)})`),
    check('screening_rules_language_check', sql`${t.language} in ('ar', 'en')`),
  ],
);

export type TScreeningRuleRow = typeof screeningRules.$inferSelect;

/**
 * Reports of jobs by anyone (decision 032). A reporter is `account:<user id>` when logged in, else
 * `address:<hash of the address>`; one open report per reporter and job. Open reports from three reporters and
 * three addresses hide the job from lists (`jobs.hidden_at`) until an administrator dismisses or acts on them.
 */
export const jobReports = pgTable(
  'job_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    reporter_id: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporter_key: text('reporter_key').notNull(),
    /** SHA-256 of the client address: counts different addresses without keeping them. */
    address_hash: text('address_hash').notNull(),
    reason: text('reason', { enum: JOB_REPORT_REASONS }).notNull(),
    note: text('note'),
    status: text('status', { enum: JOB_REPORT_STATUSES }).notNull().default('open'),
    /** The administrator's note when dismissing, or the reason given when unpublishing the job. */
    resolution: text('resolution'),
    resolved_by: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('job_reports_reason_check', sql`${t.reason} in (${inList(JOB_REPORT_REASONS)})`),
    check('job_reports_status_check', sql`${t.status} in (${inList(JOB_REPORT_STATUSES)})`),
    uniqueIndex('job_reports_open_reporter_unique').on(t.job_id, t.reporter_key).where(sql`${t.status} = 'open'`),
    index('job_reports_status_created_idx').on(t.status, t.created_at.desc()),
  ],
);

export type TJobReportRow = typeof jobReports.$inferSelect;
