import type { Route } from './+types/post-job';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { PostJobPage } from '../features/jobs/post-job-page.tsx';
import { postJobAction, postJobLoader } from '../features/jobs/post-job.server.ts';
import type { TPostJobResult } from '../features/jobs/post-job-types.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('jobs:write')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.post-job');

export const loader = (args: Route.LoaderArgs) => postJobLoader(args);
export const action = (args: Route.ActionArgs) => postJobAction(args);

export default function PostJob({ loaderData, actionData }: Route.ComponentProps) {
  return <PostJobPage data={loaderData} result={actionData as TPostJobResult | undefined} />;
}
