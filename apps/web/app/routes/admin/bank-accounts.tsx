import type { Route } from './+types/bank-accounts';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { adminBankAccountsAction, adminBankAccountsLoader, type TAdminResult } from '../../features/payments/admin.server.ts';
import { AdminBankAccountsPage } from '../../features/payments/admin-bank-accounts-page.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin-bank-accounts');
export const loader = (args: Route.LoaderArgs) => adminBankAccountsLoader(args);
export const action = (args: Route.ActionArgs) => adminBankAccountsAction(args);

export default function AdminBankAccounts({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminBankAccountsPage accounts={loaderData.accounts} editing={loaderData.editing} result={actionData as TAdminResult | undefined} />;
}
