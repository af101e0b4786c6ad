import type { Route } from './+types/applicants-export';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { applicantsExport, exportFormat } from '../features/exports/exports.server.ts';
import { idParam } from '../lib/params.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware: Route.MiddlewareFunction[] = [isAuth, isCompany, memberMay('applicants:read')];

/** A resource route: a job's applicants as CSV or XLSX with the page's filters, streamed from the API (decision 122). */
export const loader = (args: Route.LoaderArgs) => applicantsExport(args, idParam(args.params.id), exportFormat(args.params.format));
