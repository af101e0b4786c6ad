import type { Route } from './+types/company-reviews';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { CompanyReviewsPage } from '../features/reviews/company-reviews-page.tsx';
import { companyReviewsAction, companyReviewsLoader, type TAnswerResult } from '../features/reviews/reviews.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('company:read')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.company-reviews');

/** /company-reviews: the company's published reviews and its one public answer to each (decision 131). */
export const loader = (args: Route.LoaderArgs) => companyReviewsLoader(args);
export const action = (args: Route.ActionArgs) => companyReviewsAction(args);

export default function CompanyReviews({ loaderData, actionData }: Route.ComponentProps) {
  return <CompanyReviewsPage page={loaderData} result={actionData as TAnswerResult | undefined} />;
}
