import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TJobStatus } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { jobs, type TJobRow } from '../../db/schema/index.ts';

/**
 * The job state machine (decision 011). Every change of `jobs.status` goes through `transitionJob`: one
 * guarded UPDATE (`where id = … and status in (from)`), so of two racing transitions exactly one wins and
 * the other gets `null`. Callers run it inside their transaction with the other rows the change touches.
 */
export const JOB_TRANSITIONS = {
  /** The company finished the form and goes on to pay (every publishing field is filled). */
  submit: { from: ['draft'], to: 'awaiting_payment' },
  /** Back to editing before paying. */
  unsubmit: { from: ['awaiting_payment'], to: 'draft' },
  /** A bank transfer receipt was uploaded: an admin must check it. */
  await_review: { from: ['awaiting_payment'], to: 'awaiting_review' },
  /** The admin rejected the transfer: the company may upload another receipt or pay online. */
  review_rejected: { from: ['awaiting_review'], to: 'awaiting_payment' },
  /** The payment is confirmed (online at once, bank after review). */
  activate: { from: ['awaiting_payment', 'awaiting_review'], to: 'active' },
  /** The deadline passed (the schedule; readers already treat a passed deadline as not live). */
  expire: { from: ['active'], to: 'expired' },
  /** The company stopped taking applications (a paused job too: it gives up the days it kept). */
  close: { from: ['active', 'paused'], to: 'closed' },
  /**
   * The company paused a live job (decision 123): nobody finds it or applies; the expiry schedule leaves it alone (it
   * expires only `active` jobs), and resuming moves its deadline by the Riyadh days it stayed paused.
   */
  pause: { from: ['active'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  /** Post again for a new period: needs a new payment. */
  renew: { from: ['expired', 'closed'], to: 'awaiting_payment' },
  /**
   * The screen caught a phrase MHRSD's rules forbid (decision 032) when the company sent the job to payment, edited it
   * while waiting for payment or live, or when its payment was confirmed; or an administrator unpublished it after
   * reports. An administrator reviews it; `held_paid` says whether it was paid for.
   */
  hold: { from: ['draft', 'awaiting_payment', 'awaiting_review', 'active'], to: 'held' },
  /** Approved, or edited clean, before it was paid for: the company pays next. Guarded by `held_paid = false`. */
  release_to_payment: { from: ['held'], to: 'awaiting_payment' },
  /** Approved, or edited clean, after it was paid for: live again without a new payment. Guarded by `held_paid = true`. */
  release_live: { from: ['held'], to: 'active' },
  /**
   * An administrator took a published job down, with a reason (decision 031): visitors no longer reach it, the company
   * cannot renew or edit it. Only an administrator restores it, to the state it had (`unpublished_from`, guarded).
   */
  unpublish: { from: ['active', 'expired', 'closed'], to: 'unpublished' },
  restore: { from: ['unpublished'], to: 'active' },
  restore_expired: { from: ['unpublished'], to: 'expired' },
  restore_closed: { from: ['unpublished'], to: 'closed' },
} as const satisfies Record<string, { from: readonly TJobStatus[]; to: TJobStatus }>;

export type TJobTransition = keyof typeof JOB_TRANSITIONS;

/** The columns a transition may set besides status (timestamps, a new deadline on renewal...). */
export type TJobTransitionSet = Partial<
  Pick<
    TJobRow,
    | 'deadline'
    | 'published_at'
    | 'activated_at'
    | 'expired_at'
    | 'closed_at'
    | 'paused_at'
    | 'featured_until'
    | 'held_paid'
    | 'screen_findings'
    | 'screen_approved'
    | 'review_reason'
    | 'reviewed_at'
    | 'unpublished_reason'
    | 'unpublished_at'
    | 'unpublished_by'
    | 'unpublished_from'
  >
>;

/**
 * Moves the job `jobId` (of `companyId`, when given) along `action`. Returns the updated row, or null when
 * the job is not in a state the action starts from (or is not the company's): the caller decides whether
 * that is a 404, a 409, or "already done" (idempotent confirmations).
 */
export async function transitionJob(
  tx: TDatabase,
  jobId: number,
  action: TJobTransition,
  options: {
    companyId?: number;
    set?: TJobTransitionSet;
    now?: Date;
    /** An extra guard, e.g. "the deadline has passed". */
    where?: SQL;
    /** The team member who made the change (decision 127): the job's `updated_by`. Left out by the schedules, payments and administrators. */
    by?: number;
  } = {},
): Promise<TJobRow | null> {
  const rule = JOB_TRANSITIONS[action];
  const now = options.now ?? new Date();
  const conditions: SQL[] = [eq(jobs.id, jobId), inArray(jobs.status, [...rule.from])];
  if (options.companyId !== undefined) conditions.push(eq(jobs.company_id, options.companyId));
  if (options.where) conditions.push(options.where);
  // Which way a held job leaves depends on whether it was paid for: never live unpaid, never charged twice.
  if (action === 'release_live') conditions.push(eq(jobs.held_paid, true));
  if (action === 'release_to_payment') conditions.push(eq(jobs.held_paid, false));
  const stamps: TJobTransitionSet = {};
  if (action === 'activate') stamps.activated_at = now;
  if (action === 'expire') stamps.expired_at = now;
  if (action === 'close') stamps.closed_at = now;
  if (action === 'pause') stamps.paused_at = now;
  if (action === 'resume' || action === 'close') stamps.paused_at = null;
  const isRelease = action === 'release_live' || action === 'release_to_payment';
  const moderation = action === 'hold' ? { held_at: now } : isRelease ? { held_paid: false, held_at: null, review_reason: null, screen_findings: null } : {};
  const [row] = await tx
    .update(jobs)
    .set({
      status: rule.to,
      ...stamps,
      ...moderation,
      ...(action === 'activate' || action === 'release_live' ? { published_at: sql`coalesce(${jobs.published_at}, ${now.toISOString()}::timestamptz)` } : {}),
      // A job held when its payment was confirmed goes live for the first time now; one held while live keeps its period.
      ...(action === 'release_live' ? { activated_at: sql`coalesce(${jobs.activated_at}, ${now.toISOString()}::timestamptz)` } : {}),
      ...options.set,
      ...(options.by === undefined ? {} : { updated_by: options.by }),
      updated_at: now,
    })
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

/** Today's date in Riyadh (deadlines are Riyadh calendar days), as SQL. */
export const riyadhToday = sql`(now() at time zone 'Asia/Riyadh')::date`;

/** The condition of a live job: active and its deadline not passed, whatever the expiry schedule has done yet. */
export const isLiveJob = and(eq(jobs.status, 'active'), sql`${jobs.deadline} >= ${riyadhToday}`)!;

/** Riyadh's calendar day at `date` (UTC+3 all year, no daylight saving), as YYYY-MM-DD. */
export function riyadhDateOf(date: Date): string {
  return new Date(date.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** The calendar days of a period from `from` to `to` (YYYY-MM-DD), both ends included: what a posting fee pays for. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The period a posting fee paid on `today` pays for: from today to the job's deadline (never before today), both in
 * Riyadh. The checkout shows its days; the payment keeps it as the invoice's service period (payments/queries.ts setPaid).
 */
export function servicePeriodFrom(today: string, deadline: string | null): { from: string; to: string; days: number } {
  const to = deadline && deadline > today ? deadline : today;
  return { from: today, to, days: periodDays(today, to) };
}

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The days a paused job keeps (decision 123): from the Riyadh day it was paused to its deadline, both included. Null
 * for a job that is not paused.
 */
export function pausedDaysLeft(job: Pick<TJobRow, 'status' | 'deadline' | 'paused_at'>): number | null {
  if (job.status !== 'paused' || !job.deadline || !job.paused_at) return null;
  return Math.max(0, periodDays(riyadhDateOf(job.paused_at), job.deadline));
}

/**
 * The deadline of a paused job resumed at `now`: moved by the Riyadh calendar days it stayed paused, so it keeps the
 * days it had left (paused and resumed on one day, it changes nothing).
 */
export function resumedDeadline(deadline: string, pausedAt: Date, now: Date): string {
  return addDays(deadline, periodDays(riyadhDateOf(pausedAt), riyadhDateOf(now)) - 1);
}

/**
 * The end of a resumed job's featured period (decision 143): moved by the time the job stayed paused, so the featured
 * time left when it was paused is kept (unchanged when the period had ended before the pause, or there was none).
 */
export function resumedFeaturedUntil(featuredUntil: Date | null, pausedAt: Date, now: Date): Date | null {
  if (featuredUntil === null || featuredUntil.getTime() <= pausedAt.getTime()) return featuredUntil;
  return new Date(featuredUntil.getTime() + Math.max(0, now.getTime() - pausedAt.getTime()));
}

/** Whether a job is featured at `now` (decision 135): a paid period not yet over. */
export function isFeatured(job: Pick<TJobRow, 'featured_until'>, now = new Date()): boolean {
  return job.featured_until !== null && job.featured_until.getTime() > now.getTime();
}
