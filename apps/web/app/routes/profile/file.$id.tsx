import { ZFileIdParams } from '@tawzeef/contract';
import type { Route } from './+types/file.$id';
import { fetchOwnFile } from '../../features/profile/files/files.server.ts';

/** A resource route: the bytes of one of the person's files, so that links and images work without a token in the browser. */
export async function loader(args: Route.LoaderArgs) {
  const params = ZFileIdParams.safeParse(args.params);
  if (!params.success) throw new Response(null, { status: 404 });
  const response = await fetchOwnFile(args, params.data.id);
  if (!response.ok) throw new Response(null, { status: response.status });
  return response;
}
