import type { Route } from './+types/find-jobs-places';
import { findJobsPlacesAnswer } from '../features/search/find-jobs-places.server.ts';

/** A resource route for the results' map: GET with /find-jobs's query → where its matches are (decision 141). */
export const loader = (args: Route.LoaderArgs) => findJobsPlacesAnswer(args);
