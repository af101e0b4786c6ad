import { describe, expect, it } from 'vitest';
import { BitsetArena, BUILD_SLICE_MS, forEachYielding, positionsByKeyDescending } from './postings.ts';

describe('positionsByKeyDescending', () => {
  it('orders as a stable sort by descending key does, on random keys with many ties', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (const size of [0, 1, 2, 3, 10, 999, 1000, 1001]) {
      const keys = Float64Array.from({ length: size }, () => Math.floor(random() * 4) * 4_000_000 + (random() < 0.5 ? 2_000_000 : 0) + Math.floor(random() * 3));
      const expected = Array.from(keys.keys()).sort((a, b) => keys[b]! - keys[a]!);
      expect(positionsByKeyDescending(keys)).toEqual(expected);
    }
  });

  it('keeps the original order of equal keys and handles the largest keys the indexes make', () => {
    expect(positionsByKeyDescending(Float64Array.from([5, 5, 5]))).toEqual([0, 1, 2]);
    expect(positionsByKeyDescending(Float64Array.from([0, 39_999_999, 0, 39_999_999]))).toEqual([1, 3, 0, 2]);
  });
});

describe('BitsetArena', () => {
  it('gives empty bitsets of the asked size, reusing those given back, never one still taken', () => {
    const arena = new BitsetArena();
    const first = arena.take(100);
    const second = arena.take(100);
    expect(first.length).toBe(4);
    expect(second).not.toBe(first);
    first.fill(0xffffffff);
    second[2] = 9;
    arena.release();
    const again = [arena.take(100), arena.take(100)];
    // The same buffers, emptied.
    expect(new Set(again)).toEqual(new Set([first, second]));
    for (const bits of again) expect([...bits]).toEqual([0, 0, 0, 0]);
    expect(arena.take(100)).not.toBe(first);
    arena.release();
    // Another size (the index grew): new buffers of that size.
    const grown = arena.take(129);
    expect(grown.length).toBe(5);
    expect([first, second]).not.toContain(grown);
  });
});

// Decision 224: a build's loop over every row lets the event loop answer between its slices.
describe('forEachYielding', () => {
  it('runs every step in order and lets what waits on the event loop run before it ends', async () => {
    const seen: number[] = [];
    let ranAt = -1;
    setImmediate(() => (ranAt = seen.length));
    const count = 4096;
    await forEachYielding(count, (at) => {
      seen.push(at);
      // Each step takes a little while, so that the loop passes many slices whatever the machine's speed.
      const until = performance.now() + (BUILD_SLICE_MS * 4) / count;
      while (performance.now() < until);
    });
    expect(seen).toEqual(Array.from({ length: count }, (_, at) => at));
    expect(ranAt).toBeGreaterThan(0);
    expect(ranAt).toBeLessThan(count);
  });
});
