import { sql } from 'drizzle-orm';
import type { TLocale } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { findConversationOf, insertConversation, isBlocked } from './queries.ts';
import { CONVERSATION_START_LOCK, assertCanWrite, openConversation, writeMessage, type TViewer } from './service.ts';

/**
 * A company writes to one of its applicants about the job they applied to (a bulk rejection or message, decision
 * 111): in the job's conversation, started when there is none. An applicant is always one the company may write to,
 * so neither the verification rule nor the day's limit of new conversations (both about seekers who did not apply)
 * applies; a seeker who blocked the company is refused (403) as in any conversation. The sending rate is counted
 * once per bulk action by its caller (countMessage), not per applicant.
 */
export async function messageApplicant(deps: Pick<TAppDeps, 'db' | 'now'>, viewer: TViewer & { companyId: number }, to: { seekerId: number; jobId: number }, body: string, locale: TLocale): Promise<void> {
  if (await isBlocked(deps.db, to.seekerId, viewer.companyId)) throw new HttpError(403, 'messages_blocked');
  const conversationId = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as TDatabase;
    await db.execute(sql`select pg_advisory_xact_lock(${CONVERSATION_START_LOCK}::integer, ${viewer.companyId}::integer)`);
    const existing = await findConversationOf(db, viewer.companyId, to.seekerId, to.jobId);
    return existing?.id ?? insertConversation(db, { company_id: viewer.companyId, seeker_id: to.seekerId, job_id: to.jobId, at: deps.now() });
  });
  const conversation = await openConversation(deps, viewer, conversationId);
  assertCanWrite(viewer, conversation);
  await writeMessage(deps, viewer, conversation, { msg_type: 'text', body: body.replace(/\r\n?/g, '\n'), reply: null }, { locale, formatDate: (date) => date.toISOString() });
}
