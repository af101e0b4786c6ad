import type { Route } from './+types/recommended-jobs';
import { isAuth, isUser } from '../features/auth/guards.server.ts';
import { allRecommendationsAction, allRecommendationsLoader } from '../features/recommendations/recommendations.server.ts';
import { AllRecommendationsPage } from '../features/recommendations/all-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const middleware = [isAuth, isUser];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.recommended-jobs');

export const loader = (args: Route.LoaderArgs) => allRecommendationsLoader(args);
export const action = (args: Route.ActionArgs) => allRecommendationsAction(args);

/** /recommended-jobs: every job recommended from the CV, each with "Not interested" (decision 152). */
export default function RecommendedJobsPage({ loaderData }: Route.ComponentProps) {
  return <AllRecommendationsPage data={loaderData} />;
}
