import type { Route } from './+types/talent-pools';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { TalentPoolsPage } from '../features/candidates/talent-pools-page.tsx';
import { poolsAction, poolsLoader, type TPoolsResult } from '../features/candidates/talent-pools.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('candidates')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.talent-pools');

/** /talent-pools: the company's named lists of candidates (decision 028). */
export const loader = (args: Route.LoaderArgs) => poolsLoader(args);
export const action = (args: Route.ActionArgs) => poolsAction(args);

export default function TalentPools({ loaderData, actionData }: Route.ComponentProps) {
  return <TalentPoolsPage page={loaderData} result={actionData as TPoolsResult | undefined} />;
}
