import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { Route } from './+types/job-analytics';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { AnalyticsView } from '../../features/job-analytics/analytics-view.tsx';
import { adminJobAnalyticsLoader } from '../../features/job-analytics/analytics.server.ts';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin-job-analytics');

/** /admin/jobs/:id/analytics: any job's analytics in the console, as its company sees them (decision 124). */
export const loader = (args: Route.LoaderArgs) => adminJobAnalyticsLoader(args);

export default function AdminJobAnalytics({ loaderData: page }: Route.ComponentProps) {
  const { t, prefix } = useI18n();
  const { analytics } = page;
  const links = (
    <Button component={Link} to={withPrefix(prefix, `/admin/jobs/${analytics.job.id}`)} variant="default" size="xs">
      {t('analytics.jobRecord')}
    </Button>
  );
  return (
    <AdminShell title={t('page.admin-job-analytics')} active="jobs">
      <AnalyticsView title={analytics.job.title} titleOrder={2} page={page} totals={analytics.totals} days={analytics.days} links={links} />
    </AdminShell>
  );
}
