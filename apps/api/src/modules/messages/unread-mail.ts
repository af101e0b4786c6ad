import { and, desc, eq, exists, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { TLocale } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { runScheduledMail, type TScheduledMail } from '../delivery/scheduled-mail.ts';
import { companyMembers, conversations, mailPreferences, memberUnreadMessages, messageNotices, messages, users } from '../../db/schema/index.ts';
import { MESSAGING_ROLES } from '../profile/queries.ts';
import { counterpartName } from './dto.ts';
import { conversationUrl, sendUnreadMail } from './mails.ts';
import { findConversationFor, type TViewer } from './queries.ts';

/** A message not read this long after it arrived is mailed about (decision 029). */
export const UNREAD_AFTER_MS = 10 * 60 * 1000;
/** At most one such mail per conversation (and recipient) in this time. */
export const UNREAD_MAIL_EVERY_MS = 60 * 60 * 1000;
/** The key of the advisory lock that lets one process at a time send the due mails ("TWZ" + 0x30). */
export const UNREAD_MAIL_LOCK_KEY = 0x54575a30;
const EPOCH = new Date(0);

type TUnreadDeps = Pick<TAppDeps, 'db' | 'notifier' | 'now'> & { config: { publicUrl: string } };

/** Records that a conversation's side was just mailed about it, covering its messages up to `coveredUntil`. */
export async function recordMailed(db: TDatabase, conversationId: number, recipientId: number, sentAt: Date, coveredUntil: Date): Promise<void> {
  await db
    .insert(messageNotices)
    .values({ conversation_id: conversationId, recipient_id: recipientId, sent_at: sentAt, covered_until: coveredUntil })
    .onConflictDoUpdate({
      target: [messageNotices.conversation_id, messageNotices.recipient_id],
      set: { sent_at: sentAt, covered_until: sql`greatest(${messageNotices.covered_until}, excluded.covered_until)` },
    });
}

/**
 * The messages that wait for a recipient: a seeker's, the company's messages to them not read; a company member's
 * (decision 125), the seeker's messages that they have not read and nobody in the team has (once a colleague opened
 * the conversation, the seeker has the company's attention: the others are not mailed about it).
 */
function waitingFor(recipient: { id: number; member_id: number | null }): SQL | undefined {
  if (recipient.member_id === null) return and(eq(messages.recipient_id, recipient.id), isNull(messages.read_at));
  const unreadByMember = and(eq(memberUnreadMessages.member_id, recipient.member_id), eq(memberUnreadMessages.message_id, messages.id));
  return and(isNull(messages.read_at), exists(sql`(select 1 from ${memberUnreadMessages} where ${unreadByMember})`));
}

/**
 * Claims the next mail of a conversation's side (the seeker, or one member of the company's team): when its last one
 * is an hour old (or there was none) and messages it has not told of have waited unread for ten minutes, records this
 * mail and answers how many; otherwise null. The row lock makes parallel claims one.
 */
async function claimMail(deps: TUnreadDeps, conversationId: number, recipient: { id: number; member_id: number | null }, now: Date): Promise<number | null> {
  const recipientId = recipient.id;
  return deps.db.transaction(async (tx) => {
    await tx.insert(messageNotices).values({ conversation_id: conversationId, recipient_id: recipientId, sent_at: EPOCH, covered_until: EPOCH }).onConflictDoNothing();
    const [notice] = await tx
      .select()
      .from(messageNotices)
      .where(and(eq(messageNotices.conversation_id, conversationId), eq(messageNotices.recipient_id, recipientId)))
      .for('update');
    if (!notice || notice.sent_at.getTime() > now.getTime() - UNREAD_MAIL_EVERY_MS) return null;
    const waiting = await tx
      .select({ created_at: messages.created_at })
      .from(messages)
      .where(
        and(
          eq(messages.conversation_id, conversationId),
          waitingFor(recipient),
          gt(messages.created_at, notice.covered_until),
          lte(messages.created_at, new Date(now.getTime() - UNREAD_AFTER_MS)),
        ),
      )
      .orderBy(desc(messages.created_at));
    const newest = waiting[0];
    if (!newest) return null;
    await tx
      .update(messageNotices)
      .set({ sent_at: now, covered_until: newest.created_at })
      .where(and(eq(messageNotices.conversation_id, conversationId), eq(messageNotices.recipient_id, recipientId)));
    return waiting.length;
  });
}

type TDue = { conversation_id: number; recipient_id: number };

/**
 * The mails about unread messages (decision 029), declared to the scheduled-mail runner (decision 162): one side of
 * a conversation, in the recipient's language, the seeker or one member of the company's team (each member for
 * themself, decision 125). The claim reads the recipient (active, wanting these mails, still in the conversation)
 * and records the mail under the notice's row lock.
 */
export const unreadMessageMails: TScheduledMail<TUnreadDeps, TDue, { count: number; email: string; locale: TLocale; name: string; job: string | null }> = {
  name: 'unread-message-mail',
  lockKey: UNREAD_MAIL_LOCK_KEY,
  once: true,
  due: (deps, now) => dueMails(deps, now),
  key: (due) => `${due.conversation_id}:${due.recipient_id}`,
  claim: async (deps, { conversation_id: conversationId, recipient_id: recipientId }, now) => {
    const [recipient] = await deps.db
      .select({
        id: users.id,
        type: users.type,
        email: users.email,
        locale: users.locale,
        status: users.status,
        wants: mailPreferences.message_mails,
        company_id: companyMembers.company_id,
        member_id: companyMembers.id,
      })
      .from(users)
      .leftJoin(mailPreferences, eq(mailPreferences.user_id, users.id))
      .leftJoin(companyMembers, and(eq(companyMembers.user_id, users.id), inArray(companyMembers.role, MESSAGING_ROLES)))
      .where(eq(users.id, recipientId))
      .limit(1);
    if (!recipient || recipient.status !== 'active' || recipient.wants === false || recipient.type === 'ADMIN') return null;
    if (recipient.type === 'COMPANY' && recipient.member_id === null) return null;
    const viewer: TViewer = { userId: recipient.id, type: recipient.type, companyId: recipient.company_id };
    const conversation = await findConversationFor(deps.db, viewer, conversationId);
    if (!conversation) return null;
    const count = await claimMail(deps, conversationId, { id: recipient.id, member_id: recipient.type === 'COMPANY' ? recipient.member_id : null }, now);
    const { email, locale } = recipient;
    return count === null ? null : { count, email, locale, name: counterpartName(conversation, viewer, locale), job: conversation.job?.title ?? null };
  },
  send: async (deps, { count, email, locale, name, job }, { conversation_id: conversationId }) => {
    await sendUnreadMail(deps.notifier, { email, locale }, { name, job, count, url: conversationUrl(deps.config.publicUrl, locale, conversationId) });
    return { status: 'sent' };
  },
};

/**
 * Sides of conversations with messages unread for ten minutes that no mail told of, whose hour has passed: seekers
 * (the company's messages to them), and each member of a company's team (the seeker's messages nobody in the team
 * has read yet, that they have not read: decision 125).
 */
async function dueMails(deps: TUnreadDeps, now: Date): Promise<TDue[]> {
  const due = and(
      isNull(messages.read_at),
      lte(messages.created_at, new Date(now.getTime() - UNREAD_AFTER_MS)),
      gt(messages.created_at, sql`coalesce(${messageNotices.covered_until}, 'epoch'::timestamptz)`),
      sql`(${messageNotices.sent_at} is null or ${messageNotices.sent_at} <= ${new Date(now.getTime() - UNREAD_MAIL_EVERY_MS)})`,
      sql`coalesce(${mailPreferences.message_mails}, true)`,
    );
  const [seekers, members] = await Promise.all([
    deps.db
      .selectDistinct({ conversation_id: messages.conversation_id, recipient_id: messages.recipient_id })
      .from(messages)
      .innerJoin(conversations, and(eq(conversations.id, messages.conversation_id), eq(conversations.seeker_id, messages.recipient_id)))
      .leftJoin(messageNotices, and(eq(messageNotices.conversation_id, messages.conversation_id), eq(messageNotices.recipient_id, messages.recipient_id)))
      .leftJoin(mailPreferences, eq(mailPreferences.user_id, messages.recipient_id))
      .where(due)
      .limit(500),
    deps.db
      .selectDistinct({ conversation_id: memberUnreadMessages.conversation_id, recipient_id: companyMembers.user_id })
      .from(memberUnreadMessages)
      .innerJoin(companyMembers, and(eq(companyMembers.id, memberUnreadMessages.member_id), inArray(companyMembers.role, MESSAGING_ROLES)))
      .innerJoin(messages, eq(messages.id, memberUnreadMessages.message_id))
      .leftJoin(messageNotices, and(eq(messageNotices.conversation_id, memberUnreadMessages.conversation_id), eq(messageNotices.recipient_id, companyMembers.user_id)))
      .leftJoin(mailPreferences, eq(mailPreferences.user_id, companyMembers.user_id))
      .where(due)
      .limit(500),
  ]);
  return [...seekers, ...members];
}

/** One run: the due mails, under the advisory lock (one process at a time). */
export const runUnreadMails = (deps: TUnreadDeps) => runScheduledMail(unreadMessageMails, deps, deps.now());
