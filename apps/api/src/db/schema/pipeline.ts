import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { companies } from './companies.ts';
import { applications } from './hiring.ts';

/**
 * A company's applicant pipeline (decision 111): its private notes, tags and ratings on the applications to its jobs.
 * The company's own record, never the job seeker's: not shown to them, not in their data export. Each note and
 * rating names the acting account, so a team's members (issue 47 §1) fit without another table.
 */
const application = () =>
  integer('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const applicationNotes = pgTable(
  'application_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    application_id: application(),
    /** The account that wrote it; kept (as "a former member") when that account goes. */
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('application_notes_application_idx').on(t.application_id, t.id)],
);

/** The company's tags on an application; `company_id` lets the company's list of its tags and the tag filter read one index. */
export const applicationTags = pgTable(
  'application_tags',
  {
    application_id: application(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    /** The member who put it on (decision 127); null for tags put before it, or once that account is gone. */
    added_by: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.application_id, t.tag] }), index('application_tags_company_tag_idx').on(t.company_id, t.tag)],
);

/** One rating per application and rating account (1..5); the applicant's rating is their average. */
export const applicationRatings = pgTable(
  'application_ratings',
  {
    application_id: application(),
    rater_id: integer('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.application_id, t.rater_id] }), check('application_ratings_rating_check', sql`${t.rating} between 1 and 5`)],
);

/**
 * A bulk action a company ran (decision 111), with its result per applicant: an Idempotency-Key's retry answers this
 * result and runs nothing again (a retry while it still runs is 409). Null `result`: still running.
 */
export const bulkActions = pgTable('application_bulk_actions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  result: jsonb('result'),
  created_at: createdAt(),
});
