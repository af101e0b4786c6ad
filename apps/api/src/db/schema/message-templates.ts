import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { MESSAGE_TEMPLATE_KINDS } from '@tawzeef/contract';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** A company's message templates (decision 128): a text in each language with `{{placeholders}}`, filled in per seeker. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: MESSAGE_TEMPLATE_KINDS }).notNull(),
    body_ar: text('body_ar').notNull(),
    body_en: text('body_en').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_templates_company_idx').on(t.company_id, t.name), check('message_templates_kind_check', sql`${t.kind} in ('message', 'interview', 'rejection')`)],
);
export type TMessageTemplateRow = typeof messageTemplates.$inferSelect;
