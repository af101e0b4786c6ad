import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as TNodeReadableStream } from 'node:stream/web';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import type { RouterContextProvider, ServerBuild, RouterContext, createRequestHandler } from 'react-router';
import { isbot } from 'isbot';
import { INTERNAL_CALL_HEADER, apiPlugin, isInternalCall, isServerWorker, jobChangeMark, openDatabase, prepareDatabase, registerCompression, registerLoadShedding, runServer, type TConfig, type TDatabaseHandle } from '@tawzeef/api';
import { API } from '@tawzeef/contract';
import type { TApiTransport, TWebContext } from './app/lib/context.ts';
import {
  PAGE_BODY_LIMITS,
  PAGE_BODY_TYPES,
  contentSecurityPolicy,
  isReadableForm,
  newNonce,
  refusalPage,
  refusalText,
  reportingEndpoints,
  requestLocale,
  type TRefusal,
} from './app/lib/page-security.server.ts';
import { crawlerVerifier } from './app/lib/page-views.server.ts';
import { formHandlers, lowerCasePrefixed } from './app/lib/route-forms.server.ts';
import { SharedAnswers } from './app/lib/shared-answers.server.ts';
import { PageCache, isShareable, matchesEtag, pageBody, pageKey, pageOf, type TPageEntry } from './app/lib/page-cache.server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.join(here, process.env.WEB_BUILD_DIR || 'build');

/** The server build, with React Router's runtime from the same bundle (entry.server.tsx). */
type TBuild = ServerBuild & {
  entry: {
    module: {
      webContext: RouterContext<TWebContext>;
      cspNonceContext: RouterContext<string | undefined>;
      createRequestHandler: typeof createRequestHandler;
      RouterContextProvider: typeof RouterContextProvider;
    };
  };
};

/** The API over HTTP, for a web tier that runs apart from the API (API_ORIGIN). */
function httpTransport(origin: string): TApiTransport {
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
function injectTransport(app: FastifyInstance, internalCallToken: string, shared: SharedAnswers): TApiTransport {
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
      return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status: response.statusCode, headers: fetchHeaders(response.headers) });
    },
  };
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
  return reply.send(body ?? pageBody(entry.parts, nonceOf(request)));
}

/** Serves the built client assets and hands every other request to React Router. */
export async function webPlugin(app: FastifyInstance, options: { config: TConfig; build: TBuild; api: TApiTransport; pageCache?: PageCache }) {
  const { config, build, api, pageCache } = options;
  const { webContext, cspNonceContext, createRequestHandler, RouterContextProvider } = build.entry.module;
  const handlerOf = formHandlers(build, (formBuild) => createRequestHandler(formBuild, config.env === 'production' ? 'production' : 'development'));

  // The client build as files, each under its own route (`wildcard: false`: anything else reaches the pages). Hashed
  // assets never change under their name: a year, immutable; the icons and the manifest a day. A text asset goes as
  // the .br or .gz copy the build wrote next to it (scripts/precompress.mjs) when the browser takes it.
  const assetsDir = `${path.join(buildDir, 'client', 'assets')}${path.sep}`;
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    decorateReply: false,
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    },
  });
  // An asset of another build (a page loaded before a deployment asks for its old chunk): a bare 404, no page rendered.
  app.get('/assets/*', (_request, reply) => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found'));

  await app.register(async (web) => {
    // Page actions take the bodies browser forms send, bounded by type while they stream in (decision 020):
    // over the limit answers 413 before the body is buffered, any other type 415 (a body-less request passes).
    web.removeAllContentTypeParsers();
    // A form that cannot be read (a multipart body cut short or without its boundary) answers 400 here, in the
    // visitor's language, for every action at once (decision 089).
    for (const type of PAGE_BODY_TYPES) {
      web.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: PAGE_BODY_LIMITS[type] }, async (request: FastifyRequest, body: Buffer) => {
        if (!(await isReadableForm(String(request.headers['content-type'] ?? ''), body))) throw Object.assign(new Error('unreadable form'), { statusCode: 400 });
        return body;
      });
    }
    web.setErrorHandler((error: FastifyError, request, reply) => sendRefusal(request, reply, error));
    // Page views are limited as page views, per address (decision 043): documents and `.data` loads alike, search
    // engines' crawlers verified by reverse and forward DNS allowed more. The API calls a page makes while rendering
    // are not counted again (injectTransport). Over the limit: 429 with Retry-After, the refusal page.
    const isVerifiedCrawler = crawlerVerifier();
    await web.register(rateLimit, {
      global: true,
      timeWindow: '1 minute',
      max: async (request) => ((await isVerifiedCrawler(request.ip, request.headers['user-agent'])) ? config.crawlerPageViewsPerMinute : config.pageViewsPerMinute),
      errorResponseBuilder: (_request, context) => Object.assign(new Error('too many page views'), { statusCode: context.statusCode }),
    });

    // Defaults for every page; a page that sets its own (the reset page's no-referrer) keeps it.
    const reportPath = API.csp.report.path;
    const defaults = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY' };
    web.addHook('onSend', async (request, reply, payload) => {
      for (const [name, value] of Object.entries(defaults)) if (!reply.hasHeader(name)) reply.header(name, value);
      // A 304 keeps the policy of the browser's copy (its nonce is in that copy).
      if (reply.statusCode !== 304 && !reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', contentSecurityPolicy(config, nonceOf(request), reportPath));
        reply.header('reporting-endpoints', reportingEndpoints(reportPath));
      }
      return payload;
    });
    web.all('/*', async (request, reply) => {
      const lowered = lowerCasePrefixed(request.url);
      if (lowered) return reply.redirect(lowered, 301);
      const context = new RouterContextProvider();
      // A visitor without a session: the page may be shared (decision 049).
      const key = pageKey({ method: request.method, url: request.url, host: request.host, protocol: request.protocol, cookie: request.headers.cookie, isBot: isbot(request.headers['user-agent'] ?? '') });
      const web: TWebContext = { api, clientIp: request.ip, secureCookies: config.secureCookies, publicUrl: config.publicUrl };
      context.set(webContext, web);
      context.set(cspNonceContext, nonceOf(request));
      const cached = key && pageCache?.enabled ? await pageCache.get(key) : undefined;
      if (cached) return sendSharedPage(request, reply, cached, 'hit');
      const since = key && pageCache?.enabled ? await pageCache.begin() : undefined;
      const handler = handlerOf(request.url.split('?', 1)[0]!);
      const response = await handler(toWebRequest(request, reply, `${request.protocol}://${request.host}`), context);
      // A page comes as a string (TWebContext.html); a redirect or a file comes as its response.
      if (!key || !isShareable(response.status, response.headers)) return sendWebResponse(reply, response, web.html);
      const { body, parts, etag } = pageOf(web.html ?? (await response.text()), nonceOf(request));
      const page = { status: response.status, headers: [...response.headers], parts, etag };
      if (since) pageCache!.put(key, since, page);
      return sendSharedPage(request, reply, page, since ? 'miss' : 'off', body);
    });
  });
}

/** One nonce per response: the policy header and the page's inline scripts carry the same. */
const nonces = new WeakMap<FastifyRequest, string>();
function nonceOf(request: FastifyRequest): string {
  let nonce = nonces.get(request);
  if (!nonce) nonces.set(request, (nonce = newNonce()));
  return nonce;
}

/**
 * A refused page request, in the visitor's language: a small page for a document request, one sentence for a
 * data request (React Router shows it in the page's error boundary). 503: the server is full (load shedding).
 */
function sendRefusal(request: FastifyRequest, reply: FastifyReply, error: FastifyError | 503) {
  const code = error === 503 ? 503 : (error.statusCode ?? 500);
  const status: TRefusal['status'] = code === 413 || code === 415 || code === 429 || code === 503 ? code : code >= 400 && code < 500 ? 400 : 500;
  if (status === 500) request.log.error({ err: error }, 'page request failed');
  const url = new URL(request.url, 'http://page');
  const contentType = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const limit = PAGE_BODY_LIMITS[contentType as keyof typeof PAGE_BODY_LIMITS];
  const locale = requestLocale(url.pathname, request.headers.cookie);
  const back = `/${`${url.pathname.replace(/(\/_)?\.data$/, '')}${url.search}`.replace(/^\/+/, '')}`;
  const refusal = { status, locale, limit, back };
  // The rest of a refused body is never read: Fastify closes the connection after this answer.
  reply.code(status).header('cache-control', 'no-store');
  if (url.pathname.endsWith('.data')) return reply.type('text/plain; charset=utf-8').send(refusalText(refusal));
  return reply.type('text/html; charset=utf-8').send(refusalPage(refusal));
}

export async function loadBuild(): Promise<TBuild> {
  return (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as TBuild;
}

export interface TServer {
  app: FastifyInstance;
  database?: TDatabaseHandle;
  close(): Promise<void>;
}

/** One process: the API at /api on the embedded or configured database, and the web pages at /. */
export async function createServer(config: TConfig): Promise<TServer> {
  // The secret of this process's own API calls (a page's, while it renders): they pass the API's rate limit, and
  // Fastify's lines per request are left out for them (the page's own lines stand for them; a failure in the API is
  // still logged by its error handler).
  const internalCallToken = randomBytes(32).toString('base64url');
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: (request) => isInternalCall(request.headers[INTERNAL_CALL_HEADER], internalCallToken) }),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  // Past MAX_CONCURRENT_REQUESTS under way, a new request is refused at once (decision 042): pages with a small page
  // in the visitor's language, the API with its JSON message.
  registerLoadShedding(app, { maxInFlight: config.maxConcurrentRequests, queueDelayMs: config.shedQueueDelayMs, refusePage: (request, reply) => sendRefusal(request, reply, 503) });
  // Every answer, pages and API alike (the hashed assets come compressed from the build: preCompressed below).
  await registerCompression(app);
  let database: TDatabaseHandle | undefined;
  let api: TApiTransport;
  let pageCache: PageCache | undefined;
  if (config.apiOrigin) {
    api = httpTransport(config.apiOrigin);
  } else {
    database = await openDatabase(config);
    // A cluster's primary prepared the database before forking (decision 044).
    if (!isServerWorker) {
      const seeded = await prepareDatabase(database, { seedDemo: config.seedDemo });
      if (seeded.demo) app.log.info('Demo accounts created (see README)');
    }
    // Pages for visitors without a session, kept a few seconds (decision 049): a request that may write (any method
    // but GET and HEAD, pages and API alike) makes every page cached so far stale, and so does a change of jobs in any
    // process (the search change log). A web tier apart from the API (API_ORIGIN) caches nothing.
    const db = database.db;
    pageCache = new PageCache({ ttlMs: config.pageCacheMs, changeMark: () => jobChangeMark(db) });
    const cache = pageCache;
    const shared = new SharedAnswers();
    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') cache.invalidate();
    });
    app.addHook('onResponse', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      cache.invalidate();
      shared.clear();
    });
    await app.register(apiPlugin(config, database, { internalCallToken }), { prefix: '/api' });
    api = injectTransport(app, internalCallToken, shared);
  }
  await app.register(webPlugin, { config, build: await loadBuild(), api, pageCache });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database?.close();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  runServer(createServer);
}
