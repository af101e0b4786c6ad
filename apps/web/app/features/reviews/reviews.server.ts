import { data, redirect } from 'react-router';
import { API, REVIEW_RATINGS, type TCompanyPublic, type TCompanyRole, type TReviewKind, type TReviewList } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, sessionContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { text } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { idParam } from '../../lib/params.ts';
import { translator } from '../../i18n/index.ts';

type TArgs = TApiArgs & { params: { id?: string } };

export interface TReviewPageData {
  company: TCompanyPublic;
  kind: TReviewKind;
  reviews: TReviewList;
  /** The account may write reviews (a job seeker); others only report. */
  isSeeker: boolean;
}

export interface TReviewResult extends TActionResult {
  values?: Record<string, string>;
}

const kindOf = (url: URL): TReviewKind => (url.searchParams.get('kind') === 'interview' ? 'interview' : 'employer');

/** /company-profile/{id}/review?kind=: the form of a review of the company (the author's own of that kind to edit, when there is one). */
export async function reviewPageLoader(args: TArgs): Promise<TReviewPageData> {
  const id = idParam(args.params.id);
  const [company, reviews] = await Promise.all([api(args).companies.get({ params: { id } }), api(args).companyReviews.list({ params: { id }, query: { page: 1 } })]);
  if (company.status === 404 || reviews.status === 404) throw data(null, { status: 404 });
  if (!company.ok || !company.data || !reviews.ok || !reviews.data) throw data(company.message, { status: 503 });
  const { user } = args.context.get(sessionContext);
  return { company: company.data, kind: kindOf(args.url), reviews: reviews.data, isSeeker: user?.type === 'USER' };
}

/** The review's fields as the form sends them: the API's schema checks them (the fields of the other kind are not sent). */
function reviewInput(form: FormData) {
  const kind = text(form, 'kind') === 'interview' ? 'interview' : 'employer';
  const common = { kind, relationship: text(form, 'relationship'), language: text(form, 'language'), title: text(form, 'title'), rating_overall: text(form, 'rating_overall') };
  if (kind === 'interview') return { ...common, questions: text(form, 'questions'), difficulty: text(form, 'difficulty'), outcome: text(form, 'outcome') || null };
  return { ...common, ...Object.fromEntries(REVIEW_RATINGS.filter((name) => name !== 'rating_overall').map((name) => [name, text(form, name)])), pros: text(form, 'pros'), cons: text(form, 'cons') };
}

/**
 * The review page's forms. `intent`: save (a new review, or `review` to edit mine), delete (`review`, mine), report
 * (`review`, another's, from the company page). Success goes back to the company page's reviews with the API's message.
 */
export async function reviewPageAction(args: TArgs) {
  const { locale, prefix } = args.context.get(localeContext);
  const t = translator(locale);
  const companyId = idParam(args.params.id);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const reviewId = Number(text(form, 'review'));
  const hasReview = Number.isInteger(reviewId) && reviewId > 0;
  const back = async (kind: 'success' | 'error', message: string) =>
    redirect(withPrefix(prefix, `/company-profile/${companyId}#reviews`), { headers: { 'Set-Cookie': await flashHeader({ kind, message: message || t('toast.success') }, args.context) } });
  const client = api(args);
  if (intent === 'save') {
    const values = reviewInput(form);
    const result = hasReview
      ? await submitToApi(args, API.reviews.update, values, { params: { id: reviewId }, extra: { values } })
      : await submitToApi(args, API.companyReviews.create, values, { params: { id: companyId }, extra: { values } });
    if (result.ok) return back('success', result.message);
    return result.response;
  }
  if (intent === 'delete' && hasReview) {
    const result = await client.reviews.delete({ params: { id: reviewId } });
    return back(result.ok ? 'success' : 'error', result.message);
  }
  if (intent === 'report' && hasReview) {
    const result = await client.reviews.report({ params: { id: reviewId }, body: { reason: (text(form, 'reason') || 'other') as 'other' } });
    return back(result.ok ? 'success' : 'error', result.message);
  }
  return data<TReviewResult>({ ok: false, message: t('errors.generic') }, { status: 400 });
}

/** /company-reviews: the company's published reviews and its answers. */
export async function companyReviewsLoader(args: TApiArgs): Promise<TCompanyReviewsPage> {
  const result = await api(args).companyOwnReviews.list({ query: { page: 1 } });
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  return { reviews: result.data, role: args.context.get(sessionContext).user?.company_role ?? null };
}

export interface TCompanyReviewsPage {
  reviews: TReviewList;
  /** The member's role: owners and recruiters answer (decision 131). */
  role: TCompanyRole | null;
}

export interface TAnswerResult extends TActionResult {
  review?: number;
}

/** The company's one answer to a review (`review`, `body`). */
export async function companyReviewsAction(args: TApiArgs) {
  const form = await args.request.formData();
  const review = Number(text(form, 'review'));
  const { locale } = args.context.get(localeContext);
  if (!Number.isInteger(review) || review <= 0) return data<TAnswerResult>({ ok: false, message: translator(locale)('errors.generic') }, { status: 400 });
  const result = await submitToApi(args, API.companyOwnReviews.reply, { body: text(form, 'body') }, { params: { id: review }, extra: { review } });
  if (!result.ok) return result.response;
  return redirect(args.url.pathname, { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: result.message }, args.context) } });
}
