import type { TApplicantRating, TApplicationNote, TLocale, TNoteInput, TRatingInput } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { keyedRequest, keyedWrite, recordKeyedWrite } from '../../idempotency-key.ts';
import { displayName } from '../auth/user-dto.ts';
import type { TReader } from '../applications/dto.ts';
import { ratingOf } from '../applications/pipeline-summary.ts';
import { findCompanyApplication } from '../applications/queries.ts';
import { findNote, findNotes, insertNote, replaceTags, saveRating, tagsOf } from './queries.ts';

/** Who acts: the company and the account acting for it (a team's member later: issue 47 §1). */
export interface TActor {
  companyId: number;
  userId: number;
}

/** The application, if it is one the company sees (its job's, not withdrawn); 404 otherwise, like one that does not exist. */
async function requireOwn(db: TDatabase, actor: TActor, applicationId: number): Promise<void> {
  if (!(await findCompanyApplication(db, actor.companyId, applicationId))) throw notFound();
}

function toNote(row: NonNullable<Awaited<ReturnType<typeof findNote>>>, reader: TReader): TApplicationNote {
  const author = row.author;
  return {
    id: row.note.id,
    note: row.note.note,
    author: author ? { id: author.id, name: displayName(author, reader.locale as TLocale) || author.email } : null,
    created_at: reader.formatDate(row.note.created_at) ?? '',
  };
}

/** The company's notes on one of its applicants, the latest first. */
export async function listNotes({ db }: TAppDeps, actor: TActor, applicationId: number, reader: TReader): Promise<{ items: TApplicationNote[] }> {
  await requireOwn(db, actor, applicationId);
  return { items: (await findNotes(db, applicationId)).map((row) => toNote(row, reader)) };
}

/** Adds a note under the acting account; a retry with the request's Idempotency-Key answers the first note (decision 095). */
export async function addNote(deps: TAppDeps, actor: TActor, applicationId: number, input: TNoteInput, reader: TReader, idempotencyHeader?: string | string[]): Promise<TApplicationNote> {
  const keyed = keyedRequest(idempotencyHeader, { userId: actor.userId }, `note:${applicationId}`, input);
  const answer = async (noteId: number) => {
    const row = await findNote(deps.db, noteId);
    if (!row) throw notFound();
    return toNote(row, reader);
  };
  return keyedWrite(
    deps.db,
    keyed,
    async () => {
      await requireOwn(deps.db, actor, applicationId);
      const noteId = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as TDatabase;
        const id = await insertNote(db, { application_id: applicationId, author_id: actor.userId, note: input.note.replace(/\r\n?/g, '\n'), created_at: deps.now() });
        await recordKeyedWrite(db, keyed, id);
        return id;
      });
      return answer(noteId);
    },
    answer,
  );
}

/** Makes the applicant's tags exactly `tags` (the same set again changes nothing: safe to retry). */
export async function setTags(deps: TAppDeps, actor: TActor, applicationId: number, tags: string[]): Promise<{ tags: string[] }> {
  await requireOwn(deps.db, actor, applicationId);
  await replaceTags(deps.db, actor.companyId, applicationId, tags, deps.now(), actor.userId);
  return { tags: (await tagsOf(deps.db, [applicationId])).get(applicationId) ?? [] };
}

/** The acting account's rating (null takes it back); answers it with the average (the same again changes nothing). */
export async function setRating(deps: TAppDeps, actor: TActor, applicationId: number, input: TRatingInput): Promise<TApplicantRating> {
  await requireOwn(deps.db, actor, applicationId);
  await saveRating(deps.db, applicationId, actor.userId, input.rating, deps.now());
  return ratingOf(deps.db, applicationId, actor.userId);
}
