import { ALERT_DIGEST_MAX_JOBS, siteLink, type TAlertFilters } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import type { TMailer } from '../delivery/mail.ts';
import { runScheduledMail, sendScheduled, type TScheduledMail } from '../delivery/scheduled-mail.ts';
import { unsubscribeLink } from '../delivery/unsubscribe.ts';
import { toJobCard } from '../jobs/cards.ts';
import { searchJobs } from '../jobs/search-jobs.ts';
import { renderDigestMail } from './digest-mail.ts';
import { claimAlertPeriod, findAppliedJobIds, findDueAlerts, recordAlertDelivery, type TAlertRow } from './queries.ts';
import { alertSearchQuery, normalizeFilters } from './alert-view.ts';
import { nextDueAt } from './due-at.ts';
import { queueAlertJobs } from '../channels/service.ts';

/** The key of the PostgreSQL advisory lock that lets one process at a time send alert digests ("TWZ" + 3). */
export const ALERT_DIGEST_LOCK_KEY = 0x54575a03;

export interface TDigestDeps {
  db: TDatabase;
  mailer: TMailer;
  /** PUBLIC_URL: links in the mail point there. */
  publicUrl: string;
}

export type TDigestOutcome =
  /** Another run claimed this alert's period first: nothing was done. */
  | { status: 'skipped' }
  /** Nothing new matched: no mail, but the window moved on (decision 017). */
  | { status: 'empty' }
  | { status: 'sent'; jobs: number; total: number; mailOutboxId: number };

/**
 * The job alerts' digests (decision 017), declared to the scheduled-mail runner (decision 162). The period due at
 * `alert.next_due_at` is claimed first with one guarded UPDATE (`where next_due_at = <as read> and not paused`): of
 * two runs that read the same alert, one gets it and the other skips, so a period never mails twice. The claim moves
 * `last_sent_at` to `now` (the window of new jobs) and `next_due_at` to one period after `now`, whether or not
 * anything matched.
 */
export const alertDigests: TScheduledMail<TDigestDeps, TAlertRow, { since: Date }, TDigestOutcome> = {
  name: 'job-alerts',
  lockKey: ALERT_DIGEST_LOCK_KEY,
  due: (deps, now, limit) => findDueAlerts(deps.db, now, limit),
  key: (alert) => alert.id,
  claim: async (deps, alert, now) => ((await claimAlertPeriod(deps.db, alert, now, nextDueAt(alert.frequency, now))) ? { since: alert.last_sent_at ?? alert.created_at } : null),
  send: (deps, { since }, alert, now) => mailDigest(deps, alert, since, now),
};

/** One alert's digest for its due period (claimed first: `skipped` when another run had it). */
export const sendAlertDigest = (deps: TDigestDeps, alert: TAlertRow, now: Date) => sendScheduled(alertDigests, deps, alert, now);

/** Sends every digest due at `now` under the advisory lock ALERT_DIGEST_LOCK_KEY; a failing alert is logged, the others go on. */
export const runAlertDigests = (deps: TDigestDeps, now: Date, onError?: (alertId: number | string, error: unknown) => void) => runScheduledMail(alertDigests, deps, now, onError);

/**
 * Finds the alert's matching jobs that went live after `since` (any time when undefined) and up to `now`, and
 * mails them with the unsubscribe link and headers; nothing is sent when none matched. Records the delivery.
 */
export async function mailDigest(deps: TDigestDeps, alert: TAlertRow, since: Date | undefined, now: Date): Promise<TDigestOutcome> {
  const filters = normalizeFilters((alert.filters ?? {}) as TAlertFilters);
  // Jobs the seeker already applied to are left out: the page asks for that many more, so a full digest stays full.
  const applied = await findAppliedJobIds(deps.db, alert.user_id, since);
  const found = await searchJobs(
    deps.db,
    alert.locale,
    { ...filters, q: alert.open_keys ?? undefined, sort: 'newest', page: 1, per_page: ALERT_DIGEST_MAX_JOBS + applied.size },
    // A digest carries the search's own jobs: never another occupation's shown for want of them (decision 077).
    { related: false, ...(since ? { publishedAfter: since } : {}) },
  );
  // A job that went live after this run's moment belongs to the next window.
  const rows = found.items.filter((row) => row.activated_at !== null && row.activated_at <= now && !applied.has(row.id)).slice(0, ALERT_DIGEST_MAX_JOBS);
  const total = Math.max(rows.length, found.total - found.items.filter((row) => applied.has(row.id) || row.activated_at === null || row.activated_at > now).length);
  if (rows.length === 0) return { status: 'empty' };

  const jobs = rows.map((row) => toJobCard(row, (date) => (date ? date.toISOString() : null)));
  const page = (path: string) => siteLink(deps.publicUrl, alert.locale, path);
  const query = alertSearchQuery(alert);
  const unsubscribe = await unsubscribeLink(deps.db, deps.publicUrl, alert.locale, 'job-alert', alert.id);
  const mail = renderDigestMail({
    locale: alert.locale,
    keywords: alert.open_keys,
    jobs,
    total,
    // `src=alert`: the job's analytics count the visit as coming from an alert mail (decision 124).
    jobUrl: (id: number) => page(`/jobs/${id}?src=alert`),
    searchUrl: page(`/find-jobs${query ? `?${query}` : ''}`),
    manageUrl: page('/job-alerts'),
    unsubscribeUrl: unsubscribe.pageUrl,
  });
  const delivery = await deps.mailer.send({
    to: alert.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    locale: alert.locale,
    purpose: 'job_alert',
    headers: unsubscribe.headers,
  });
  await recordAlertDelivery(deps.db, { alert_id: alert.id, jobs_count: total, job_ids: jobs.map((job) => job.id), mail_outbox_id: delivery.id, created_at: now });
  // The seeker's SMS and WhatsApp channels carrying alerts get the count too (folded into one message a day, decision 140).
  await queueAlertJobs(deps.db, alert.user_id, total, now, alert.phone_channels);
  return { status: 'sent', jobs: jobs.length, total, mailOutboxId: delivery.id };
}
