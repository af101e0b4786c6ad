import type { Route } from './+types/company-invitation';
import { InvitationPage } from '../features/team/invitation-page.tsx';
import { invitationAction, invitationLoader } from '../features/team/team.server.ts';
import type { TActionResult } from '../lib/context.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta('page.company-invitation');

/** /company-invitation?token=: the landing page of an invitation link (decision 116), for visitors and company accounts. */
export const loader = (args: Route.LoaderArgs) => invitationLoader(args);
export const action = (args: Route.ActionArgs) => invitationAction(args);

export default function CompanyInvitation({ loaderData, actionData }: Route.ComponentProps) {
  return <InvitationPage page={loaderData} result={actionData as TActionResult | undefined} />;
}
