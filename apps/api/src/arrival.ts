import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * When the request being served arrived (performance.now()), for the waits inside it that must count from then
 * (decision 188): a sign-in's turn for a password hash is refused a second after the request came, not a second after
 * its earlier work (parsing, the account's query) ended. Set by the load shedding for every request from the network;
 * a call a page makes to the API inside the process keeps the page's arrival.
 */
const arrival = new AsyncLocalStorage<number>();

/** Runs `next` (the rest of the request) with its arrival, unless an outer request already set one. */
export function runArrived(at: number, next: () => void): void {
  if (arrival.getStore() === undefined) arrival.run(at, next);
  else next();
}

/** Milliseconds since the request being served arrived; 0 outside a request (a schedule, a script). */
export function msSinceArrival(now = performance.now()): number {
  const at = arrival.getStore();
  return at === undefined ? 0 : Math.max(0, now - at);
}
