import { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import { INTERNAL_CALL_HEADER } from '@tawzeef/api';
import type { TApiTransport } from '../app/lib/context.ts';
import type { SharedAnswers } from './shared-answers.ts';

/** The API over HTTP, for a web tier that runs apart from the API (API_ORIGIN). */
export function httpTransport(origin: string): TApiTransport {
  return {
    async request({ method, path: apiPath, headers, body, rawBody, remoteAddress }) {
      const response = await fetch(`${origin}${apiPath}`, {
        method,
        headers: { ...headers, 'x-forwarded-for': remoteAddress },
        body: rawBody ? new Uint8Array(rawBody) : body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    raw: ({ path: apiPath, headers, remoteAddress, signal }) => fetch(`${origin}${apiPath}`, { headers: { ...headers, 'x-forwarded-for': remoteAddress }, signal }),
    stream: ({ path: apiPath, headers, remoteAddress, signal }) => fetch(`${origin}${apiPath}`, { headers: { ...headers, 'x-forwarded-for': remoteAddress }, signal }),
  };
}

/** The headers of an injected answer as Fetch Headers. */
function fetchHeaders(headers: Record<string, unknown>): Headers {
  const result = new Headers();
  for (const [key, value] of Object.entries(headers)) {
    if (value !== undefined) result.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return result;
}

/**
 * The API in this process: no network hop, the visitor's address passed on for the limits of what they do (logins,
 * codes), and the process's secret so that a page's calls are not counted against the visitor's API limit.
 */
export function injectTransport(app: FastifyInstance, internalCallToken: string, shared: SharedAnswers): TApiTransport {
  const mark = (headers: Record<string, string>) => ({ ...headers, [INTERNAL_CALL_HEADER]: internalCallToken });
  return {
    async request({ method, path: apiPath, headers, body, rawBody, remoteAddress }) {
      const kept = method === 'GET' ? shared.get(apiPath, headers) : undefined;
      if (kept) return kept;
      const response = await app.inject({
        method: method as 'GET',
        url: apiPath,
        headers: mark(headers),
        remoteAddress,
        ...(rawBody ? { payload: rawBody } : body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      if (method === 'GET') shared.put(apiPath, headers, response.statusCode, response.headers, response.body);
      return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : null };
    },
    async raw({ path: apiPath, headers, remoteAddress }) {
      const response = await app.inject({ method: 'GET', url: apiPath, headers: mark(headers), remoteAddress });
      return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: fetchHeaders(response.headers) });
    },
    // The answer is handed on as it is written (light-my-request resolves at the head); the visitor leaving ends
    // the API's side of it too, so the API unsubscribes the stream.
    async stream({ path: apiPath, headers, remoteAddress, signal }) {
      const response = await app.inject({ method: 'GET', url: apiPath, headers: mark(headers), remoteAddress, payloadAsStream: true });
      const apiSide = response.raw.res;
      const end = () => apiSide.destroy();
      if (signal?.aborted) end();
      signal?.addEventListener('abort', end, { once: true });
      const body = response.stream();
      body.once('close', () => signal?.removeEventListener('abort', end));
      // ReadableStream.from reads the stream as it is asked to (an async iterator), where Readable.toWeb pushes each
      // chunk as it comes: Node 20's adapter then throws, uncaught, when a chunk comes after the page's side has gone
      // (nodejs/node#54205), which ended the journeys' server in a CI run.
      return new Response(WebReadableStream.from(body) as ReadableStream<Uint8Array>, { status: response.statusCode, headers: fetchHeaders(response.headers) });
    },
  };
}
