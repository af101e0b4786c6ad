import { riyadhDateOf } from './state.ts';

/** The next midnight in Riyadh after `now` (UTC+3 all year): when job deadlines pass. */
export function nextRiyadhMidnight(now: Date): number {
  return new Date(`${riyadhDateOf(now)}T00:00:00+03:00`).getTime() + 86_400_000;
}

interface TEntry<T> {
  /** Fresh until then. */
  expires: number;
  /** The next midnight in Riyadh after it was computed: never served from then on. */
  until: number;
  value: Promise<T>;
  settled: boolean;
  refreshing: boolean;
}

/**
 * Values computed at most once per key while fresh: `ttlMs`, and never past midnight in Riyadh (a job whose deadline
 * passes then must leave every list). A computation under way is shared; a failed one is not kept. At most
 * `maxEntries` keys: stale ones go first, then the oldest. `ttlMs` 0 computes every time.
 *
 * `serveStale` (decision 209): a stale value, until that midnight, is answered at once while one new
 * computation runs behind it, so that no visitor waits for a computation that takes a second (the home page's numbers
 * over 100k jobs, issue 63); a failed one keeps the old value, and the next request tries again.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, TEntry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly clock: () => number = Date.now,
    private readonly serveStale = false,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = this.clock();
    const known = this.entries.get(key);
    if (known && now < known.expires) return known.value;
    if (known && this.serveStale && known.settled && now < known.until) {
      if (!known.refreshing) {
        known.refreshing = true;
        const next = compute();
        next.then(
          () => this.entries.get(key) === known && this.keep(key, next, now),
          () => void (known.refreshing = false),
        );
      }
      return known.value;
    }
    if (this.entries.size >= this.maxEntries) {
      for (const [old, entry] of this.entries) if (now >= entry.expires) this.entries.delete(old);
      // Map keeps insertion order: the first keys are the oldest.
      for (const old of this.entries.keys()) {
        if (this.entries.size < this.maxEntries) break;
        this.entries.delete(old);
      }
    }
    const value = compute();
    this.keep(key, value, now);
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Keeps `value`, computed from `since`, as the key's. */
  private keep(key: string, value: Promise<T>, since: number): void {
    const until = nextRiyadhMidnight(new Date(since));
    const entry: TEntry<T> = { expires: Math.min(since + this.ttlMs, until), until, value, settled: false, refreshing: false };
    this.entries.set(key, entry);
    value.then(() => void (entry.settled = true), () => undefined);
  }
}
