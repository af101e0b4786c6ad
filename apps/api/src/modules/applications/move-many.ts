import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { APPLICATION_STAGES, canMoveStage, type TApplicationStage, type TLocale } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { applicationEvents, applications, companies, jobs, users } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { greetingName } from '../auth/user-dto.ts';
import { queueStageNews, sendStageMail } from './stage-mail.ts';

/** What became of one application of a bulk move: moved, already there (nothing done), or refused as the single move would be. */
export type TMoveOutcome = { moved: boolean } | { error: HttpError };

/**
 * Moves many applications of the company's jobs to `stage` at once (a bulk action, decision 111), by the same rule as
 * one move (`canMoveStage`, decision 016) and with the same mail, in a few statements rather than a few per applicant:
 * one read, one guarded UPDATE (`where stage in the stages that may move there`) with the events in the same
 * transaction, one read of the seekers, then each one's mail. An id the company does not see is absent from the answer.
 */
export async function moveManyToStage(deps: TAppDeps, companyId: number, actorUserId: number, ids: number[], stage: TApplicationStage): Promise<Map<number, TMoveOutcome>> {
  const outcomes = new Map<number, TMoveOutcome>();
  if (!ids.length) return outcomes;
  const found = await deps.db
    .select({ id: applications.id, stage: applications.stage, user_id: applications.user_id, job: jobs, company: companies })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .innerJoin(companies, eq(companies.id, jobs.company_id))
    .where(and(inArray(applications.id, ids), eq(companies.id, companyId), isNull(applications.withdrawn_at), isNotNull(applications.user_id)));
  const movable = found.filter((row) => {
    if (row.stage === stage) outcomes.set(row.id, { moved: false });
    else if (!canMoveStage(row.stage, stage)) outcomes.set(row.id, { error: new HttpError(409, 'application_stage_move') });
    else return true;
    return false;
  });
  const from = APPLICATION_STAGES.filter((current) => canMoveStage(current, stage));
  const now = deps.now();
  const moved = movable.length
    ? await deps.db.transaction(async (tx) => {
        const rows = await tx
          .update(applications)
          .set({ stage, stage_changed_at: now, updated_at: now })
          .where(and(inArray(applications.id, movable.map((row) => row.id)), inArray(applications.stage, from), isNull(applications.withdrawn_at)))
          .returning({ id: applications.id });
        if (rows.length) await tx.insert(applicationEvents).values(rows.map((row) => ({ application_id: row.id, stage, actor_user_id: actorUserId, created_at: now })));
        return new Set(rows.map((row) => row.id));
      })
    : new Set<number>();
  // Changed meanwhile by someone else (or withdrawn): as the single move answers it.
  for (const row of movable) outcomes.set(row.id, moved.has(row.id) ? { moved: true } : { error: new HttpError(409, 'application_stage_conflict') });

  const told = movable.filter((row) => moved.has(row.id));
  const seekers = told.length ? await deps.db.select().from(users).where(inArray(users.id, told.map((row) => row.user_id!))) : [];
  const byId = new Map(seekers.map((seeker) => [seeker.id, seeker]));
  for (const row of told) {
    const seeker = byId.get(row.user_id!);
    if (!seeker) continue;
    await sendStageMail(deps, { email: seeker.email, locale: seeker.locale as TLocale, name: greetingName(seeker, seeker.locale as TLocale) }, { job: row.job, company: row.company, stage });
    await queueStageNews(deps.db, seeker.id, { job: row.job, company: row.company, stage }, deps.now());
  }
  return outcomes;
}
