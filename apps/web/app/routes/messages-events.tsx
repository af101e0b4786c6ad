import type { Route } from './+types/messages-events';
import { streamMessageEvents } from '../features/messages/events.server.ts';

/** A resource route: the message events of the logged-in account (Server-Sent Events; 204 for anyone else). */
export const loader = (args: Route.LoaderArgs) => streamMessageEvents(args);
