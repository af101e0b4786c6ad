import type { Route } from './+types/find-jobs';
import { findJobsLoader } from '../features/search/find-jobs.server.ts';
import { FindJobsPage } from '../features/search/find-jobs-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta('page.find-jobs');

export const loader = (args: Route.LoaderArgs) => findJobsLoader(args);

export default function FindJobs({ loaderData }: Route.ComponentProps) {
  return <FindJobsPage page={loaderData} />;
}
