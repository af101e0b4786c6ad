import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FILE_KINDS } from '@tawzeef/contract';
import { users } from './users.ts';

/**
 * Uploaded files. The bytes live in file storage under `key` (random, never derived from the upload's
 * name); `original_name` is the cleaned upload name, for display and export only.
 */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    original_name: text('original_name').notNull(),
    width: integer('width'),
    height: integer('height'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_key_unique').on(t.key),
    index('files_owner_id_idx').on(t.owner_id),
    check('files_kind_check', sql`${t.kind} in (${sql.raw(FILE_KINDS.map((kind) => `'${kind}'`).join(', '))})`),
    check('files_content_type_check', sql`${t.content_type} in ('application/pdf', 'image/jpeg', 'image/png')`),
    check('files_key_check', sql`${t.key} ~ '^[0-9a-f]{32}$'`),
    check('files_size_check', sql`${t.size} > 0`),
  ],
);

export type TFileRow = typeof files.$inferSelect;
