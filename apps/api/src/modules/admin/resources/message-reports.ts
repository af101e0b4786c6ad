import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, type TAdminRecord } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { messageReports, messages, users } from '../../../db/schema/index.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { createdFilters, readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';

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
  created_at: messageReports.created_at,
};

const spec: TListSpec = {
  filters: {
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

/** Messages job seekers reported (decision 029), read only: the administrator acts on the sender's account. */
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
};
