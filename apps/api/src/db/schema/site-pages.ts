import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CONTACT_MESSAGE_STATUSES, TERMS_ACCEPTANCE_SOURCES } from '@tawzeef/contract';
import { users } from './users.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The site's own pages (decision 033): about us, terms and conditions, privacy policy, the business platform.
 * Seeded from db/seed/site-pages.ts when missing, edited by administrators through the console. Bodies are
 * sanitised HTML, one per language; `version` grows by one at every change of the text (the terms and privacy
 * policy's version is what registration and re-acceptance record).
 */
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  title_ar: text('title_ar').notNull(),
  title_en: text('title_en').notNull(),
  summary_ar: text('summary_ar').notNull(),
  summary_en: text('summary_en').notNull(),
  body_ar: text('body_ar').notNull(),
  body_en: text('body_en').notNull(),
  version: integer('version').notNull().default(1),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export type TSitePageRow = typeof sitePages.$inferSelect;

/**
 * Messages sent through /contact-us. `address_hash` (SHA-256 of the client address) lets the throttle and the
 * administrators tell senders apart without keeping the address; a logged-in sender's messages go with the account.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    address_hash: text('address_hash').notNull(),
    status: text('status', { enum: CONTACT_MESSAGE_STATUSES }).notNull().default('new'),
    handled_by: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handled_at: timestamp('handled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('contact_messages_status_check', sql`${t.status} in (${inList(CONTACT_MESSAGE_STATUSES)})`),
    check('contact_messages_locale_check', sql`${t.locale} in ('ar', 'en')`),
    index('contact_messages_status_created_idx').on(t.status, t.created_at.desc()),
  ],
);

export type TContactMessageRow = typeof contactMessages.$inferSelect;

/**
 * Each time an account accepted the terms and conditions and the privacy policy, with the versions it accepted
 * (at registration, or when asked again after an administrator published a new version).
 */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    terms_version: integer('terms_version').notNull(),
    privacy_version: integer('privacy_version').notNull(),
    source: text('source', { enum: TERMS_ACCEPTANCE_SOURCES }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('terms_acceptances_source_check', sql`${t.source} in (${inList(TERMS_ACCEPTANCE_SOURCES)})`),
    index('terms_acceptances_user_idx').on(t.user_id, t.terms_version, t.privacy_version),
  ],
);
