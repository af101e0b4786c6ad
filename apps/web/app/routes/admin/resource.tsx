import type { Route } from './+types/resource';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { resourceListAction, resourceListLoader, type TConsoleResult } from '../../features/admin/console.server.ts';
import { ResourceListPage } from '../../features/admin/resource-list-page.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin-resource');
export const loader = (args: Route.LoaderArgs) => resourceListLoader(args);
export const action = (args: Route.ActionArgs) => resourceListAction(args);

export default function AdminResource({ loaderData, actionData }: Route.ComponentProps) {
  return <ResourceListPage data={loaderData} result={actionData as TConsoleResult | undefined} />;
}
