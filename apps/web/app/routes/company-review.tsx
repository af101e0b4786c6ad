import type { Route } from './+types/company-review';
import { isAuth } from '../features/auth/guards.server.ts';
import { ReviewFormPage } from '../features/reviews/review-form-page.tsx';
import { reviewPageAction, reviewPageLoader, type TReviewResult } from '../features/reviews/reviews.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const middleware = [isAuth];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.company-review');

/** /company-profile/{id}/review?kind=: write or edit a review of the company; its action also takes reports of reviews (decision 131). */
export const loader = (args: Route.LoaderArgs) => reviewPageLoader(args);
export const action = (args: Route.ActionArgs) => reviewPageAction(args);

export default function CompanyReview({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewFormPage page={loaderData} result={actionData as TReviewResult | undefined} />;
}
