import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Every `…LOCK… = <number>` constant of the API's source (tests aside): each module names its own keys. */
function lockKeys(): Array<{ name: string; value: number; file: string }> {
  const found: Array<{ name: string; value: number; file: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        for (const match of readFileSync(file, 'utf8').matchAll(/\b([A-Z][A-Z0-9_]*LOCK[A-Z0-9_]*)\s*=\s*(0x[0-9a-fA-F]+|\d+)\s*;/g)) {
          found.push({ name: match[1]!, value: Number(match[2]), file: path.relative(SRC, file) });
        }
      }
    }
  };
  walk(SRC);
  return found;
}

describe('PostgreSQL advisory lock keys', () => {
  it('are distinct across the whole API, so that one schedule never waits for or skips another (a new key is found by reading the source)', () => {
    const keys = lockKeys();
    // The schedules, the code issues, the conversations' starts, the CV views, the templates, the preparation, ZATCA's queue…
    expect(keys.length).toBeGreaterThanOrEqual(18);
    expect(keys.map((key) => key.name)).toEqual(expect.arrayContaining(['DELIVERY_LOCK_KEY', 'PREPARE_LOCK_KEY', 'CHANNEL_DISPATCH_LOCK_KEY', 'RECOMMENDATION_MAIL_LOCK_KEY', 'ZATCA_QUEUE_LOCK_KEY']));
    const byValue = new Map<number, string[]>();
    for (const key of keys) byValue.set(key.value, [...(byValue.get(key.value) ?? []), `${key.name} (${key.file})`]);
    expect([...byValue.values()].filter((names) => names.length > 1)).toEqual([]);
  });
});
