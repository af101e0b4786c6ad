import type { Route } from './+types/job-alerts';
import { isAuth, isUser } from '../features/auth/guards.server.ts';
import { AlertsPage } from '../features/alerts/alerts-page.tsx';
import { alertsAction, alertsLoader, type TAlertsResult } from '../features/alerts/alerts.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const middleware = [isAuth, isUser];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.job-alerts');

export const loader = (args: Route.LoaderArgs) => alertsLoader(args);
export const action = (args: Route.ActionArgs) => alertsAction(args);

export default function JobAlerts({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertsPage page={loaderData} result={actionData as TAlertsResult | undefined} />;
}
