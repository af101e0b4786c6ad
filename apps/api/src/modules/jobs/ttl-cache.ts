import { riyadhDateOf } from './state.ts';

/** The next midnight in Riyadh after `now` (UTC+3 all year): when job deadlines pass. */
export function nextRiyadhMidnight(now: Date): number {
  return new Date(`${riyadhDateOf(now)}T00:00:00+03:00`).getTime() + 86_400_000;
}

/**
 * Values computed at most once per key while fresh: `ttlMs`, and never past midnight in Riyadh (a job whose deadline
 * passes then must leave every list). A computation under way is shared; a failed one is not kept. At most
 * `maxEntries` keys: stale ones go first, then the oldest. `ttlMs` 0 computes every time.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = this.clock();
    const known = this.entries.get(key);
    if (known && now < known.expires) return known.value;
    if (this.entries.size >= this.maxEntries) {
      for (const [old, entry] of this.entries) if (now >= entry.expires) this.entries.delete(old);
      // Map keeps insertion order: the first keys are the oldest.
      for (const old of this.entries.keys()) {
        if (this.entries.size < this.maxEntries) break;
        this.entries.delete(old);
      }
    }
    const value = compute();
    this.entries.set(key, { expires: Math.min(now + this.ttlMs, nextRiyadhMidnight(new Date(now))), value });
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
