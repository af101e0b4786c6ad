import { asc, eq } from 'drizzle-orm';
import type { TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { companies, companyReviewReports, companyReviews } from '../../db/schema/index.ts';
import { companyNameIn } from '../companies/dto.ts';

type TFormat = (date: Date | null) => string | null;

/**
 * The person's reviews of companies and the reviews they reported, for "download my data" (decision 131): each
 * review whole, with its status, why it was rejected and the company's answer.
 */
export async function exportReviews(db: TDatabase, userId: number, locale: TLocale, formatDate: TFormat) {
  const company = { foundation_name: companies.foundation_name, foundation_name_en: companies.foundation_name_en };
  const [written, reported] = await Promise.all([
    db.select({ review: companyReviews, company }).from(companyReviews).innerJoin(companies, eq(companies.id, companyReviews.company_id)).where(eq(companyReviews.author_id, userId)).orderBy(asc(companyReviews.id)),
    db
      .select({ report: companyReviewReports, title: companyReviews.title })
      .from(companyReviewReports)
      .innerJoin(companyReviews, eq(companyReviews.id, companyReviewReports.review_id))
      .where(eq(companyReviewReports.reporter_id, userId))
      .orderBy(asc(companyReviewReports.id)),
  ]);
  return {
    company_reviews: written.map(({ review, company: names }) => ({
      id: review.id,
      company_id: review.company_id,
      company_name: companyNameIn(locale, names),
      kind: review.kind,
      relationship: review.relationship,
      title: review.title,
      rating_overall: review.rating_overall,
      rating_pay: review.rating_pay,
      rating_management: review.rating_management,
      rating_balance: review.rating_balance,
      rating_growth: review.rating_growth,
      pros: review.pros,
      cons: review.cons,
      questions: review.questions,
      difficulty: review.difficulty,
      outcome: review.outcome,
      status: review.status,
      rejection_reason: review.rejection_reason,
      company_answer: review.reply_body,
      created_at: formatDate(review.created_at),
      updated_at: formatDate(review.updated_at),
    })),
    review_reports: reported.map(({ report, title }) => ({ review_id: report.review_id, review_title: title, reason: report.reason, note: report.note, created_at: formatDate(report.created_at) })),
  };
}
