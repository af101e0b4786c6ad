import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Guess counters of the password and code checks (decision 022), shared by every server process: one row per
 * key (an account, a typed identifier's hash, a client address), counted in fixed windows. The statement that
 * counts a guess is the one that decides whether it may run, so parallel guesses cannot pass it together.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    /** `account:<user id>`, `login:<SHA-256 of the normalised identifier>` or `address:<client address>`. */
    key: text('key').primaryKey(),
    /** Guesses counted in the current window, the one under way included. */
    failures: integer('failures').notNull(),
    /** When the window that began with its first guess ends (millisecond precision: the give-back matches it). */
    window_ends_at: timestamp('window_ends_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('auth_throttles_window_ends_at_idx').on(t.window_ends_at)],
);
