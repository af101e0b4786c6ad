import { ALERT_LIMIT_PER_SEEKER, MESSAGE_CHANNEL_NAMES, salaryRangeReversed, type TJobAlert, type TJobAlertList, type TLocale, type TMessageChannelName, type TUnsubscribeOutcome, type TUnsubscribeView, type ZAlertInput } from '@tawzeef/contract';
import type { z } from 'zod';
import type { TDatabase } from '../../db/client.ts';
import { cities, majors, sectors } from '../../db/schema/index.ts';
import { HttpError, notFound, type TFieldError } from '../../errors.ts';
import { keyedRequest, keyedWrite, recordKeyedWrite } from '../../idempotency-key.ts';
import { normalizeFilters, toJobAlert, toUnsubscribeView } from './alert-view.ts';
import { nextDueAt } from './due-at.ts';
import { nearPointOf } from '../jobs/near.ts';
import { mailDigest, type TDigestDeps } from './digest.ts';
import {
  alertExists,
  changedFrequencyDueAt,
  countOwnAlerts,
  deleteOwnAlert,
  findAccountEmail,
  findAlertView,
  findOwnAlertViews,
  insertAlert,
  lookupExists,
  pauseRunningAlert,
  resumedDueAt,
  updateOwnAlert,
  type TAlertView,
} from './queries.ts';
import { verifyUnsubscribe } from '../delivery/unsubscribe.ts';

export type TAlertInputParsed = z.output<typeof ZAlertInput>;
type TFormatDate = (date: Date) => string;

/** Who asks and how the answer is written: the job seeker, the request's language and time zone. */
export interface TAlertReader {
  userId: number;
  locale: TLocale;
  formatDate: TFormatDate;
}

// ---- reading ----

export async function listAlerts(db: TDatabase, reader: TAlertReader): Promise<TJobAlertList> {
  const views = await findOwnAlertViews(db, reader.locale, reader.userId);
  return { items: views.map((view) => toJobAlert(view, reader.formatDate)), total: views.length, limit: ALERT_LIMIT_PER_SEEKER };
}

/** One of the seeker's alerts; another seeker's is 404. */
export async function getAlert(db: TDatabase, reader: TAlertReader, alertId: number): Promise<TJobAlert> {
  const view = await findAlertView(db, reader.locale, alertId, reader.userId);
  if (!view) throw notFound();
  return toJobAlert(view, reader.formatDate);
}

// ---- create, change, pause, delete ----

/** The rules the schema cannot check alone: a criterion, a salary range, filters naming rows that exist. */
async function checkAlert(db: TDatabase, input: TAlertInputParsed) {
  const filters = normalizeFilters(input.filters);
  const openKeys = input.open_keys?.trim() || null;
  if (!openKeys && Object.keys(filters).length === 0) throw new HttpError(422, 'alert_needs_criteria', { open_keys: 'is_required' });
  const errors: Record<string, TFieldError> = {};
  if (salaryRangeReversed(filters.salary_min, filters.salary_max)) errors['filters.salary_max'] = 'salary_range';
  const exists = async (table: typeof cities | typeof majors | typeof sectors, id: number | undefined) => id === undefined || (await lookupExists(db, table, id));
  if (!(await exists(cities, filters.city_id))) errors['filters.city_id'] = 'valid';
  if (!(await exists(majors, filters.major_id))) errors['filters.major_id'] = 'valid';
  if (!(await exists(sectors, filters.sector_id))) errors['filters.sector_id'] = 'valid';
  // A place (decision 141): the search's own reading of it, so that the digest can search near it (a city with no
  // known place is refused here as the search refuses it).
  await nearPointOf(db, filters).catch((error: unknown) => {
    if (!(error instanceof HttpError) || !error.fieldErrors) throw error;
    for (const [name, value] of Object.entries(error.fieldErrors)) errors[`filters.${name}`] = value!;
  });
  if (Object.keys(errors).length) throw new HttpError(422, 'validation_failed', errors);
  return { filters, openKeys };
}

/** A new alert for the job seeker (at most ALERT_LIMIT_PER_SEEKER: the account row is locked while counting). */
export async function createAlert(db: TDatabase, reader: TAlertReader, input: TAlertInputParsed, now: Date, idempotencyHeader?: string | string[]): Promise<TJobAlert> {
  const { userId } = reader;
  // A retry with the key answers the alert the first request made (decision 095); the alert is read back inside the
  // transaction that wrote it, never by a read after the commit that could fail.
  const keyed = keyedRequest(idempotencyHeader, reader, 'job_alert', input);
  return keyedWrite(
    db,
    keyed,
    async () => {
      const { filters, openKeys } = await checkAlert(db, input);
      return db.transaction(async (tx) => {
        const accountEmail = await findAccountEmail(tx, userId, { lock: true });
        if (accountEmail === undefined) throw notFound();
        if ((await countOwnAlerts(tx, userId)) >= ALERT_LIMIT_PER_SEEKER) throw new HttpError(409, 'alert_limit');
        const email = input.email ?? accountEmail;
        if (!email) throw new HttpError(422, 'validation_failed', { email: 'required' });
        const id = await insertAlert(tx, {
          user_id: userId,
          email,
          open_keys: openKeys,
          filters,
          frequency: input.frequency,
          locale: input.locale ?? reader.locale,
          phone_channels: phoneChannels(input.phone_channels) ?? [...MESSAGE_CHANNEL_NAMES],
          next_due_at: nextDueAt(input.frequency, now),
          created_at: now,
          updated_at: now,
        });
        await recordKeyedWrite(tx as unknown as TDatabase, keyed, id);
        return getAlert(tx as unknown as TDatabase, reader, id);
      });
    },
    (id) => getAlert(db, reader, id),
  );
}

/** The phone channels given, once each, in their usual order (undefined when not given). */
const phoneChannels = (given: readonly TMessageChannelName[] | undefined) => (given === undefined ? undefined : MESSAGE_CHANNEL_NAMES.filter((channel) => given.includes(channel)));

/**
 * Replaces an alert's settings. A new frequency starts a new period from now; the window of new jobs (since the
 * last digest) stays, so nothing already mailed comes again.
 */
export async function updateAlert(db: TDatabase, reader: TAlertReader, alertId: number, input: TAlertInputParsed, now: Date): Promise<TJobAlert> {
  const { filters, openKeys } = await checkAlert(db, input);
  const accountEmail = await findAccountEmail(db, reader.userId);
  const changed = await updateOwnAlert(db, reader.userId, alertId, {
    email: input.email ?? accountEmail ?? '',
    open_keys: openKeys,
    filters,
    locale: input.locale ?? reader.locale,
    ...(input.phone_channels === undefined ? {} : { phone_channels: phoneChannels(input.phone_channels) }),
    next_due_at: changedFrequencyDueAt(input.frequency, nextDueAt(input.frequency, now)),
    frequency: input.frequency,
    updated_at: now,
  });
  if (!changed) throw notFound();
  return getAlert(db, reader, alertId);
}

/** Pauses or resumes. A resumed alert is next due one period from now, not at once for the time it was paused. */
export async function setAlertPaused(db: TDatabase, reader: TAlertReader, alertId: number, paused: boolean, now: Date): Promise<TJobAlert> {
  const changed = await updateOwnAlert(
    db,
    reader.userId,
    alertId,
    paused ? { is_paused: true, updated_at: now } : { is_paused: false, updated_at: now, next_due_at: resumedDueAt(now) },
  );
  if (!changed) throw notFound();
  return getAlert(db, reader, alertId);
}

export async function deleteAlert(db: TDatabase, userId: number, alertId: number): Promise<void> {
  if (!(await deleteOwnAlert(db, userId, alertId))) throw notFound();
}

// ---- the unsubscribe link (no login: the signed token is the proof) ----

/** The alert of a token and its view; anything that is not a good token of an existing alert is the same 404. */
async function alertOfToken(db: TDatabase, token: string | undefined, locale: TLocale): Promise<{ id: number; view: TAlertView }> {
  const id = await verifyUnsubscribe(db, 'job-alert', token);
  const view = id === null ? null : await findAlertView(db, locale, id, null);
  if (id === null || !view) throw new HttpError(404, 'unsubscribe_link_invalid');
  return { id, view };
}

/** What an unsubscribe link stops (the address masked). */
export async function viewUnsubscribe(db: TDatabase, token: string | undefined, locale: TLocale): Promise<TUnsubscribeView> {
  return toUnsubscribeView((await alertOfToken(db, token, locale)).view);
}

/**
 * The unsubscribe link's effect (decision 017): the alert is paused, not deleted, so its owner can resume it.
 * `changed: false` when it was already paused (a second click says so; nothing changes). `locale` is the alert's:
 * the confirmation speaks the language its mails are written in.
 */
export async function unsubscribe(db: TDatabase, token: string | undefined, locale: TLocale, now: Date): Promise<TUnsubscribeOutcome> {
  const { id, view } = await alertOfToken(db, token, locale);
  if (await pauseRunningAlert(db, id, now)) return { changed: true, locale: view.alert.locale };
  if (!(await alertExists(db, id))) throw new HttpError(404, 'unsubscribe_link_invalid');
  return { changed: false, locale: view.alert.locale };
}

/** Development only: mails an alert's digest of its newest matching live jobs now (its schedule and window stay). */
export async function sendDigestNow(deps: TDigestDeps, alertId: number, locale: TLocale, now: Date): Promise<{ status: 'sent' | 'empty' | 'skipped'; mail_outbox_id: number | null }> {
  const view = await findAlertView(deps.db, locale, alertId, null);
  if (!view) throw notFound();
  const outcome = await mailDigest(deps, view.alert, undefined, now);
  return { status: outcome.status, mail_outbox_id: outcome.status === 'sent' ? outcome.mailOutboxId : null };
}
