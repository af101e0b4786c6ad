import {
  REVIEW_MIN_FOR_AVERAGES,
  REVIEW_RATINGS,
  REVIEWS_PAGE_SIZE,
  type TLocale,
  type TOwnReview,
  type TReview,
  type TReviewAverages,
  type TReviewData,
  type TReviewFinding,
  type TReviewKind,
  type TReviewList,
  type TReviewReportData,
} from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import type { TCompanyReviewRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { findPublicCompanyView } from '../companies/queries.ts';
import { screenPersonalDetails } from './personal-details.ts';
import {
  deleteOwnReview,
  findOwnReviews,
  findPeopleOfCompany,
  findPublishedReviews,
  findReview,
  hasAppliedTo,
  insertReview,
  insertReviewReport,
  setReply,
  summariseReviews,
  updateOwnReview,
} from './queries.ts';

/**
 * Employers' reputations (issue 50 §4, decision 131). A job seeker who applied to a company, or declares they work or
 * worked there, reviews it; every review waits for an administrator (the console's `company-reviews`), who cannot
 * publish one that names a person. Nothing answered to the public or the company says who wrote a review.
 */

interface TReviewsDeps {
  db: TDatabase;
  now: () => Date;
}

export interface TReviewReader {
  locale: TLocale;
  formatDate: (date: Date) => string;
  /** The logged-in account, if any (only to mark its own reviews). */
  userId: number | null;
  /** A job seeker's account (their own reviews and whether they applied are answered). */
  isSeeker: boolean;
}

/** A review as anyone reads it: never its author. */
function toReview(row: TCompanyReviewRow, reader: Pick<TReviewReader, 'formatDate' | 'userId'>): TReview {
  return {
    id: row.id,
    company_id: row.company_id,
    kind: row.kind,
    relationship: row.relationship,
    language: row.language,
    title: row.title,
    rating_overall: row.rating_overall,
    rating_pay: row.rating_pay,
    rating_management: row.rating_management,
    rating_balance: row.rating_balance,
    rating_growth: row.rating_growth,
    pros: row.pros,
    cons: row.cons,
    questions: row.questions,
    difficulty: row.difficulty,
    outcome: row.outcome,
    status: row.status,
    created_at: reader.formatDate(row.created_at),
    updated_at: reader.formatDate(row.updated_at),
    reply: row.reply_body && row.reply_at ? { body: row.reply_body, created_at: reader.formatDate(row.reply_at) } : null,
    is_mine: reader.userId !== null && reader.userId === row.author_id,
  };
}

const toOwnReview = (row: TCompanyReviewRow, reader: Pick<TReviewReader, 'formatDate' | 'userId'>): TOwnReview => ({
  ...toReview(row, reader),
  rejection_reason: row.rejection_reason,
  findings: row.findings,
});

/** Averages to one decimal, or null under REVIEW_MIN_FOR_AVERAGES published employer reviews (as salary reports hide small groups). */
function averagesOf(summary: Awaited<ReturnType<typeof summariseReviews>>['employer']): TReviewAverages | null {
  if (Number(summary.count) < REVIEW_MIN_FOR_AVERAGES) return null;
  return Object.fromEntries(REVIEW_RATINGS.map((name) => [name, Math.round(Number(summary[name]) * 10) / 10])) as TReviewAverages;
}

async function companyOrNotFound(db: TDatabase, companyId: number) {
  const view = await findPublicCompanyView(db, companyId);
  if (!view) throw notFound();
  return view;
}

/** A company's published reviews with its summary; a job seeker also gets their own reviews of it and whether they applied. */
export async function listReviews(deps: TReviewsDeps, reader: TReviewReader, companyId: number, query: { kind?: TReviewKind | undefined; page: number }): Promise<TReviewList> {
  await companyOrNotFound(deps.db, companyId);
  const seekerId = reader.isSeeker ? reader.userId : null;
  const [{ rows, total }, summary, mine, applied] = await Promise.all([
    findPublishedReviews(deps.db, companyId, query.kind, query.page, REVIEWS_PAGE_SIZE),
    summariseReviews(deps.db, companyId),
    seekerId === null ? Promise.resolve([]) : findOwnReviews(deps.db, seekerId, companyId),
    seekerId === null ? Promise.resolve(null) : hasAppliedTo(deps.db, seekerId, companyId),
  ]);
  return {
    summary: { employer_reviews: Number(summary.employer.count), interview_reviews: summary.interviews, averages: averagesOf(summary.employer), min_for_averages: REVIEW_MIN_FOR_AVERAGES },
    items: rows.map((row) => toReview(row, reader)),
    total,
    page: query.page,
    per_page: REVIEWS_PAGE_SIZE,
    mine: mine.map((row) => toOwnReview(row, reader)),
    has_applied: applied,
  };
}

/** The stored values of a review: the fields of its kind only, and what the personal-details check found in them. */
async function reviewValues(db: TDatabase, companyId: number, input: TReviewData) {
  const isEmployer = input.kind === 'employer';
  const texts = { title: input.title, pros: isEmployer ? (input.pros ?? null) : null, cons: isEmployer ? (input.cons ?? null) : null, questions: isEmployer ? null : (input.questions ?? null) };
  const findings: TReviewFinding[] = screenPersonalDetails(texts, await findPeopleOfCompany(db, companyId));
  return {
    kind: input.kind,
    relationship: input.relationship,
    language: input.language,
    ...texts,
    rating_overall: input.rating_overall,
    rating_pay: isEmployer ? (input.rating_pay ?? null) : null,
    rating_management: isEmployer ? (input.rating_management ?? null) : null,
    rating_balance: isEmployer ? (input.rating_balance ?? null) : null,
    rating_growth: isEmployer ? (input.rating_growth ?? null) : null,
    difficulty: isEmployer ? null : (input.difficulty ?? null),
    outcome: isEmployer ? null : (input.outcome ?? null),
    findings,
  };
}

/** `applicant` is checked against the applications; working there is the author's own declaration. */
async function checkEligible(db: TDatabase, userId: number, companyId: number, input: TReviewData): Promise<void> {
  if (input.relationship === 'applicant' && !(await hasAppliedTo(db, userId, companyId))) throw new HttpError(403, 'review_not_eligible');
}

/** A job seeker's review of a company: held for moderation. One of each kind per company (409). */
export async function writeReview(deps: TReviewsDeps, reader: TReviewReader & { userId: number }, companyId: number, input: TReviewData): Promise<TOwnReview> {
  await companyOrNotFound(deps.db, companyId);
  await checkEligible(deps.db, reader.userId, companyId, input);
  const values = await reviewValues(deps.db, companyId, input);
  const row = await insertReview(deps.db, { ...values, company_id: companyId, author_id: reader.userId });
  if (!row) throw new HttpError(409, 'review_exists');
  return toOwnReview(row, reader);
}

/** The author's edit (of the same kind: the kind of a review does not change); another account's review is 404. */
export async function editReview(deps: TReviewsDeps, reader: TReviewReader & { userId: number }, reviewId: number, input: TReviewData): Promise<TOwnReview> {
  const before = await findReview(deps.db, reviewId);
  if (!before || before.author_id !== reader.userId) throw notFound();
  if (input.kind !== before.kind) throw new HttpError(422, 'validation_failed', { kind: 'valid' });
  await checkEligible(deps.db, reader.userId, before.company_id, input);
  const values = await reviewValues(deps.db, before.company_id, input);
  const row = await updateOwnReview(deps.db, reviewId, reader.userId, { ...values, updated_at: deps.now() });
  if (!row) throw notFound();
  return toOwnReview(row, reader);
}

export async function removeReview(deps: TReviewsDeps, userId: number, reviewId: number): Promise<{ id: number }> {
  if (!(await deleteOwnReview(deps.db, reviewId, userId))) throw notFound();
  return { id: reviewId };
}

/** Anyone logged in reports a published review as abusive, once; its author cannot. */
export async function reportReview(deps: TReviewsDeps, userId: number, reviewId: number, input: TReviewReportData) {
  const review = await findReview(deps.db, reviewId);
  if (!review || review.status !== 'published') throw notFound();
  if (review.author_id === userId) throw new HttpError(409, 'review_report_own');
  const created = await insertReviewReport(deps.db, { review_id: reviewId, reporter_id: userId, reason: input.reason, note: input.note ?? null });
  return { review_id: reviewId, already_reported: !created };
}

/** The company's published reviews, as the public reads them. */
export async function listCompanyReviews(deps: TReviewsDeps, reader: TReviewReader, companyId: number, query: { kind?: TReviewKind | undefined; page: number }): Promise<TReviewList> {
  return listReviews(deps, { ...reader, userId: null, isSeeker: false }, companyId, query);
}

/**
 * The company's one public answer to a published review of it: screened for personal details like reviews, and
 * refused (422, the words to remove) rather than held, since the company can rephrase at once.
 */
export async function answerReview(deps: TReviewsDeps, reader: TReviewReader, member: { companyId: number; userId: number }, reviewId: number, body: string): Promise<TReview> {
  const review = await findReview(deps.db, reviewId);
  if (!review || review.company_id !== member.companyId || review.status !== 'published') throw notFound();
  if (review.reply_body !== null) throw new HttpError(409, 'review_already_answered');
  const findings = screenPersonalDetails({ body }, await findPeopleOfCompany(deps.db, member.companyId));
  if (findings.length) throw new HttpError(422, 'validation_failed', { body: { key: 'personal_details', params: { phrases: findings.map((f) => `«${f.phrase}»`).join('، ') } } });
  const row = await setReply(deps.db, reviewId, member.companyId, member.userId, body, deps.now());
  if (!row) throw new HttpError(409, 'review_already_answered');
  return toReview(row, { ...reader, userId: null });
}
