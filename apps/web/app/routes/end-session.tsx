import type { Route } from './+types/end-session';
import { EndSessionPage } from '../features/account-security/end-session-page.tsx';
import { endSessionAction, endSessionLoader, type TEndSessionResult } from '../features/account-security/end-session.server.ts';
import { pageMeta } from '../lib/meta.ts';

const baseMeta = pageMeta('page.end-session');
/** A personal link: never indexed. */
export const meta = (args: Parameters<typeof baseMeta>[0]) => [...baseMeta(args), { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => endSessionLoader(args);
export const action = (args: Route.ActionArgs) => endSessionAction(args);

/** /end-session?token=…: a session ended from the new-device mail, without a login (decision 166). */
export default function EndSession({ loaderData, actionData }: Route.ComponentProps) {
  return <EndSessionPage page={loaderData} result={actionData as TEndSessionResult | undefined} />;
}
