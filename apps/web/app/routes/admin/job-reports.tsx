import type { Route } from './+types/job-reports';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { adminReportsLoader } from '../../features/moderation/admin.server.ts';
import { AdminReportsPage } from '../../features/moderation/admin-reports-page.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin-job-reports');
export const loader = (args: Route.LoaderArgs) => adminReportsLoader(args);

export default function AdminJobReports({ loaderData }: Route.ComponentProps) {
  return <AdminReportsPage page={loaderData} />;
}
