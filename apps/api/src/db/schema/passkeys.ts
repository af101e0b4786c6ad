import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * An account's passkeys (WebAuthn credentials, decision 165): the credential's id and public key (COSE, base64url) as
 * the authenticator gave them at registration, the signature counter last seen, the transports it said it has, and
 * the name the person gave it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credential_id: text('credential_id').notNull().unique(),
    public_key: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.user_id)],
);

/**
 * A WebAuthn challenge waiting for its answer: single-use (taken by one DELETE … RETURNING) and short-lived, in the
 * database so that every server process behind the proxy agrees. `user_id` binds a registration or a second step to
 * its account; a passkey sign-in's challenge has none (the passkey says whose it is).
 */
export const passkeyChallenges = pgTable('passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose').notNull(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
