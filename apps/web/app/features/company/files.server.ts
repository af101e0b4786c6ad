import type { TApiArgs } from '../../lib/api.server.ts';
import { localeContext, sessionContext, webContext } from '../../lib/context.ts';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'x-content-type-options', 'content-security-policy'];

/**
 * The bytes of a private file from the API with the session's token (the browser holds none): the company's own
 * commercial registration (/api/v1/files/{id}) or, for an administrator, a company's
 * (/api/admin/companies/{id}/commercial-file). The path is always built here, never taken from the request.
 */
export async function streamApiFile(args: TApiArgs, path: string): Promise<Response> {
  const { context } = args;
  const { token } = context.get(sessionContext);
  const { locale } = context.get(localeContext);
  const web = context.get(webContext);
  if (!token) return new Response(null, { status: 404 });
  let upstream: Response;
  try {
    upstream = await web.api.raw({ path, headers: { authorization: `Bearer ${token}`, 'x-locale': locale }, remoteAddress: web.clientIp, signal: args.request.signal });
  } catch (error) {
    console.error('file download failed', path, error);
    return new Response(null, { status: 503 });
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    // Someone else's file, or one that is gone: the same answer, so ids cannot be probed.
    return new Response(null, { status: upstream.status === 401 || upstream.status === 403 ? 404 : upstream.status });
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}

/** Numeric route parameters only; anything else is a 404. */
export function idParam(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
