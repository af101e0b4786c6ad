import type { Route } from './+types/find-jobs';
import { findJobsAction, findJobsLoader, type TFindJobsResult } from '../features/search/find-jobs.server.ts';
import { FindJobsPage } from '../features/search/find-jobs-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta('page.find-jobs');

export const loader = (args: Route.LoaderArgs) => findJobsLoader(args);
export const action = (args: Route.ActionArgs) => findJobsAction(args);

export default function FindJobs({ loaderData, actionData }: Route.ComponentProps) {
  return <FindJobsPage page={loaderData} result={actionData as TFindJobsResult | undefined} />;
}
