import type { Route } from './+types/talent-pool';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { TalentPoolPage } from '../features/candidates/talent-pool-page.tsx';
import { poolLoader, poolsAction, type TPoolsResult } from '../features/candidates/talent-pools.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('candidates')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.talent-pool');

/** /talent-pools/:id: one list's candidates, with "remove from the list". */
export const loader = (args: Route.LoaderArgs) => poolLoader(args);
export const action = (args: Route.ActionArgs) => poolsAction(args);

export default function TalentPool({ loaderData, actionData }: Route.ComponentProps) {
  return <TalentPoolPage page={loaderData} result={actionData as TPoolsResult | undefined} />;
}
