import { and, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { canMoveStage, type TApplicationStage, type TLocale } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { applicationEvents, applications, jobs, savedJobs } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { findUserById } from '../auth/queries.ts';
import { cvOf } from '../profile/account.ts';
import { isLiveJob } from '../jobs/state.ts';
import { computeMatch, type TMatch, type TMatchCv, type TMatchJob } from './match.ts';
import { findApplicationOf, findCompanyApplication, findReachableJob, type TApplicationRow } from './queries.ts';
import { sendStageMail } from './stage-mail.ts';

type TJobRow = typeof jobs.$inferSelect;
type TRecord = Record<string, unknown>;

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const listOf = (value: unknown): TRecord[] => (Array.isArray(value) ? (value as TRecord[]) : []);

/**
 * The CV at the moment of applying: the profile's CV as its owner sees it (profile/account.ts `cvOf`), without
 * the person's other files and the completeness meter, with the account's name and contact; dates in ISO 8601.
 */
export async function buildCvSnapshot(db: TDatabase, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'unauthenticated');
  const { files: _files, completeness: _completeness, ...cv } = await cvOf(db, userId, (date) => (date ? date.toISOString() : null));
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    ar_first_name: user.ar_first_name ?? null,
    ar_last_name: user.ar_last_name ?? null,
    en_first_name: user.en_first_name ?? null,
    en_last_name: user.en_last_name ?? null,
    email: user.email,
    phone: user.phone ?? null,
    cv: cv as TRecord,
  };
}

export type TCvSnapshotData = Awaited<ReturnType<typeof buildCvSnapshot>>;

/** What the match score reads from a snapshot's CV. */
export function matchCvOf(cv: TRecord): TMatchCv {
  const experiences = listOf(cv.experiences);
  return {
    major_id: numberOf(cv.major_id),
    major_ids: (Array.isArray(cv.prominent_major_ids) ? cv.prominent_major_ids : []).filter((id): id is number => typeof id === 'number'),
    experience_major_ids: experiences.map((e) => numberOf(e.foundation_major_id)).filter((id): id is number => id !== null),
    city_id: numberOf(cv.city_id),
    experiences: experiences.flatMap((e) => {
      const start = textOf(e.start_date);
      return start ? [{ start_date: start, end_date: textOf(e.end_date), is_current: e.is_current === true }] : [];
    }),
    qualification_types: listOf(cv.qualifications).map((q) => textOf(q.qualification_type)).filter((type): type is string => type !== null),
    skills: listOf(cv.skills).map((s) => textOf(s.skill_name)).filter((name): name is string => name !== null),
    expected_salary: numberOf(cv.expected_salary) ?? (typeof cv.expected_salary === 'string' && Number.isFinite(Number(cv.expected_salary)) ? Number(cv.expected_salary) : null),
  };
}

export function matchJobOf(job: TJobRow): TMatchJob {
  return {
    title: job.title,
    texts: [job.description, job.duties, job.qualifications],
    major_id: job.major_id,
    city_id: job.city_id,
    is_remote: job.is_remote,
    experience_years: job.experience_years,
    qualification_type: job.qualification_type,
    salary_from: job.salary_from,
    salary_to: job.salary_to,
  };
}

async function addEvent(tx: TDatabase, applicationId: number, stage: TApplicationStage | 'withdrawn', actorUserId: number, now: Date) {
  await tx.insert(applicationEvents).values({ application_id: applicationId, stage, actor_user_id: actorUserId, created_at: now });
}

/** One more (or one fewer) application counted on the job's dashboard; +1 only while the job is live. */
async function countApplication(tx: TDatabase, jobId: number, delta: 1 | -1): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({ applications_count: sql`greatest(${jobs.applications_count} + ${delta}, 0)` })
    .where(delta === 1 ? and(eq(jobs.id, jobId), isLiveJob) : eq(jobs.id, jobId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Applies in one step (decision 016). The job must be published (404 otherwise) and live (409). The unique row
 * per job and seeker makes parallel submissions one application: the loser answers 409 "already applied". A
 * withdrawn application is reopened by applying again, with a new CV snapshot and score.
 */
export async function applyToJob(deps: TAppDeps, userId: number, jobId: number, coverNote: string | null): Promise<{ id: number; reopened: boolean }> {
  const { db } = deps;
  const reachable = await findReachableJob(db, jobId);
  if (!reachable) throw notFound();
  if (!reachable.is_listed) throw new HttpError(409, 'application_job_not_open');
  const existing = await findApplicationOf(db, userId, jobId);
  if (existing && existing.withdrawn_at === null) throw new HttpError(409, 'application_already');

  const now = deps.now();
  const snapshot = await buildCvSnapshot(db, userId);
  const match: TMatch = computeMatch(matchJobOf(reachable.job), matchCvOf(snapshot.cv), now);
  const cvFileId = numberOf(snapshot.cv.cv_file_id);
  const values = {
    stage: 'submitted' as const,
    cover_note: coverNote?.trim() ? coverNote.trim() : null,
    cv_snapshot: snapshot,
    cv_file_id: cvFileId,
    match_score: match.score,
    match_reasons: match.reasons,
    withdrawn_at: null,
    stage_changed_at: now,
    updated_at: now,
  };

  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(applications)
      .values({ ...values, job_id: jobId, user_id: userId, created_at: now })
      .onConflictDoNothing({ target: [applications.job_id, applications.user_id] })
      .returning({ id: applications.id });
    let id = inserted?.id;
    let reopened = false;
    if (id === undefined) {
      // Only a withdrawn application may be reopened; a live one means this is a second submission.
      const [again] = await tx
        .update(applications)
        .set({ ...values, created_at: now })
        .where(and(eq(applications.job_id, jobId), eq(applications.user_id, userId), isNotNull(applications.withdrawn_at)))
        .returning({ id: applications.id });
      if (!again) throw new HttpError(409, 'application_already');
      id = again.id;
      reopened = true;
    }
    // The count's guard is also the last check that the job is live: a job closed meanwhile rolls this back.
    if (!(await countApplication(tx, jobId, 1))) throw new HttpError(409, 'application_job_not_open');
    await addEvent(tx, id, 'submitted', userId, now);
    return { id, reopened };
  });
}

/** The seeker withdraws one of their applications, until the company has decided (rejected or hired). */
export async function withdrawApplication(deps: TAppDeps, userId: number, applicationId: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ withdrawn_at: now, updated_at: now })
      .where(and(eq(applications.id, applicationId), eq(applications.user_id, userId), isNull(applications.withdrawn_at), notInArray(applications.stage, ['rejected', 'hired'])))
      .returning({ id: applications.id, job_id: applications.job_id });
    if (!row) {
      const [mine] = await tx.select({ id: applications.id }).from(applications).where(and(eq(applications.id, applicationId), eq(applications.user_id, userId))).limit(1);
      throw mine ? new HttpError(409, 'application_withdraw_state') : notFound();
    }
    await countApplication(tx, row.job_id, -1);
    await addEvent(tx, row.id, 'withdrawn', userId, now);
  });
}

/**
 * Moves an application of one of the company's jobs to `stage`, if APPLICATION_STAGE_MOVES allows it: one guarded
 * UPDATE (`where stage = current`), an event, then a mail to the seeker in their language. Moving to the current
 * stage changes nothing (a repeated form is harmless). Returns whether it moved.
 */
export async function changeStage(deps: TAppDeps, companyId: number, actorUserId: number, applicationId: number, stage: TApplicationStage): Promise<boolean> {
  const found = await findCompanyApplication(deps.db, companyId, applicationId);
  if (!found) throw notFound();
  const { application, job, company } = found;
  if (application.stage === stage) return false;
  if (!canMoveStage(application.stage, stage)) throw new HttpError(409, 'application_stage_move');
  const moved = await moveStage(deps.db, application, stage, actorUserId, deps.now());
  if (!moved) {
    const [now] = await deps.db.select({ withdrawn_at: applications.withdrawn_at }).from(applications).where(eq(applications.id, applicationId)).limit(1);
    throw new HttpError(409, now?.withdrawn_at ? 'application_is_withdrawn' : 'application_stage_conflict');
  }
  const seeker = await findUserById(deps.db, application.user_id);
  if (seeker) await sendStageMail(deps, { email: seeker.email, locale: seeker.locale as TLocale, name: seeker.first_name }, { job, company, stage });
  return true;
}

async function moveStage(db: TDatabase, application: TApplicationRow, stage: TApplicationStage, actorUserId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ stage, stage_changed_at: now, updated_at: now })
      .where(and(eq(applications.id, application.id), eq(applications.stage, application.stage), isNull(applications.withdrawn_at)))
      .returning({ id: applications.id });
    if (!row) return false;
    await addEvent(tx, row.id, stage, actorUserId, now);
    return true;
  });
}

/** Opening a submitted application marks it viewed (shown to the seeker, without a mail: decision 016). */
export async function markViewed(deps: TAppDeps, application: TApplicationRow, actorUserId: number): Promise<boolean> {
  if (application.stage !== 'submitted' || application.withdrawn_at !== null) return false;
  return moveStage(deps.db, application, 'viewed', actorUserId, deps.now());
}

/** Saves a published job for later (idempotent). */
export async function saveJob(deps: TAppDeps, userId: number, jobId: number): Promise<void> {
  if (!(await findReachableJob(deps.db, jobId))) throw notFound();
  await deps.db.insert(savedJobs).values({ user_id: userId, job_id: jobId, created_at: deps.now() }).onConflictDoNothing();
}

/** Forgets a saved job (idempotent: an unsaved job answers the same). */
export async function unsaveJob(deps: TAppDeps, userId: number, jobId: number): Promise<void> {
  await deps.db.delete(savedJobs).where(and(eq(savedJobs.user_id, userId), eq(savedJobs.job_id, jobId)));
}
