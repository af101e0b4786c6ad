import type { Route } from './+types/saved-jobs';
import { isAuth, isUser } from '../features/auth/guards.server.ts';
import { savedJobsAction, savedJobsLoader, type TItemResult } from '../features/applications/applications.server.ts';
import { SavedJobsPage } from '../features/applications/seeker-pages.tsx';
import { pageMeta } from '../lib/meta.ts';

export const middleware = [isAuth, isUser];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.saved-jobs');

export const loader = (args: Route.LoaderArgs) => savedJobsLoader(args);
export const action = (args: Route.ActionArgs) => savedJobsAction(args);

export default function SavedJobs({ loaderData, actionData }: Route.ComponentProps) {
  return <SavedJobsPage data={loaderData} result={actionData as TItemResult | undefined} />;
}
