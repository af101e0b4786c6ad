import type { Route } from './+types/recommended-jobs-unsubscribe';
import { unsubscribeAction, unsubscribeLoader, type TUnsubscribeResult } from '../lib/server/recommendations.server.ts';
import { RecommendationUnsubscribePage } from '../features/recommendations/dismissed-page.tsx';
import { pageMeta } from '../lib/meta.ts';

const baseMeta = pageMeta('page.recommended-jobs-unsubscribe');
/** A personal link: never indexed. */
export const meta = (args: Parameters<typeof baseMeta>[0]) => [...baseMeta(args), { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => unsubscribeLoader(args);
export const action = (args: Route.ActionArgs) => unsubscribeAction(args);

/** /recommended-jobs/unsubscribe?token=…: the weekly recommendations turned off from their mail, without a login (decision 139). */
export default function RecommendedJobsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <RecommendationUnsubscribePage page={loaderData} result={actionData as TUnsubscribeResult | undefined} />;
}
