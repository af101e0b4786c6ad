import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COMMENT_STATUSES, POST_CATEGORIES, POST_KINDS } from '@tawzeef/contract';
import { files } from './files.ts';
import { users } from './users.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Blog posts and news written by administrators (decision 034), in Arabic, English or both: each language's title,
 * summary and body (HTML sanitised when saved) are null where the post has no version in it. `published_at` null is a
 * draft; a later date schedules the post (hidden until then).
 */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: POST_KINDS }).notNull(),
    category: text('category', { enum: POST_CATEGORIES }).notNull(),
    title_ar: text('title_ar'),
    title_en: text('title_en'),
    summary_ar: text('summary_ar'),
    summary_en: text('summary_en'),
    body_ar: text('body_ar'),
    body_en: text('body_en'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    author_name: text('author_name').notNull(),
    cover_file_id: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Written for the demonstration (news that did not happen as told): the page says so. */
    is_example: boolean('is_example').notNull().default(false),
    published_at: timestamp('published_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_kind_published_idx').on(t.kind, t.published_at),
    check('posts_kind_check', sql`${t.kind} in (${inList(POST_KINDS)})`),
    check('posts_category_check', sql`${t.category} in (${inList(POST_CATEGORIES)})`),
    check('posts_language_check', sql`(${t.title_ar} is not null and ${t.body_ar} is not null) or (${t.title_en} is not null and ${t.body_en} is not null)`),
  ],
);

export type TPostRow = typeof posts.$inferSelect;

/**
 * Comments on posts by logged-in accounts (decision 034): plain text. `pending` until an administrator approves
 * (`published`) or rejects it; an author with an approved comment is published at once.
 */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: text('status', { enum: COMMENT_STATUSES }).notNull().default('pending'),
    moderated_by: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderated_at: timestamp('moderated_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_post_status_idx').on(t.post_id, t.status, t.id),
    index('comments_author_status_idx').on(t.author_id, t.status),
    check('comments_status_check', sql`${t.status} in (${inList(COMMENT_STATUSES)})`),
  ],
);

export type TCommentRow = typeof comments.$inferSelect;

/** Reports of comments by other logged-in accounts: one per account and comment. */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    comment_id: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporter_id: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('comment_reports_comment_reporter_unique').on(t.comment_id, t.reporter_id)],
);
