import type { Route } from './+types/payments-export';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { exportFormat, paymentsExport } from '../features/exports/exports.server.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware: Route.MiddlewareFunction[] = [isAuth, isCompany, memberMay('billing')];

/** A resource route: the company's payments and tax invoices as CSV or XLSX, streamed from the API (decision 122). */
export const loader = (args: Route.LoaderArgs) => paymentsExport(args, exportFormat(args.params.format));
