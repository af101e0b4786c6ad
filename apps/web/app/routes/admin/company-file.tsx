import { API } from '@tawzeef/contract';
import type { Route } from './+types/company-file';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { streamApiFile } from '../../lib/server/api-file.server.ts';
import { idParam } from '../../lib/params.ts';

export const middleware: Route.MiddlewareFunction[] = [isAuth, isAdmin];

/** A resource route: a company's commercial registration (PDF) for the administrator checking it. */
export async function loader(args: Route.LoaderArgs) {
  const response = await streamApiFile(args, API.adminCompanies.commercialFile, { params: { id: idParam(args.params.id) } });
  if (!response.ok) throw new Response(null, { status: response.status });
  return response;
}
