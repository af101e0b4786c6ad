import type { Route } from './+types/saved-searches';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { SavedSearchesPage } from '../features/candidates/saved-searches-page.tsx';
import { savedSearchesAction, savedSearchesLoader, type TSavedSearchesResult } from '../features/candidates/saved-searches.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('candidates')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.saved-searches');

/** /saved-searches: the member's saved candidate searches (decision 129). */
export const loader = (args: Route.LoaderArgs) => savedSearchesLoader(args);
export const action = (args: Route.ActionArgs) => savedSearchesAction(args);

export default function SavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  return <SavedSearchesPage page={loaderData} result={actionData as TSavedSearchesResult | undefined} />;
}
