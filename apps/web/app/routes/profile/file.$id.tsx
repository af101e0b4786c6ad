import { API, ZFileIdParams } from '@tawzeef/contract';
import type { Route } from './+types/file.$id';
import { streamApiFile } from '../../lib/server/api-file.server.ts';

/** A resource route: the bytes of one of the person's files, so that links and images work without a token in the browser. */
export async function loader(args: Route.LoaderArgs) {
  const params = ZFileIdParams.safeParse(args.params);
  if (!params.success) throw new Response(null, { status: 404 });
  const response = await streamApiFile(args, API.files.download, { params: { id: params.data.id } });
  if (!response.ok) throw new Response(null, { status: response.status });
  return response;
}
