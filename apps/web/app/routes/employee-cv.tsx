import type { LoaderFunctionArgs, MiddlewareFunction } from 'react-router';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { employeeCvFile } from '../features/applications/employee.server.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

// Registered in routes.ts as `employee-profile/cv/:token` (typed without ./+types until then).
export const middleware: MiddlewareFunction<Response>[] = [isAuth, isCompany, memberMay('candidates')];

/** A resource route: a candidate's CV file through the employee view's signed link (the API checks the company and the link's minutes). */
export async function loader(args: LoaderFunctionArgs) {
  return employeeCvFile(args, args.params.token ?? '');
}
