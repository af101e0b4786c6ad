import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { preparedPer } from '../../db/prepared.ts';
import {
  type TScreeningAnswersInput,
  APPLICATIONS_PAGE_SIZE,
  APPLICATION_STAGES,
  canMoveStage,
  type TApplicantDetail,
  type TApplicantList,
  type TApplicantsQuery,
  type TApplicationStage,
  type TJobCard,
  type TLocale,
  type TSeekerApplication,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { applicationEvents, applications, jobs, savedJobs, type TFileRow, type TJobRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError, notFound } from '../../errors.ts';
import { parseIdempotencyKey } from '../../idempotency-key.ts';
import { findUserById } from '../auth/queries.ts';
import { greetingName } from '../auth/user-dto.ts';
import { isLiveJob } from '../jobs/state.ts';
import { toJobCard } from '../jobs/cards.ts';
import { findPublishedJob } from '../jobs/published.ts';
import { buildCvSnapshot, cvCityIdOf, matchCvOf, matchJobOf } from './cv-snapshot.ts';
import { cvFileToSend, sentCvFiles } from '../profile/cv-files.ts';
import { companyViewOf } from '../profile/company-view.ts';
import { computeMatch, type TMatch } from './match.ts';
import { checkAnswers } from '../screening-questions/answers.ts';
import { cvLookupIds, toApplicant, toApplicantDetail, toSeekerApplication, type TPaged, type TReader } from './dto.ts';
import type { TCompanyAccess } from '../../plugins/auth.ts';
import {
  cityNames,
  eventsOf,
  findApplicants,
  findApplicationById,
  findApplicationOf,
  findCompanyApplication,
  findCompanyById,
  findCompanyJob,
  findFile,
  findSavedJobIds,
  findSeekerApplication,
  findSeekerApplications,
  jobCardsById,
  lookupLabels,
  type TApplicationRow,
} from './queries.ts';
import { queueStageNews, sendStageMail } from './stage-mail.ts';
import { sendReceivedMail } from './received-mail.ts';
import { sendJobDigest } from './company-digest.ts';
import { requireMinimumProfile } from './profile-gate.ts';
import { recordCvView } from './cv-views.ts';
import { EMPTY_PIPELINE, findCompanyTags, pipelineSummaries } from './pipeline-summary.ts';

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
export async function applyToJob(
  deps: TAppDeps,
  userId: number,
  jobId: number,
  body: TApplyBody,
  reader: TReader,
  idempotencyHeader?: string | string[],
): Promise<{ application: TSeekerApplication; reopened: boolean }> {
  const key = parseIdempotencyKey(idempotencyHeader);
  // A retry with the key of an application already made answers it as it is now, and sends nothing again.
  const replay = async () => {
    const made = key === undefined ? undefined : await findApplicationOfKey(deps.db, userId, key);
    if (!made) return undefined;
    if (made.job_id !== jobId) throw new HttpError(422, 'idempotency_key_reused');
    return { application: await getSeekerApplication(deps, userId, made.id, reader), reopened: false };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  let made: Awaited<ReturnType<typeof apply>>;
  try {
    made = await apply(deps, userId, jobId, body, reader.locale, key);
  } catch (error) {
    // A parallel request with the same key made it (the unique rows waited for its commit).
    const raced = (error instanceof HttpError && error.statusCode === 409) || isUniqueViolation(error, 'applications_user_idempotency_key_unique');
    const replayed = raced ? await replay() : undefined;
    if (replayed) return replayed;
    throw error;
  }
  await tellOfApplication(deps, userId, made.job);
  return { application: await getSeekerApplication(deps, userId, made.id, reader), reopened: made.reopened };
}

/** The application a key of the seeker made (the key's unique row), undefined when the key is new. */
async function findApplicationOfKey(db: TDatabase, userId: number, key: string): Promise<{ id: number; job_id: number } | undefined> {
  const [row] = await db
    .select({ id: applications.id, job_id: applications.job_id })
    .from(applications)
    .where(and(eq(applications.user_id, userId), eq(applications.idempotency_key, key)))
    .limit(1);
  return row;
}

/** "Application received" to the seeker, and the company's digest of new applicants (at most one per job and hour). */
async function tellOfApplication(deps: TAppDeps, userId: number, job: TJobRow): Promise<void> {
  const [seeker, company] = await Promise.all([findUserById(deps.db, userId), findCompanyById(deps.db, job.company_id)]);
  if (seeker && company) await sendReceivedMail(deps, { email: seeker.email, locale: seeker.locale as TLocale, name: greetingName(seeker, seeker.locale as TLocale) }, { job, company });
  await sendJobDigest(deps, job.id);
}

/** What the seeker sends: a cover note and the answers to the job's screening questions (decision 118). */
type TApplyBody = { cover_note?: string | null; answers?: TScreeningAnswersInput; cv_file_id?: number | null };

async function apply(deps: TAppDeps, userId: number, jobId: number, body: TApplyBody, locale: TLocale, key?: string): Promise<{ id: number; reopened: boolean; job: TJobRow }> {
  const { db } = deps;
  const reachable = await findPublishedJob(db, jobId);
  if (!reachable) throw notFound();
  if (!reachable.is_open) throw new HttpError(409, 'application_job_not_open');
  await requireMinimumProfile(db, userId, locale);
  const existing = await findApplicationOf(db, userId, jobId);
  if (existing && existing.withdrawn_at === null) throw new HttpError(409, 'application_already');
  // The answers are checked against the job's questions (422 per question) and kept beside the CV snapshot.
  const screening = checkAnswers(reachable.job.screening_questions, body.answers);
  const coverNote = body.cover_note ?? null;
  // The CV file sent: the one the seeker chose, else their default (decision 132); the snapshot names it.
  const cvFileId = await cvFileToSend(db, userId, body.cv_file_id);

  const now = deps.now();
  const snapshot = await buildCvSnapshot(db, userId);
  snapshot.cv.cv_file_id = cvFileId;
  const match: TMatch = computeMatch(matchJobOf(reachable.job), matchCvOf(snapshot.cv), now);
  const values = {
    stage: 'submitted' as const,
    cover_note: coverNote?.trim() ? coverNote.trim() : null,
    cv_snapshot: snapshot,
    cv_file_id: cvFileId,
    city_id: cvCityIdOf(snapshot.cv),
    screening_answers: screening.answers,
    meets_requirements: screening.meetsRequirements,
    match_score: match.score,
    match_reasons: match.reasons,
    withdrawn_at: null,
    stage_changed_at: now,
    updated_at: now,
    idempotency_key: key ?? null,
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
    return { id, reopened, job: reachable.job };
  });
}

/** The seeker withdraws one of their applications, until the company has decided (rejected or hired); answers it as it is now. */
export async function withdrawApplication(deps: TAppDeps, userId: number, applicationId: number, reader: TReader): Promise<TSeekerApplication> {
  await withdraw(deps, userId, applicationId);
  return getSeekerApplication(deps, userId, applicationId, reader);
}

async function withdraw(deps: TAppDeps, userId: number, applicationId: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ withdrawn_at: now, updated_at: now })
      .where(and(eq(applications.id, applicationId), eq(applications.user_id, userId), isNull(applications.withdrawn_at), notInArray(applications.stage, ['rejected', 'hired'])))
      .returning({ id: applications.id, job_id: applications.job_id });
    if (!row) {
      const application = await findApplicationById(tx, applicationId);
      throw application?.user_id === userId ? new HttpError(409, 'application_withdraw_state') : notFound();
    }
    await countApplication(tx, row.job_id, -1);
    await addEvent(tx, row.id, 'withdrawn', userId, now);
  });
}

/** Moves an applicant to `stage` (see `moveToStage`) and answers the application as the company sees it now. */
export async function changeStage(deps: TAppDeps, companyId: number, actorUserId: number, applicationId: number, stage: TApplicationStage, reader: TReader): Promise<TApplicantDetail> {
  await moveToStage(deps, companyId, actorUserId, applicationId, stage);
  return getApplicant(deps, companyId, actorUserId, applicationId, reader);
}

/**
 * Moves an application of one of the company's jobs to `stage`, if APPLICATION_STAGE_MOVES allows it: one guarded
 * UPDATE (`where stage = current`), an event, then a mail to the seeker in their language. Moving to the current
 * stage changes nothing (a repeated form is harmless). Returns whether it moved.
 */
async function moveToStage(deps: TAppDeps, companyId: number, actorUserId: number, applicationId: number, stage: TApplicationStage): Promise<boolean> {
  const found = await findCompanyApplication(deps.db, companyId, applicationId);
  if (!found) throw notFound();
  const { application, job, company } = found;
  if (application.stage === stage) return false;
  if (!canMoveStage(application.stage, stage)) throw new HttpError(409, 'application_stage_move');
  const moved = await moveStage(deps.db, application, stage, actorUserId, deps.now());
  if (!moved) {
    const now = await findApplicationById(deps.db, applicationId);
    throw new HttpError(409, now?.withdrawn_at ? 'application_is_withdrawn' : 'application_stage_conflict');
  }
  // An anonymised application (its seeker deleted their account) has nobody to tell.
  const seeker = application.user_id === null ? undefined : await findUserById(deps.db, application.user_id);
  if (seeker) {
    await sendStageMail(deps, { email: seeker.email, locale: seeker.locale as TLocale, name: greetingName(seeker, seeker.locale as TLocale) }, { job, company, stage });
    await queueStageNews(deps.db, seeker.id, { job, company, stage }, deps.now());
  }
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

/** The stages an interview invitation moves forward from (decision 154): never back from `interview`, `rejected` or `hired`. */
const INVITED_FROM = APPLICATION_STAGES.filter((stage) => stage !== 'interview' && canMoveStage(stage, 'interview'));

/**
 * An interview invitation in a job's conversation moves the seeker's application to that job to `interview` (decision
 * 154), inside the invitation's transaction `tx` and recorded in the stage history under the inviting member. Only
 * forward: an application already at interview, rejected, hired or withdrawn stays where it is. No stage mail: the
 * invitation's own mail tells the seeker. Returns whether it moved.
 */
export async function moveToInterviewOnInvitation(tx: TDatabase, to: { companyId: number; seekerId: number; jobId: number }, actorUserId: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(applications)
    .set({ stage: 'interview', stage_changed_at: now, updated_at: now })
    .where(
      and(
        eq(applications.job_id, to.jobId),
        eq(applications.user_id, to.seekerId),
        inArray(applications.stage, INVITED_FROM),
        isNull(applications.withdrawn_at),
        sql`exists (select 1 from ${jobs} where ${jobs.id} = ${applications.job_id} and ${jobs.company_id} = ${to.companyId})`,
      ),
    )
    .returning({ id: applications.id });
  if (!row) return false;
  await addEvent(tx, row.id, 'interview', actorUserId, now);
  return true;
}

/** Opening a submitted application marks it viewed (shown to the seeker, without a mail: decision 016). */
async function markViewed(deps: TAppDeps, application: TApplicationRow, actorUserId: number): Promise<boolean> {
  if (application.stage !== 'submitted' || application.withdrawn_at !== null) return false;
  return moveStage(deps.db, application, 'viewed', actorUserId, deps.now());
}

/** Saves a published job for later (idempotent). */
export async function saveJob(deps: TAppDeps, userId: number, jobId: number): Promise<void> {
  if (!(await findPublishedJob(deps.db, jobId))) throw notFound();
  await deps.db.insert(savedJobs).values({ user_id: userId, job_id: jobId, created_at: deps.now() }).onConflictDoNothing();
}

/** Read for every search page a job seeker opens (the marks on its cards): prepared once per database. */
const jobMarksStatement = preparedPer((db) => {
  const userId = sql.placeholder('userId');
  const ids = sql`any(${sql.placeholder('jobIds')}::integer[])`;
  return db
    .select({
      saved: sql<number[]>`array(select ${savedJobs.job_id} from ${savedJobs} where ${savedJobs.user_id} = ${userId} and ${savedJobs.job_id} = ${ids} order by 1)`,
      applied: sql<number[]>`array(select ${applications.job_id} from ${applications} where ${applications.user_id} = ${userId} and ${applications.job_id} = ${ids} and ${applications.withdrawn_at} is null order by 1)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('job_marks');
});

/** Which of `jobIds` the seeker saved, and which they applied to and did not withdraw (the marks on job cards). */
export async function readJobMarks(deps: TAppDeps, userId: number, jobIds: number[]): Promise<{ saved: number[]; applied: number[] }> {
  if (jobIds.length === 0) return { saved: [], applied: [] };
  const [row] = await jobMarksStatement(deps.db, null).execute({ userId, jobIds });
  return { saved: (row?.saved ?? []).map(Number), applied: (row?.applied ?? []).map(Number) };
}

/** Forgets a saved job (idempotent: an unsaved job answers the same). */
export async function unsaveJob(deps: TAppDeps, userId: number, jobId: number): Promise<void> {
  await deps.db.delete(savedJobs).where(and(eq(savedJobs.user_id, userId), eq(savedJobs.job_id, jobId)));
}

/** One of the seeker's applications with its job card and history; another person's is 404. */
export async function getSeekerApplication({ db }: TAppDeps, userId: number, applicationId: number, reader: TReader): Promise<TSeekerApplication> {
  const row = await findSeekerApplication(db, userId, applicationId);
  if (!row) throw notFound();
  const [application] = await seekerApplications(db, [row], reader);
  if (!application) throw notFound();
  return application;
}

/** The seeker's applications, the latest first, a page at a time. */
export async function listSeekerApplications({ db }: TAppDeps, userId: number, page: number, reader: TReader): Promise<TPaged<TSeekerApplication>> {
  const { rows, total } = await findSeekerApplications(db, userId, page);
  return { items: await seekerApplications(db, rows, reader), total, page, page_size: APPLICATIONS_PAGE_SIZE };
}

/** Applications with their job cards and histories (one query each for all of them). */
async function seekerApplications(db: TDatabase, rows: Array<{ application: TApplicationRow; is_live: boolean }>, reader: TReader): Promise<TSeekerApplication[]> {
  const [cards, events, cvFiles] = await Promise.all([
    jobCardsById(db, reader.locale, rows.map((r) => r.application.job_id)),
    eventsOf(db, rows.map((r) => r.application.id)),
    sentCvFiles(db, rows.map((r) => r.application)),
  ]);
  return rows.flatMap(({ application, is_live }) => {
    const card = cards.get(application.job_id);
    const cvFile = application.cv_file_id === null ? null : (cvFiles.get(application.cv_file_id) ?? null);
    return card ? [toSeekerApplication(application, is_live, toJobCard(card, reader.formatDate), events.get(application.id) ?? [], reader.formatDate, cvFile)] : [];
  });
}

/** The seeker's saved jobs as job cards, the latest saved first. */
export async function listSavedJobs({ db }: TAppDeps, userId: number, page: number, reader: TReader): Promise<TPaged<TJobCard>> {
  const { ids, total } = await findSavedJobIds(db, userId, page);
  const cards = await jobCardsById(db, reader.locale, ids);
  const items = ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [toJobCard(card, reader.formatDate)] : [];
  });
  return { items, total, page, page_size: APPLICATIONS_PAGE_SIZE };
}

/**
 * The applicants of one of the company's jobs (another company's job is 404), filtered and sorted, with the count in
 * each stage, the company's tags and the applicants' cities (for the filters), and each one's pipeline as `viewerId`
 * reads it. `pageSize` serves the board's columns.
 */
export async function listApplicants({ db }: TAppDeps, companyId: number, viewerId: number, jobId: number, query: TApplicantsQuery, reader: TReader): Promise<TApplicantList> {
  const job = await findCompanyJob(db, companyId, jobId);
  if (!job) throw notFound();
  const [{ rows, total, stages, departed, cityIds }, companyTags] = await Promise.all([findApplicants(db, job.id, query), findCompanyTags(db, companyId)]);
  const [pipelines, cities] = await Promise.all([pipelineSummaries(db, rows.map((row) => row.id), viewerId), cityNames(db, reader.locale, cityIds)]);
  const counts = Object.fromEntries(APPLICATION_STAGES.map((name) => [name, stages.find((s) => s.stage === name)?.n ?? 0])) as Record<TApplicationStage, number>;
  return {
    // Its questions as applicants saw them (what passes a knock-out stays in the job's form): the answer filter offers them.
    job: { ...job, screening_questions: job.screening_questions.map(({ id, text, type, choices, required }) => ({ id, text, type, choices, required })) },
    items: rows.map((row) => toApplicant(row, reader.locale, reader.formatDate, pipelines.get(row.id) ?? EMPTY_PIPELINE)),
    total,
    page: query.page,
    page_size: APPLICATIONS_PAGE_SIZE,
    stage_counts: counts,
    departed_count: departed,
    company_tags: companyTags,
    cities,
  };
}

/**
 * A member opens one of the company's applicants: a submitted application becomes viewed, then it is answered as it
 * is now. A viewer's reading does not count as the company having viewed it (decision 116): they cannot act on it, so
 * the seeker is not told the company is at it and the recruiters still see it as new.
 */
export async function openApplicant(deps: TAppDeps, access: Pick<TCompanyAccess, 'companyId' | 'userId' | 'role'>, applicationId: number, reader: TReader): Promise<TApplicantDetail> {
  const { companyId, userId: actorUserId } = access;
  const found = await findCompanyApplication(deps.db, companyId, applicationId);
  if (!found) throw notFound();
  if (access.role === 'viewer') return getApplicant(deps, companyId, actorUserId, applicationId, reader);
  await markViewed(deps, found.application, actorUserId);
  // Counted in the seeker's "Who viewed my CV" (decision 024); a confidential job keeps the company unnamed.
  if (found.application.user_id !== null) {
    await recordCvView(deps.db, { companyId, seekerId: found.application.user_id, source: 'application', confidential: !found.job.show_company, at: deps.now() });
  }
  return getApplicant(deps, companyId, actorUserId, applicationId, reader);
}

/** One application as its company sees it, with its CV snapshot and history; anyone else's (or a withdrawn one) is 404. */
export async function getApplicant({ db }: TAppDeps, companyId: number, viewerId: number, applicationId: number, reader: TReader): Promise<TApplicantDetail> {
  const found = await findCompanyApplication(db, companyId, applicationId);
  if (!found) throw notFound();
  // The snapshot is stored whole; the company reads only the personal details the seeker shows now (decision 086).
  const stored = (found.application.cv_snapshot ?? {}) as Record<string, unknown>;
  const application = { ...found.application, cv_snapshot: await companyViewOf(db, found.application.user_id, { ...stored, cv: (stored.cv ?? {}) as Record<string, unknown> }) };
  const [events, file, labels, pipelines] = await Promise.all([
    eventsOf(db, [application.id]),
    application.cv_file_id !== null ? findFile(db, application.cv_file_id) : undefined,
    lookupLabels(db, reader.locale, cvLookupIds(application)),
    pipelineSummaries(db, [application.id], viewerId),
  ]);
  return toApplicantDetail(application, events.get(application.id) ?? [], file ?? null, labels, reader, pipelines.get(application.id) ?? EMPTY_PIPELINE);
}


/** The CV file an applicant attached, for the company of the job only (404 for anyone else, or when there is none). */
export async function findApplicantCvFile({ db }: TAppDeps, companyId: number, applicationId: number): Promise<TFileRow> {
  const found = await findCompanyApplication(db, companyId, applicationId);
  if (!found) throw notFound();
  const file = found.application.cv_file_id !== null ? await findFile(db, found.application.cv_file_id) : undefined;
  if (!file) throw new HttpError(404, 'application_no_cv_file');
  return file;
}
