import { and, desc, eq, sql } from 'drizzle-orm';
import { APPLICATIONS_PAGE_SIZE, type TJobCard, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { jobDismissals, recommendationMails } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { verifyUnsubscribe } from '../delivery/unsubscribe.ts';
import { findPublishedJob } from '../jobs/published.ts';
import { toJobCard } from '../jobs/cards.ts';
import { jobCardsById } from '../applications/queries.ts';

/** "Not interested" (decision 139): a job visitors may reach (404 otherwise); twice is harmless. */
export async function dismissJob(db: TDatabase, userId: number, jobId: number, now: Date): Promise<void> {
  if (!(await findPublishedJob(db, jobId))) throw notFound();
  await db.insert(jobDismissals).values({ user_id: userId, job_id: jobId, created_at: now }).onConflictDoNothing();
}

/** Undoes "not interested" (harmless when the job was not dismissed). */
export async function undismissJob(db: TDatabase, userId: number, jobId: number): Promise<void> {
  await db.delete(jobDismissals).where(and(eq(jobDismissals.user_id, userId), eq(jobDismissals.job_id, jobId)));
}

/** The jobs the seeker dismissed as job cards, the latest first, a page at a time (what they may undo). */
export async function listDismissedJobs(db: TDatabase, userId: number, page: number, locale: TLocale, formatDate: (date: Date | null) => string | null) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ job_id: jobDismissals.job_id })
      .from(jobDismissals)
      .where(eq(jobDismissals.user_id, userId))
      .orderBy(desc(jobDismissals.created_at), desc(jobDismissals.job_id))
      .limit(APPLICATIONS_PAGE_SIZE)
      .offset((page - 1) * APPLICATIONS_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(jobDismissals).where(eq(jobDismissals.user_id, userId)),
  ]);
  const cards = await jobCardsById(db, locale, rows.map((row) => row.job_id));
  const items: TJobCard[] = rows.flatMap((row) => {
    const card = cards.get(row.job_id);
    return card ? [toJobCard(card, formatDate)] : [];
  });
  return { items, total: counted?.n ?? 0, page, page_size: APPLICATIONS_PAGE_SIZE };
}

export const WEEK_MS = 7 * 86_400_000;

/** Turns the weekly mail on (in `locale`, first due a week from now; turning it on again keeps its day) or off. */
export async function setWeeklyMail(db: TDatabase, userId: number, weekly: boolean, locale: TLocale, now: Date): Promise<{ weekly: boolean }> {
  if (!weekly) {
    await db.delete(recommendationMails).where(eq(recommendationMails.user_id, userId));
    return { weekly };
  }
  await db
    .insert(recommendationMails)
    .values({ user_id: userId, locale, next_due_at: new Date(now.getTime() + WEEK_MS), created_at: now })
    .onConflictDoUpdate({ target: recommendationMails.user_id, set: { locale } });
  return { weekly };
}

/** Turns the weekly mail off from its link: 404 for a token that is not valid; `changed: false` when it was off. */
export async function unsubscribeWeeklyMail(db: TDatabase, token: string | undefined, locale: TLocale): Promise<{ changed: boolean; locale: TLocale }> {
  const userId = await verifyUnsubscribe(db, 'recommended-jobs', token);
  if (userId === null) throw new HttpError(404, 'recommendation_link_invalid');
  const [removed] = await db.delete(recommendationMails).where(eq(recommendationMails.user_id, userId)).returning({ locale: recommendationMails.locale });
  return { changed: removed !== undefined, locale: removed?.locale ?? locale };
}
