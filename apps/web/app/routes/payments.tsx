import type { Route } from './+types/payments';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { paymentsAction, paymentsLoader, type TPackagesResult } from '../features/payments/payments.server.ts';
import { PaymentsPage } from '../features/payments/payments-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('billing')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.payments');
export const loader = (args: Route.LoaderArgs) => paymentsLoader(args);
export const action = (args: Route.ActionArgs) => paymentsAction(args);

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentsPage data={loaderData} result={actionData as TPackagesResult | undefined} />;
}
