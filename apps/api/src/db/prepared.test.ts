import { describe, expect, it } from 'vitest';
import type { TDatabase } from './client.ts';
import { preparedPer } from './prepared.ts';

describe('preparedPer', () => {
  it('prepares a statement once per database and key, and keeps each database’s apart', () => {
    const made: string[] = [];
    const statementOf = preparedPer((db, key: string) => {
      const name = `${(db as unknown as { name: string }).name}:${key}`;
      made.push(name);
      return { name };
    });
    const a = { name: 'a' } as unknown as TDatabase;
    const b = { name: 'b' } as unknown as TDatabase;
    expect(statementOf(a, 'ar')).toBe(statementOf(a, 'ar'));
    expect(statementOf(a, 'en')).not.toBe(statementOf(a, 'ar'));
    expect(statementOf(b, 'ar').name).toBe('b:ar');
    expect(made).toEqual(['a:ar', 'a:en', 'b:ar']);
  });
});
