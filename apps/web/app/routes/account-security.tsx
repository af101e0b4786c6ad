import type { Route } from './+types/account-security';
import { isAuth } from '../features/auth/guards.server.ts';
import { AccountSecurityPage } from '../features/account-security/account-security-page.tsx';
import { accountSecurityAction, accountSecurityLoader, type TAccountSecurityResult } from '../features/account-security/account-security.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const middleware = [isAuth];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.account-security');

/** /account-security: the second step of signing in, for every kind of account (decision 160). */
export const loader = (args: Route.LoaderArgs) => accountSecurityLoader(args);
export const action = (args: Route.ActionArgs) => accountSecurityAction(args);

export default function AccountSecurity({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountSecurityPage page={loaderData} result={actionData as TAccountSecurityResult | undefined} />;
}
