import { Form, useLocation } from 'react-router';
import { REPORT_REASONS, REVIEW_RATINGS, type TReviewList } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { buttonLook, PlainAlert, SelectField } from '../../components/plain.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { Pager } from '../../components/pager.tsx';
import { ReviewCard } from './review-card.tsx';
import './reviews.css';

/**
 * The company page's reviews (decision 131): the averages from REVIEW_MIN_FOR_AVERAGES published employer reviews (or
 * why not yet), the newest reviews with the company's answers, the reader's own reviews and what became of them, and
 * the links to write one. Plain elements, like the page (decision 066).
 */
export function ReviewsSection({ companyId, reviews, viewer }: { companyId: number; reviews: TReviewList | null; viewer: 'USER' | 'COMPANY' | 'ADMIN' | null }) {
  const { t, prefix } = useI18n();
  const location = useLocation();
  if (!reviews) return null;
  // Pages of reviews under the jobs' own pages (?page=), back at the reviews.
  const pageLink = (page: number) => {
    const search = new URLSearchParams(location.search);
    if (page > 1) search.set('reviews_page', String(page));
    else search.delete('reviews_page');
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ''}#reviews`;
  };
  const { summary } = reviews;
  const writeTo = (kind: 'employer' | 'interview') => withPrefix(prefix, `/company-profile/${companyId}/review${kind === 'interview' ? '?kind=interview' : ''}`);
  const reviewPath = withPrefix(prefix, `/company-profile/${companyId}/review`);
  return (
    <section className="plain-paper plain-stack company-section pad-md-xl" data-gap="sm" id="reviews" aria-labelledby="reviews-title" data-testid="company-reviews">
      <h2 className="plain-title" data-size="h3" id="reviews-title">
        {t('reviews.title')}
      </h2>
      <p className="plain-dimmed plain-text-sm">
        {t('reviews.counts', { employer: summary.employer_reviews, interview: summary.interview_reviews })} · {t('reviews.anonymousNote')}
      </p>
      {summary.averages ? (
        <dl className="review-averages" aria-label={t('reviews.averagesTitle')} data-testid="review-averages">
          {REVIEW_RATINGS.map((name) => (
            <div key={name}>
              <dt>{t(`reviews.rating.${name}`)}</dt>
              <dd>{t('reviews.stars', { value: summary.averages![name] })}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="plain-dimmed" data-testid="reviews-not-enough">
          {t('reviews.notEnough', { count: summary.min_for_averages })}
        </p>
      )}
      {viewer === 'USER' || viewer === null ? (
        <div className="plain-row">
          <PlainLink {...buttonLook()} to={writeTo('employer')} data-testid="review-write">
            {viewer === null ? t('reviews.loginToWrite') : t('reviews.write')}
          </PlainLink>
          {viewer === 'USER' && (
            <PlainLink {...buttonLook({ variant: 'outline' })} to={writeTo('interview')}>
              {t('reviews.writeInterview')}
            </PlainLink>
          )}
        </div>
      ) : null}
      {reviews.mine.map((review) => (
        <PlainAlert key={review.id} color={review.status === 'rejected' ? 'yellow' : 'primary'} role="status" data-testid="review-mine">
          <strong>
            {t('reviews.mine')} ({t(`reviews.kind.${review.kind}`)}): {t(`reviews.status.${review.status}`)}
          </strong>
          {review.rejection_reason && <p>{t('reviews.rejectedBecause', { reason: review.rejection_reason })}</p>}
          {review.findings.length > 0 && <p>{t('reviews.findings', { phrases: review.findings.map((f) => `«${f.phrase}»`).join('، ') })}</p>}
          <PlainLink className="plain-link" to={writeTo(review.kind)}>
            {t('reviews.edit')}
          </PlainLink>
        </PlainAlert>
      ))}
      {reviews.items.length === 0 ? (
        <p className="plain-dimmed">{t('reviews.empty')}</p>
      ) : (
        reviews.items.map((review) => (
          <ReviewCard key={review.id} review={review}>
            {viewer !== null && !review.is_mine && (
              <details className="review-report">
                <summary>{t('reviews.report')}</summary>
                <Form method="post" action={reviewPath} className="plain-row">
                  <input type="hidden" name="intent" value="report" />
                  <input type="hidden" name="review" value={review.id} />
                  <SelectField label={t('reviews.reportReason')} name="reason" options={REPORT_REASONS.map((reason) => ({ value: reason, label: t(`enum.message_report_reason.${reason}`) }))} />
                  <button type="submit" {...buttonLook({ variant: 'outline', danger: true })}>
                    {t('reviews.reportSend')}
                  </button>
                </Form>
              </details>
            )}
          </ReviewCard>
        ))
      )}
      <Pager page={reviews.page} pages={Math.max(1, Math.ceil(reviews.total / Math.max(1, reviews.per_page)))} href={pageLink} label={t('reviews.pages')} />
    </section>
  );
}
