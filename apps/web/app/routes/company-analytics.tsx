import type { Route } from './+types/company-analytics';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { CompanyAnalyticsPage } from '../features/job-analytics/analytics-pages.tsx';
import { companyAnalyticsLoader } from '../features/job-analytics/analytics.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('jobs:read')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.company-analytics');

/** /company-analytics?from=&to=: the company's jobs together (decision 124). */
export const loader = (args: Route.LoaderArgs) => companyAnalyticsLoader(args);

export default function CompanyAnalytics({ loaderData }: Route.ComponentProps) {
  return <CompanyAnalyticsPage page={loaderData} />;
}
