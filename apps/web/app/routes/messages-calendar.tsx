import type { Route } from './+types/messages-calendar';
import { isAuth } from '../features/auth/guards.server.ts';
import { conversationFile } from '../features/messages/events.server.ts';
import { idParam } from '../lib/params.ts';

export const middleware: Route.MiddlewareFunction[] = [isAuth];

/** A resource route: an interview invitation's calendar file (.ics), for the two sides of its conversation. */
export const loader = (args: Route.LoaderArgs) => conversationFile(args, 'calendar', idParam(args.params.id), idParam(args.params.message));
