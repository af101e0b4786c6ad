import type { Route } from './+types/applicants';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { ApplicantsPage } from '../features/applications/applicants-page.tsx';
import { applicantsAction, applicantsLoader } from '../features/applications/applications.server.ts';
import type { TBulkActionResult } from '../features/applications/pipeline.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('applicants:read')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.applicants');

export async function loader(args: Route.LoaderArgs) {
  return applicantsLoader(args);
}
export const action = (args: Route.ActionArgs) => applicantsAction(args);

export default function Applicants({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicantsPage data={loaderData} result={actionData as TBulkActionResult | undefined} />;
}
