import { sql } from 'drizzle-orm';
import { INVITATION_NOTE_MAX, MESSAGE_TEMPLATES_MAX, type TMessageTemplate, type TMessageTemplateData, type TMessageTemplateKind, type TMessageTemplateList, type TMessageTemplateRendered, type TMessageTemplateRenderQuery, type TLocale } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { HttpError, notFound } from '../../errors.ts';
import { displayName } from '../auth/user-dto.ts';
import { countTemplates, deleteTemplate, findCompanyConversation, findTemplate, findTemplates, insertTemplate, updateTemplate, type TTemplateJoined } from './queries.ts';
import { templateFiller, type TInterviewWords, type TTemplateRecipient, type TTemplateTexts } from './render.ts';

/** Who reads an answer: their language and their time zone. */
export interface TReader {
  locale: TLocale;
  formatDate(date: Date): string;
}

/** The member acting for their company (an owner or a recruiter: capability `messages`). */
export interface TTemplateActor {
  companyId: number;
  userId: number;
}

/** The advisory lock namespace ("TWZ" + 0x38) under which a company counts its templates before adding one. */
const TEMPLATES_LOCK = 0x54575a38;

function toTemplate({ template, creator, updater }: TTemplateJoined, reader: TReader): TMessageTemplate {
  const member = (user: typeof creator) => (user && user.id !== null ? { id: user.id, name: displayName(user, reader.locale) } : null);
  return {
    id: template.id,
    name: template.name,
    kind: template.kind,
    body_ar: template.body_ar,
    body_en: template.body_en,
    created_by: member(creator),
    updated_by: member(updater),
    created_at: reader.formatDate(template.created_at),
    updated_at: reader.formatDate(template.updated_at),
  };
}

async function readTemplate(db: TDatabase, actor: TTemplateActor, id: number, reader: TReader): Promise<TMessageTemplate> {
  const row = await findTemplate(db, actor.companyId, id);
  if (!row) throw notFound();
  return toTemplate(row, reader);
}

export async function listTemplates(deps: Pick<TAppDeps, 'db'>, actor: TTemplateActor, reader: TReader): Promise<TMessageTemplateList> {
  const rows = await findTemplates(deps.db, actor.companyId);
  return { items: rows.map((row) => toTemplate(row, reader)), max: MESSAGE_TEMPLATES_MAX };
}

/** A new template, recorded under the member who wrote it; at most MESSAGE_TEMPLATES_MAX a company (counted under a lock). */
export async function createTemplate(deps: Pick<TAppDeps, 'db' | 'now'>, actor: TTemplateActor, input: TMessageTemplateData, reader: TReader): Promise<TMessageTemplate> {
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as TDatabase;
    await db.execute(sql`select pg_advisory_xact_lock(${TEMPLATES_LOCK}::integer, ${actor.companyId}::integer)`);
    if ((await countTemplates(db, actor.companyId)) >= MESSAGE_TEMPLATES_MAX) {
      throw new HttpError(422, 'validation_failed', { name: { key: 'templates_full', params: { max: MESSAGE_TEMPLATES_MAX } } });
    }
    return insertTemplate(db, { company_id: actor.companyId, ...input, created_by: actor.userId, updated_by: actor.userId, created_at: now, updated_at: now });
  });
  return readTemplate(deps.db, actor, id, reader);
}

export async function replaceTemplate(deps: Pick<TAppDeps, 'db' | 'now'>, actor: TTemplateActor, id: number, input: TMessageTemplateData, reader: TReader): Promise<TMessageTemplate> {
  if (!(await updateTemplate(deps.db, actor.companyId, id, { ...input, updated_by: actor.userId, updated_at: deps.now() }))) throw notFound();
  return readTemplate(deps.db, actor, id, reader);
}

export async function removeTemplate(deps: Pick<TAppDeps, 'db'>, actor: TTemplateActor, id: number): Promise<void> {
  if (!(await deleteTemplate(deps.db, actor.companyId, id))) throw notFound();
}

/**
 * The texts of one of the company's templates, for a use of one of `kinds` (a bulk rejection takes a rejection's or a
 * message's): another company's is 404, one of another kind 422 at `field`.
 */
export async function templateTexts(db: TDatabase, companyId: number, id: number, kinds: readonly TMessageTemplateKind[], field = 'template_id'): Promise<TTemplateTexts> {
  const row = await findTemplate(db, companyId, id);
  if (!row) throw notFound();
  if (!kinds.includes(row.template.kind)) throw new HttpError(422, 'validation_failed', { [field]: 'template_kind' });
  return { ar: row.template.body_ar, en: row.template.body_en };
}

/** A message or rejection template filled in for the job seeker of one of the company's conversations (or of one about to start), in their language. */
/** Throws unless the company may write a first message to the seeker about the job (the messages module's rule). */
export type TFirstMessageCheck = (deps: Pick<TAppDeps, 'db'>, companyId: number, seekerId: number, jobId: number | null) => Promise<void>;

export async function renderForConversation(deps: Pick<TAppDeps, 'db'>, actor: TTemplateActor, id: number, query: TMessageTemplateRenderQuery, mayWriteFirst: TFirstMessageCheck): Promise<TMessageTemplateRendered> {
  let to: TTemplateRecipient;
  if (query.conversation !== undefined) {
    const conversation = await findCompanyConversation(deps.db, actor.companyId, query.conversation);
    if (!conversation) throw notFound();
    to = { seekerId: conversation.seeker_id, jobId: conversation.job_id };
  } else {
    // A first message: filled in only for a seeker the company may write to (the seeker's name is theirs to know).
    to = { seekerId: query.seeker!, jobId: query.job ?? null };
    await mayWriteFirst(deps, actor.companyId, to.seekerId, to.jobId);
  }
  const texts = await templateTexts(deps.db, actor.companyId, id, ['message', 'rejection'], 'id');
  const fill = await templateFiller(deps.db, actor, [to]);
  return fill(texts, to);
}

/**
 * An interview invitation's note (decision 128): with `template_id`, one of the company's interview templates filled
 * in for the seeker (the interview's day and time in their language), followed by the note typed; at most
 * INVITATION_NOTE_MAX characters once filled in (else 422 at `note`). Without a template, the note as typed.
 */
export async function invitationNote(db: TDatabase, actor: TTemplateActor, to: TTemplateRecipient, input: { template_id?: number; note?: string }, interview: TInterviewWords): Promise<string | null> {
  if (input.template_id === undefined) return input.note ?? null;
  const texts = await templateTexts(db, actor.companyId, input.template_id, ['interview']);
  const fill = await templateFiller(db, actor, [to]);
  const note = [fill(texts, to, interview).body, input.note].filter(Boolean).join('\n\n');
  if (note.length > INVITATION_NOTE_MAX) throw new HttpError(422, 'validation_failed', { note: { key: 'max', params: { max: INVITATION_NOTE_MAX } } });
  return note;
}
