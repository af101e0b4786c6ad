import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}

describe('reload after a failed chunk load', () => {
  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(storage, 1_000_000, reload)).toBe(true);
    expect(reloadOnceForChunkError(storage, 1_030_000, reload)).toBe(false);
    expect(reloadOnceForChunkError(storage, 1_059_999, reload)).toBe(false);
    expect(reloadOnceForChunkError(storage, 1_060_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
