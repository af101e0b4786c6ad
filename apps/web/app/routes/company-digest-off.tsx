import type { Route } from './+types/company-digest-off';
import { DigestOffPage } from '../features/team/digest-off-page.tsx';
import { digestOffAction, digestOffLoader, type TDigestOffResult } from '../features/team/team.server.ts';
import { pageMeta } from '../lib/meta.ts';

const baseMeta = pageMeta('page.company-digest-off');
/** A personal link: never indexed. */
export const meta = (args: Parameters<typeof baseMeta>[0]) => [...baseMeta(args), { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => digestOffLoader(args);
export const action = (args: Route.ActionArgs) => digestOffAction(args);

/** /company-digest/off?token=…: a member's daily digest turned off from its mail, without a login (decision 126). */
export default function CompanyDigestOff({ loaderData, actionData }: Route.ComponentProps) {
  return <DigestOffPage page={loaderData} result={actionData as TDigestOffResult | undefined} />;
}
