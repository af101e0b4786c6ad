import type { Route } from './+types/search-on-employee';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { CandidateSearchPage } from '../features/candidates/candidate-search-page.tsx';
import { candidateSearchLoader, saveCandidateAction, type TSaveResult } from '../features/candidates/candidate-search.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('candidates')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.search-on-employee');

/** /search-on-employee: candidate search for companies (issue 13, decision 028), and "save to a list" from its cards. */
export const loader = (args: Route.LoaderArgs) => candidateSearchLoader(args);
export const action = (args: Route.ActionArgs) => saveCandidateAction(args);

export default function SearchOnEmployee({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateSearchPage page={loaderData} result={actionData as TSaveResult | undefined} />;
}
