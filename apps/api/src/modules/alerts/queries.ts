import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { cities, jobAlerts, majors, sectors, users } from '../../db/schema/index.ts';

export type TAlertRow = typeof jobAlerts.$inferSelect;

const alertCity = alias(cities, 'alert_city');
const alertMajor = alias(majors, 'alert_major');
const alertSector = alias(sectors, 'alert_sector');
const filterId = (name: 'city_id' | 'major_id' | 'sector_id') => sql`(case when jsonb_typeof(${jobAlerts.filters} -> ${name}) = 'number' then (${jobAlerts.filters} ->> ${name})::integer end)`;

/** Alerts with their city, major and sector named in `locale`. */
function selectAlertViews(db: TDatabase, locale: TLocale) {
  const named = <T extends typeof alertCity | typeof alertMajor | typeof alertSector>(table: T) => (locale === 'ar' ? table.name_ar : table.name_en);
  return db
    .select({ alert: jobAlerts, city: named(alertCity), major: named(alertMajor), sector: named(alertSector) })
    .from(jobAlerts)
    .leftJoin(alertCity, eq(alertCity.id, filterId('city_id')))
    .leftJoin(alertMajor, eq(alertMajor.id, filterId('major_id')))
    .leftJoin(alertSector, eq(alertSector.id, filterId('sector_id')));
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
  const { id, user_id, email, open_keys, filters, frequency, locale, is_paused, last_sent_at, next_due_at, created_at, updated_at } = jobAlerts;
  return { id, user_id, email, open_keys, filters, frequency, locale, is_paused, last_sent_at, next_due_at, created_at, updated_at };
}
