import type { Route } from './+types/applicants';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { ApplicantsPage } from '../features/applications/applicants-page.tsx';
import { applicantCvFile, applicantsAction, applicantsLoader, type TApplicantsData, type TItemResult } from '../features/applications/applications.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const middleware = [isAuth, isCompany];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.applicants');

export async function loader(args: Route.LoaderArgs) {
  // `?cv=<application id>`: the applicant's CV file, streamed from the API for this company only.
  const cv = new URL(args.request.url).searchParams.get('cv');
  if (cv !== null) {
    if (!/^\d{1,10}$/.test(cv)) throw new Response(null, { status: 404 });
    return applicantCvFile(args, Number(cv));
  }
  return applicantsLoader(args);
}
export const action = (args: Route.ActionArgs) => applicantsAction(args);

export default function Applicants({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicantsPage data={loaderData as unknown as TApplicantsData} result={actionData as TItemResult | undefined} />;
}
