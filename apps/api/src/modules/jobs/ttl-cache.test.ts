import { describe, expect, it } from 'vitest';
import { nextRiyadhMidnight, TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('computes a key once while fresh, again once stale', async () => {
    let now = Date.parse('2026-11-22T09:00:00Z');
    let computed = 0;
    const cache = new TtlCache<number>(10_000, 10, () => now);
    const compute = async () => ++computed;
    expect(await cache.get('a', compute)).toBe(1);
    now += 9_999;
    expect(await cache.get('a', compute)).toBe(1);
    now += 1;
    expect(await cache.get('a', compute)).toBe(2);
  });

  it('never serves a value past midnight in Riyadh, when deadlines pass', async () => {
    let now = Date.parse('2026-11-22T20:59:55Z'); // 23:59:55 in Riyadh
    let computed = 0;
    const cache = new TtlCache<number>(60_000, 10, () => now);
    const compute = async () => ++computed;
    expect(await cache.get('a', compute)).toBe(1);
    now += 4_999;
    expect(await cache.get('a', compute)).toBe(1);
    now += 1; // 00:00:00 in Riyadh
    expect(await cache.get('a', compute)).toBe(2);
    expect(nextRiyadhMidnight(new Date('2026-11-22T20:59:55Z'))).toBe(Date.parse('2026-11-22T21:00:00Z'));
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    let computed = 0;
    const compute = (key: string) => async () => `${key}${++computed}`;
    await cache.get('a', compute('a'));
    await cache.get('b', compute('b'));
    await cache.get('c', compute('c'));
    expect(await cache.get('b', compute('b'))).toBe('b2');
    expect(await cache.get('a', compute('a'))).toBe('a4');
  });

  it('does not keep a failed computation, and computes every time with a zero lifetime', async () => {
    const cache = new TtlCache<number>(60_000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
    let computed = 0;
    const off = new TtlCache<number>(0);
    await off.get('a', async () => ++computed);
    await off.get('a', async () => ++computed);
    expect(computed).toBe(2);
  });

  it('with serveStale, answers a stale value at once while one new computation runs, until midnight (decision 209)', async () => {
    let now = Date.parse('2026-11-22T09:00:00Z');
    const cache = new TtlCache<number>(60_000, 10, () => now, true);
    let computed = 0;
    let release: (() => void) | undefined;
    const slow = () => new Promise<number>((resolve) => (release = () => resolve(++computed)));
    const first = cache.get('a', slow);
    release!();
    expect(await first).toBe(1);
    now += 60_000;
    // Stale: the old value at once, and one computation behind it however many ask.
    expect(await cache.get('a', slow)).toBe(1);
    expect(await cache.get('a', slow)).toBe(1);
    expect(computed).toBe(1);
    release!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('a', slow)).toBe(2);
    // A failed computation keeps the old value; the next request tries again.
    now += 60_000;
    expect(await cache.get('a', () => Promise.reject(new Error('down')))).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('a', async () => 3)).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('a', async () => 4)).toBe(3);
    // Past midnight in Riyadh nothing stale is served: the request waits for the new value.
    now = Date.parse('2026-11-22T21:00:00Z');
    expect(await cache.get('a', async () => 5)).toBe(5);
  });
});
