import type { Route } from './+types/recommended-jobs-dismissed';
import { isAuth, isUser } from '../features/auth/guards.server.ts';
import { dismissedAction, dismissedLoader, type TRecommendationResult } from '../features/recommendations/recommendations.server.ts';
import { DismissedJobsPage } from '../features/recommendations/dismissed-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const middleware = [isAuth, isUser];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.recommended-jobs-dismissed');

export const loader = (args: Route.LoaderArgs) => dismissedLoader(args);
export const action = (args: Route.ActionArgs) => dismissedAction(args);

/** /recommended-jobs/dismissed: the jobs dismissed from the recommendations, each with Undo (decision 139). */
export default function RecommendedJobsDismissed({ loaderData, actionData }: Route.ComponentProps) {
  return <DismissedJobsPage data={loaderData} result={actionData as TRecommendationResult | undefined} />;
}
