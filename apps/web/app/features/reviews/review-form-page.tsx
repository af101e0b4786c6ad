import { Form, useNavigation } from 'react-router';
import { INTERVIEW_OUTCOMES, REVIEW_RATINGS, REVIEW_RELATIONSHIPS, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, type TOwnReview } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { buttonLook, PlainAlert, RadioField, SelectField, TextAreaField, TextField } from '../../components/plain.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import type { TReviewPageData, TReviewResult } from './reviews.server.ts';
import './reviews.css';

/**
 * /company-profile/{id}/review?kind=: a job seeker writes (or edits) their review of the company, of either kind; the
 * API decides who may (decision 131) and the form keeps what was typed when it refuses.
 */
export function ReviewFormPage({ page, result }: { page: TReviewPageData; result?: TReviewResult | undefined }) {
  const { t, prefix } = useI18n();
  const navigation = useNavigation();
  const { company, kind, reviews } = page;
  const companyPath = withPrefix(prefix, `/company-profile/${company.id}`);
  const mine: TOwnReview | undefined = reviews.mine.find((review) => review.kind === kind);
  const typed = result?.values ?? {};
  const value = (name: string): string => {
    if (name in typed) return typed[name] ?? '';
    const saved = mine ? (mine as unknown as Record<string, unknown>)[name] : undefined;
    return saved === null || saved === undefined ? '' : String(saved);
  };
  const error = (name: string) => result?.errors?.[name]?.[0];
  const stars = [{ value: '', label: t('reviews.form.choose') }, ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('reviews.stars', { value: n }) }))];
  const tabTo = (to: 'employer' | 'interview') => withPrefix(prefix, `/company-profile/${company.id}/review${to === 'interview' ? '?kind=interview' : ''}`);
  if (!page.isSeeker) {
    return (
      <div className="plain-container page-pad plain-stack" data-size="sm">
        <PlainAlert color="yellow">{t('reviews.loginToWrite')}</PlainAlert>
        <PlainLink className="plain-link" to={companyPath}>
          {t('reviews.form.back')}
        </PlainLink>
      </div>
    );
  }
  return (
    <div className="plain-container page-pad plain-stack" data-size="sm" data-gap="lg">
      <h1 className="plain-title">{t('reviews.form.title', { company: company.foundation_name })}</h1>
      <p className="plain-dimmed">{t('reviews.form.intro')}</p>
      <nav className="plain-row" aria-label={t('reviews.form.kind')}>
        {(['employer', 'interview'] as const).map((to) => (
          <PlainLink key={to} {...buttonLook({ variant: to === kind ? 'filled' : 'outline' })} to={tabTo(to)} aria-current={to === kind ? 'page' : undefined}>
            {t(`reviews.kind.${to}`)}
          </PlainLink>
        ))}
      </nav>
      {mine && (
        <PlainAlert color={mine.status === 'rejected' ? 'yellow' : 'primary'} role="status">
          {t('reviews.mine')}: {t(`reviews.status.${mine.status}`)}
          {mine.rejection_reason ? ` — ${t('reviews.rejectedBecause', { reason: mine.rejection_reason })}` : ''}
        </PlainAlert>
      )}
      {result && !result.ok && !result.errors && <PlainAlert color="red">{result.message}</PlainAlert>}
      {reviews.has_applied === false && <p className="plain-text-sm plain-dimmed">{t('reviews.form.notApplied')}</p>}
      <Form method="post" className="plain-stack" data-gap="sm" data-testid="review-form" noValidate>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="kind" value={kind} />
        {mine && <input type="hidden" name="review" value={mine.id} />}
        <RadioField
          label={t('reviews.form.relationship')}
          name="relationship"
          required
          defaultValue={value('relationship') || (reviews.has_applied ? 'applicant' : '')}
          options={REVIEW_RELATIONSHIPS.map((relationship) => ({ value: relationship, label: t(`reviews.relationship.${relationship}`) }))}
          error={error('relationship')}
          optionTestId={(option) => `review-relationship-${option}`}
        />
        <div className="review-form-grid">
          <SelectField
            label={t('reviews.form.language')}
            name="language"
            defaultValue={value('language') || prefix.replace('/', '') || 'ar'}
            options={[
              { value: 'ar', label: t('reviews.language.ar') },
              { value: 'en', label: t('reviews.language.en') },
            ]}
            error={error('language')}
          />
          <SelectField label={t('reviews.rating.rating_overall')} name="rating_overall" required defaultValue={value('rating_overall')} options={stars} error={error('rating_overall')} />
        </div>
        <TextField label={t('reviews.form.heading')} name="title" required maxLength={REVIEW_TITLE_MAX} defaultValue={value('title')} error={error('title')} dir="auto" />
        {kind === 'employer' ? (
          <>
            <div className="review-form-grid">
              {REVIEW_RATINGS.filter((name) => name !== 'rating_overall').map((name) => (
                <SelectField key={name} label={t(`reviews.rating.${name}`)} name={name} required defaultValue={value(name)} options={stars} error={error(name)} />
              ))}
            </div>
            <TextAreaField label={t('reviews.pros')} name="pros" required maxLength={REVIEW_TEXT_MAX} rows={4} defaultValue={value('pros')} error={error('pros')} dir="auto" />
            <TextAreaField label={t('reviews.cons')} name="cons" required maxLength={REVIEW_TEXT_MAX} rows={4} defaultValue={value('cons')} error={error('cons')} dir="auto" />
          </>
        ) : (
          <>
            <TextAreaField label={t('reviews.questions')} name="questions" required maxLength={REVIEW_TEXT_MAX} rows={4} defaultValue={value('questions')} error={error('questions')} dir="auto" />
            <div className="review-form-grid">
              <SelectField label={t('reviews.difficulty')} name="difficulty" required defaultValue={value('difficulty')} options={stars} error={error('difficulty')} />
              <SelectField
                label={t('reviews.outcome')}
                name="outcome"
                required
                defaultValue={value('outcome')}
                options={[{ value: '', label: t('reviews.form.choose') }, ...INTERVIEW_OUTCOMES.map((outcome) => ({ value: outcome, label: t(`reviews.outcome.${outcome}`) }))]}
                error={error('outcome')}
              />
            </div>
          </>
        )}
        <div className="plain-row">
          <button type="submit" {...buttonLook({ loading: navigation.state === 'submitting' })} data-testid="review-submit">
            {mine ? t('reviews.form.save') : t('reviews.form.submit')}
          </button>
          <PlainLink className="plain-link" to={companyPath}>
            {t('reviews.form.back')}
          </PlainLink>
        </div>
      </Form>
      {mine && (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="review" value={mine.id} />
          <button type="submit" {...buttonLook({ variant: 'subtle', danger: true })} data-testid="review-delete">
            {t('reviews.delete')}
          </button>
        </Form>
      )}
    </div>
  );
}
