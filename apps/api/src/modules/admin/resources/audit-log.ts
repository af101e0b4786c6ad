import { eq, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, type TAdminRecord } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/index.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { createdFilters, readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';

const columns = {
  id: auditLog.id,
  actor_id: auditLog.actor_id,
  actor_email: auditLog.actor_email,
  resource: auditLog.resource,
  record_id: auditLog.record_id,
  action: auditLog.action,
  reason: auditLog.reason,
  before: auditLog.before,
  after: auditLog.after,
  ip: auditLog.ip,
  user_agent: auditLog.user_agent,
  created_at: auditLog.created_at,
};

const spec: TListSpec = {
  filters: {
    resource: (value: string) => sql`${auditLog.resource} = ${value}`,
    record_id: (value: string) => sql`${auditLog.record_id} = ${value}`,
    action: (value: string) => sql`${auditLog.action} = ${value}`,
    actor_id: (value: number) => sql`${auditLog.actor_id} = ${value}`,
    ...createdFilters(auditLog.created_at),
  },
  search: [auditLog.actor_email, auditLog.record_id, auditLog.reason],
  sorts: { id: auditLog.id, created_at: auditLog.created_at },
  id: auditLog.id,
};

const from = (db: TDatabase): TSelectFrom => (fields) => db.select(fields).from(auditLog);
const toRecord = (ctx: TAdminContext, row: Record<string, unknown>) => ADMIN_RESOURCES['audit-log'].record.parse(withDates(row, ctx.formatDate)) as TAdminRecord;

/** The audit log (decision 031): read only; nobody, administrators included, changes or deletes an entry through the API. */
export const auditLogResource: TAdminResource = {
  def: ADMIN_RESOURCES['audit-log'],
  async list(ctx, query) {
    const { rows, total } = await readPage(from(ctx.db), columns, spec, query);
    return { items: rows.map((row) => toRecord(ctx, row)), total };
  },
  async get(ctx, id) {
    const [row] = await from(ctx.db)(columns).where(eq(auditLog.id, Number(id)));
    return row ? toRecord(ctx, row) : undefined;
  },
};
