import { and, eq, isNull, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, type TAdminRecord } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { messageReports, messages, users } from '../../../db/schema/index.ts';
import { HttpError } from '../../../errors.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { createdFilters, readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';
import { sendMessageReportNotice } from '../notices.ts';

/** What an administrator reads of a report: the reported message and its sender, never the rest of the conversation. */
const columns = {
  id: sql<string>`${messageReports.message_id}::text || '-' || ${messageReports.reporter_id}::text`,
  message_id: messageReports.message_id,
  conversation_id: messages.conversation_id,
  sender_id: messages.sender_id,
  sender_email: users.email,
  reporter_id: messageReports.reporter_id,
  reason: messageReports.reason,
  note: messageReports.note,
  message: messages.body,
  status: messageReports.status,
  resolution: messageReports.resolution,
  resolved_by: messageReports.resolved_by,
  resolved_at: messageReports.resolved_at,
  message_removed: sql<boolean>`${messages.removed_at} is not null`,
  created_at: messageReports.created_at,
};

const spec: TListSpec = {
  filters: {
    status: (value: string) => sql`${messageReports.status} = ${value}`,
    reason: (value: string) => sql`${messageReports.reason} = ${value}`,
    sender_id: (value: number) => sql`${messages.sender_id} = ${value}`,
    ...createdFilters(messageReports.created_at),
  },
  search: [messageReports.note, messages.body, users.email],
  sorts: { created_at: messageReports.created_at },
  id: messageReports.message_id,
};

const from = (db: TDatabase): TSelectFrom => (fields) =>
  db.select(fields).from(messageReports).innerJoin(messages, eq(messages.id, messageReports.message_id)).innerJoin(users, eq(users.id, messages.sender_id));
const toRecord = (ctx: TAdminContext, row: Record<string, unknown>) => ADMIN_RESOURCES['message-reports'].record.parse(withDates(row, ctx.formatDate)) as TAdminRecord;

/** `<message>-<reporter>`: the report's key, as two ids. */
function keyOf(id: string): { message: number; reporter: number } | undefined {
  const match = /^([1-9]\d{0,9})-([1-9]\d{0,9})$/.exec(id);
  if (!match) return undefined;
  const [message, reporter] = [Number(match[1]), Number(match[2])];
  return message <= 2_147_483_647 && reporter <= 2_147_483_647 ? { message, reporter } : undefined;
}

/**
 * An administrator's decision on an open report (decision 097): `dismissed`, or `acted` (the message is removed by
 * moderation: both sides see a placeholder). Only a still open report changes, so of two decisions at the same time
 * one wins and the other is refused (409). Only the recipient of a message can report it, so a message has at most
 * one report. The reporter is told by mail, in their language, after the commit; the note stays with the administrators.
 */
async function decide(ctx: TAdminContext, id: number | string, status: 'dismissed' | 'acted', note: string): Promise<void> {
  const key = keyOf(String(id));
  if (!key) throw new HttpError(404, 'not_found');
  const now = ctx.deps.now();
  const [decided] = await ctx.db
    .update(messageReports)
    .set({ status, resolution: note, resolved_by: ctx.admin.id, resolved_at: now })
    .where(and(eq(messageReports.message_id, key.message), eq(messageReports.reporter_id, key.reporter), eq(messageReports.status, 'open')))
    .returning({ reporter_id: messageReports.reporter_id });
  if (!decided) throw new HttpError(409, 'message_report_decided');
  if (status === 'acted') await ctx.db.update(messages).set({ removed_at: now }).where(and(eq(messages.id, key.message), isNull(messages.removed_at)));
  const [reporter] = await ctx.db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, key.reporter));
  if (reporter) await sendMessageReportNotice(ctx, reporter, status);
}

/**
 * Messages job seekers reported (decision 029): an administrator dismisses a report or acts on it (decision 097);
 * the sender's account itself is suspended from its own record (users), as for any account.
 */
export const messageReportsResource: TAdminResource = {
  def: ADMIN_RESOURCES['message-reports'],
  parseId: (id) => (keyOf(id) ? id : undefined),
  async list(ctx, query) {
    const { rows, total } = await readPage(from(ctx.db), columns, spec, query);
    return { items: rows.map((row) => toRecord(ctx, row)), total };
  },
  async get(ctx, id) {
    const key = keyOf(String(id));
    if (!key) return undefined;
    const [row] = await from(ctx.db)(columns).where(and(eq(messageReports.message_id, key.message), eq(messageReports.reporter_id, key.reporter)));
    return row ? toRecord(ctx, row) : undefined;
  },
  actions: {
    dismiss: (ctx, id, body) => decide(ctx, id, 'dismissed', body.reason as string),
    act: (ctx, id, body) => decide(ctx, id, 'acted', body.reason as string),
  },
};
