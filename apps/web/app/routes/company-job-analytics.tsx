import type { Route } from './+types/company-job-analytics';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { JobAnalyticsPage } from '../features/job-analytics/analytics-pages.tsx';
import { jobAnalyticsLoader } from '../features/job-analytics/analytics.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('jobs:read')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.company-job-analytics');

/** /company-jobs/:id/analytics?from=&to=: one of the company's jobs by day (decision 124). */
export const loader = (args: Route.LoaderArgs) => jobAnalyticsLoader(args);

export default function CompanyJobAnalytics({ loaderData }: Route.ComponentProps) {
  return <JobAnalyticsPage page={loaderData} />;
}
