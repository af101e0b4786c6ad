import { and, eq, inArray, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, attributeName, enumLabel, type TAdminRecord, type TLocale, type TReviewFinding } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { companies, companyReviewReports, companyReviews, users } from '../../../db/schema/index.ts';
import { HttpError } from '../../../errors.ts';
import { sendReviewNotice, sendReviewPublishedToCompany } from '../../reviews/mail.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { createdFilters, readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';

const reportCount = sql<number>`(select count(*)::int from ${companyReviewReports} where ${companyReviewReports.review_id} = ${companyReviews.id})`;

const columns = {
  id: companyReviews.id,
  company_id: companyReviews.company_id,
  company_name_ar: companies.foundation_name,
  company_name_en: sql<string>`coalesce(${companies.foundation_name_en}, ${companies.foundation_name})`,
  author_id: companyReviews.author_id,
  kind: companyReviews.kind,
  relationship: companyReviews.relationship,
  language: companyReviews.language,
  title: companyReviews.title,
  rating_overall: companyReviews.rating_overall,
  pros: companyReviews.pros,
  cons: companyReviews.cons,
  questions: companyReviews.questions,
  difficulty: companyReviews.difficulty,
  outcome: companyReviews.outcome,
  status: companyReviews.status,
  findings: companyReviews.findings,
  reports: reportCount,
  rejection_reason: companyReviews.rejection_reason,
  reply_body: companyReviews.reply_body,
  moderated_at: companyReviews.moderated_at,
  created_at: companyReviews.created_at,
  updated_at: companyReviews.updated_at,
};

const spec: TListSpec = {
  filters: {
    status: (value: string) => sql`${companyReviews.status} = ${value}`,
    kind: (value: string) => sql`${companyReviews.kind} = ${value}`,
    company_id: (value: number) => sql`${companyReviews.company_id} = ${value}`,
    reported: (value: string) => (value === 'true' ? sql`${reportCount} > 0` : sql`${reportCount} = 0`),
    ...createdFilters(companyReviews.created_at),
  },
  search: [companyReviews.title, companyReviews.pros, companyReviews.cons, companyReviews.questions, companies.foundation_name, companies.foundation_name_en],
  sorts: { id: companyReviews.id, created_at: companyReviews.created_at, reports: reportCount },
  id: companyReviews.id,
};

const from = (db: TDatabase): TSelectFrom => (fields) => db.select(fields).from(companyReviews).innerJoin(companies, eq(companies.id, companyReviews.company_id));

/** A finding as the console lists it: the words, where, and what they are, in the reader's words (decision 150). */
const findingLine = (finding: TReviewFinding, locale: TLocale) =>
  `«${finding.phrase}» (${attributeName(finding.field, locale)}: ${enumLabel(locale, 'review_finding', finding.kind)})`;

function toRecord(ctx: TAdminContext, row: Record<string, unknown>): TAdminRecord {
  const { company_name_ar: nameAr, company_name_en: nameEn, findings, ...rest } = withDates(row, ctx.formatDate);
  return ADMIN_RESOURCES['company-reviews'].record.parse({
    ...rest,
    company_name: ctx.locale === 'ar' ? nameAr : nameEn,
    findings: (findings as TReviewFinding[]).map((finding) => findingLine(finding, ctx.locale)),
  }) as TAdminRecord;
}

/**
 * Moves a review to `status` from one of `from` (a review already elsewhere answers 409); publishing one whose text
 * names a person or gives contact details is refused (decision 131). The author is mailed the decision, with the
 * reason of a rejection, after the commit; on publishing, the company's owner is mailed too.
 */
async function moderate(ctx: TAdminContext, id: number, status: 'published' | 'rejected', allowed: Array<'pending' | 'published' | 'rejected'>, reason: string | null) {
  const [review] = await ctx.db.select({ findings: companyReviews.findings }).from(companyReviews).where(eq(companyReviews.id, id));
  if (status === 'published' && review && review.findings.length > 0) throw new HttpError(409, 'review_names_person');
  const [changed] = await ctx.db
    .update(companyReviews)
    .set({ status, rejection_reason: reason, moderated_by: ctx.admin.id, moderated_at: ctx.deps.now() })
    .where(and(eq(companyReviews.id, id), inArray(companyReviews.status, allowed)))
    .returning({ title: companyReviews.title, author_id: companyReviews.author_id, company_id: companyReviews.company_id });
  if (!changed) throw new HttpError(409, 'review_not_pending');
  const names = { ar: companies.foundation_name, en: sql<string>`coalesce(${companies.foundation_name_en}, ${companies.foundation_name})` };
  const [who] = await ctx.db
    .select({ email: users.email, locale: users.locale, ...names })
    .from(users)
    .innerJoin(companies, eq(companies.id, changed.company_id))
    .where(eq(users.id, changed.author_id));
  if (who) {
    try {
      await sendReviewNotice(ctx.deps, status, { to: { email: who.email, locale: who.locale }, companyId: changed.company_id, company: { ar: who.ar, en: who.en }, title: changed.title, reason });
    } catch (error) {
      ctx.log.error({ err: error, reviewId: id }, 'review notice not sent');
    }
  }
  if (status !== 'published') return;
  // The company hears of a published review of it, in its owner's language (the author is never named).
  const [owner] = await ctx.db
    .select({ email: users.email, locale: users.locale, ...names })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.user_id))
    .where(and(eq(companies.id, changed.company_id), eq(users.status, 'active')));
  if (!owner) return;
  try {
    await sendReviewPublishedToCompany(ctx.deps, { to: { email: owner.email, locale: owner.locale }, companyId: changed.company_id, company: { ar: owner.ar, en: owner.en }, title: changed.title });
  } catch (error) {
    ctx.log.error({ err: error, reviewId: id }, 'review notice to the company not sent');
  }
}

/** Job seekers' reviews of companies (decision 131): publish, reject with a reason, delete. */
export const companyReviewsResource: TAdminResource = {
  def: ADMIN_RESOURCES['company-reviews'],
  async list(ctx, query) {
    const { rows, total } = await readPage(from(ctx.db), columns, spec, query);
    return { items: rows.map((row) => toRecord(ctx, row)), total };
  },
  async get(ctx, id) {
    const [row] = await from(ctx.db)(columns).where(eq(companyReviews.id, Number(id)));
    return row ? toRecord(ctx, row) : undefined;
  },
  async delete(ctx, id) {
    await ctx.db.delete(companyReviews).where(eq(companyReviews.id, Number(id)));
  },
  actions: {
    approve: (ctx, id) => moderate(ctx, Number(id), 'published', ['pending', 'rejected'], null),
    reject: (ctx, id, body) => moderate(ctx, Number(id), 'rejected', ['pending', 'published'], body.reason as string),
  },
};
