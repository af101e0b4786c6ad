import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CONVERSATIONS_PAGE_SIZE, THREAD_PAGE_SIZE } from '@tawzeef/contract';
import { alias } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../db/client.ts';
import {
  companies,
  companyMembers,
  conversations,
  files,
  interviewInvitations,
  jobs,
  mailPreferences,
  memberUnreadMessages,
  messageBlocks,
  messageReports,
  messages,
  users,
} from '../../db/schema/index.ts';
import { MESSAGING_ROLES, unreadMessagesOf } from '../profile/queries.ts';

/** Who reads: a job seeker (their user id) or a member of a company's team (their user id and the company's id, decision 125). */
export interface TViewer {
  userId: number;
  type: 'USER' | 'COMPANY';
  companyId: number | null;
}

/** The conversations a viewer is a side of: another account's never match (answered 404). */
export function viewerOwns(viewer: TViewer): SQL {
  if (viewer.type === 'USER') return eq(conversations.seeker_id, viewer.userId);
  return viewer.companyId === null ? sql`false` : eq(conversations.company_id, viewer.companyId);
}

const seekers = alias(users, 'seeker_user');
const logos = alias(files, 'logo_file');

const conversationColumns = {
  conversation: conversations,
  // Never null here: a deleted company account's conversations are deleted with it (decision 041).
  company: { id: companies.id, user_id: sql<number>`${companies.user_id}`, foundation_name: companies.foundation_name, foundation_name_en: companies.foundation_name_en },
  logo: { id: logos.id, key: logos.key, kind: logos.kind },
  seeker: {
    id: seekers.id,
    first_name: seekers.first_name,
    last_name: seekers.last_name,
    ar_first_name: seekers.ar_first_name,
    ar_last_name: seekers.ar_last_name,
    en_first_name: seekers.en_first_name,
    en_last_name: seekers.en_last_name,
  },
  job: { id: jobs.id, title: jobs.title },
  blocked: sql<boolean>`exists (select 1 from ${messageBlocks} where ${messageBlocks.seeker_id} = ${conversations.seeker_id} and ${messageBlocks.company_id} = ${conversations.company_id})`,
};

function conversationQuery(db: TDatabase) {
  return db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(companies, eq(companies.id, conversations.company_id))
    .leftJoin(logos, eq(logos.id, companies.logo_file_id))
    .innerJoin(seekers, eq(seekers.id, conversations.seeker_id))
    .leftJoin(jobs, eq(jobs.id, conversations.job_id));
}

export type TConversationJoined = NonNullable<Awaited<ReturnType<typeof findConversationFor>>>;

/** One of the viewer's conversations with its two sides and its job; undefined for anyone else's. */
export async function findConversationFor(db: TDatabase, viewer: TViewer, id: number) {
  const [row] = await conversationQuery(db)
    .where(and(eq(conversations.id, id), viewerOwns(viewer)))
    .limit(1);
  return row;
}

/** A page of the viewer's conversations, the latest activity first, and how many there are. */
export async function findConversationsFor(db: TDatabase, viewer: TViewer, page: number) {
  const [rows, [total]] = await Promise.all([
    conversationQuery(db)
      .where(viewerOwns(viewer))
      .orderBy(desc(conversations.last_message_at), desc(conversations.id))
      .limit(CONVERSATIONS_PAGE_SIZE)
      .offset((page - 1) * CONVERSATIONS_PAGE_SIZE),
    db.select({ count: count() }).from(conversations).where(viewerOwns(viewer)),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** The last message of each of these conversations. */
export async function findLastMessages(db: TDatabase, conversationIds: number[]) {
  if (conversationIds.length === 0) return [];
  return db
    .selectDistinctOn([messages.conversation_id], {
      conversation_id: messages.conversation_id,
      msg_type: messages.msg_type,
      body: messages.body,
      sender_id: messages.sender_id,
      created_at: messages.created_at,
      removed_at: messages.removed_at,
    })
    .from(messages)
    .where(inArray(messages.conversation_id, conversationIds))
    .orderBy(messages.conversation_id, desc(messages.id));
}

/**
 * Messages the viewer received and has not read, per conversation: a seeker's, the company's messages to them; a
 * member's, the seekers' messages to the company they have not read themselves (decision 125).
 */
export async function findUnreadCounts(db: TDatabase, viewer: TViewer, conversationIds?: number[]) {
  const among = (column: SQLWrapper) => (conversationIds ? inArray(column, conversationIds) : undefined);
  if (viewer.type === 'COMPANY')
    return db
      .select({ id: memberUnreadMessages.conversation_id, unread: count() })
      .from(memberUnreadMessages)
      .innerJoin(companyMembers, eq(companyMembers.id, memberUnreadMessages.member_id))
      .where(and(eq(companyMembers.user_id, viewer.userId), inArray(companyMembers.role, MESSAGING_ROLES), among(memberUnreadMessages.conversation_id)))
      .groupBy(memberUnreadMessages.conversation_id);
  return db
    .select({ id: messages.conversation_id, unread: count() })
    .from(messages)
    .where(and(eq(messages.recipient_id, viewer.userId), isNull(messages.read_at), among(messages.conversation_id)))
    .groupBy(messages.conversation_id);
}

/** The conversations list's total of unread messages. */
export async function countUnread(db: TDatabase, userId: number): Promise<number> {
  const [row] = await db.select({ count: unreadMessagesOf(userId) }).from(sql`(select 1) as one`);
  return row?.count ?? 0;
}

/** The accounts of the company's members who read its conversations (owners and recruiters): who hears of a message. */
export async function findMessagingMembers(db: TDatabase, companyId: number): Promise<Array<{ id: number; user_id: number }>> {
  return db
    .select({ id: companyMembers.id, user_id: companyMembers.user_id })
    .from(companyMembers)
    .where(and(eq(companyMembers.company_id, companyId), inArray(companyMembers.role, MESSAGING_ROLES)));
}

/** Whether the account is still a member of this company whose role reads its conversations (an open stream asks). */
export async function isMessagingMember(db: TDatabase, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.user_id, userId), inArray(companyMembers.role, MESSAGING_ROLES)))
    .limit(1);
  return row !== undefined;
}

/** A seeker's message is unread for each of these members until they read the conversation. */
export async function insertMemberUnread(db: TDatabase, memberIds: number[], conversationId: number, messageId: number): Promise<void> {
  if (memberIds.length === 0) return;
  await db.insert(memberUnreadMessages).values(memberIds.map((member_id) => ({ member_id, message_id: messageId, conversation_id: conversationId })));
}

const replied = alias(messages, 'replied_message');
const writers = alias(users, 'writer_user');

/** A page of a conversation's messages, the newest first (one more than a page: whether older ones exist). */
export async function findThreadMessages(db: TDatabase, conversationId: number, readerId: number, before: number | undefined, limit = THREAD_PAGE_SIZE + 1) {
  return db
    .select({
      message: messages,
      file: { id: files.id, name: files.original_name, size: files.size, content_type: files.content_type },
      invitation: interviewInvitations,
      replied: { id: replied.id, msg_type: replied.msg_type, body: replied.body, sender_id: replied.sender_id, removed_at: replied.removed_at },
      reported: sql<boolean>`exists (select 1 from ${messageReports} where ${messageReports.message_id} = ${messages.id} and ${messageReports.reporter_id} = ${readerId})`,
      seeker_id: conversations.seeker_id,
      writer: { id: writers.id, first_name: writers.first_name, ar_first_name: writers.ar_first_name, en_first_name: writers.en_first_name },
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversation_id))
    .leftJoin(writers, eq(writers.id, messages.sent_by))
    .leftJoin(files, eq(files.id, messages.file_id))
    .leftJoin(interviewInvitations, eq(interviewInvitations.message_id, messages.id))
    .leftJoin(replied, eq(replied.id, messages.reply))
    .where(and(eq(messages.conversation_id, conversationId), before === undefined ? undefined : lt(messages.id, before)))
    .orderBy(desc(messages.id))
    .limit(limit);
}

export type TThreadRow = Awaited<ReturnType<typeof findThreadMessages>>[number];

/** One message of a conversation, with its file and invitation. */
export async function findMessageIn(db: TDatabase, conversationId: number, messageId: number) {
  const [row] = await db
    .select({ message: messages, invitation: interviewInvitations })
    .from(messages)
    .leftJoin(interviewInvitations, eq(interviewInvitations.message_id, messages.id))
    .where(and(eq(messages.id, messageId), eq(messages.conversation_id, conversationId)))
    .limit(1);
  return row;
}

export async function isBlocked(db: TDatabase, seekerId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ seeker_id: messageBlocks.seeker_id })
    .from(messageBlocks)
    .where(and(eq(messageBlocks.seeker_id, seekerId), eq(messageBlocks.company_id, companyId)))
    .limit(1);
  return row !== undefined;
}

export async function insertBlock(db: TDatabase, seekerId: number, companyId: number, at: Date): Promise<void> {
  await db.insert(messageBlocks).values({ seeker_id: seekerId, company_id: companyId, created_at: at }).onConflictDoNothing();
}

export async function deleteBlock(db: TDatabase, seekerId: number, companyId: number): Promise<void> {
  await db.delete(messageBlocks).where(and(eq(messageBlocks.seeker_id, seekerId), eq(messageBlocks.company_id, companyId)));
}

/** The conversation of a company, a seeker and a job (or none): at most one, found under the start lock. */
export async function findConversationOf(db: TDatabase, companyId: number, seekerId: number, jobId: number | null) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.company_id, companyId), eq(conversations.seeker_id, seekerId), jobId === null ? isNull(conversations.job_id) : eq(conversations.job_id, jobId)))
    .limit(1);
  return row;
}

/** New conversations a company started since `since`. */
export async function countConversationsStartedSince(db: TDatabase, companyId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(conversations)
    .where(and(eq(conversations.company_id, companyId), gte(conversations.created_at, since)));
  return row?.count ?? 0;
}

export async function insertConversation(db: TDatabase, values: { company_id: number; seeker_id: number; job_id: number | null; at: Date }): Promise<number> {
  const [row] = await db
    .insert(conversations)
    .values({ company_id: values.company_id, seeker_id: values.seeker_id, job_id: values.job_id, created_at: values.at, last_message_at: values.at })
    .returning({ id: conversations.id });
  if (!row) throw new Error('conversation row not returned');
  return row.id;
}

export async function insertMessage(db: TDatabase, values: typeof messages.$inferInsert & { created_at: Date }) {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('message row not returned');
  await db
    .update(conversations)
    .set({ last_message_at: sql`greatest(${conversations.last_message_at}, ${values.created_at})` })
    .where(eq(conversations.id, values.conversation_id));
  return row;
}

export async function insertInvitation(db: TDatabase, values: typeof interviewInvitations.$inferInsert) {
  const [row] = await db.insert(interviewInvitations).values(values).returning();
  if (!row) throw new Error('invitation row not returned');
  return row;
}

/** The seeker's answer, once: only a pending invitation changes (a second answer finds none). */
export async function answerInvitation(db: TDatabase, messageId: number, values: Partial<typeof interviewInvitations.$inferInsert>) {
  const [row] = await db
    .update(interviewInvitations)
    .set({ ...values, sequence: sql`${interviewInvitations.sequence} + 1` })
    .where(and(eq(interviewInvitations.message_id, messageId), eq(interviewInvitations.status, 'pending')))
    .returning();
  return row;
}

/**
 * Marks what the reader received in a conversation as read; answers how many changed. A member reads the seeker's
 * messages for themself (their unread rows go); the first member to read one gives it its `read_at`: the seeker's
 * "read" says the company read it (decision 125).
 */
export async function markRead(db: TDatabase, conversation: { id: number; seeker_id: number }, viewer: TViewer, at: Date): Promise<number> {
  if (viewer.type === 'USER') {
    const rows = await db
      .update(messages)
      .set({ read_at: at })
      .where(and(eq(messages.conversation_id, conversation.id), eq(messages.recipient_id, viewer.userId), isNull(messages.read_at)))
      .returning({ id: messages.id });
    return rows.length;
  }
  const mine = await db
    .delete(memberUnreadMessages)
    .where(
      and(
        eq(memberUnreadMessages.conversation_id, conversation.id),
        inArray(memberUnreadMessages.member_id, db.select({ id: companyMembers.id }).from(companyMembers).where(eq(companyMembers.user_id, viewer.userId))),
      ),
    )
    .returning({ id: memberUnreadMessages.message_id });
  const first = await db
    .update(messages)
    .set({ read_at: at })
    .where(and(eq(messages.conversation_id, conversation.id), eq(messages.sender_id, conversation.seeker_id), isNull(messages.read_at)))
    .returning({ id: messages.id });
  return mine.length + first.length;
}

export async function insertReport(db: TDatabase, values: typeof messageReports.$inferInsert): Promise<void> {
  await db.insert(messageReports).values(values).onConflictDoNothing();
}

/** Whether the account wants message mails (no row: yes). */
export async function wantsMessageMails(db: TDatabase, userId: number): Promise<boolean> {
  const [row] = await db.select({ message_mails: mailPreferences.message_mails }).from(mailPreferences).where(eq(mailPreferences.user_id, userId)).limit(1);
  return row?.message_mails ?? true;
}

export async function saveMailPreferences(db: TDatabase, userId: number, messageMails: boolean, at: Date): Promise<void> {
  await db
    .insert(mailPreferences)
    .values({ user_id: userId, message_mails: messageMails, updated_at: at })
    .onConflictDoUpdate({ target: mailPreferences.user_id, set: { message_mails: messageMails, updated_at: at } });
}

/** An account's address, language and standing, for a mail. */
export async function findMailee(db: TDatabase, userId: number) {
  const [row] = await db.select({ id: users.id, email: users.email, locale: users.locale, status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** A job of the company (any state): conversations may be about it. */
export async function findCompanyJob(db: TDatabase, companyId: number, jobId: number) {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.company_id, companyId))).limit(1);
  return row;
}
