import type { Route } from './+types/saved-searches-unsubscribe';
import { SavedSearchUnsubscribePage } from '../features/candidates/saved-search-unsubscribe-page.tsx';
import { savedSearchUnsubscribeAction, savedSearchUnsubscribeLoader, type TSavedSearchUnsubscribeResult } from '../features/candidates/saved-searches.server.ts';
import { pageMeta } from '../lib/meta.ts';

const baseMeta = pageMeta('page.saved-searches-unsubscribe');
/** A personal link: never indexed. */
export const meta = (args: Parameters<typeof baseMeta>[0]) => [...baseMeta(args), { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => savedSearchUnsubscribeLoader(args);
export const action = (args: Route.ActionArgs) => savedSearchUnsubscribeAction(args);

export default function SavedSearchesUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <SavedSearchUnsubscribePage page={loaderData} result={actionData as TSavedSearchUnsubscribeResult | undefined} />;
}
