import type { Route } from './+types/payments';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { paymentsLoader } from '../features/payments/payments.server.ts';
import { PaymentsPage } from '../features/payments/payments-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const middleware = [isAuth, isCompany];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.payments');
export const loader = (args: Route.LoaderArgs) => paymentsLoader(args);

export default function Payments({ loaderData }: Route.ComponentProps) {
  return <PaymentsPage payments={loaderData.payments} />;
}
