import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Codes (SMS, 6 digits) and links (email tokens) that prove control of an email or a phone. Only a hash is
 * stored; each row is single use, bound to its purpose and target, and expires.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'verify_phone', 'reset_password', 'change_phone'] }).notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** The email or E.164 phone the code was sent to: a code proves only that target. */
    target: text('target').notNull(),
    secret_hash: text('secret_hash').notNull(),
    wrong_tries: integer('wrong_tries').notNull().default(0),
    requested_ip: text('requested_ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_secret_hash_idx').on(t.secret_hash),
    index('verification_codes_user_purpose_idx').on(t.user_id, t.purpose),
    index('verification_codes_target_created_idx').on(t.target, t.created_at),
    check('verification_codes_purpose_check', sql`${t.purpose} in ('verify_email', 'verify_phone', 'reset_password', 'change_phone')`),
    check('verification_codes_channel_check', sql`${t.channel} in ('email', 'sms')`),
  ],
);
