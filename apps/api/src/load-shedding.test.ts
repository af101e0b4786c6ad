import { afterEach, describe, expect, it, vi } from 'vitest';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { contendedWaitLeft, msSinceArrival, runArrived } from './arrival.ts';
import { SHED_RETRY_AFTER_SECONDS, isExemptFromShedding, passOn, registerLoadShedding, type TLoadShedding, type TLoadSheddingOptions } from './load-shedding.ts';

/** A server whose `/slow` requests wait until released, so that a test decides how many are under way. */
async function serverWithSlowRoute(maxInFlight: number, refusePage?: TLoadSheddingOptions['refusePage'], queue: Partial<TLoadSheddingOptions> = {}) {
  const app = Fastify();
  const shedding = await registerLoadShedding(app, { maxInFlight, queueDelayMs: 0, refusePage, ...queue });
  const releases: Array<() => void> = [];
  const held = () => new Promise<void>((resolve) => releases.push(resolve));
  app.get('/slow', async () => {
    await held();
    return { ok: true };
  });
  app.get('/api/v1/slow', async () => {
    await held();
    return { ok: true };
  });
  app.post('/slow', async () => {
    await held();
    return { ok: true };
  });
  app.get('/slow-page', async (_request, reply) => {
    await held();
    return reply.type('text/html; charset=utf-8').send('<p>the page</p>');
  });
  app.get('/messages/events', async () => {
    await held();
    return 'data: done\n\n';
  });
  // A page sent as a stream at once whose bytes come when released (a streamed render).
  app.get('/streamed-page', async (_request, reply) => {
    const body = new PassThrough();
    void held().then(() => body.end('<p>the streamed page</p>'));
    return reply.type('text/html; charset=utf-8').send(body);
  });
  app.get('/api/v1/jobs', async () => ({ data: [] }));
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/find-jobs', async () => 'the page');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, shedding, base, waiting: () => releases.length, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

async function waitForInFlight(shedding: TLoadShedding, count: number) {
  await vi.waitFor(() => expect(shedding.inFlight()).toBe(count), { timeout: 10_000, interval: 10 });
}

describe('load shedding (decision 042)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('refuses a request past the limit at once with 503, Retry-After and the message in the caller’s language, then serves again', async () => {
    const server = await serverWithSlowRoute(2);
    app = server.app;
    const slow = [fetch(`${server.base}/slow`), fetch(`${server.base}/slow`)];
    await waitForInFlight(server.shedding, 2);

    const arabic = await fetch(`${server.base}/api/v1/jobs`);
    expect(arabic.status).toBe(503);
    expect(arabic.headers.get('retry-after')).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(arabic.headers.get('cache-control')).toBe('no-store');
    expect(((await arabic.json()) as { message: string }).message).toBe('الموقع مزدحم جدًا الآن: يرجى المحاولة بعد بضع ثوانٍ');
    const english = await fetch(`${server.base}/api/v1/jobs`, { headers: { 'x-locale': 'en' } });
    expect(english.status).toBe(503);
    expect(((await english.json()) as { message: string }).message).toBe('The site is very busy right now: please try again in a few seconds');
    expect(server.shedding.shed()).toBe(2);

    // The health check is never refused: a balancer must not take a full process for a dead one.
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);

    server.releaseAll();
    expect((await Promise.all(slow)).map((response) => response.status)).toEqual([200, 200]);
    await waitForInFlight(server.shedding, 0);
    expect((await fetch(`${server.base}/api/v1/jobs`)).status).toBe(200);
  });

  it('counts refused requests until their answer has gone, so a burst cannot slip in behind them', async () => {
    const server = await serverWithSlowRoute(1);
    app = server.app;
    const slow = fetch(`${server.base}/slow`);
    await waitForInFlight(server.shedding, 1);
    const burst = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.base}/api/v1/jobs`)));
    expect(burst.every((response) => response.status === 503)).toBe(true);
    expect(server.shedding.shed()).toBe(20);
    server.releaseAll();
    expect((await slow).status).toBe(200);
    await waitForInFlight(server.shedding, 0);
    expect((await fetch(`${server.base}/api/v1/jobs`)).status).toBe(200);
  });

  it('answers a page request with the page’s own refusal, and /api with JSON, when a page refusal is given', async () => {
    const server = await serverWithSlowRoute(1, (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>busy page</p>'));
    app = server.app;
    const slow = fetch(`${server.base}/slow`);
    await waitForInFlight(server.shedding, 1);
    const page = await fetch(`${server.base}/find-jobs`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(await page.text()).toBe('<p>busy page</p>');
    const api = await fetch(`${server.base}/api/v1/jobs`, { headers: { 'x-locale': 'en' } });
    expect(api.headers.get('content-type')).toContain('application/json');
    server.releaseAll();
    await slow;
  });

  it('neither counts nor refuses the event streams an open page holds', async () => {
    const server = await serverWithSlowRoute(1);
    app = server.app;
    const streams = [fetch(`${server.base}/messages/events`), fetch(`${server.base}/messages/events`)];
    // Two streams held open: a normal request still passes.
    await vi.waitFor(() => expect(server.waiting()).toBe(2), { timeout: 10_000, interval: 10 });
    expect(server.shedding.inFlight()).toBe(0);
    expect((await fetch(`${server.base}/api/v1/jobs`)).status).toBe(200);
    server.releaseAll();
    await Promise.all(streams);
  });

  it('refuses for the next window when the median of enough answers waited longer than the target, and not for one slow answer', async () => {
    let clock = 0;
    const server = await serverWithSlowRoute(100, undefined, { queueDelayMs: 100, windowMs: 1000, minSamples: 3, minInFlight: 1, now: () => clock });
    app = server.app;
    const status = async () => (await fetch(`${server.base}/api/v1/jobs`)).status;
    /** `count` requests that begin now and answer `took` ms later by the clock. */
    const slowAnswers = async (count: number, took: number) => {
      const began = clock;
      const answers = Array.from({ length: count }, () => fetch(`${server.base}/slow`));
      await vi.waitFor(() => expect(server.waiting()).toBe(count), { timeout: 10_000, interval: 10 });
      clock = began + took;
      server.releaseAll();
      expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual(Array(count).fill(200));
    };

    // Two slow answers are too few to say there is a queue (a slow upload, a large PDF).
    await slowAnswers(2, 500);
    clock = 1000;
    expect(await status()).toBe(200);
    expect(server.shedding.overloaded()).toBe(false);

    // In the next window, three answers that all waited 500 ms: a standing queue. The window after refuses, and its
    // refusals do not count.
    clock = 2000;
    await slowAnswers(3, 500);
    clock = 3000;
    expect(await status()).toBe(503);
    expect(server.shedding.overloaded()).toBe(true);
    clock = 3500;
    expect(await status()).toBe(503);
    // The window after, with no slow answer: served again.
    clock = 4100;
    expect(await status()).toBe(200);
    expect(server.shedding.overloaded()).toBe(false);

    // Fast answers, however many, are no queue.
    clock = 5200;
    for (let i = 0; i < 5; i += 1) expect(await status()).toBe(200);
    clock = 6300;
    expect(await status()).toBe(200);

    // A quiet spell after a queue: the old window's answers are stale, nothing is refused.
    await slowAnswers(3, 500);
    clock = 9000;
    expect(await status()).toBe(200);

    // A cheap answer among slow ones does not hide the queue (decision 164: the median, where 042 took the fastest).
    clock = 10_000;
    expect(await status()).toBe(200);
    await slowAnswers(3, 500);
    clock = 11_000;
    expect(await status()).toBe(503);
  });

  it('counts the requests still waiting past the target as slow answers, so that a queue whose answers stop coming is seen (decision 232)', async () => {
    let clock = 0;
    const server = await serverWithSlowRoute(100, undefined, { queueDelayMs: 100, windowMs: 1000, minSamples: 3, minInFlight: 1, now: () => clock });
    app = server.app;
    // Three streams whose answers have begun: under way for as long as they last, and no queue.
    const streams = Array.from({ length: 3 }, () => fetch(`${server.base}/streamed-page`));
    await vi.waitFor(() => expect(server.waiting()).toBe(3), { timeout: 10_000, interval: 10 });
    clock = 1000;
    expect((await fetch(`${server.base}/api/v1/jobs`)).status).toBe(200);
    expect(server.shedding.overloaded()).toBe(false);
    server.releaseAll();
    await Promise.all(streams.map(async (answer) => (await answer).text()));
    await waitForInFlight(server.shedding, 0);
    // Three reads that have had no answer for a second (a database that stopped answering, a cold process): no answer
    // came in the window, and the next request is refused rather than queued behind them.
    // (After a quiet spell: the streams' answers, a second long each, belong to a window long gone.)
    clock = 10_000;
    const stuck = Array.from({ length: 3 }, () => fetch(`${server.base}/slow`));
    await vi.waitFor(() => expect(server.waiting()).toBe(3), { timeout: 10_000, interval: 10 });
    clock = 11_000;
    expect((await fetch(`${server.base}/api/v1/jobs`)).status).toBe(503);
    expect(server.shedding.overloaded()).toBe(true);
    server.releaseAll();
    expect((await Promise.all(stuck)).map((answer) => answer.status)).toEqual([200, 200, 200]);
  });

  it('does not refuse for a standing queue while fewer than minInFlight requests are under way (decision 164)', async () => {
    let clock = 0;
    const server = await serverWithSlowRoute(100, undefined, { queueDelayMs: 100, windowMs: 1000, minSamples: 3, minInFlight: 3, now: () => clock });
    app = server.app;
    const answers = Array.from({ length: 3 }, () => fetch(`${server.base}/slow`));
    await vi.waitFor(() => expect(server.waiting()).toBe(3), { timeout: 10_000, interval: 10 });
    clock = 500;
    server.releaseAll();
    await Promise.all(answers);
    await waitForInFlight(server.shedding, 0);
    // A standing queue by the clock, but one request under way: served.
    clock = 1000;
    expect((await fetch(`${server.base}/api/v1/jobs`)).status).toBe(200);
    expect(server.shedding.overloaded()).toBe(true);
    // Two more under way: the third is refused.
    const slow = [fetch(`${server.base}/slow`), fetch(`${server.base}/slow`)];
    await waitForInFlight(server.shedding, 2);
    expect((await fetch(`${server.base}/api/v1/jobs`)).status).toBe(503);
    server.releaseAll();
    await Promise.all(slow);
  });

  it('answers a read still waiting at its deadline with 503 and Retry-After, and leaves writes to their own deadlines (decision 164)', async () => {
    const server = await serverWithSlowRoute(100, (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>busy page</p>'), { deadlineMs: 200 });
    app = server.app;
    // Reads that wait for ever (their work never ends here) are answered at their deadline, never left hanging.
    const api = await fetch(`${server.base}/api/v1/slow`, { headers: { 'x-locale': 'en' } });
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(((await api.json()) as { message: string }).message).toBe('The site is very busy right now: please try again in a few seconds');
    const page = await fetch(`${server.base}/slow-page`);
    expect(page.status).toBe(503);
    expect(await page.text()).toBe('<p>busy page</p>');
    expect(server.shedding.late()).toBe(2);
    // A write is not answered for its handler: it is still under way.
    const write = fetch(`${server.base}/slow`, { method: 'POST' });
    await vi.waitFor(() => expect(server.waiting()).toBe(3), { timeout: 10_000, interval: 10 });
    expect(server.shedding.late()).toBe(2);
    // The late work ends later and finds its answer gone: nothing breaks, the write gets its own answer.
    server.releaseAll();
    expect((await write).status).toBe(200);
    await waitForInFlight(server.shedding, 0);
    // A read answered in time is not touched by its deadline.
    expect((await fetch(`${server.base}/api/v1/jobs`)).status).toBe(200);
    expect(server.shedding.late()).toBe(2);
  });

  it('leaves a page whose stream was sent before its deadline to finish: it has begun, and a refusal would go under its headers (decision 164)', async () => {
    const server = await serverWithSlowRoute(100, (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>busy page</p>'), { deadlineMs: 200 });
    app = server.app;
    const streamed = fetch(`${server.base}/streamed-page`);
    await vi.waitFor(() => expect(server.waiting()).toBe(1), { timeout: 10_000, interval: 10 });
    // A read sent after it, whose answer has not begun, passes the same deadline: once it is refused, so would the
    // stream have been.
    const waiting = await fetch(`${server.base}/api/v1/slow`);
    expect(waiting.status).toBe(503);
    expect(server.shedding.late()).toBe(1);
    server.releaseAll();
    const page = await streamed;
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<p>the streamed page</p>');
    expect(server.shedding.late()).toBe(1);
  });

  it('refuses new requests while the event loop lags with many under way, not for a lag with few under way (decision 164)', async () => {
    const server = await serverWithSlowRoute(100, undefined, { maxEventLoopDelayMs: 30, minInFlight: 3 });
    app = server.app;
    const lagging = () => (server.app as FastifyInstance & { isUnderPressure(): boolean }).isUnderPressure();
    // A task that holds the loop 80 ms at a time, as a queue of renders does.
    const hog = setInterval(() => {
      const until = performance.now() + 80;
      while (performance.now() < until);
    }, 1);
    try {
      await vi.waitFor(() => expect(lagging()).toBe(true), { timeout: 10_000, interval: 20 });
      // Few under way: the lag is not theirs, refusing would not shorten it.
      expect((await fetch(`${server.base}/api/v1/jobs`)).status).toBe(200);
      const slow = [fetch(`${server.base}/slow`), fetch(`${server.base}/slow`)];
      await waitForInFlight(server.shedding, 2);
      const refused = await fetch(`${server.base}/api/v1/jobs`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe(String(SHED_RETRY_AFTER_SECONDS));
      server.releaseAll();
      await Promise.all(slow);
    } finally {
      clearInterval(hog);
    }
    await vi.waitFor(() => expect(lagging()).toBe(false), { timeout: 10_000, interval: 20 });
    await waitForInFlight(server.shedding, 0);
    expect((await fetch(`${server.base}/api/v1/jobs`)).status).toBe(200);
  });

  it('serves each request from the network with the time it arrived, which a call inside it keeps (decision 188)', async () => {
    app = Fastify();
    await registerLoadShedding(app, { maxInFlight: 10, queueDelayMs: 0 });
    // Work before the handler (a parser, a query) that takes a while: the handler still counts from the arrival.
    app.addHook('preHandler', async () => {
      const until = performance.now() + 30;
      while (performance.now() < until);
    });
    app.get('/since', async () => ({ since: msSinceArrival(), inner: await new Promise<number>((resolve) => runArrived(performance.now(), () => resolve(msSinceArrival()))) }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const answer = (await (await fetch(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/since`)).json()) as { since: number; inner: number };
    expect(answer.since).toBeGreaterThanOrEqual(30);
    expect(answer.inner).toBeGreaterThanOrEqual(30);
    expect(msSinceArrival()).toBe(0);
  });

  // Decision 224: a request that came while minInFlight were under way has its waits for what the process is still
  // making (a search index being built) bounded; one that came to a quiet process, or a call injected, has not.
  it('marks a request contended when it came while minInFlight requests were under way', async () => {
    app = Fastify();
    await registerLoadShedding(app, { maxInFlight: 10, queueDelayMs: 0, minInFlight: 2 });
    let open!: () => void;
    let gate = new Promise<void>((resolve) => (open = resolve));
    let arrived = 0;
    app.get('/bounded', async () => {
      arrived += 1;
      const bounded = contendedWaitLeft() !== null;
      await gate;
      return { bounded };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/bounded`;
    const ask = async () => ((await (await fetch(url)).json()) as { bounded: boolean }).bounded;
    const first = ask();
    await vi.waitFor(() => expect(arrived).toBe(1));
    const second = ask();
    await vi.waitFor(() => expect(arrived).toBe(2));
    open();
    expect([await first, await second]).toEqual([false, true]);
    gate = Promise.resolve();
    expect(await ask()).toBe(false);
    expect((await app.inject({ url: '/bounded' })).json()).toEqual({ bounded: false });
  });

  // Decision 214: a read that reaches a draining server past its grace is answered 502 for nginx to pass on.
  it('answers a read marked to be passed on 502, closing its connection, without running it', async () => {
    const app = Fastify();
    await registerLoadShedding(app, { maxInFlight: 100, queueDelayMs: 0 });
    let ran = 0;
    app.get('/api/v1/jobs', async () => {
      ran += 1;
      return { ok: true };
    });
    app.server.prependListener('request', (request) => {
      if (request.headers['x-test-pass-on'] === '1') passOn(request);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/v1/jobs`;
      const passed = await fetch(url, { headers: { 'x-test-pass-on': '1', 'x-locale': 'en' } });
      expect(passed.status).toBe(502);
      expect(passed.headers.get('connection')).toBe('close');
      expect((await passed.json()).message).toMatch(/busy/i);
      expect(ran).toBe(0);
      expect((await fetch(url)).status).toBe(200);
      expect(ran).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('knows which paths are exempt', () => {
    for (const exempt of ['/api/health', '/api/health?deep=1', '/assets/entry-abc123.js', '/sw.js', '/manifest.webmanifest', '/favicon.svg', '/favicon.ico', '/apple-touch-icon.png', '/icon-192.png', '/messages/events', '/en/messages/events', '/ar/messages/events', '/api/v1/messages/events']) {
      expect(isExemptFromShedding(exempt), exempt).toBe(true);
    }
    for (const counted of ['/', '/sw.js/x', '/en/sw.js', '/find-jobs', '/api/v1/jobs', '/api/healthy', '/messages', '/messages/12', '/en/messages/events/x', '/api/admin/messages/events']) {
      expect(isExemptFromShedding(counted), counted).toBe(false);
    }
  });
});
