import { Form } from 'react-router';
import { companyCan, REVIEW_REPLY_MAX } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { buttonLook, TextAreaField } from '../../components/plain.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { ReviewCard } from './review-card.tsx';
import type { TAnswerResult, TCompanyReviewsPage } from './reviews.server.ts';
import './reviews.css';

/** /company-reviews: the company's published reviews (never who wrote them) and, for owners and recruiters, the form of its one answer to each. */
export function CompanyReviewsPage({ page, result }: { page: TCompanyReviewsPage; result?: TAnswerResult | undefined }) {
  const { t, prefix } = useI18n();
  const { reviews } = page;
  const canAnswer = companyCan(page.role, 'reviews');
  const companyId = reviews.items[0]?.company_id;
  return (
    <div className="plain-container page-pad plain-stack" data-size="md" data-gap="lg">
      <h1 className="plain-title">{t('page.company-reviews')}</h1>
      <p className="plain-dimmed">{t('reviews.company.intro')}</p>
      {companyId && (
        <PlainLink className="plain-link" to={withPrefix(prefix, `/company-profile/${companyId}#reviews`)}>
          {t('reviews.company.viewPublic')}
        </PlainLink>
      )}
      {!canAnswer && <p className="plain-text-sm plain-dimmed">{t('reviews.company.noRight')}</p>}
      <p className="plain-dimmed plain-text-sm">
        {reviews.summary.averages ? '' : t('reviews.notEnough', { count: reviews.summary.min_for_averages })}
      </p>
      {reviews.items.length === 0 && <p className="plain-dimmed">{t('reviews.empty')}</p>}
      {reviews.items.map((review) => (
        <ReviewCard key={review.id} review={review}>
          {canAnswer && !review.reply && (
            <Form method="post" noValidate className="plain-stack" data-gap="xs" data-testid="review-answer-form">
              <input type="hidden" name="review" value={review.id} />
              <TextAreaField
                label={t('reviews.company.answer')}
                name="body"
                required
                rows={3}
                maxLength={REVIEW_REPLY_MAX}
                dir="auto"
                error={result?.review === review.id ? (result.errors?.body?.[0] ?? result.message) : undefined}
              />
              <div>
                <button type="submit" {...buttonLook()}>
                  {t('reviews.company.send')}
                </button>
              </div>
            </Form>
          )}
        </ReviewCard>
      ))}
    </div>
  );
}
