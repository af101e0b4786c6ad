import type { Route } from './+types/account-security';
import { isAuth } from '../features/auth/guards.server.ts';
import { AccountSecurityPage } from '../features/account-security/account-security-page.tsx';
import { accountSecurityAction, accountSecurityLoader, type TAccountSecurityResult } from '../features/account-security/account-security.server.ts';
import { EndSessionPage } from '../features/account-security/end-session-page.tsx';
import { END_LINK_PARAMETER, endSessionAction, type TEndSessionResult } from '../features/account-security/end-session.server.ts';
import { pageMeta } from '../lib/meta.ts';

/** The new-device mail's link (`?end=`, decision 166) is for whoever holds the mail: no login asked. */
export const middleware: Route.MiddlewareFunction[] = [(args, next) => (args.url.searchParams.has(END_LINK_PARAMETER) ? next() : isAuth(args, next))];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.account-security');

/** /account-security: the second step of signing in, for every kind of account (decision 160); `?end=`: the session a mail names. */
export const loader = (args: Route.LoaderArgs) => accountSecurityLoader(args);
export const action = (args: Route.ActionArgs) => (args.url.searchParams.has(END_LINK_PARAMETER) ? endSessionAction(args) : accountSecurityAction(args));

export default function AccountSecurity({ loaderData, actionData }: Route.ComponentProps) {
  if ('endToken' in loaderData) return <EndSessionPage page={{ token: loaderData.endToken ?? '' }} result={actionData as TEndSessionResult | undefined} />;
  return <AccountSecurityPage page={loaderData} result={actionData as TAccountSecurityResult | undefined} />;
}
