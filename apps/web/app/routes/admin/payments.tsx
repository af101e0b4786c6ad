import type { Route } from './+types/payments';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { adminPaymentsAction, adminPaymentsLoader, type TAdminResult } from '../../features/payments/admin.server.ts';
import { AdminPaymentsPage } from '../../features/payments/admin-payments-page.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin-payments');
export const loader = (args: Route.LoaderArgs) => adminPaymentsLoader(args);
export const action = (args: Route.ActionArgs) => adminPaymentsAction(args);

export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminPaymentsPage page={loaderData} result={actionData as TAdminResult | undefined} />;
}
