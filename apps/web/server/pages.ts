import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as TNodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouterContextProvider, ServerBuild, RouterContext, createRequestHandler } from 'react-router';
import { isbot } from 'isbot';
import type { TConfig } from '@tawzeef/api';
import type { TApiTransport, TWebContext } from '../app/lib/context.ts';
import { nonceOf } from './csp.ts';
import { type PageCache, isShareable, matchesEtag, pageBody, pageKey, pageOf, type TPageEntry } from './page-cache.ts';
import { formHandlers, lowerCasePrefixed } from './route-forms.ts';

/** The server build, with React Router's runtime from the same bundle (entry.server.tsx). */
export type TBuild = ServerBuild & {
  entry: {
    module: {
      webContext: RouterContext<TWebContext>;
      cspNonceContext: RouterContext<string | undefined>;
      createRequestHandler: typeof createRequestHandler;
      RouterContextProvider: typeof RouterContextProvider;
    };
  };
};

export async function loadBuild(buildDir: string): Promise<TBuild> {
  return (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as TBuild;
}

/**
 * A form posted from a page sent with `Referrer-Policy: no-referrer` (the emailed links' pages, whose address holds a
 * token) carries `Origin: null`, which React Router's check of an action's origin refuses with a bare "Bad Request":
 * the email stayed unconfirmed when the button was pressed before the page's scripts had loaded (issue 57). The
 * browser says where the post came from in `Sec-Fetch-Site`, a header no page can set: a post it calls same-origin
 * gets this site's origin back, and the check stands for every other (another site's form, a sandboxed frame, whose
 * posts the browser calls cross-site) (decision 146).
 */
export function sameOriginPostOrigin(headers: Headers, origin: string): void {
  if (headers.get('origin') === 'null' && headers.get('sec-fetch-site') === 'same-origin') headers.set('origin', origin);
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const controller = new AbortController();
  // A visitor who leaves before the answer is written ends the page's work (an abort on every answer that did end
  // would cost an exception's stack each time).
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  sameOriginPostOrigin(headers, origin);
  // The body was read (bounded) by the web scope's parsers; a request without one has none.
  const raw = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body) ? request.body : undefined;
  const body = raw ? new Uint8Array(raw.buffer as ArrayBuffer, raw.byteOffset, raw.byteLength) : undefined;
  return new Request(`${origin}${request.url}`, { method: request.method, headers, signal: controller.signal, ...(body ? { body } : {}) });
}

/** `response` as Fastify's answer; `html`: its body when the render gave it as a string (TWebContext.html). */
async function sendWebResponse(reply: FastifyReply, response: Response, html?: string): Promise<void> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (html !== undefined) return reply.send(html);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as TNodeReadableStream));
}

/**
 * A page shared by visitors without a session (decision 049): 304 when the browser's copy has the same ETag (without
 * a Content-Security-Policy, so that the browser keeps the policy whose nonce its copy carries), else the page with
 * this response's nonce (`body`: the page just rendered for this response, which already has it). `private,
 * no-cache`: the browser keeps it and asks again each time, shared caches do not.
 */
function sendSharedPage(request: FastifyRequest, reply: FastifyReply, entry: Pick<TPageEntry, 'status' | 'headers' | 'parts' | 'etag'>, cache: 'hit' | 'miss' | 'off', body?: Buffer) {
  reply.header('etag', entry.etag);
  reply.header('x-page-cache', cache);
  const headers = new Map(entry.headers);
  if (!headers.has('cache-control')) reply.header('cache-control', 'private, no-cache');
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    for (const name of ['cache-control', 'vary']) if (headers.has(name)) reply.header(name, headers.get(name)!);
    return reply.code(304).send();
  }
  reply.code(entry.status);
  for (const [name, value] of headers) if (name !== 'content-length') reply.header(name, value);
  return reply.send(body ?? pageBody(entry.parts, nonceOf(request.raw)));
}

/** Hands every request of the web scope to React Router, through the page cache for visitors without a session. */
export function servePages(web: FastifyInstance, options: { config: TConfig; build: TBuild; api: TApiTransport; pageCache?: PageCache }): void {
  const { config, build, api, pageCache } = options;
  const { webContext, cspNonceContext, createRequestHandler, RouterContextProvider } = build.entry.module;
  const handlerOf = formHandlers(build, (formBuild) => createRequestHandler(formBuild, config.env === 'production' ? 'production' : 'development'));
  web.all('/*', async (request, reply) => {
    const lowered = lowerCasePrefixed(request.url);
    if (lowered) return reply.redirect(lowered, 301);
    const context = new RouterContextProvider();
    // A visitor without a session: the page may be shared (decision 049).
    const key = pageKey({ method: request.method, url: request.url, host: request.host, protocol: request.protocol, cookie: request.headers.cookie, isBot: isbot(request.headers['user-agent'] ?? '') });
    const web: TWebContext = { api, clientIp: request.ip, secureCookies: config.secureCookies, publicUrl: config.publicUrl };
    context.set(webContext, web);
    context.set(cspNonceContext, nonceOf(request.raw));
    const cached = key && pageCache?.enabled ? await pageCache.get(key) : undefined;
    if (cached) return sendSharedPage(request, reply, cached, 'hit');
    const since = key && pageCache?.enabled ? await pageCache.begin() : undefined;
    const handler = handlerOf(request.url.split('?', 1)[0]!);
    const response = await handler(toWebRequest(request, reply, `${request.protocol}://${request.host}`), context);
    // A page comes as a string (TWebContext.html); a redirect or a file comes as its response.
    if (!key || !isShareable(response.status, response.headers)) return sendWebResponse(reply, response, web.html);
    const { body, parts, etag } = pageOf(web.html ?? (await response.text()), nonceOf(request.raw));
    const page = { status: response.status, headers: [...response.headers], parts, etag };
    if (since) pageCache!.put(key, since, page);
    return sendSharedPage(request, reply, page, since ? 'miss' : 'off', body);
  });
}
