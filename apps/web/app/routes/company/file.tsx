import { API } from '@tawzeef/contract';
import type { Route } from './+types/file';
import { isAuth, isCompany } from '../../features/auth/guards.server.ts';
import { streamApiFile } from '../../lib/server/api-file.server.ts';
import { idParam } from '../../lib/params.ts';

export const middleware: Route.MiddlewareFunction[] = [isAuth, isCompany];

/** A resource route: the company's own private files (its commercial registration), fetched with its token. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.fileId);
  const response = await streamApiFile(args, API.files.download, { params: { id } });
  if (!response.ok) throw new Response(null, { status: response.status });
  return response;
}
