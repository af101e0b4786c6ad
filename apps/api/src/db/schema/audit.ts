import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every write an administrator makes through /api/admin (decision 031): who, which resource and record, which
 * operation (create, update, delete or an action's name), the reason given, the record before and after (as the
 * admin API reads it, so never a password hash, token or secret), when and from which address. Only inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The administrator's email then, kept if the account is deleted later. */
    actor_email: text('actor_email').notNull(),
    resource: text('resource').notNull(),
    record_id: text('record_id').notNull(),
    action: text('action').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_record_idx').on(t.resource, t.record_id, t.created_at),
    index('audit_log_created_at_idx').on(t.created_at),
    index('audit_log_actor_idx').on(t.actor_id, t.created_at),
  ],
);

export type TAuditLogRow = typeof auditLog.$inferSelect;
