import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INTERVIEW_OUTCOMES, REPORT_REASONS, REVIEW_KINDS, REVIEW_RELATIONSHIPS, REVIEW_STATUSES, type TReviewFinding } from '@tawzeef/contract';
import { companies } from './companies.ts';
import { users } from './users.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Job seekers' reviews of companies (decision 131): an employer review (five ratings, pros and cons) or an interview
 * experience (questions, difficulty, outcome). `pending` until an administrator publishes or rejects it (with the
 * reason, mailed); an edit sends it back to `pending`. `findings` are what the personal-details check caught, for the
 * administrator. The company's one answer (`reply_*`) is public with the review. One review of each kind per author
 * and company; the author's account deleted, its reviews go with it (PDPL).
 */
export const companyReviews = pgTable(
  'company_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REVIEW_KINDS }).notNull(),
    relationship: text('relationship', { enum: REVIEW_RELATIONSHIPS }).notNull(),
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    title: text('title').notNull(),
    rating_overall: smallint('rating_overall').notNull(),
    rating_pay: smallint('rating_pay'),
    rating_management: smallint('rating_management'),
    rating_balance: smallint('rating_balance'),
    rating_growth: smallint('rating_growth'),
    pros: text('pros'),
    cons: text('cons'),
    questions: text('questions'),
    difficulty: smallint('difficulty'),
    outcome: text('outcome', { enum: INTERVIEW_OUTCOMES }),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    findings: jsonb('findings').$type<TReviewFinding[]>().notNull().default(sql`'[]'::jsonb`),
    rejection_reason: text('rejection_reason'),
    moderated_by: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderated_at: timestamp('moderated_at', { withTimezone: true }),
    reply_body: text('reply_body'),
    reply_by: integer('reply_by').references(() => users.id, { onDelete: 'set null' }),
    reply_at: timestamp('reply_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_reviews_author_company_kind_unique').on(t.author_id, t.company_id, t.kind),
    index('company_reviews_company_status_idx').on(t.company_id, t.status, t.id),
    check('company_reviews_kind_check', sql`${t.kind} in (${inList(REVIEW_KINDS)})`),
    check('company_reviews_relationship_check', sql`${t.relationship} in (${inList(REVIEW_RELATIONSHIPS)})`),
    check('company_reviews_status_check', sql`${t.status} in (${inList(REVIEW_STATUSES)})`),
    check('company_reviews_outcome_check', sql`${t.outcome} is null or ${t.outcome} in (${inList(INTERVIEW_OUTCOMES)})`),
    check(
      'company_reviews_ratings_check',
      sql`${t.rating_overall} between 1 and 5 and coalesce(${t.rating_pay}, 1) between 1 and 5 and coalesce(${t.rating_management}, 1) between 1 and 5 and coalesce(${t.rating_balance}, 1) between 1 and 5 and coalesce(${t.rating_growth}, 1) between 1 and 5 and coalesce(${t.difficulty}, 1) between 1 and 5`,
    ),
  ],
);

export type TCompanyReviewRow = typeof companyReviews.$inferSelect;

/** Reports of abusive reviews by logged-in accounts: one per account and review (as messages are reported, decision 029). */
export const companyReviewReports = pgTable(
  'company_review_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    review_id: integer('review_id')
      .notNull()
      .references(() => companyReviews.id, { onDelete: 'cascade' }),
    reporter_id: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_review_reports_review_reporter_unique').on(t.review_id, t.reporter_id),
    check('company_review_reports_reason_check', sql`${t.reason} in (${inList(REPORT_REASONS)})`),
  ],
);
