import type { Route } from './+types/company-jobs';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { CompanyJobsPage } from '../features/jobs/company-jobs-page.tsx';
import { companyJobsAction, companyJobsLoader } from '../features/jobs/company-jobs.server.ts';
import type { TCompanyJobsResult } from '../features/jobs/post-job-types.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('jobs:read')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.company-jobs');

export const loader = (args: Route.LoaderArgs) => companyJobsLoader(args);
export const action = (args: Route.ActionArgs) => companyJobsAction(args);

export default function CompanyJobs({ loaderData, actionData }: Route.ComponentProps) {
  return <CompanyJobsPage data={loaderData} result={actionData as TCompanyJobsResult | undefined} />;
}
