import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { INVITATION_STATUSES, MESSAGE_REPORT_STATUSES, MESSAGE_TYPES, REPORT_REASONS } from '@tawzeef/contract';
import { users } from './users.ts';
import { companies } from './companies.ts';
import { jobs } from './jobs.ts';
import { files } from './files.ts';
import { companyMembers } from './members.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A conversation between a company and a job seeker, optionally about one of the company's jobs (decision 029).
 * One per company, seeker and job (or none), found or made under a transaction lock. Goes with either side (cascade).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    seeker_id: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    job_id: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message's time: the lists' order. */
    last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_company_idx').on(t.company_id, t.last_message_at.desc()),
    index('conversations_seeker_idx').on(t.seeker_id, t.last_message_at.desc()),
    index('conversations_company_created_idx').on(t.company_id, t.created_at),
  ],
);

/**
 * A message (SPEC §3: `msg_type`, `reply`): text, a file (a private file of kind `message`) or an interview
 * invitation (interview_invitations). The seeker's unread: `recipient_id` (the seeker) and `read_at`. The company's
 * side is its team (decision 125): each member's unread is `member_unread_messages`; `read_at` of a seeker's message
 * is when the first member read it (the seeker's "read"), and its `recipient_id` the company's contact account then.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender_id: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company member who wrote a company's message (decision 125): the seeker sees their first name; null for the seeker's messages and the company's from before. */
    sent_by: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    recipient_id: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    msg_type: text('msg_type', { enum: MESSAGE_TYPES }).notNull(),
    /** Plain text as written, never HTML. */
    body: text('body'),
    /** The message this one answers (same conversation). */
    reply: integer('reply').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    file_id: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
    /** Removed by an administrator after a report (decision 097): kept for the record, shown to neither side. */
    removed_at: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversation_id, t.id),
    index('messages_unread_idx').on(t.recipient_id, t.conversation_id).where(sql`${t.read_at} is null`),
    check('messages_msg_type_check', sql`${t.msg_type} in (${inList(MESSAGE_TYPES)})`),
    check('messages_body_length_check', sql`${t.body} is null or char_length(${t.body}) <= 4000`),
  ],
);

/** The interview of an `interview` message: when (UTC), where, and the seeker's answer. */
export const interviewInvitations = pgTable(
  'interview_invitations',
  {
    message_id: integer('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    duration_minutes: integer('duration_minutes').notNull(),
    location: text('location'),
    video_url: text('video_url'),
    note: text('note'),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    proposed_starts_at: timestamp('proposed_starts_at', { withTimezone: true }),
    response_note: text('response_note'),
    responded_at: timestamp('responded_at', { withTimezone: true }),
    /** The calendar file's SEQUENCE (RFC 5545): raised when the event changes (accepted, declined). */
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    check('interview_invitations_status_check', sql`${t.status} in (${inList(INVITATION_STATUSES)})`),
    check('interview_invitations_place_check', sql`${t.location} is not null or ${t.video_url} is not null`),
    check('interview_invitations_duration_check', sql`${t.duration_minutes} between 15 and 480`),
  ],
);

/**
 * A seeker's message that one member of the company's team has not read yet (decision 125): a row per member whose
 * role reads the conversations (owner, recruiter), written with the message; reading the conversation deletes the
 * reader's. Goes with the membership (a removed member's unread goes with them).
 */
export const memberUnreadMessages = pgTable(
  'member_unread_messages',
  {
    member_id: integer('member_id')
      .notNull()
      .references(() => companyMembers.id, { onDelete: 'cascade' }),
    message_id: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.member_id, t.message_id] }), index('member_unread_messages_conversation_idx').on(t.member_id, t.conversation_id), index('member_unread_messages_message_idx').on(t.message_id)],
);

/** A job seeker blocks a company: the company can no longer write to them, in any conversation. */
export const messageBlocks = pgTable(
  'message_blocks',
  {
    seeker_id: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seeker_id, t.company_id] })],
);

/**
 * A message a job seeker reported to the administrators (once per message and reporter), open until an
 * administrator dismisses it or acts on it (decision 097).
 */
export const messageReports = pgTable(
  'message_reports',
  {
    message_id: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporter_id: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: MESSAGE_REPORT_STATUSES }).notNull().default('open'),
    /** The administrator's note on the decision. */
    resolution: text('resolution'),
    resolved_by: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.message_id, t.reporter_id] }),
    check('message_reports_reason_check', sql`${t.reason} in (${inList(REPORT_REASONS)})`),
    check('message_reports_status_check', sql`${t.status} in (${inList(MESSAGE_REPORT_STATUSES)})`),
    index('message_reports_status_created_idx').on(t.status, t.created_at.desc()),
  ],
);

/**
 * The last "unread messages" mail of a conversation to one of its sides (at most one an hour): `sent_at` guards the
 * hour, `covered_until` is the newest message it told of.
 */
export const messageNotices = pgTable(
  'message_notices',
  {
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    recipient_id: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
    covered_until: timestamp('covered_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversation_id, t.recipient_id] })],
);

/** An account's mail preferences; no row means the defaults (messages mailed). */
export const mailPreferences = pgTable('mail_preferences', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  message_mails: boolean('message_mails').notNull().default(true),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TConversationRow = typeof conversations.$inferSelect;
export type TMessageRow = typeof messages.$inferSelect;
export type TInvitationRow = typeof interviewInvitations.$inferSelect;
