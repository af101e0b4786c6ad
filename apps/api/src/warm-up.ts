import type { FastifyInstance } from 'fastify';

/**
 * A cluster's worker listens once it is warm (decision 228). A worker that listened at once took its share of the
 * visitors while it was still building its search indexes, reading the home page's numbers for the first time and
 * running every page's code for the first time: at a cold start under load neither worker of a two-core machine read
 * a request for two seconds, and the requests sent then went unanswered. A worker now first waits until it is ready
 * (`/api/ready`: its job index built, as a balancer would wait) and asks itself for a few pages, then listens; the
 * port is served meanwhile by the workers already listening, and a worker that replaces one that died joins warm.
 *
 * A single process (the embedded database, SERVER_PROCESSES=1) listens at once as before: nothing else would answer
 * while it warmed, and its readiness is for a balancer to wait on.
 */

/** The longest a worker waits before it listens regardless (a readiness check that never passes, a page that hangs). */
export const WARM_UP_MAX_MS = 90_000;
const READY_POLL_MS = 250;

export type TWarmUpResult = { ready: boolean; pages: number; ms: number };

/**
 * Waits until `app` answers `/api/ready` with 200, then asks it for `paths` one by one (their answers are not
 * looked at: a page that fails has still run its code), within `maxMs` in all; stops early when `stop()` says so
 * (a shutdown asked meanwhile).
 */
export async function warmUp(
  app: Pick<FastifyInstance, 'inject'>,
  paths: readonly string[],
  { maxMs = WARM_UP_MAX_MS, pollMs = READY_POLL_MS, stop = () => false }: { maxMs?: number; pollMs?: number; stop?: () => boolean } = {},
): Promise<TWarmUpResult> {
  const started = Date.now();
  const left = () => maxMs - (Date.now() - started);
  let ready = false;
  while (!stop() && left() > 0) {
    const answer = await app.inject({ method: 'GET', url: '/api/ready' }).catch(() => undefined);
    if (answer?.statusCode === 200) {
      ready = true;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, Math.max(0, left()))));
  }
  let pages = 0;
  for (const url of paths) {
    if (stop() || left() <= 0) break;
    await app.inject({ method: 'GET', url }).catch(() => undefined);
    pages += 1;
  }
  return { ready, pages, ms: Date.now() - started };
}
