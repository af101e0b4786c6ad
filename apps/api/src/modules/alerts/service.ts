import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ALERT_FILTER_NAMES, ALERT_LIMIT_PER_SEEKER, type TAlertFilters, type TAlertFrequency, type TJobAlert, type TLocale, type ZAlertInput } from '@tawzeef/contract';
import type { z } from 'zod';
import type { TDatabase } from '../../db/client.ts';
import { cities, jobAlerts, majors, sectors, settings, users } from '../../db/schema/index.ts';
import { HttpError, notFound, type TFieldError } from '../../errors.ts';
import { countOwnAlerts, type TAlertRow, type TAlertView } from './queries.ts';

export type TAlertInputParsed = z.output<typeof ZAlertInput>;

// ---- due times ----

/** When the digest after one at `from` is due: a day, 7 days, or one calendar month later (the 31st → the month's last day). */
export function nextDueAt(frequency: TAlertFrequency, from: Date): Date {
  const next = new Date(from.getTime());
  if (frequency === 'daily') next.setUTCDate(next.getUTCDate() + 1);
  else if (frequency === 'weekly') next.setUTCDate(next.getUTCDate() + 7);
  else {
    const day = next.getUTCDate();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(day, lastDay));
  }
  return next;
}

// ---- the unsubscribe token ----

const SECRET_SETTING = 'job_alert_unsubscribe_secret';
const secrets = new WeakMap<object, Promise<Buffer>>();

/**
 * The key of the unsubscribe links: 32 random bytes made once and kept in `settings`, so that it survives
 * restarts and every process signs and checks with the same key (the first writer wins a race).
 */
export function unsubscribeSecret(db: TDatabase): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(settings)
        .values({ key: SECRET_SETTING, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing({ target: settings.key });
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SECRET_SETTING)).limit(1);
      if (typeof row?.value !== 'string') throw new Error('job alert unsubscribe secret missing');
      return Buffer.from(row.value, 'base64url');
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const mac = (secret: Buffer, alertId: number) => createHmac('sha256', secret).update(`job-alert-unsubscribe:${alertId}`).digest();

/** `<alert id>.<HMAC-SHA256 of the id, base64url>`: unsubscribes that alert without a login. */
export async function signUnsubscribeToken(db: TDatabase, alertId: number): Promise<string> {
  return `${alertId}.${mac(await unsubscribeSecret(db), alertId).toString('base64url')}`;
}

/** The alert id a token was signed for, or null when it was changed (compared in constant time). */
export async function verifyUnsubscribeToken(db: TDatabase, token: string): Promise<number | null> {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const alertId = Number(match[1]);
  if (alertId > 2_147_483_647) return null;
  const given = Buffer.from(match[2] as string, 'base64url');
  const expected = mac(await unsubscribeSecret(db), alertId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
}

// ---- what an alert looks like ----

/** The filters as stored: only those given (a `remote: false` filters nothing and is dropped). */
export function normalizeFilters(filters: TAlertFilters): TAlertFilters {
  const out: Record<string, unknown> = {};
  for (const name of ALERT_FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined || value === null || (name === 'remote' && value === false)) continue;
    out[name] = value;
  }
  return out as TAlertFilters;
}

/** The alert's search as /find-jobs's query string: `q` from the keywords, then the filters. */
export function alertSearchQuery(alert: Pick<TAlertRow, 'open_keys' | 'filters'>): string {
  const params = new URLSearchParams();
  if (alert.open_keys) params.set('q', alert.open_keys);
  const filters = normalizeFilters((alert.filters ?? {}) as TAlertFilters);
  for (const name of ALERT_FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined) params.set(name, String(value));
  }
  return params.toString();
}

export function toJobAlert(view: TAlertView, formatDate: (date: Date) => string): TJobAlert {
  const { alert } = view;
  return {
    id: alert.id,
    email: alert.email,
    open_keys: alert.open_keys,
    filters: normalizeFilters((alert.filters ?? {}) as TAlertFilters) as TJobAlert['filters'],
    labels: { city: view.city, major: view.major, sector: view.sector },
    search_query: alertSearchQuery(alert),
    frequency: alert.frequency,
    locale: alert.locale,
    is_paused: alert.is_paused,
    last_sent_at: alert.last_sent_at ? formatDate(alert.last_sent_at) : null,
    next_due_at: formatDate(alert.next_due_at),
    created_at: formatDate(alert.created_at),
  };
}

/** `a•••@example.com`: enough for the owner to recognise the address, not enough to read it off a forwarded link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

// ---- create, change, pause, delete ----

/** The rules the schema cannot check alone: a criterion, a salary range, filters naming rows that exist. */
async function checkAlert(db: TDatabase, input: TAlertInputParsed): Promise<{ filters: TAlertFilters; openKeys: string | null }> {
  const filters = normalizeFilters(input.filters);
  const openKeys = input.open_keys?.trim() || null;
  if (!openKeys && Object.keys(filters).length === 0) throw new HttpError(422, 'alert_needs_criteria', { open_keys: 'is_required' });
  const errors: Record<string, TFieldError> = {};
  if (filters.salary_min !== undefined && filters.salary_max !== undefined && filters.salary_max < filters.salary_min) errors['filters.salary_max'] = 'salary_range';
  const exists = async (table: typeof cities | typeof majors | typeof sectors, id: number | undefined) =>
    id === undefined || (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
  if (!(await exists(cities, filters.city_id))) errors['filters.city_id'] = 'valid';
  if (!(await exists(majors, filters.major_id))) errors['filters.major_id'] = 'valid';
  if (!(await exists(sectors, filters.sector_id))) errors['filters.sector_id'] = 'valid';
  if (Object.keys(errors).length) throw new HttpError(422, 'validation_failed', errors);
  return { filters, openKeys };
}

/** A new alert for the job seeker `userId` (at most ALERT_LIMIT_PER_SEEKER: the account row is locked while counting). */
export async function createAlert(db: TDatabase, userId: number, input: TAlertInputParsed, requestLocale: TLocale, now: Date): Promise<number> {
  const { filters, openKeys } = await checkAlert(db, input);
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (!account) throw notFound();
    if ((await countOwnAlerts(tx, userId)) >= ALERT_LIMIT_PER_SEEKER) throw new HttpError(409, 'alert_limit');
    const email = input.email ?? account.email;
    if (!email) throw new HttpError(422, 'validation_failed', { email: 'required' });
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        user_id: userId,
        email,
        open_keys: openKeys,
        filters,
        frequency: input.frequency,
        locale: input.locale ?? requestLocale,
        next_due_at: nextDueAt(input.frequency, now),
        created_at: now,
        updated_at: now,
      })
      .returning({ id: jobAlerts.id });
    return row!.id;
  });
}

/**
 * Replaces an alert's settings. A new frequency starts a new period from now; the window of new jobs (since the
 * last digest) stays, so nothing already mailed comes again.
 */
export async function updateAlert(db: TDatabase, userId: number, alertId: number, input: TAlertInputParsed, requestLocale: TLocale, now: Date): Promise<void> {
  const { filters, openKeys } = await checkAlert(db, input);
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const [row] = await db
    .update(jobAlerts)
    .set({
      email: input.email ?? account?.email ?? '',
      open_keys: openKeys,
      filters,
      locale: input.locale ?? requestLocale,
      next_due_at: sql`case when ${jobAlerts.frequency} = ${input.frequency} then ${jobAlerts.next_due_at} else ${nextDueAt(input.frequency, now).toISOString()}::timestamptz end`,
      frequency: input.frequency,
      updated_at: now,
    })
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.user_id, userId)))
    .returning({ id: jobAlerts.id });
  if (!row) throw notFound();
}

/** Pauses or resumes. A resumed alert is next due one period from now, not at once for the time it was paused. */
export async function setAlertPaused(db: TDatabase, userId: number, alertId: number, paused: boolean, now: Date): Promise<void> {
  const [row] = await db
    .update(jobAlerts)
    .set(
      paused
        ? { is_paused: true, updated_at: now }
        : {
            is_paused: false,
            updated_at: now,
            next_due_at: sql`case when ${jobAlerts.is_paused} and ${jobAlerts.next_due_at} < ${now.toISOString()}::timestamptz
              then ${now.toISOString()}::timestamptz + (case ${jobAlerts.frequency} when 'daily' then interval '1 day' when 'weekly' then interval '7 days' else interval '1 month' end)
              else ${jobAlerts.next_due_at} end`,
          },
    )
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.user_id, userId)))
    .returning({ id: jobAlerts.id });
  if (!row) throw notFound();
}

export async function deleteAlert(db: TDatabase, userId: number, alertId: number): Promise<void> {
  const deleted = await db.delete(jobAlerts).where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.user_id, userId))).returning({ id: jobAlerts.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * The unsubscribe link's effect (decision 017): the alert is paused, not deleted, so its owner can resume it.
 * `changed: false` when it was already paused (a second click says so; nothing changes).
 */
export async function unsubscribeAlert(db: TDatabase, alertId: number, now: Date): Promise<{ changed: boolean } | null> {
  const [row] = await db
    .update(jobAlerts)
    .set({ is_paused: true, updated_at: now })
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.is_paused, false)))
    .returning({ id: jobAlerts.id });
  if (row) return { changed: true };
  const [exists] = await db.select({ id: jobAlerts.id }).from(jobAlerts).where(inArray(jobAlerts.id, [alertId])).limit(1);
  return exists ? { changed: false } : null;
}
