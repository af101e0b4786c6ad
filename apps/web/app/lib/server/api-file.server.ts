import type { TEndpointInput } from '@tawzeef/contract';
import { clientHeaders, fileEndpointPath, type TApiArgs, type TFileEndpoint } from './api.server.ts';
import { sessionContext, webContext } from '../context.ts';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'x-content-type-options', 'content-security-policy'];

/**
 * The bytes of a private file from the API with the session's token, for links and <img> in the pages (the
 * browser holds no token): a person's own file or, for an administrator, a company's
 * registration or transfer receipt. The path comes from the endpoint's declaration, never from the request,
 * and the API is reached through the web server's API transport (in-process, or API_ORIGIN).
 */
export async function streamApiFile<E extends TFileEndpoint>(args: TApiArgs, definition: E, input: TEndpointInput<E>): Promise<Response> {
  const path = fileEndpointPath(definition, input);
  const { context } = args;
  const { token } = context.get(sessionContext);
  const web = context.get(webContext);
  if (!token) return new Response(null, { status: 401 });
  let upstream: Response;
  try {
    upstream = await web.api.raw({ path, headers: clientHeaders(args, {}), remoteAddress: web.clientIp, signal: args.request.signal });
  } catch (error) {
    console.error('file download failed', path, error);
    return new Response(null, { status: 503 });
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    // Someone else's file, or one that is gone: the same answer, so ids cannot be probed.
    return new Response(null, { status: upstream.status === 401 || upstream.status === 403 ? 404 : upstream.status });
  }
  const headers = new Headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
