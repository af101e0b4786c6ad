import { AsyncLocalStorage } from 'node:async_hooks';
import { serverBusy } from './errors.ts';

/**
 * When the request being served arrived (performance.now()), for the waits inside it that must count from then
 * (decision 188): a sign-in's turn for a password hash is refused a second after the request came, not a second after
 * its earlier work (parsing, the account's query) ended. Set by the load shedding for every request from the network;
 * a call a page makes to the API inside the process keeps the page's arrival.
 */
const arrival = new AsyncLocalStorage<{ at: number; contended: boolean }>();

/**
 * Runs `next` (the rest of the request) with its arrival, unless an outer request already set one. `contended`: the
 * request came from the network while enough others were under way for the load shedding to judge a queue (its
 * `minInFlight`), so that its waits for what the process is still making are bounded (`contendedWaitLeft`).
 */
export function runArrived(at: number, next: () => void, contended = false): void {
  if (arrival.getStore() === undefined) arrival.run({ at, contended }, next);
  else next();
}

/** Milliseconds since the request being served arrived; 0 outside a request (a schedule, a script). */
export function msSinceArrival(now = performance.now()): number {
  const store = arrival.getStore();
  return store === undefined ? 0 : Math.max(0, now - store.at);
}

/**
 * What is left of CONTENDED_WAIT_MS counted from the arrival of the contended request being served (at least 0);
 * null outside one (a schedule, a script, a call a test injects, a request that came to a quiet process), whose
 * waits are not bounded this way: with so few under way, waiting harms no one behind them.
 */
export function contendedWaitLeft(now = performance.now()): number | null {
  const store = arrival.getStore();
  return store?.contended ? Math.max(0, CONTENDED_WAIT_MS - (now - store.at)) : null;
}

/**
 * How long a contended request waits, from its arrival, for what the process makes once (decision 224): its search
 * index and vocabulary, seconds at a process's start (about 4 s for the index of 100k jobs, 44 s at a million). Under
 * load, the searches and pages that came meanwhile waited for them until their 8 s deadline; they are answered 503
 * "busy" with Retry-After instead, within the second the load shedding answers in (a quarter of it left for the event
 * loop's own delay), and the making goes on for the requests after them.
 */
export const CONTENDED_WAIT_MS = 750;

/** `making`, or 503 "busy" once the contended request being served has waited CONTENDED_WAIT_MS since it arrived. */
export function whileMaking<T>(making: Promise<T>): Promise<T> {
  const left = contendedWaitLeft();
  if (left === null) return making;
  let timer: NodeJS.Timeout | undefined;
  const refused = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(serverBusy()), left);
  });
  return Promise.race([making, refused]).finally(() => clearTimeout(timer));
}
