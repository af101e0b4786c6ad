import type { Route } from './+types/place-search';
import { searchPlaces } from '../../features/company/map/place-search.server.ts';

/** A resource route for the map's place search box: GET ?q= → { results } (see place-search.server.ts). */
export const loader = (args: Route.LoaderArgs) => searchPlaces(args);
