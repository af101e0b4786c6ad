import { sql } from 'drizzle-orm';
import { CONVERSATIONS_PAGE_SIZE, FILE_RULES, THREAD_PAGE_SIZE, type TConversationList, type TConversationStartData, type TMailPreferences, type TMessage, type TMessageReportData, type TRecipient, type TThread, type TUnread, type TLocale } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import type { TFileRow } from '../../db/schema/index.ts';
import { HttpError, forbidden, notFound } from '../../errors.ts';
import { keyedWrite, parseIdempotencyKey, recordKeyedWrite, type TKeyedWrite } from '../../idempotency-key.ts';
import { countGuess, uncountGuess } from '../auth/queries.ts';
import { displayName } from '../auth/user-dto.ts';
import { initialsOf, reachableSeeker } from '../candidates/service.ts';
import { findCompanyVerification, findFileRow } from '../candidates/queries.ts';
import { deleteFile, saveUpload, type TReadFilePart } from '../files/service.ts';
import { invalid } from '../files/inspect-upload.ts';
import { riyadhMidnight } from './calendar.ts';
import { checkFirstMessage } from './first-message.ts';
import { toMessage, toSummary, type TReader } from './dto.ts';
import {
  countConversationsStartedSince,
  countUnread,
  deleteBlock,
  findConversationFor,
  findConversationOf,
  findConversationsFor,
  findLastMessages,
  findMessageIn,
  findMessagingMembers,
  findThreadMessages,
  findUnreadCounts,
  insertBlock,
  insertConversation,
  insertMemberUnread,
  insertMessage,
  insertReport,
  markRead,
  saveMailPreferences,
  wantsMessageMails,
  type TConversationJoined,
  type TViewer,
} from './queries.ts';
import { MessageHub } from './realtime.ts';

export type { TViewer } from './queries.ts';

/** The advisory lock namespace ("TWZ" + 0x31) under which a company finds or starts a conversation, counting its day's new ones. */
export const CONVERSATION_START_LOCK = 0x54575a31;
/** The sending rate's window (decision 029): MESSAGES_PER_MINUTE per account. */
const SEND_WINDOW_MS = 60_000;

type TMessagesDeps = Pick<TAppDeps, 'db' | 'config' | 'now' | 'storage' | 'notifier'>;

/** One of the viewer's conversations with its two sides; another account's is 404, like one that does not exist. */
export async function openConversation(deps: Pick<TAppDeps, 'db'>, viewer: TViewer, id: number): Promise<TConversationJoined> {
  const row = await findConversationFor(deps.db, viewer, id);
  if (!row) throw notFound();
  return row;
}

/** While the seeker blocks the company, neither side writes (the company is told plainly). */
export function assertCanWrite(viewer: TViewer, conversation: TConversationJoined): void {
  if (!conversation.blocked) return;
  throw new HttpError(403, viewer.type === 'COMPANY' ? 'messages_blocked' : 'messages_blocked_by_me');
}

/**
 * Counts one message against the account's rate (decision 022's PostgreSQL counters, key `message:<id>`, shared by
 * every process) before it is written; past MESSAGES_PER_MINUTE it is taken back and refused (429).
 */
export async function countMessage(deps: Pick<TAppDeps, 'db' | 'config'>, userId: number): Promise<void> {
  const [counted] = await countGuess(deps.db, [`message:${userId}`], SEND_WINDOW_MS);
  if (counted && counted.failures > deps.config.messagesPerMinute) {
    await uncountGuess(deps.db, counted);
    throw new HttpError(429, 'messages_too_fast');
  }
}

/**
 * The recipient of a message the viewer writes in this conversation: the seeker, or for the seeker's the company's
 * contact account (kept for the record: the team's unread is `member_unread_messages`, decision 125).
 */
export const recipientOf = (viewer: TViewer, conversation: TConversationJoined) => (viewer.type === 'USER' ? conversation.company.user_id : conversation.seeker.id);

/** Who hears of what happens in a conversation: the seeker and every member of the company's team who reads it. */
export async function hearersOf(db: TDatabase, conversation: TConversationJoined): Promise<number[]> {
  return [conversation.seeker.id, ...(await findMessagingMembers(db, conversation.company.id)).map((member) => member.user_id)];
}

/** `reply` must name a message of the same conversation. */
async function assertReply(db: TDatabase, conversationId: number, reply: number | null | undefined, field = 'reply'): Promise<number | null> {
  if (reply === null || reply === undefined) return null;
  if (!(await findMessageIn(db, conversationId, reply))) throw new HttpError(422, 'validation_failed', { [field]: 'valid' });
  return reply;
}

/** A message as its writer sees it right after writing it. */
export async function messageFor(deps: Pick<TAppDeps, 'db'>, viewer: TViewer, conversationId: number, messageId: number, reader: TReader): Promise<TMessage> {
  const [row] = await findThreadMessages(deps.db, conversationId, viewer.userId, messageId + 1, 1);
  if (!row || row.message.id !== messageId) throw notFound();
  return toMessage(row, viewer, reader);
}

/**
 * Writes a message and tells both sides' streams (the seeker and the company's team), in one transaction (the event
 * leaves when the message is there); a seeker's message is unread for each member who reads the company's
 * conversations, a company's names the member who wrote it (decision 125);
 * `extra` writes what goes with the message (an invitation, the request's Idempotency-Key). Answers the message as the
 * transaction read it: nothing is read after the commit, so a write that committed never answers 5xx (decision 093).
 */
export async function writeMessage(
  deps: Pick<TAppDeps, 'db' | 'now'>,
  viewer: TViewer,
  conversation: TConversationJoined,
  values: { msg_type: TMessage['msg_type']; body?: string | null; reply: number | null; file_id?: number | null },
  reader: TReader,
  extra?: (tx: TDatabase, messageId: number) => Promise<void>,
): Promise<TMessage> {
  const recipient = recipientOf(viewer, conversation);
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as TDatabase;
    const members = await findMessagingMembers(db, conversation.company.id);
    const sentBy = viewer.type === 'COMPANY' ? viewer.userId : null;
    const row = await insertMessage(db, { conversation_id: conversation.conversation.id, sender_id: viewer.userId, sent_by: sentBy, recipient_id: recipient, created_at: deps.now(), ...values });
    if (viewer.type === 'USER') await insertMemberUnread(db, members.map((member) => member.id), conversation.conversation.id, row.id);
    await extra?.(db, row.id);
    const userIds = [viewer.userId, conversation.seeker.id, ...members.map((member) => member.user_id)];
    await MessageHub.publish(db, { type: 'message', conversation_id: conversation.conversation.id, message_id: row.id, actor_id: viewer.userId, user_ids: userIds });
    return messageFor({ db }, viewer, conversation.conversation.id, row.id, reader);
  });
}

/** Messages may carry any text but NUL; line breaks are kept as `\n`. */
const normalizeBody = (body: string) => body.replace(/\r\n?/g, '\n');

export async function listConversations(deps: Pick<TAppDeps, 'db'>, viewer: TViewer, page: number, reader: TReader): Promise<TConversationList> {
  const { rows, total } = await findConversationsFor(deps.db, viewer, page);
  const ids = rows.map((row) => row.conversation.id);
  const [lasts, unread, unreadTotal] = await Promise.all([findLastMessages(deps.db, ids), findUnreadCounts(deps.db, viewer, ids), countUnread(deps.db, viewer.userId)]);
  const lastOf = new Map(lasts.map((last) => [last.conversation_id, last]));
  const unreadOf = new Map(unread.map((entry) => [entry.id, entry.unread]));
  return {
    items: rows.map((row) => toSummary(row, viewer, reader, { unread: unreadOf.get(row.conversation.id) ?? 0, last: lastOf.get(row.conversation.id) })),
    total,
    page,
    page_size: CONVERSATIONS_PAGE_SIZE,
    unread_total: unreadTotal,
  };
}

/** A conversation and a page of its messages (oldest first), as the viewer sees them. */
export async function readThread(deps: Pick<TAppDeps, 'db'>, viewer: TViewer, id: number, before: number | undefined, reader: TReader): Promise<TThread> {
  const conversation = await openConversation(deps, viewer, id);
  const [rows, unread] = await Promise.all([findThreadMessages(deps.db, id, viewer.userId, before), findUnreadCounts(deps.db, viewer, [id])]);
  const page = rows.slice(0, THREAD_PAGE_SIZE).reverse();
  const last = page.at(-1)?.message;
  const summary = toSummary(conversation, viewer, reader, { unread: unread[0]?.unread ?? 0, last });
  return {
    conversation: { ...summary, can_send: !conversation.blocked },
    messages: page.map((row) => toMessage(row, viewer, reader)),
    has_more: rows.length > THREAD_PAGE_SIZE,
  };
}

export async function unreadOf(db: TDatabase, viewer: TViewer): Promise<TUnread> {
  const conversations = await findUnreadCounts(db, viewer);
  return { total: conversations.reduce((sum, entry) => sum + entry.unread, 0), conversations };
}

/**
 * Marks what the viewer received in the conversation as read (a member: for themself, decision 125), and tells the
 * streams whose counts or read marks changed: the reader's, and the other side's (the seeker, or the whole team).
 */
export async function readConversation(deps: Pick<TAppDeps, 'db' | 'now'>, viewer: TViewer, id: number): Promise<TUnread> {
  const conversation = await openConversation(deps, viewer, id);
  const changed = await markRead(deps.db, { id, seeker_id: conversation.seeker.id }, viewer, deps.now());
  if (changed > 0) await MessageHub.publish(deps.db, { type: 'read', conversation_id: id, user_ids: viewer.type === 'USER' ? await hearersOf(deps.db, conversation) : [viewer.userId, conversation.seeker.id] });
  return unreadOf(deps.db, viewer);
}

/**
 * Who a new conversation would go to (the form shows it): the rule of starting one (404 for a seeker the company may
 * not see), the name as the company may see it (initials for a company that is not verified, unless the seeker
 * applied to it, as on the CV). Not a view of the CV: nothing is recorded or counted.
 */
export async function readRecipient(deps: TMessagesDeps, viewer: TViewer, seekerId: number, locale: TLocale): Promise<TRecipient> {
  const companyId = viewer.companyId;
  if (viewer.type !== 'COMPANY' || companyId === null) throw forbidden();
  const reachable = await reachableSeeker(deps, companyId, seekerId);
  if (!reachable) throw notFound();
  const { seeker, applied } = reachable;
  const full = applied.length > 0 || (await findCompanyVerification(deps.db, companyId)) === 'verified';
  return { id: seekerId, name: full ? displayName(seeker, locale) : initialsOf(seeker.first_name, seeker.last_name) };
}

/**
 * A company starts (or, for the same seeker and job, reopens) a conversation with its first message (decision
 * 029): the seeker must be one the employee call answers for this company (visible, or applied to one of its
 * jobs), a company that is not verified writes only to its applicants, a seeker who blocked it is closed to it, and
 * at most COMPANY_NEW_CONVERSATIONS_PER_DAY new ones a day (Asia/Riyadh), counted under a lock per company.
 */
export async function startConversation(deps: TMessagesDeps, viewer: TViewer, input: TConversationStartData, reader: TReader): Promise<TThread> {
  const companyId = viewer.companyId;
  if (viewer.type !== 'COMPANY' || companyId === null) throw forbidden();
  const seekerId = input.seeker_id;
  const jobId = input.job_id ?? null;
  await checkFirstMessage(deps, companyId, seekerId, jobId);
  await countMessage(deps, viewer.userId);
  const now = deps.now();
  const conversationId = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as TDatabase;
    await db.execute(sql`select pg_advisory_xact_lock(${CONVERSATION_START_LOCK}::integer, ${companyId}::integer)`);
    const existing = await findConversationOf(db, companyId, seekerId, jobId);
    if (existing) return existing.id;
    if ((await countConversationsStartedSince(db, companyId, riyadhMidnight(now))) >= deps.config.companyNewConversationsPerDay) {
      throw new HttpError(429, 'conversation_limit');
    }
    return insertConversation(db, { company_id: companyId, seeker_id: seekerId, job_id: jobId, at: now });
  });
  const conversation = await openConversation(deps, viewer, conversationId);
  await writeMessage(deps, viewer, conversation, { msg_type: 'text', body: normalizeBody(input.body), reply: null }, reader);
  return readThread(deps, viewer, conversationId, undefined, reader);
}

/** The Idempotency-Key of a message sent to conversation `id` (decision 093). */
export const messageKey = (viewer: TViewer, id: number, header: string | string[] | undefined): TKeyedWrite => ({ key: parseIdempotencyKey(header), userId: viewer.userId, scope: `message:${id}` });

/**
 * A message `viewer` sends to conversation `id` under the request's Idempotency-Key (decision 093): checks that the
 * viewer may write there and that `replyTo` is of the conversation, counts it against the sending rate, then `write`
 * stores it with `record` in its transaction (the key); a retry with the key answers the first message, writing nothing.
 */
export async function sendMessage(
  deps: Pick<TAppDeps, 'db' | 'config' | 'now'>,
  viewer: TViewer,
  id: number,
  replyTo: number | null | undefined,
  reader: TReader,
  idempotencyHeader: string | string[] | undefined,
  write: (conversation: TConversationJoined, reply: number | null, record: (tx: TDatabase, messageId: number) => Promise<void>) => Promise<TMessage>,
): Promise<TMessage> {
  const keyed = messageKey(viewer, id, idempotencyHeader);
  return keyedWrite(
    deps.db,
    keyed,
    async () => {
      const conversation = await openConversation(deps, viewer, id);
      assertCanWrite(viewer, conversation);
      const reply = await assertReply(deps.db, id, replyTo);
      await countMessage(deps, viewer.userId);
      return write(conversation, reply, (tx, messageId) => recordKeyedWrite(tx, keyed, messageId));
    },
    (messageId) => messageFor(deps, viewer, id, messageId, reader),
  );
}

export async function sendText(
  deps: TMessagesDeps,
  viewer: TViewer,
  id: number,
  input: { body: string; reply?: number | null },
  reader: TReader,
  idempotencyHeader?: string | string[],
): Promise<TMessage> {
  return sendMessage(deps, viewer, id, input.reply, reader, idempotencyHeader, (conversation, reply, record) =>
    writeMessage(deps, viewer, conversation, { msg_type: 'text', body: normalizeBody(input.body), reply }, reader, record),
  );
}

/** A file message: the upload is checked and stored like every other (modules/files), as a private `message` file. */
export async function sendFile(
  deps: TMessagesDeps,
  viewer: TViewer,
  id: number,
  replyTo: number | undefined,
  readPart: TReadFilePart,
  reader: TReader,
  idempotencyHeader?: string | string[],
): Promise<TMessage> {
  return sendMessage(deps, viewer, id, replyTo, reader, idempotencyHeader, async (conversation, reply, record) => {
    const part = await readPart(FILE_RULES.message.maxBytes + 1);
    if (!part) throw invalid('file', 'is_required');
    const file = await saveUpload(deps, { ownerId: viewer.userId, kind: 'message', filename: part.filename, buffer: part.buffer });
    try {
      return await writeMessage(deps, viewer, conversation, { msg_type: 'file', body: null, reply, file_id: file.id }, reader, record);
    } catch (error) {
      await deleteFile(deps, file).catch(() => undefined);
      throw error;
    }
  });
}

/** The file of a file message, for either side of its conversation. */
export async function messageFileToSend(deps: Pick<TAppDeps, 'db'>, viewer: TViewer, id: number, messageId: number): Promise<TFileRow> {
  await openConversation(deps, viewer, id);
  const found = await findMessageIn(deps.db, id, messageId);
  // Removed by moderation (decision 097): its file is no longer sent to either side.
  if (!found || found.message.msg_type !== 'file' || found.message.file_id === null || found.message.removed_at) throw notFound();
  const file = await findFileRow(deps.db, found.message.file_id);
  if (!file || file.kind !== 'message') throw notFound();
  return file;
}

/** The seeker blocks (or unblocks) the conversation's company: every conversation with it closes (opens) both ways. */
export async function setBlocked(deps: Pick<TAppDeps, 'db' | 'now'>, viewer: TViewer, id: number, blocked: boolean): Promise<void> {
  const conversation = await openConversation(deps, viewer, id);
  if (viewer.type !== 'USER') throw forbidden();
  if (blocked) await insertBlock(deps.db, viewer.userId, conversation.company.id, deps.now());
  else await deleteBlock(deps.db, viewer.userId, conversation.company.id);
  await MessageHub.publish(deps.db, { type: 'message', conversation_id: id, actor_id: viewer.userId, user_ids: await hearersOf(deps.db, conversation) });
}

/** The seeker reports one of the company's messages (once; again is no change). */
export async function reportMessage(deps: Pick<TAppDeps, 'db' | 'now'>, viewer: TViewer, id: number, messageId: number, input: TMessageReportData): Promise<void> {
  await openConversation(deps, viewer, id);
  const found = await findMessageIn(deps.db, id, messageId);
  if (!found || found.message.sender_id === viewer.userId) throw notFound();
  await insertReport(deps.db, { message_id: messageId, reporter_id: viewer.userId, reason: input.reason, note: input.note ?? null, created_at: deps.now() });
}

export async function readMailPreferences(db: TDatabase, userId: number): Promise<TMailPreferences> {
  return { message_mails: await wantsMessageMails(db, userId) };
}

export async function updateMailPreferences(deps: Pick<TAppDeps, 'db' | 'now'>, userId: number, input: TMailPreferences): Promise<TMailPreferences> {
  await saveMailPreferences(deps.db, userId, input.message_mails, deps.now());
  return readMailPreferences(deps.db, userId);
}

