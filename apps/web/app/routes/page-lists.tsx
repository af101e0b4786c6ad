import type { Route } from './+types/page-lists';
import { pageListsLoader } from '../lib/server/page-lists.server.ts';

/** /page-lists/{version}: the lists a search page's filters choose from, in the address's language (decision 068). */
export const loader = (args: Route.LoaderArgs) => pageListsLoader(args);
