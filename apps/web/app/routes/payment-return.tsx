import type { Route } from './+types/payment-return';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { returnLoader } from '../features/payments/payments.server.ts';
import { ReturnPage } from '../features/payments/return-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('billing')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.payment-return');
export const loader = (args: Route.LoaderArgs) => returnLoader(args);
/** The page confirms with the gateway on every visit (idempotent); a later form post on it should not do it again. */
export const shouldRevalidate = () => false;

export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  return <ReturnPage page={loaderData} />;
}
