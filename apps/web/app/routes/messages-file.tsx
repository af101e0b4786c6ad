import type { Route } from './+types/messages-file';
import { isAuth } from '../features/auth/guards.server.ts';
import { conversationFile } from '../features/messages/events.server.ts';
import { idParam } from '../lib/params.ts';

export const middleware: Route.MiddlewareFunction[] = [isAuth];

/** A resource route: the file of a file message, for the two sides of its conversation (the API checks it). */
export const loader = (args: Route.LoaderArgs) => conversationFile(args, 'file', idParam(args.params.id), idParam(args.params.message));
