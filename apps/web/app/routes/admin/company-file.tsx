import type { Route } from './+types/company-file';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { streamApiFile } from '../../lib/api-file.server.ts';
import { idParam } from '../../lib/params.ts';

export const middleware: Route.MiddlewareFunction[] = [isAuth, isAdmin];

/** A resource route: a company's commercial registration (PDF) for the administrator checking it. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const response = await streamApiFile(args, `/api/admin/companies/${id}/commercial-file`);
  if (!response.ok) throw new Response(null, { status: response.status });
  return response;
}
