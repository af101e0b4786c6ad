import type { Route } from './+types/my-applications';
import { isAuth, isUser } from '../features/auth/guards.server.ts';
import { myApplicationsAction, myApplicationsLoader, type TItemResult } from '../features/applications/applications.server.ts';
import { MyApplicationsPage } from '../features/applications/seeker-pages.tsx';
import { pageMeta } from '../lib/meta.ts';

export const middleware = [isAuth, isUser];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.my-applications');

export const loader = (args: Route.LoaderArgs) => myApplicationsLoader(args);
export const action = (args: Route.ActionArgs) => myApplicationsAction(args);

export default function MyApplications({ loaderData, actionData }: Route.ComponentProps) {
  return <MyApplicationsPage data={loaderData} result={actionData as TItemResult | undefined} />;
}
