import type { Route } from './+types/company-team';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { TeamPage } from '../features/team/team-page.tsx';
import { teamAction, teamLoader, type TTeamResult } from '../features/team/team.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('company:read')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.company-team');

/** /company-team: the company's hiring team (decision 116). */
export const loader = (args: Route.LoaderArgs) => teamLoader(args);
export const action = (args: Route.ActionArgs) => teamAction(args);

export default function CompanyTeam({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamPage page={loaderData} result={actionData as TTeamResult | undefined} />;
}
