import { and, eq, isNull, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, type TAdminRecord } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { companies, sessions, users } from '../../../db/schema/index.ts';
import { HttpError } from '../../../errors.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { companyNameOf, createdFilters, readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';
import { sendAccountNotice } from '../notices.ts';
import { userNameColumns } from '../../auth/queries.ts';
import { displayName } from '../../auth/user-dto.ts';

const activeSessions = sql<number>`(select count(*)::int from ${sessions} where ${sessions.user_id} = ${users.id} and ${sessions.revoked_at} is null and ${sessions.expires_at} > now())`;

/** Every field an administrator may read of an account: never its password hash or session tokens. */
const columns = {
  id: users.id,
  type: users.type,
  ...userNameColumns,
  email: users.email,
  phone: users.phone,
  locale: users.locale,
  status: users.status,
  status_reason: users.status_reason,
  status_changed_at: users.status_changed_at,
  email_verified_at: users.email_verified_at,
  phone_verified_at: users.phone_verified_at,
  company_id: companies.id,
  company_name: companies.foundation_name,
  company_name_en: companies.foundation_name_en,
  active_sessions: activeSessions,
  created_at: users.created_at,
  updated_at: users.updated_at,
};

const spec: TListSpec = {
  filters: {
    type: (value: string) => sql`${users.type} = ${value}`,
    status: (value: string) => sql`${users.status} = ${value}`,
    email_verified: (value: string) => (value === 'true' ? sql`${users.email_verified_at} is not null` : sql`${users.email_verified_at} is null`),
    ...createdFilters(users.created_at),
  },
  search: [users.first_name, users.last_name, users.ar_first_name, users.ar_last_name, users.en_first_name, users.en_last_name, users.email, users.phone],
  sorts: { id: users.id, created_at: users.created_at, email: users.email, last_name: users.last_name },
  id: users.id,
};

function toRecord(ctx: TAdminContext, row: Record<string, unknown>): TAdminRecord {
  const { company_name_en: _en, ...record } = withDates(row, ctx.formatDate);
  const names = row as Parameters<typeof displayName>[0];
  const company = row.company_name === null ? null : companyNameOf(ctx, row);
  return ADMIN_RESOURCES.users.record.parse({ ...record, name: displayName(names, ctx.locale), company_name: company }) as TAdminRecord;
}

const from = (db: TDatabase): TSelectFrom => (fields) => db.select(fields).from(users).leftJoin(companies, eq(companies.user_id, users.id));

/**
 * Suspends or reactivates an account in one guarded UPDATE (from the other state), keeping the reason. Suspending
 * also ends every session of the account in the same transaction, and its company's jobs leave search through the
 * `users` trigger of `search_changes` (decision 027). Null when the account was not in `from`.
 */
export async function setAccountStatus(db: TDatabase, userId: number, to: 'active' | 'suspended', reason: string, now: Date): Promise<boolean> {
  const from = to === 'active' ? 'suspended' : 'active';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: to, status_reason: reason, status_changed_at: now, updated_at: now })
      .where(and(eq(users.id, userId), eq(users.status, from)))
      .returning({ id: users.id });
    if (!row) return false;
    if (to === 'suspended') await tx.update(sessions).set({ revoked_at: now }).where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
    return true;
  });
}

async function findAccount(db: TDatabase, userId: number) {
  const [row] = await db.select({ id: users.id, email: users.email, locale: users.locale, status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Suspends (or reactivates) the account `userId` and tells its holder by mail; 404 unknown, 409 not in the state it starts from. */
export async function changeAccountStatus(ctx: TAdminContext, userId: number, to: 'active' | 'suspended', reason: string): Promise<void> {
  if (to === 'suspended' && userId === ctx.admin.id) throw new HttpError(409, 'admin_not_self');
  const account = await findAccount(ctx.db, userId);
  if (!account) throw new HttpError(404, 'not_found');
  const changed = await setAccountStatus(ctx.db, userId, to, reason, ctx.deps.now());
  if (!changed) throw new HttpError(409, to === 'suspended' ? 'admin_user_not_active' : 'admin_user_not_suspended');
  await sendAccountNotice(ctx, { email: account.email, locale: account.locale }, to === 'suspended' ? 'suspended' : 'reactivated', reason);
}

export const usersResource: TAdminResource = {
  def: ADMIN_RESOURCES.users,
  async list(ctx, query) {
    const { rows, total } = await readPage(from(ctx.db), columns, spec, query);
    return { items: rows.map((row) => toRecord(ctx, row)), total };
  },
  async get(ctx, id) {
    const [row] = await from(ctx.db)(columns).where(eq(users.id, Number(id)));
    return row ? toRecord(ctx, row) : undefined;
  },
  async update(ctx, id, input) {
    await ctx.db
      .update(users)
      .set({
        first_name: input.first_name as string,
        last_name: input.last_name as string,
        ar_first_name: (input.ar_first_name as string | null) || null,
        ar_last_name: (input.ar_last_name as string | null) || null,
        en_first_name: (input.en_first_name as string | null) || null,
        en_last_name: (input.en_last_name as string | null) || null,
        locale: input.locale as 'ar' | 'en',
        updated_at: ctx.deps.now(),
      })
      .where(eq(users.id, Number(id)));
  },
  actions: {
    suspend: (ctx, id, body) => changeAccountStatus(ctx, Number(id), 'suspended', body.reason as string),
    reactivate: (ctx, id, body) => changeAccountStatus(ctx, Number(id), 'active', body.reason as string),
  },
};
