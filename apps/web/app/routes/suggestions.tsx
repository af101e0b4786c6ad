import type { Route } from './+types/suggestions';
import { suggestionsAnswer } from '../features/search/suggestions.server.ts';

/** A resource route for the search boxes' suggestions: GET ?q=&scope= → { items } (see suggestions.server.ts). */
export const loader = (args: Route.LoaderArgs) => suggestionsAnswer(args);
