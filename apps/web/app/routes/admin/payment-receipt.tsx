import { API } from '@tawzeef/contract';
import type { Route } from './+types/payment-receipt';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { streamApiFile } from '../../lib/server/api-file.server.ts';
import { idParam } from '../../lib/params.ts';

export const middleware: Route.MiddlewareFunction[] = [isAuth, isAdmin];

/** A resource route: the transfer receipt a company uploaded, streamed from the admin API for the admin's browser. */
export async function loader(args: Route.LoaderArgs) {
  const response = await streamApiFile(args, API.adminPayments.receipt, { params: { id: idParam(args.params.id) } });
  if (!response.ok) throw new Response(null, { status: response.status });
  return response;
}
