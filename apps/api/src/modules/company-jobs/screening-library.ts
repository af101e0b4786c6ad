import { and, count, desc, eq } from 'drizzle-orm';
import { SCREENING_LIBRARY_MAX, type TScreeningLibrary, type TScreeningLibraryItem, type TScreeningQuestionInput } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { screeningLibrary } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { TReader } from '../jobs/dto.ts';
import { screenJob } from '../moderation/hold.ts';
import { questionsToSave, sameQuestion } from '../screening-questions/questions.ts';

/**
 * A company's library of screening questions (decision 118): questions kept to be picked again when posting. A job
 * takes a copy: taking a question out of the library changes no job.
 */

type TLibraryRow = typeof screeningLibrary.$inferSelect;
const toItem = (row: TLibraryRow, reader: TReader): TScreeningLibraryItem => ({ id: row.id, question: row.question, created_at: reader.formatDate(row.created_at) ?? '' });

export async function listLibrary(db: TDatabase, reader: TReader, companyId: number): Promise<TScreeningLibrary> {
  const rows = await db.select().from(screeningLibrary).where(eq(screeningLibrary.company_id, companyId)).orderBy(desc(screeningLibrary.id));
  return { items: rows.map((row) => toItem(row, reader)) };
}

/**
 * Keeps a question: read by the job-ad screening first (a question about age, religion and the like is 422 at
 * `question.text`); the same question again answers the one kept.
 */
export async function saveToLibrary(db: TDatabase, reader: TReader, companyId: number, input: TScreeningQuestionInput, now: Date): Promise<TScreeningLibraryItem> {
  const [question] = questionsToSave([input], [], false);
  const stored = { ...question!, id: 'q1' };
  if ((await screenJob(db, { screening_questions: [stored] })).length > 0) throw new HttpError(422, 'validation_failed', { 'question.text': 'question_held' });
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(screeningLibrary).where(eq(screeningLibrary.company_id, companyId)).for('update');
    const same = rows.find((row) => sameQuestion(row.question, stored));
    if (same) return toItem(same, reader);
    const [kept] = await tx.select({ n: count() }).from(screeningLibrary).where(eq(screeningLibrary.company_id, companyId));
    if ((kept?.n ?? 0) >= SCREENING_LIBRARY_MAX) throw new HttpError(422, 'validation_failed', { question: { key: 'library_full', params: { max: SCREENING_LIBRARY_MAX } } });
    const [row] = await tx.insert(screeningLibrary).values({ company_id: companyId, question: stored, created_at: now }).returning();
    return toItem(row!, reader);
  });
}

/** Takes a question out of the library; another company's (or an unknown) one is 404. */
export async function removeFromLibrary(db: TDatabase, companyId: number, id: number): Promise<void> {
  const removed = await db.delete(screeningLibrary).where(and(eq(screeningLibrary.id, id), eq(screeningLibrary.company_id, companyId))).returning({ id: screeningLibrary.id });
  if (removed.length === 0) throw notFound();
}
