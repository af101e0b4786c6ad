import type { Route } from './+types/checkout';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { checkoutAction, checkoutLoader, type TCheckoutResult } from '../features/payments/checkout.server.ts';
import { CheckoutPage } from '../features/payments/checkout-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('billing')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.payment');
export const loader = (args: Route.LoaderArgs) => checkoutLoader(args);
export const action = (args: Route.ActionArgs) => checkoutAction(args);

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage page={loaderData} result={actionData as TCheckoutResult | undefined} />;
}
