import type { IncomingMessage, ServerResponse } from 'node:http';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveLocale } from '@tawzeef/contract';
import type { TConfig } from './config.ts';
import { t } from './i18n.ts';
import { runArrived } from './arrival.ts';

/** How long a refused client should wait before trying again: the queue drains in about that time. */
export const SHED_RETRY_AFTER_SECONDS = 2;

const SHED = Symbol('tawzeef.shed');
/** A read that reached a server past its drain's grace (decision 214): answered 502 for the proxy to pass on. */
const PASSED_ON = Symbol('tawzeef.passedOn');

/** Marks a read to be answered 502 "shutting down", which nginx passes on to another node (decision 214). */
export function passOn(request: IncomingMessage): void {
  (request as TMarkedRequest)[PASSED_ON] = true;
}
const REPLY = Symbol('tawzeef.reply');
/** The answer is on its way: its handler called send (a stream's first bytes may come later, but it has begun). */
const SENDING = Symbol('tawzeef.sending');
/** When the server first saw it (performance.now()), for the waits that count from then (arrival.ts). */
const ARRIVED = Symbol('tawzeef.arrived');
/** It came while `minInFlight` or more were under way: its waits for what the process is still making are bounded. */
const CONTENDED = Symbol('tawzeef.contended');
type TMarkedRequest = IncomingMessage & { [SHED]?: true; [PASSED_ON]?: true; [REPLY]?: FastifyReply; [SENDING]?: true; [ARRIVED]?: number; [CONTENDED]?: true };

/** How often the event loop's delay is read (its mean over that time): a loop that lags is seen within this. */
const EVENT_LOOP_SAMPLE_MS = 250;

/** The messages' event streams, API and page: open for as long as a page is, idle nearly all that time. */
const EVENT_STREAM = /^(?:\/api\/v1|\/(?:ar|en))?\/messages\/events\/?$/;

/**
 * The files a page already sent asks for beside its hashed assets: its service worker, icons and manifest (decision
 * 212: refused, the worker's script left a console error on a page that had loaded).
 */
const PAGE_FILES = /^\/(?:sw\.js|manifest\.webmanifest|favicon\.(?:svg|ico)|apple-touch-icon\.png|icon-\d+\.png)$/;

/**
 * Requests that are neither counted nor refused: the health check (a balancer that cannot reach it would take a busy
 * process for a dead one), the client files (cheap, and a page already sent needs them), and the event streams (each
 * open page holds one: counted, a few hundred readers would fill the server while it is idle).
 */
export function isExemptFromShedding(url: string | undefined): boolean {
  const path = (url ?? '/').split('?', 1)[0]!;
  return path === '/api/health' || path.startsWith('/api/health/') || path.startsWith('/assets/') || PAGE_FILES.test(path) || EVENT_STREAM.test(path);
}

export interface TLoadShedding {
  /** Requests from the network under way now (the ones that were refused included until their answer went). */
  inFlight(): number;
  /** Requests refused since the start. */
  shed(): number;
  /** Whether the last full window saw a standing queue (every answer slower than the target). */
  overloaded(): boolean;
  /** Reads answered 503 at their deadline since the start (their answer had not begun). */
  late(): number;
}

export interface TLoadSheddingOptions {
  /** Requests under way past which a new one is refused. */
  maxInFlight: number;
  /**
   * The standing-queue target in ms (0: off): when at least `minSamples` requests answered in a window of `windowMs`
   * and the middle one of them (the median) took longer than this, requests waited in a queue, and the next window
   * refuses new requests while it drains. Decision 042 looked at the fastest answer; a cheap search stays fast while
   * pages wait seconds behind each other, so decision 164 looks at the median.
   */
  queueDelayMs: number;
  windowMs?: number;
  minSamples?: number;
  /**
   * Requests under way (the new one included) below which neither a standing queue nor a lag refuses (default 8,
   * decision 164): with so few, the slowness is not theirs (a machine busy with other work, a search index built at
   * start), and refusing them would not shorten it.
   */
  minInFlight?: number;
  /**
   * The event loop's mean delay in ms (over 250 ms) past which new requests are refused (0: off, decision 164): every
   * request, refused ones included, waits that long before this process even reads it, so a refusal can only be quick
   * while the loop is.
   */
  maxEventLoopDelayMs?: number;
  /**
   * A read (GET, HEAD) whose answer has not begun this many ms after it arrived is answered 503 then (0: off,
   * decision 164): whatever it still waits for, its visitor is not left waiting past the time they give. Writes are
   * not answered for them: their waits (pool, hashes) have deadlines of their own, before anything is written.
   */
  deadlineMs?: number;
  /** Answers a page request (HTML in the visitor's language); without it, and for /api, the API's JSON. */
  refusePage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  now?: () => number;
}

/** The middle of `times` (ms). */
function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The options of the configuration (MAX_CONCURRENT_REQUESTS, SHED_QUEUE_DELAY_MS, SHED_EVENT_LOOP_DELAY_MS, REQUEST_DEADLINE_MS). */
export function sheddingOptions(config: TConfig): TLoadSheddingOptions {
  return { maxInFlight: config.maxConcurrentRequests, queueDelayMs: config.shedQueueDelayMs, maxEventLoopDelayMs: config.shedEventLoopDelayMs, deadlineMs: config.requestDeadlineMs };
}

/**
 * Load shedding (decisions 042 and 164): a new request is answered at once with 503 and `Retry-After`, before any
 * work is done for it, when `maxInFlight` requests from the network are under way, when the last window showed a
 * standing queue (the median answer slower than `queueDelayMs`: the CoDel idea, which a lone slow request cannot
 * trip), or when the event loop lags past `maxEventLoopDelayMs` (@fastify/under-pressure's reading), instead of
 * joining a queue whose every request would wait longer than its visitor does. A read still unanswered at
 * `deadlineMs` is answered 503 then. The count is taken on the HTTP server's requests, so the calls a page makes to
 * the API inside the process (inject) are not counted twice. Register before the API and the pages, so that the
 * refusal comes first.
 */
export async function registerLoadShedding(app: FastifyInstance, options: TLoadSheddingOptions): Promise<TLoadShedding> {
  const now = options.now ?? (() => performance.now());
  const windowMs = options.windowMs ?? 1000;
  const minSamples = options.minSamples ?? 8;
  const minInFlight = options.minInFlight ?? 8;
  const deadlineMs = options.deadlineMs ?? 0;
  // under-pressure samples the event loop's delay; the refusal stays this module's (its own hook lets all through).
  const maxEventLoopDelay = options.maxEventLoopDelayMs ?? 0;
  if (maxEventLoopDelay > 0) await app.register(underPressure, { maxEventLoopDelay, sampleInterval: EVENT_LOOP_SAMPLE_MS, pressureHandler: () => undefined });
  const lagging = maxEventLoopDelay > 0 ? () => app.isUnderPressure() : () => false;
  let inFlight = 0;
  let shed = 0;
  let late = 0;
  let overloaded = false;
  let windowStart = now();
  /** How long each answer of the window took (ms). */
  let windowTimes: number[] = [];
  /** The requests admitted and not yet gone, with when they began: the ones still unanswered are samples too. */
  const underWay = new Map<TMarkedRequest, number>();

  /**
   * Closes the window when it is over: a standing queue if enough answers came and the middle one was slow. A request
   * still waiting for its answer to begin, longer than the target, is a sample of at least that wait (decision 232):
   * at a cold start the first answers come slowly and few, and counting only answers saw the queue seconds late.
   */
  const tick = (at: number) => {
    if (at - windowStart < windowMs) return;
    for (const [request, began] of underWay) if (!request[SENDING] && at - began > options.queueDelayMs) windowTimes.push(at - began);
    // A window twice as long as it should be had no request begin or end for a while: no queue, whatever it held.
    const quiet = at - windowStart >= 2 * windowMs;
    overloaded = !quiet && options.queueDelayMs > 0 && windowTimes.length >= minSamples && median(windowTimes) > options.queueDelayMs;
    windowStart = at;
    windowTimes = [];
  };

  app.server.prependListener('request', (request: TMarkedRequest, response: ServerResponse) => {
    request[ARRIVED] = performance.now();
    if (isExemptFromShedding(request.url)) return;
    const began = now();
    tick(began);
    inFlight += 1;
    const contended = inFlight >= minInFlight;
    if (contended) request[CONTENDED] = true;
    const refused = inFlight > options.maxInFlight || (contended && (overloaded || lagging()));
    if (refused) {
      request[SHED] = true;
      shed += 1;
    }
    if (!refused) underWay.set(request, began);
    const deadline = !refused && deadlineMs > 0 && (request.method === 'GET' || request.method === 'HEAD') ? setTimeout(() => answerLate(request, response), deadlineMs) : undefined;
    response.once('close', () => {
      clearTimeout(deadline);
      underWay.delete(request);
      inFlight -= 1;
      const at = now();
      // A refusal is fast by design: counted, it would hide the queue it was refused for.
      if (!refused) {
        windowTimes.push(at - began);
      }
      tick(at);
    });
  });
  /** The refusal: a page in the visitor's language for a page, the API's JSON in the `X-Locale` language for /api. */
  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    reply.code(503).header('retry-after', String(SHED_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    if (options.refusePage && !request.url.startsWith('/api/')) return options.refusePage(request, reply);
    const locale = resolveLocale(request.headers['x-locale'] as string | undefined);
    return reply.header('content-language', locale).send({ message: t(locale, 'server_busy') });
  };

  /** A read past its deadline whose answer has not begun: refused now. Its work, when it ends, finds the answer gone. */
  const answerLate = (request: TMarkedRequest, response: ServerResponse) => {
    const reply = request[REPLY];
    // A stream sent before the deadline has begun: Fastify has put its headers (a compressed page's content-encoding
    // among them) on the response, where a refusal would be sent under them and beside the stream's own bytes.
    if (!reply || reply.sent || request[SENDING] || response.headersSent || response.destroyed) return;
    late += 1;
    // The work under way ends later and finds its answer sent: Fastify's warning about that says nothing here.
    const log = reply.log;
    reply.log = log.child({}, { level: 'error' });
    log.info({ deadlineMs }, 'answered 503 at its deadline');
    refuse(reply.request, reply);
  };

  // The rest of the request runs with its arrival, so that its waits count from then (decision 188).
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw as TMarkedRequest;
    runArrived(raw[ARRIVED] ?? performance.now(), done, raw[CONTENDED] === true);
  });
  app.addHook('onSend', async (request) => {
    (request.raw as TMarkedRequest)[SENDING] = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw as TMarkedRequest;
    if (raw[PASSED_ON]) {
      const locale = resolveLocale(request.headers['x-locale'] as string | undefined);
      return reply.code(502).header('connection', 'close').header('cache-control', 'no-store').header('content-language', locale).send({ message: t(locale, 'server_busy') });
    }
    if (!raw[SHED]) {
      raw[REPLY] = reply;
      return;
    }
    return refuse(request, reply);
  });
  return { inFlight: () => inFlight, shed: () => shed, overloaded: () => overloaded, late: () => late };
}
