import type { Route } from './+types/company-analytics';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { AnalyticsView, JobsTable } from '../../features/job-analytics/analytics-view.tsx';
import { adminCompanyAnalyticsLoader } from '../../features/job-analytics/analytics.server.ts';
import { useI18n } from '../../i18n/index.ts';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin-company-analytics');

/** /admin/companies/:id/analytics: a company's job analytics in the console, as the company sees them (decision 124). */
export const loader = (args: Route.LoaderArgs) => adminCompanyAnalyticsLoader(args);

export default function AdminCompanyAnalytics({ loaderData: page }: Route.ComponentProps) {
  const { t } = useI18n();
  const { analytics } = page;
  return (
    <AdminShell title={t('page.admin-company-analytics')} active="companies">
      <AnalyticsView title={analytics.company.name} titleOrder={2} page={page} totals={analytics.totals} days={analytics.days}>
        <JobsTable jobs={analytics.jobs} jobLink={(id) => `/admin/jobs/${id}/analytics`} title={t('analytics.companyJobs')} />
      </AnalyticsView>
    </AdminShell>
  );
}
