import type { Route } from './+types/export';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { consoleExport, exportFormat } from '../../features/exports/exports.server.ts';

export const middleware: Route.MiddlewareFunction[] = [isAuth, isAdmin];

/** A resource route: a console list as CSV or XLSX with the filters of its page, streamed from the admin API (decision 122). */
export const loader = (args: Route.LoaderArgs) => consoleExport(args, args.params.resource, exportFormat(args.params.format));
