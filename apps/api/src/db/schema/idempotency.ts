import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The Idempotency-Keys of the writes a client may retry (decision 093): written in the same transaction as what the
 * request wrote, so that a key exists exactly when its write does. A retry with the key answers `resource_id` as it
 * is now; `scope` says what the key was used for (another use of the same key is refused).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    resource_id: bigint('resource_id', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pkey', columns: [t.user_id, t.key] }), index('idempotency_keys_created_at_idx').on(t.created_at)],
);

/**
 * The Idempotency-Keys of writes made without an account (decision 095: contact messages, job reports). `key_hash`
 * hashes the key with the write's scope (route and a hash of the body) and the client address, so a visitor finds
 * only their own retries; `scope` is kept for reading (the body's hash, never the body).
 */
export const anonymousIdempotencyKeys = pgTable(
  'anonymous_idempotency_keys',
  {
    key_hash: text('key_hash').notNull(),
    scope: text('scope').notNull(),
    resource_id: bigint('resource_id', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'anonymous_idempotency_keys_pkey', columns: [t.key_hash] }), index('anonymous_idempotency_keys_created_at_idx').on(t.created_at)],
);
