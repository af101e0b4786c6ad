import type { Route } from './+types/company-file';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { idParam, streamApiFile } from '../../features/company/files.server.ts';

export const middleware: Route.MiddlewareFunction[] = [isAuth, isAdmin];

/** A resource route: a company's commercial registration (PDF) for the administrator checking it. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  if (!id) throw new Response(null, { status: 404 });
  const response = await streamApiFile(args, `/api/admin/companies/${id}/commercial-file`);
  if (!response.ok) throw new Response(null, { status: response.status });
  return response;
}
