import { and, asc, eq } from 'drizzle-orm';
import type { TScreenFinding, TScreeningQuestion, TScreeningTryInput, TScreeningTryResult } from '@tawzeef/contract';
import { HttpError } from '../../errors.ts';
import type { TDatabase } from '../../db/client.ts';
import { jobs, screeningRules, type TJobRow } from '../../db/schema/index.ts';
import { addDays, riyadhDateOf, transitionJob } from '../jobs/state.ts';
import { questionsText } from '../screening-questions/questions.ts';
import { compileRule, compileRules, matchField, screenText, type TCompiledRule, type TScreenText } from './screen.ts';

/**
 * When a job is screened and what a catch does to it (decision 032): a job is screened when it is sent to payment,
 * when it is edited while waiting for payment, live or held, and when its payment is confirmed. A catch holds it
 * (`hold`) for an administrator, and only an administrator releases it (decision 083, amending 032): a clean edit of
 * a held job does not release it, whatever the company changed. Everything runs inside the caller's transaction;
 * `transitionJob` makes every change of status.
 */

/** A held job whose deadline passed while it waited goes live for this many days (at most JOB_POSTING_DAYS). */
const LATE_RELEASE_DAYS = 30;

/** The active rules, compiled (a pattern that does not compile is left out: `compileRule` says why, for whoever edits the list). */
export async function loadScreenRules(db: TDatabase): Promise<TCompiledRule[]> {
  const rows = await db
    .select({ id: screeningRules.id, category: screeningRules.category, action: screeningRules.action, kind: screeningRules.kind, pattern: screeningRules.pattern })
    .from(screeningRules)
    .where(eq(screeningRules.is_active, true))
    .orderBy(asc(screeningRules.id));
  return compileRules(rows).compiled;
}

/**
 * A text read by the built-in reading, the active rules and the rule an administrator is writing (decisions 083,
 * 156), before it is saved: the draft replaces the saved rule it edits; its matches have `rule_id` null and source
 * `draft`, the reading's source `reading`. Nothing is written.
 */
export async function tryScreening(db: TDatabase, input: TScreeningTryInput): Promise<TScreeningTryResult> {
  const field = input.field ?? 'qualifications';
  let rules = await loadScreenRules(db);
  const draft = input.rule;
  if (draft) {
    const regex = compileRule(draft.pattern, draft.kind);
    if (typeof regex === 'string') throw new HttpError(422, 'validation_failed', { 'rule.pattern': { key: 'pattern_invalid', params: { error: regex } } });
    rules = [...rules.filter((rule) => rule.id !== draft.id), { id: 0, category: draft.category, action: draft.action, kind: draft.kind, pattern: draft.pattern, regex }];
  }
  return {
    matches: matchField(field, input.text, rules).map((match) => ({
      ...match,
      rule_id: match.rule_id === 0 ? null : match.rule_id,
      source: match.rule_id === null ? ('reading' as const) : match.rule_id === 0 ? ('draft' as const) : ('rule' as const),
    })),
  };
}

type TScreenedJob = Omit<TScreenText, 'screening_questions'> & { screening_questions?: readonly TScreeningQuestion[] | null; screen_approved?: string[] | null };

/**
 * The phrases of the job's text the rules hold, less those an administrator approved for this job. Its screening
 * questions (decision 118) are read like its other text: each question and its choices.
 */
export async function screenJob(db: TDatabase, job: TScreenedJob): Promise<TScreenFinding[]> {
  return screenText({ ...job, screening_questions: questionsText(job.screening_questions) }, await loadScreenRules(db), job.screen_approved ?? []);
}

/** Holds the job for review with what the screen caught; `paid`: approval publishes it without a new payment. */
export async function holdJob(
  tx: TDatabase,
  job: Pick<TJobRow, 'id'>,
  findings: TScreenFinding[],
  options: { paid: boolean; now: Date; reason?: string | null; set?: Partial<Pick<TJobRow, 'activated_at'>>; /** The member whose act was held (decision 127). */ by?: number },
): Promise<TJobRow | null> {
  return transitionJob(tx, job.id, 'hold', {
    now: options.now,
    ...(options.by === undefined ? {} : { by: options.by }),
    set: { held_paid: options.paid, screen_findings: findings, review_reason: options.reason ?? null, ...(options.reason ? { reviewed_at: options.now } : {}), ...options.set },
  });
}

/**
 * A held job leaves review the way it came: live again (it was paid for; a deadline that passed meanwhile moves
 * to `extendedDeadline`) or to payment. Null when it was not held (another release won).
 */
export async function releaseJob(tx: TDatabase, job: Pick<TJobRow, 'id' | 'held_paid' | 'deadline'>, now: Date, options: { today: string; extendedDeadline: string; approved?: string[] }): Promise<TJobRow | null> {
  const approved = options.approved ? { screen_approved: options.approved } : {};
  if (!job.held_paid) return transitionJob(tx, job.id, 'release_to_payment', { now, set: approved });
  const isLate = !job.deadline || job.deadline < options.today;
  return transitionJob(tx, job.id, 'release_live', { now, set: { ...approved, ...(isLate ? { deadline: options.extendedDeadline } : {}) } });
}

export type TEditOutcome = 'clean' | 'held';

/**
 * Screens a job the company just edited (its new values already written in `tx`): waiting for payment or live, a
 * catch holds it (a live one was paid for). Held, it stays held whatever the edit (decision 083): its findings are
 * those of the new text and it waits in the administrators' queue (again, when an administrator had rejected it).
 */
export async function screenEditedJob(tx: TDatabase, before: TJobRow, now: Date): Promise<TEditOutcome> {
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, before.id)).limit(1);
  if (!job) return 'clean';
  const findings = await screenJob(tx, job);
  if (job.status === 'held') {
    // Already in the queue, it keeps its place; back from the company (rejected or unpublished), it joins the queue now.
    await tx
      .update(jobs)
      .set({ screen_findings: findings, review_reason: null, held_at: job.review_reason === null ? job.held_at : now, updated_at: now })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'held')));
    return 'held';
  }
  if (findings.length === 0) return 'clean';
  if (job.status !== 'awaiting_payment' && job.status !== 'active') return 'clean';
  return (await holdJob(tx, job, findings, { paid: job.status === 'active', now })) ? 'held' : 'clean';
}

/** Riyadh's today at `now`, and the deadline a held job gets when its own passed meanwhile (like a late payment, decision 011). */
export function releaseDates(now: Date, postingDays: number): { today: string; extendedDeadline: string } {
  const today = riyadhDateOf(now);
  return { today, extendedDeadline: addDays(today, Math.min(LATE_RELEASE_DAYS, postingDays)) };
}
