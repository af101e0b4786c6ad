import type { Route } from './+types/job-alerts-unsubscribe';
import { UnsubscribePage } from '../features/alerts/unsubscribe-page.tsx';
import { unsubscribeAction, unsubscribeLoader, type TUnsubscribeResult } from '../features/alerts/unsubscribe.server.ts';
import { pageMeta } from '../lib/meta.ts';

const baseMeta = pageMeta('page.job-alerts-unsubscribe');
/** A personal link: never indexed. */
export const meta = (args: Parameters<typeof baseMeta>[0]) => [...baseMeta(args), { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => unsubscribeLoader(args);
export const action = (args: Route.ActionArgs) => unsubscribeAction(args);

export default function JobAlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage page={loaderData} result={actionData as TUnsubscribeResult | undefined} />;
}
