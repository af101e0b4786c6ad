import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import { REVIEW_RATINGS, type TReviewKind } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { applications, companies, companyMembers, companyReviewReports, companyReviews, jobs, users, type TCompanyReviewRow } from '../../db/schema/index.ts';

/** Whether the account applied to one of the company's jobs on Tawzeef (a withdrawn application counts: they applied). */
export async function hasAppliedTo(db: TDatabase, userId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .where(and(eq(applications.user_id, userId), eq(jobs.company_id, companyId)))
    .limit(1);
  return row !== undefined;
}

/** The company's names and its members' full names in each script: what the personal-details check looks for. */
export async function findPeopleOfCompany(db: TDatabase, companyId: number) {
  const [company] = await db.select({ ar: companies.foundation_name, en: companies.foundation_name_en }).from(companies).where(eq(companies.id, companyId));
  const members = await db
    .select({ first: users.first_name, last: users.last_name, arFirst: users.ar_first_name, arLast: users.ar_last_name, enFirst: users.en_first_name, enLast: users.en_last_name })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.user_id))
    .where(eq(companyMembers.company_id, companyId));
  const full = (first: string | null, last: string | null) => (first && last ? [`${first} ${last}`] : []);
  return {
    companyNames: [company?.ar, company?.en].filter((name): name is string => !!name),
    memberNames: [...new Set(members.flatMap((m) => [...full(m.first, m.last), ...full(m.arFirst, m.arLast), ...full(m.enFirst, m.enLast)]))],
  };
}

const published = (companyId: number, kind?: TReviewKind) => and(eq(companyReviews.company_id, companyId), eq(companyReviews.status, 'published'), kind ? eq(companyReviews.kind, kind) : undefined);

/** A page of the company's published reviews, the newest first. */
export async function findPublishedReviews(db: TDatabase, companyId: number, kind: TReviewKind | undefined, page: number, perPage: number) {
  const where = published(companyId, kind);
  const [rows, [counted]] = await Promise.all([
    db.select().from(companyReviews).where(where).orderBy(desc(companyReviews.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ total: count() }).from(companyReviews).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** How many published reviews of each kind the company has, and the averages of its employer reviews' ratings. */
export async function summariseReviews(db: TDatabase, companyId: number) {
  const averages = Object.fromEntries(REVIEW_RATINGS.map((name) => [name, avg(companyReviews[name])]));
  const [employer] = await db.select({ count: count(), ...averages }).from(companyReviews).where(published(companyId, 'employer'));
  const [interview] = await db.select({ count: count() }).from(companyReviews).where(published(companyId, 'interview'));
  return { employer: employer as { count: number } & Record<(typeof REVIEW_RATINGS)[number], string | null>, interviews: Number(interview?.count ?? 0) };
}

export async function findOwnReviews(db: TDatabase, authorId: number, companyId: number): Promise<TCompanyReviewRow[]> {
  return db.select().from(companyReviews).where(and(eq(companyReviews.author_id, authorId), eq(companyReviews.company_id, companyId))).orderBy(companyReviews.kind);
}

export async function findReview(db: TDatabase, id: number): Promise<TCompanyReviewRow | undefined> {
  const [row] = await db.select().from(companyReviews).where(eq(companyReviews.id, id));
  return row;
}

/** A new review, or undefined when the author has one of this kind of this company already. */
export async function insertReview(db: TDatabase, values: typeof companyReviews.$inferInsert): Promise<TCompanyReviewRow | undefined> {
  const [row] = await db.insert(companyReviews).values(values).onConflictDoNothing().returning();
  return row;
}

/** The author's edit: held for moderation again, the company's answer kept (it answered what was published before). */
export async function updateOwnReview(db: TDatabase, id: number, authorId: number, set: Partial<typeof companyReviews.$inferInsert>): Promise<TCompanyReviewRow | undefined> {
  const [row] = await db
    .update(companyReviews)
    .set({ ...set, status: 'pending', rejection_reason: null, moderated_at: null, moderated_by: null })
    .where(and(eq(companyReviews.id, id), eq(companyReviews.author_id, authorId)))
    .returning();
  return row;
}

export async function deleteOwnReview(db: TDatabase, id: number, authorId: number): Promise<boolean> {
  const deleted = await db
    .delete(companyReviews)
    .where(and(eq(companyReviews.id, id), eq(companyReviews.author_id, authorId)))
    .returning({ id: companyReviews.id });
  return deleted.length > 0;
}

/** The company's one answer: written only while the review is published, of this company and not yet answered. */
export async function setReply(db: TDatabase, id: number, companyId: number, userId: number, body: string, now: Date): Promise<TCompanyReviewRow | undefined> {
  const [row] = await db
    .update(companyReviews)
    .set({ reply_body: body, reply_by: userId, reply_at: now })
    .where(and(eq(companyReviews.id, id), eq(companyReviews.company_id, companyId), eq(companyReviews.status, 'published'), sql`${companyReviews.reply_body} is null`))
    .returning();
  return row;
}

/** One report per account and review: false when this account had reported it already. */
export async function insertReviewReport(db: TDatabase, values: typeof companyReviewReports.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(companyReviewReports).values(values).onConflictDoNothing().returning({ id: companyReviewReports.id });
  return inserted.length > 0;
}
