import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: ['USER', 'COMPANY', 'ADMIN'] }).notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    ar_first_name: text('ar_first_name'),
    ar_last_name: text('ar_last_name'),
    en_first_name: text('en_first_name'),
    en_last_name: text('en_last_name'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    password_hash: text('password_hash'),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull().default('ar'),
    status: text('status', { enum: ['active', 'suspended'] }).notNull().default('active'),
    /** The administrator's reason for the last suspension or reactivation (decision 031). */
    status_reason: text('status_reason'),
    status_changed_at: timestamp('status_changed_at', { withTimezone: true }),
    hear_by_id: text('hear_by_id', { enum: ['friend', 'ad', 'social'] }),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    phone_verified_at: timestamp('phone_verified_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_unique').on(t.phone),
    check('users_type_check', sql`${t.type} in ('USER', 'COMPANY', 'ADMIN')`),
    check('users_locale_check', sql`${t.locale} in ('ar', 'en')`),
    check('users_status_check', sql`${t.status} in ('active', 'suspended')`),
    check('users_hear_by_check', sql`${t.hear_by_id} is null or ${t.hear_by_id} in ('friend', 'ad', 'social')`),
    check('users_phone_e164_check', sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    refresh_hash: text('refresh_hash'),
    strategy: text('strategy').notNull().default('local'),
    user_agent: text('user_agent'),
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    refresh_expires_at: timestamp('refresh_expires_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** Set when the session ended because its refresh token was exchanged (not by logout). */
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    /** When the person last gave their second step in this session: at sign-in, or again before a sensitive change (decision 160). */
    second_step_at: timestamp('second_step_at', { withTimezone: true }),
    /** The session this one was renewed from, first of its line (a refresh makes a new row): the new-device mail's link ends the whole line (decision 166). */
    origin_id: integer('origin_id'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.token_hash),
    uniqueIndex('sessions_refresh_hash_unique').on(t.refresh_hash),
    index('sessions_user_id_idx').on(t.user_id),
  ],
);
