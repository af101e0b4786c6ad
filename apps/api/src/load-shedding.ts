import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveLocale } from '@tawzeef/contract';
import { t } from './i18n.ts';

/** How long a refused client should wait before trying again: the queue drains in about that time. */
export const SHED_RETRY_AFTER_SECONDS = 2;

const SHED = Symbol('tawzeef.shed');
type TMarkedRequest = IncomingMessage & { [SHED]?: true };

/** The messages' event streams, API and page: open for as long as a page is, idle nearly all that time. */
const EVENT_STREAM = /^(?:\/api\/v1|\/(?:ar|en))?\/messages\/events\/?$/;

/**
 * Requests that are neither counted nor refused: the health check (a balancer that cannot reach it would take a busy
 * process for a dead one), the hashed client files (cheap, and a page already sent needs them), and the event
 * streams (each open page holds one: counted, a few hundred readers would fill the server while it is idle).
 */
export function isExemptFromShedding(url: string | undefined): boolean {
  const path = (url ?? '/').split('?', 1)[0]!;
  return path === '/api/health' || path.startsWith('/api/health/') || path.startsWith('/assets/') || EVENT_STREAM.test(path);
}

export interface TLoadShedding {
  /** Requests from the network under way now (the ones that were refused included until their answer went). */
  inFlight(): number;
  /** Requests refused since the start. */
  shed(): number;
  /** Whether the last full window saw a standing queue (every answer slower than the target). */
  overloaded(): boolean;
}

export interface TLoadSheddingOptions {
  /** Requests under way past which a new one is refused. */
  maxInFlight: number;
  /**
   * The standing-queue target in ms (0: off): when at least `minSamples` requests answered in a window of `windowMs`
   * and even the fastest of them took longer than this, every request waited in a queue, and the next window refuses
   * new requests while the queue drains.
   */
  queueDelayMs: number;
  windowMs?: number;
  minSamples?: number;
  /** Answers a page request (HTML in the visitor's language); without it, and for /api, the API's JSON. */
  refusePage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  now?: () => number;
}

/**
 * Load shedding (decision 042): a new request is answered at once with 503 and `Retry-After`, before any work is done
 * for it, when `maxInFlight` requests from the network are under way, or when the last window showed a standing queue
 * (the fastest answer slower than `queueDelayMs`: the CoDel idea, which a lone slow request cannot trip), instead
 * of joining a queue whose every request would wait longer than its visitor does. The count is taken on the HTTP
 * server's requests, so the calls a page makes to the API inside the process (inject) are not counted twice.
 * Register before the API and the pages, so that the refusal comes first.
 */
export function registerLoadShedding(app: FastifyInstance, options: TLoadSheddingOptions): TLoadShedding {
  const now = options.now ?? (() => performance.now());
  const windowMs = options.windowMs ?? 1000;
  const minSamples = options.minSamples ?? 8;
  let inFlight = 0;
  let shed = 0;
  let overloaded = false;
  let windowStart = now();
  let windowFastest = Infinity;
  let windowAnswers = 0;

  /** Closes the window when it is over: a standing queue if enough answers came and none was fast. */
  const tick = (at: number) => {
    if (at - windowStart < windowMs) return;
    // A window twice as long as it should be had no request begin or end for a while: no queue, whatever it held.
    const quiet = at - windowStart >= 2 * windowMs;
    overloaded = !quiet && options.queueDelayMs > 0 && windowAnswers >= minSamples && windowFastest > options.queueDelayMs;
    windowStart = at;
    windowFastest = Infinity;
    windowAnswers = 0;
  };

  app.server.prependListener('request', (request: TMarkedRequest, response: ServerResponse) => {
    if (isExemptFromShedding(request.url)) return;
    const began = now();
    tick(began);
    inFlight += 1;
    const refused = inFlight > options.maxInFlight || overloaded;
    if (refused) {
      request[SHED] = true;
      shed += 1;
    }
    response.once('close', () => {
      inFlight -= 1;
      const at = now();
      // A refusal is fast by design: counted, it would hide the queue it was refused for.
      if (!refused) {
        windowFastest = Math.min(windowFastest, at - began);
        windowAnswers += 1;
      }
      tick(at);
    });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!(request.raw as TMarkedRequest)[SHED]) return;
    reply.code(503).header('retry-after', String(SHED_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    if (options.refusePage && !request.url.startsWith('/api/')) return options.refusePage(request, reply);
    const locale = resolveLocale(request.headers['x-locale'] as string | undefined);
    return reply.header('content-language', locale).send({ message: t(locale, 'server_busy') });
  });
  return { inFlight: () => inFlight, shed: () => shed, overloaded: () => overloaded };
}
