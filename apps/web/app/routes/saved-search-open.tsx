import type { Route } from './+types/saved-search-open';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { openSavedSearchLoader } from '../features/candidates/saved-searches.server.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('candidates')];
export const handle = { auth: 'required' };

/** /saved-searches/:id: opens a saved search (its new candidates are seen from now) and runs it on /search-on-employee. */
export const loader = (args: Route.LoaderArgs) => openSavedSearchLoader(args);
