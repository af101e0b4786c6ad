import { and, asc, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { alertDeliveries, applications, cities, jobAlerts, jobs, majors, sectors, users } from '../../db/schema/index.ts';

export type TAlertRow = typeof jobAlerts.$inferSelect;

/**
 * The jobs a seeker applied to (withdrawn or not: they know the job) that went live after `since`: a digest of
 * that window leaves them out (decision 039).
 */
export async function findAppliedJobIds(db: TDatabase, userId: number, since: Date | undefined): Promise<Set<number>> {
  const rows = await db
    .select({ id: applications.job_id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .where(since ? and(eq(applications.user_id, userId), gt(jobs.activated_at, since)) : eq(applications.user_id, userId));
  return new Set(rows.map((row) => row.id));
}

const alertCity = alias(cities, 'alert_city');
const alertMajor = alias(majors, 'alert_major');
const alertSector = alias(sectors, 'alert_sector');
/** The city an alert's place is near (decision 141). */
const alertNearCity = alias(cities, 'alert_near_city');
const filterId = (name: 'city_id' | 'major_id' | 'sector_id' | 'near_city') => sql`(case when jsonb_typeof(${jobAlerts.filters} -> ${name}) = 'number' then (${jobAlerts.filters} ->> ${name})::integer end)`;

/** Alerts with their city, major, sector and the city their place is near named in `locale`. */
function selectAlertViews(db: TDatabase, locale: TLocale) {
  const named = <T extends typeof alertCity | typeof alertMajor | typeof alertSector | typeof alertNearCity>(table: T) => (locale === 'ar' ? table.name_ar : table.name_en);
  return db
    .select({ alert: jobAlerts, city: named(alertCity), major: named(alertMajor), sector: named(alertSector), near_city: named(alertNearCity) })
    .from(jobAlerts)
    .leftJoin(alertCity, eq(alertCity.id, filterId('city_id')))
    .leftJoin(alertMajor, eq(alertMajor.id, filterId('major_id')))
    .leftJoin(alertSector, eq(alertSector.id, filterId('sector_id')))
    .leftJoin(alertNearCity, eq(alertNearCity.id, filterId('near_city')));
}

export type TAlertView = Awaited<ReturnType<ReturnType<typeof selectAlertViews>['execute']>>[number];

/** The seeker's alerts, the newest first. */
export function findOwnAlertViews(db: TDatabase, locale: TLocale, userId: number): Promise<TAlertView[]> {
  return selectAlertViews(db, locale).where(eq(jobAlerts.user_id, userId)).orderBy(desc(jobAlerts.created_at), desc(jobAlerts.id));
}

/** One alert, only if it is the seeker's (`userId`), or any alert when `userId` is null (the unsubscribe link). */
export async function findAlertView(db: TDatabase, locale: TLocale, alertId: number, userId: number | null): Promise<TAlertView | null> {
  const [row] = await selectAlertViews(db, locale)
    .where(userId === null ? eq(jobAlerts.id, alertId) : and(eq(jobAlerts.id, alertId), eq(jobAlerts.user_id, userId)))
    .limit(1);
  return row ?? null;
}

export async function countOwnAlerts(db: TDatabase, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(jobAlerts).where(eq(jobAlerts.user_id, userId));
  return row?.total ?? 0;
}

/** Unpaused alerts whose digest is due at `now`, of active job seekers, the longest waiting first. */
export function findDueAlerts(db: TDatabase, now: Date, limit: number): Promise<TAlertRow[]> {
  return db
    .select(getAlertColumns())
    .from(jobAlerts)
    .innerJoin(users, eq(users.id, jobAlerts.user_id))
    .where(and(eq(jobAlerts.is_paused, false), lte(jobAlerts.next_due_at, now), eq(users.status, 'active'), eq(users.type, 'USER')))
    .orderBy(asc(jobAlerts.next_due_at), asc(jobAlerts.id))
    .limit(limit);
}

function getAlertColumns() {
  const { id, user_id, email, open_keys, filters, frequency, locale, is_paused, phone_channels, last_sent_at, next_due_at, created_at, updated_at } = jobAlerts;
  return { id, user_id, email, open_keys, filters, frequency, locale, is_paused, phone_channels, last_sent_at, next_due_at, created_at, updated_at };
}

/** The account's email; `lock` holds the account row until the transaction ends (the cap is counted under it). */
export async function findAccountEmail(db: TDatabase, userId: number, { lock = false } = {}): Promise<string | null | undefined> {
  const query = db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? row.email : undefined;
}

/** Whether a city, major or sector with this id exists. */
export async function lookupExists(db: TDatabase, table: typeof cities | typeof majors | typeof sectors, id: number): Promise<boolean> {
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
}

export async function insertAlert(db: TDatabase, values: typeof jobAlerts.$inferInsert): Promise<number> {
  const [row] = await db.insert(jobAlerts).values(values).returning({ id: jobAlerts.id });
  if (!row) throw new Error('job alert insert returned nothing');
  return row.id;
}

type TAlertChanges = { [K in keyof typeof jobAlerts.$inferInsert]?: (typeof jobAlerts.$inferInsert)[K] | SQL };

/** Changes one of the seeker's alerts; false when it is not theirs (or does not exist). */
export async function updateOwnAlert(db: TDatabase, userId: number, alertId: number, changes: TAlertChanges): Promise<boolean> {
  const rows = await db
    .update(jobAlerts)
    .set(changes)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.user_id, userId)))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

/** A resumed alert is next due one period from now when its due time passed while it was paused. */
export function resumedDueAt(now: Date): SQL {
  return sql`case when ${jobAlerts.is_paused} and ${jobAlerts.next_due_at} < ${now.toISOString()}::timestamptz
    then ${now.toISOString()}::timestamptz + (case ${jobAlerts.frequency} when 'daily' then interval '1 day' when 'weekly' then interval '7 days' else interval '1 month' end)
    else ${jobAlerts.next_due_at} end`;
}

/** A new frequency's due time, the same one kept when the frequency does not change. */
export function changedFrequencyDueAt(frequency: string, nextDue: Date): SQL {
  return sql`case when ${jobAlerts.frequency} = ${frequency} then ${jobAlerts.next_due_at} else ${nextDue.toISOString()}::timestamptz end`;
}

export async function deleteOwnAlert(db: TDatabase, userId: number, alertId: number): Promise<boolean> {
  const deleted = await db.delete(jobAlerts).where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.user_id, userId))).returning({ id: jobAlerts.id });
  return deleted.length > 0;
}

/** Pauses an alert that is running; false when it was already paused (or is gone). */
export async function pauseRunningAlert(db: TDatabase, alertId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobAlerts)
    .set({ is_paused: true, updated_at: now })
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.is_paused, false)))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

export async function alertExists(db: TDatabase, alertId: number): Promise<boolean> {
  return (await db.select({ id: jobAlerts.id }).from(jobAlerts).where(eq(jobAlerts.id, alertId)).limit(1)).length > 0;
}


/**
 * Claims the period that was due at `alert.next_due_at` with one guarded UPDATE: of two runs that read the same
 * alert, one gets it (true) and the other does not. The window moves to `now`, the next due time to `nextDue`.
 */
export async function claimAlertPeriod(db: TDatabase, alert: Pick<TAlertRow, 'id' | 'next_due_at'>, now: Date, nextDue: Date): Promise<boolean> {
  const rows = await db
    .update(jobAlerts)
    .set({ last_sent_at: now, next_due_at: nextDue })
    .where(and(eq(jobAlerts.id, alert.id), eq(jobAlerts.next_due_at, alert.next_due_at), eq(jobAlerts.is_paused, false)))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

export async function recordAlertDelivery(db: TDatabase, values: typeof alertDeliveries.$inferInsert): Promise<void> {
  await db.insert(alertDeliveries).values(values);
}
