import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The languages a job seeker speaks (a CV list, decision 038): one row per language, at most once each. */
export const cvLanguages = pgTable(
  'cv_languages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    level: text('level', { enum: ['native', 'fluent', 'good', 'basic'] }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cv_languages_user_id_idx').on(t.user_id), uniqueIndex('cv_languages_user_language_unique').on(t.user_id, t.language)],
);

/** Personal details the seeker chose to show on the printed CV; no row means none (the default). */
export const cvPrintOptions = pgTable('cv_print_options', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  print_nationality: boolean('print_nationality').notNull().default(false),
  print_birthdate: boolean('print_birthdate').notNull().default(false),
  print_sex: boolean('print_sex').notNull().default(false),
  print_drive_licence: boolean('print_drive_licence').notNull().default(false),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
