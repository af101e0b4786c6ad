import { API } from '@tawzeef/contract';
import { clientHeaders, type TApiArgs } from '../../lib/server/api.server.ts';
import { streamApiFile } from '../../lib/server/api-file.server.ts';
import { sessionContext, webContext } from '../../lib/context.ts';

const STREAM_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-store', 'x-accel-buffering': 'no', 'x-content-type-options': 'nosniff' };

/**
 * /messages/events: the API's message events (Server-Sent Events) passed on to the browser with the session's
 * token, which the browser never holds (decision 029). Answered 204 to anyone without a job seeker's or a company's
 * session: a browser's EventSource stops on it instead of retrying.
 */
export async function streamMessageEvents(args: TApiArgs): Promise<Response> {
  const { context, request } = args;
  const { token, user } = context.get(sessionContext);
  const web = context.get(webContext);
  if (!token || !user || user.type === 'ADMIN') return new Response(null, { status: 204 });
  if (!web.api.stream) return new Response(null, { status: 503 });
  let upstream: Response;
  try {
    upstream = await web.api.stream({ path: API.messages.events.path, headers: { ...clientHeaders(args, {}), accept: 'text/event-stream' }, remoteAddress: web.clientIp, signal: request.signal });
  } catch (error) {
    if (!request.signal.aborted) console.error('message events failed', error);
    return new Response(null, { status: 503 });
  }
  if (upstream.status !== 200 || !upstream.body) {
    await upstream.body?.cancel();
    return new Response(null, { status: upstream.status === 401 || upstream.status === 403 ? 204 : 503 });
  }
  return new Response(upstream.body, { status: 200, headers: STREAM_HEADERS });
}

/** The file of a file message, or an invitation's calendar file, streamed with the session's token (either side only). */
export async function conversationFile(args: TApiArgs, kind: 'file' | 'calendar', id: number, message: number): Promise<Response> {
  const definition = kind === 'file' ? API.conversations.file : API.conversations.calendar;
  const response = await streamApiFile(args, definition, { params: { id, message } });
  if (!response.ok) throw new Response(null, { status: response.status });
  return response;
}
