import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Delivery states of an outbox row:
 * - `queued`: waiting for its first attempt, or an attempt is under way (`attempts` counts started attempts);
 * - `sent`: the provider accepted it (`provider_message_id`, `sent_at`);
 * - `failed`: the last attempt failed (`last_error`); retried with backoff while `attempts` < 5;
 * - `local`: no provider is configured: kept in this table only (the development outbox), never delivered.
 */
export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'local'] as const;
export type TDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A text file sent with a mail: its name, its content type (with parameters) and its text. */
export interface TMailAttachment {
  filename: string;
  content_type: string;
  /** Text, or the bytes in base64 when `encoding` says so (a tax invoice's PDF). */
  content: string;
  encoding?: 'base64';
}

/** Every e-mail the platform sends (or, without SMTP, would send). */
/** What every outbox row records about its delivery. */
const deliveryColumns = () => ({
  locale: text('locale', { enum: ['ar', 'en'] }).notNull(),
  /** What the message is for, e.g. `verify_email`, `verify_phone`, `job_alert`. */
  purpose: text('purpose').notNull(),
  status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  last_error: text('last_error'),
  provider_message_id: text('provider_message_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sent_at: timestamp('sent_at', { withTimezone: true }),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body').notNull(),
    /** Extra headers sent with the message (e.g. List-Unsubscribe); every attempt sends them. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** Attachments sent with the message (an interview's calendar file, a tax invoice's PDF); every attempt sends them. */
    attachments: jsonb('attachments').$type<TMailAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    ...deliveryColumns(),
  },
  (t) => [
    index('mail_outbox_status_id_idx').on(t.status, t.id),
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed', 'local')`),
    check('mail_outbox_locale_check', sql`${t.locale} in ('ar', 'en')`),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** Every SMS the platform sends (or, with SMS_PROVIDER=outbox, would send). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** E.164, e.g. +966500000001. */
    to_phone: text('to_phone').notNull(),
    body: text('body').notNull(),
    ...deliveryColumns(),
  },
  (t) => [
    index('sms_outbox_status_id_idx').on(t.status, t.id),
    check('sms_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed', 'local')`),
    check('sms_outbox_locale_check', sql`${t.locale} in ('ar', 'en')`),
    check('sms_outbox_attempts_check', sql`${t.attempts} >= 0`),
    check('sms_outbox_to_phone_e164_check', sql`${t.to_phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
  ],
);

export type TMailOutboxRow = typeof mailOutbox.$inferSelect;
export type TSmsOutboxRow = typeof smsOutbox.$inferSelect;
