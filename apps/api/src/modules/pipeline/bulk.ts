import type { z } from 'zod';
import type { TBulkResult, ZBulkInput } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { keyedRequest, keyedWrite, recordKeyedWrite } from '../../idempotency-key.ts';
import type { TReader } from '../applications/dto.ts';
import { moveManyToStage, type TMoveOutcome } from '../applications/move-many.ts';
import { templateFiller, type TTemplateFiller, type TTemplateTexts } from '../message-templates/render.ts';
import { templateTexts } from '../message-templates/service.ts';
import { messageApplicant } from '../messages/applicant-message.ts';
import { countMessage } from '../messages/service.ts';
import type { TActor } from './service.ts';
import { addTagTo, findBulkResult, findOwnApplications, insertBulkAction, saveBulkResult } from './queries.ts';

type TBulk = z.output<typeof ZBulkInput>;
type TOwn = Awaited<ReturnType<typeof findOwnApplications>>[number];
type TItem = TBulkResult['results'][number];

/**
 * One action on many applicants (decision 111). Each applicant named succeeds or fails on its own, with the status
 * and message the single action would have answered: one the company does not see (another company's, withdrawn,
 * unknown) is 404 and nothing changes for it. Stage moves go through the one stage rule (applications' moveToStage,
 * with its mail); a rejection's or a message's text (typed, built in, or one of the company's templates) goes to each
 * seeker in their own language, filled in for them by the one template rule (decision 128). The run is recorded
 * under the request's Idempotency-Key before it starts: a retry answers its result and runs nothing again.
 */
/** Where an unexpected failure on one applicant is logged (the request's logger): the others go on. */
export interface TLog {
  error: (details: object, message: string) => void;
}

export async function runBulk(deps: TAppDeps, actor: TActor, input: TBulk, reader: TReader, log: TLog, idempotencyHeader?: string | string[]): Promise<TBulkResult> {
  const keyed = keyedRequest(idempotencyHeader, { userId: actor.userId }, 'application-bulk', input);
  // A template of another company is 404 and one of another kind 422, before anything runs.
  const texts = await textsOf(deps, actor, input);
  return keyedWrite(
    deps.db,
    keyed,
    async () => {
      // A bulk message counts once against the account's sending rate (decision 029), not once per applicant.
      if (input.action === 'message' || input.action === 'reject') await countMessage(deps, actor.userId);
      const runId = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as TDatabase;
        const id = await insertBulkAction(db, { company_id: actor.companyId, actor_id: actor.userId, action: input.action, created_at: deps.now() });
        await recordKeyedWrite(db, keyed, id);
        return id;
      });
      const result = await run(deps, actor, input, texts, reader, log);
      await saveBulkResult(deps.db, runId, result);
      return result;
    },
    async (runId) => {
      const result = await findBulkResult(deps.db, runId, actor.companyId);
      if (result === null) throw new HttpError(409, 'pipeline_bulk_running');
      return result as TBulkResult;
    },
  );
}

/** The texts a rejection or a message sends: the template's named, else those typed (the contract asks for both then). */
async function textsOf(deps: TAppDeps, actor: TActor, input: TBulk): Promise<TTemplateTexts | null> {
  if (input.action !== 'reject' && input.action !== 'message') return null;
  if (input.template_id !== undefined) return templateTexts(deps.db, actor.companyId, input.template_id, [input.action === 'reject' ? 'rejection' : 'message']);
  return { ar: input.message_ar ?? '', en: input.message_en ?? '' };
}

async function run(deps: TAppDeps, actor: TActor, input: TBulk, texts: TTemplateTexts | null, reader: TReader, log: TLog): Promise<TBulkResult> {
  const ids = [...new Set(input.ids)];
  const own = new Map((await findOwnApplications(deps.db, actor.companyId, ids)).map((row) => [row.id, row]));
  const recipients = [...own.values()].flatMap((row) => (row.seeker_id === null ? [] : [{ seekerId: row.seeker_id, jobId: row.job_id }]));
  const fill = texts ? await templateFiller(deps.db, actor, recipients) : null;
  const done = (id: number): TItem => ({ id, ok: true, status: 200, message: t(reader.locale, 'pipeline_bulk_item_done') });
  const failed = (id: number, error: unknown): TItem => {
    if (error instanceof HttpError) return { id, ok: false, status: error.statusCode, message: t(reader.locale, error.messageKey) };
    log.error({ err: error, application: id }, 'bulk action failed on one applicant');
    return { id, ok: false, status: 500, message: t(reader.locale, 'server_error') };
  };
  if (input.action === 'tag') await addTagTo(deps.db, actor.companyId, [...own.keys()], input.tag, deps.now(), actor.userId);
  // Stage changes of every applicant at once (the one stage rule, in a few statements): 1,000 within seconds.
  const stage = input.action === 'move' ? input.stage : input.action === 'reject' ? 'rejected' : null;
  const moves = stage ? await moveManyToStage(deps, actor.companyId, actor.userId, [...own.keys()], stage) : new Map<number, TMoveOutcome>();

  const results: TItem[] = [];
  for (const id of ids) {
    const application = own.get(id);
    const move = moves.get(id);
    if (!application || (stage && !move)) {
      results.push({ id, ok: false, status: 404, message: t(reader.locale, 'pipeline_bulk_not_yours') });
      continue;
    }
    if (move && 'error' in move) {
      results.push(failed(id, move.error));
      continue;
    }
    try {
      results.push((await actOn(deps, actor, input, application, move?.moved ?? false, reader, texts && fill ? { texts, fill } : null)) ? done(id) : { id, ok: false, status: 403, message: t(reader.locale, 'pipeline_bulk_rejected_unsent') });
    } catch (error) {
      results.push(failed(id, error));
    }
  }
  const ok = results.filter((item) => item.ok).length;
  return { done: ok, failed: results.length - ok, results };
}

/** What is left to do for one applicant once the stages moved: a message; false when a rejection's could not be sent. */
async function actOn(deps: TAppDeps, actor: TActor, input: TBulk, application: TOwn, moved: boolean, reader: TReader, text: { texts: TTemplateTexts; fill: TTemplateFiller } | null): Promise<boolean> {
  const seekerId = application.seeker_id;
  const textFor = (seeker: number) => (text ? text.fill(text.texts, { seekerId: seeker, jobId: application.job_id }).body : '');
  const viewer = { userId: actor.userId, type: 'COMPANY' as const, companyId: actor.companyId };
  switch (input.action) {
    case 'tag':
    case 'move':
      return true;
    case 'message':
      if (seekerId === null) throw new HttpError(404, 'pipeline_bulk_not_yours');
      await messageApplicant(deps, viewer, { seekerId, jobId: application.job_id }, textFor(seekerId), reader.locale);
      return true;
    case 'reject':
      // An applicant already rejected is not told again.
      if (!moved || seekerId === null) return true;
      try {
        await messageApplicant(deps, viewer, { seekerId, jobId: application.job_id }, textFor(seekerId), reader.locale);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 403) return false;
        throw error;
      }
      return true;
  }
}
