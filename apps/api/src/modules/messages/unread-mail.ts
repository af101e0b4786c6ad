import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import { companies, mailPreferences, messageNotices, messages, users } from '../../db/schema/index.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';
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
 * Claims the next mail of a conversation's side: when its last one is an hour old (or there was none) and messages
 * it has not told of have waited unread for ten minutes, records this mail and answers how many; otherwise null.
 * The row lock makes parallel claims one.
 */
async function claimMail(deps: TUnreadDeps, conversationId: number, recipientId: number): Promise<number | null> {
  const now = deps.now();
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
          eq(messages.recipient_id, recipientId),
          isNull(messages.read_at),
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

/** Mails one side of a conversation about its unread messages, if due; answers whether a mail went. */
export async function sendUnreadMailOf(deps: TUnreadDeps, conversationId: number, recipientId: number): Promise<boolean> {
  const [recipient] = await deps.db
    .select({ id: users.id, type: users.type, email: users.email, locale: users.locale, status: users.status, wants: mailPreferences.message_mails, company_id: companies.id })
    .from(users)
    .leftJoin(mailPreferences, eq(mailPreferences.user_id, users.id))
    .leftJoin(companies, eq(companies.user_id, users.id))
    .where(eq(users.id, recipientId))
    .limit(1);
  if (!recipient || recipient.status !== 'active' || recipient.wants === false || recipient.type === 'ADMIN') return false;
  const viewer: TViewer = { userId: recipient.id, type: recipient.type, companyId: recipient.company_id };
  const conversation = await findConversationFor(deps.db, viewer, conversationId);
  if (!conversation) return false;
  const count = await claimMail(deps, conversationId, recipientId);
  if (count === null) return false;
  const locale = recipient.locale;
  await sendUnreadMail(deps.notifier, { email: recipient.email, locale }, {
    name: counterpartName(conversation, viewer, locale),
    job: conversation.job?.title ?? null,
    count,
    url: conversationUrl(deps.config.publicUrl, locale, conversationId),
  });
  return true;
}

/** Sides of conversations with messages unread for ten minutes that no mail told of, whose hour has passed. */
async function dueMails(deps: TUnreadDeps, now: Date): Promise<Array<{ conversation_id: number; recipient_id: number }>> {
  return deps.db
    .selectDistinct({ conversation_id: messages.conversation_id, recipient_id: messages.recipient_id })
    .from(messages)
    .leftJoin(messageNotices, and(eq(messageNotices.conversation_id, messages.conversation_id), eq(messageNotices.recipient_id, messages.recipient_id)))
    .leftJoin(mailPreferences, eq(mailPreferences.user_id, messages.recipient_id))
    .where(
      and(
        isNull(messages.read_at),
        lte(messages.created_at, new Date(now.getTime() - UNREAD_AFTER_MS)),
        gt(messages.created_at, sql`coalesce(${messageNotices.covered_until}, 'epoch'::timestamptz)`),
        sql`(${messageNotices.sent_at} is null or ${messageNotices.sent_at} <= ${new Date(now.getTime() - UNREAD_MAIL_EVERY_MS)})`,
        sql`coalesce(${mailPreferences.message_mails}, true)`,
      ),
    )
    .limit(500);
}

/** One run: the due mails, under the advisory lock (one process at a time). */
export async function runUnreadMails(deps: TUnreadDeps): Promise<{ ran: boolean; sent: number }> {
  const outcome = await withAdvisoryLock(deps.db, UNREAD_MAIL_LOCK_KEY, async () => {
    let sent = 0;
    for (const due of await dueMails(deps, deps.now())) if (await sendUnreadMailOf(deps, due.conversation_id, due.recipient_id)) sent += 1;
    return sent;
  });
  return outcome.locked ? { ran: true, sent: outcome.value } : { ran: false, sent: 0 };
}

interface TSchedulerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Mails about unread messages now and then every `config.schedulerIntervalMs` (started in compose.ts). */
export function startUnreadMailScheduler(deps: TAppDeps, logger: TSchedulerLogger): TRepeating {
  return repeatEvery(
    'unread-message-mail',
    deps.config.schedulerIntervalMs,
    async () => {
      const { sent } = await runUnreadMails(deps);
      if (sent) logger.info({ sent }, 'unread message mails');
    },
    (error) => logger.error({ err: error }, 'unread message mails failed'),
  );
}
