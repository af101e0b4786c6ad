import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { DELIVERY_STATUSES } from './outbox.ts';

/** The channels a job seeker may add to mail for alerts and application news (decision 140). */
export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type TMessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** How a channel was left: the seeker's settings, or a STOP / «إيقاف» reply. */
export const OPT_OUT_VIA = ['settings', 'stop_reply'] as const;
/** What waits in channel_messages: an alert's new jobs (folded, one a day), or an application's news. */
export const CHANNEL_MESSAGE_KINDS = ['alert', 'stage', 'interview'] as const;
/** The Cloud API's delivery states, from its status callbacks. */
export const WHATSAPP_PROVIDER_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;

/**
 * A seeker's SMS or WhatsApp channel: the opt-in record (when, which number, how it was confirmed), which messages
 * it carries, its quiet hours (Asia/Riyadh) and, once left, when and how.
 */
export const messageChannels = pgTable(
  'message_channels',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** E.164: the account's phone when it was confirmed. */
    phone: text('phone').notNull(),
    alerts: boolean('alerts').notNull().default(true),
    news: boolean('news').notNull().default(true),
    /** No message from this hour to `quiet_to` (Asia/Riyadh, whole hours; from > to crosses midnight; equal: none). */
    quiet_from: smallint('quiet_from').notNull().default(22),
    quiet_to: smallint('quiet_to').notNull().default(8),
    opted_in_at: timestamp('opted_in_at', { withTimezone: true }).notNull(),
    /** When the number was proved the seeker's (the account phone's SMS code). */
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    confirmed_by: text('confirmed_by', { enum: ['phone_code'] }).notNull(),
    opted_out_at: timestamp('opted_out_at', { withTimezone: true }),
    opted_out_via: text('opted_out_via', { enum: OPT_OUT_VIA }),
  },
  (t) => [
    primaryKey({ name: 'message_channels_pk', columns: [t.user_id, t.channel] }),
    index('message_channels_phone_idx').on(t.phone),
    check('message_channels_channel_check', sql`${t.channel} in ('sms', 'whatsapp')`),
    check('message_channels_phone_e164_check', sql`${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check('message_channels_quiet_check', sql`${t.quiet_from} between 0 and 23 and ${t.quiet_to} between 0 and 23`),
    check('message_channels_confirmed_by_check', sql`${t.confirmed_by} in ('phone_code')`),
    check(
      'message_channels_opted_out_check',
      sql`(${t.opted_out_at} is null) = (${t.opted_out_via} is null) and (${t.opted_out_via} is null or ${t.opted_out_via} in ('settings', 'stop_reply'))`,
    ),
  ],
);

/** Every opt-in and opt-out, kept: the consent history a channel row only summarises. */
export const channelConsents = pgTable(
  'channel_consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    phone: text('phone').notNull(),
    action: text('action', { enum: ['opt_in', 'opt_out'] }).notNull(),
    /** opt_in: how the number was confirmed; opt_out: where it was left. */
    via: text('via', { enum: ['phone_code', 'settings', 'stop_reply'] }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('channel_consents_user_idx').on(t.user_id, t.id),
    check('channel_consents_channel_check', sql`${t.channel} in ('sms', 'whatsapp')`),
    check('channel_consents_action_check', sql`${t.action} in ('opt_in', 'opt_out')`),
    check('channel_consents_via_check', sql`${t.via} in ('phone_code', 'settings', 'stop_reply')`),
  ],
);

/** Messages for a channel, waiting for the end of quiet hours or the next day's alert, then sent (or dropped when the channel was left). */
export const channelMessages = pgTable(
  'channel_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    kind: text('kind', { enum: CHANNEL_MESSAGE_KINDS }).notNull(),
    /** An alert's new jobs (the alerts waiting fold into one message with their sum). */
    jobs: integer('jobs').notNull().default(0),
    /** A news message's words: the job's title, the stage, the company. */
    params: jsonb('params').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    status: text('status', { enum: ['waiting', 'sent', 'dropped'] }).notNull().default('waiting'),
    /** The sms_outbox or whatsapp_outbox row that carried it. */
    outbox_id: integer('outbox_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('channel_messages_waiting_idx').on(t.user_id, t.channel).where(sql`${t.status} = 'waiting'`),
    index('channel_messages_sent_idx').on(t.user_id, t.channel, t.sent_at).where(sql`${t.status} = 'sent' AND ${t.kind} = 'alert'`),
    check('channel_messages_channel_check', sql`${t.channel} in ('sms', 'whatsapp')`),
    check('channel_messages_kind_check', sql`${t.kind} in ('alert', 'stage', 'interview')`),
    check('channel_messages_status_check', sql`${t.status} in ('waiting', 'sent', 'dropped')`),
  ],
);

/** Every WhatsApp message (an approved template and its parameters), sent through the Cloud API or kept locally. */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to_phone: text('to_phone').notNull(),
    /** The approved template's name. */
    template: text('template').notNull(),
    /** The template body's parameters, in order. */
    params: jsonb('params').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The message as the seeker reads it (the template filled in), for the outboxes. */
    body: text('body').notNull(),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull(),
    purpose: text('purpose').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    provider_message_id: text('provider_message_id'),
    /** The latest status callback: sent, delivered, read or failed. */
    provider_status: text('provider_status', { enum: WHATSAPP_PROVIDER_STATUSES }),
    provider_status_at: timestamp('provider_status_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('whatsapp_outbox_status_id_idx').on(t.status, t.id),
    uniqueIndex('whatsapp_outbox_provider_message_id_idx').on(t.provider_message_id).where(sql`${t.provider_message_id} is not null`),
    check('whatsapp_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed', 'local')`),
    check('whatsapp_outbox_locale_check', sql`${t.locale} in ('ar', 'en')`),
    check('whatsapp_outbox_attempts_check', sql`${t.attempts} >= 0`),
    check('whatsapp_outbox_to_phone_e164_check', sql`${t.to_phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check('whatsapp_outbox_provider_status_check', sql`${t.provider_status} is null or ${t.provider_status} in ('sent', 'delivered', 'read', 'failed')`),
  ],
);

export type TMessageChannelRow = typeof messageChannels.$inferSelect;
export type TChannelMessageRow = typeof channelMessages.$inferSelect;
export type TWhatsappOutboxRow = typeof whatsappOutbox.$inferSelect;
