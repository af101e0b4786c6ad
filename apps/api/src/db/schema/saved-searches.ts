import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { companies } from './companies.ts';

/**
 * A member's saved candidate search (decision 129, migration 0062): the words and filters as candidate search takes
 * them (`query`), how often its new candidates are mailed, when it last ran (every day, whatever the frequency, so the
 * product's count of new candidates stays current), when it last mailed and when the member last opened it.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The member who saved it: the only one who sees it, and whom its mails go to, in their language. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').notNull().default({}),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'off'] }).notNull(),
    last_run_at: timestamp('last_run_at', { withTimezone: true }),
    next_run_at: timestamp('next_run_at', { withTimezone: true }).notNull(),
    last_mailed_at: timestamp('last_mailed_at', { withTimezone: true }),
    last_viewed_at: timestamp('last_viewed_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_member_name_unique').on(t.company_id, t.user_id, sql`lower(${t.name})`),
    index('saved_searches_next_run_idx').on(t.next_run_at),
    check('saved_searches_frequency_check', sql`${t.frequency} in ('daily', 'weekly', 'off')`),
  ],
);

/** Each candidate a saved search found, once: first seen, and announced by a mail (null: not yet). */
export const savedSearchCandidates = pgTable(
  'saved_search_candidates',
  {
    saved_search_id: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    seeker_id: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    first_seen_at: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    notified_at: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'saved_search_candidates_pkey', columns: [t.saved_search_id, t.seeker_id] }), index('saved_search_candidates_seeker_idx').on(t.seeker_id)],
);

export type TSavedSearchRow = typeof savedSearches.$inferSelect;
