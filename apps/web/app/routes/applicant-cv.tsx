import type { Route } from './+types/applicant-cv';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { applicantCvFile } from '../features/applications/applications.server.ts';
import { idParam } from '../lib/params.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware: Route.MiddlewareFunction[] = [isAuth, isCompany, memberMay('applicants:read')];

/** A resource route: the CV file an applicant attached, for the company of the job only (the API checks it). */
export async function loader(args: Route.LoaderArgs) {
  return applicantCvFile(args, idParam(args.params.applicationId));
}
