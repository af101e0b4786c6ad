import type { Route } from './+types/job-reviews';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { adminReviewsAction, adminReviewsLoader, type TModerationResult } from '../../features/moderation/admin.server.ts';
import { AdminReviewsPage } from '../../features/moderation/admin-reviews-page.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin-job-reviews');
export const loader = (args: Route.LoaderArgs) => adminReviewsLoader(args);
export const action = (args: Route.ActionArgs) => adminReviewsAction(args);

export default function AdminJobReviews({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminReviewsPage page={loaderData} result={actionData as TModerationResult | undefined} />;
}
