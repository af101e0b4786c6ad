import type { Route } from './+types/home';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { dashboardLoader } from '../../features/admin/console.server.ts';
import { DashboardPage } from '../../features/admin/dashboard-page.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin');
export const loader = (args: Route.LoaderArgs) => dashboardLoader(args);

export default function Admin({ loaderData }: Route.ComponentProps) {
  return <DashboardPage data={loaderData} />;
}
