import type { Route } from './+types/job-report';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { adminReportAction, adminReportLoader, type TModerationResult } from '../../features/moderation/admin.server.ts';
import { AdminReportPage } from '../../features/moderation/admin-reports-page.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin-job-report');
export const loader = (args: Route.LoaderArgs) => adminReportLoader(args);
export const action = (args: Route.ActionArgs) => adminReportAction(args);

export default function AdminJobReport({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminReportPage data={loaderData} result={actionData as TModerationResult | undefined} />;
}
