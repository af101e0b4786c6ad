import type { Route } from './+types/payment-receipt';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { adminReceipt } from '../../features/payments/admin.server.ts';

export const middleware = [isAuth, isAdmin];

/** A resource route: the transfer receipt a company uploaded, streamed from the admin API for the admin's browser. */
export async function loader(args: Route.LoaderArgs) {
  const response = await adminReceipt(args);
  if (!response.ok) throw new Response(null, { status: response.status });
  return response;
}
