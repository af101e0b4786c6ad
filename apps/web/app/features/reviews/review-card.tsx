import type { ReactNode } from 'react';
import { REVIEW_RATINGS, type TOwnReview, type TReview } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { badgeLook } from '../../components/plain.tsx';
import { formatDay } from '../../lib/format.ts';

/** One review as anyone reads it: never who wrote it; the company's answer under it; `children`: the reader's actions. */
export function ReviewCard({ review, children }: { review: TReview | TOwnReview; children?: ReactNode }) {
  const { t, locale } = useI18n();
  const day = (value: string) => formatDay(value, locale)?.gregorian ?? value;
  const stars = (value: number | null) => (value === null ? '' : t('reviews.stars', { value }));
  return (
    <article className="review-card plain-stack" data-gap="xs" data-testid="review" id={`review-${review.id}`}>
      <div className="plain-row" data-apart="">
        <h3 className="plain-title" data-size="h4" lang={review.language} dir="auto">
          {review.title}
        </h3>
        <span {...badgeLook({ variant: 'light' })}>{t(`reviews.kind.${review.kind}`)}</span>
      </div>
      <p className="review-card__meta plain-text-sm">
        {t(`reviews.relationship.${review.relationship}`)} · {t('reviews.rating.rating_overall')}: {stars(review.rating_overall)} · <bdi>{day(review.created_at)}</bdi>
      </p>
      {review.kind === 'employer' ? (
        <>
          <p className="plain-text-sm">
            {REVIEW_RATINGS.filter((name) => name !== 'rating_overall')
              .map((name) => `${t(`reviews.rating.${name}`)}: ${stars(review[name])}`)
              .join(' · ')}
          </p>
          <div>
            <strong>{t('reviews.pros')}</strong>
            <p lang={review.language} dir="auto">
              {review.pros}
            </p>
          </div>
          <div>
            <strong>{t('reviews.cons')}</strong>
            <p lang={review.language} dir="auto">
              {review.cons}
            </p>
          </div>
        </>
      ) : (
        <>
          <p className="plain-text-sm">
            {t('reviews.difficulty')}: {stars(review.difficulty)} · {t('reviews.outcome')}: {review.outcome ? t(`reviews.outcome.${review.outcome}`) : ''}
          </p>
          <div>
            <strong>{t('reviews.questions')}</strong>
            <p lang={review.language} dir="auto">
              {review.questions}
            </p>
          </div>
        </>
      )}
      {review.reply && (
        <div className="review-reply" data-testid="review-reply">
          <strong>
            {t('reviews.reply')} · <bdi className="plain-text-sm">{day(review.reply.created_at)}</bdi>
          </strong>
          <p dir="auto">{review.reply.body}</p>
        </div>
      )}
      {children}
    </article>
  );
}
