import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUES } from './i18n.ts';

describe('the API messages', () => {
  it('keep each key in one module’s catalogue, in both languages (a second one would replace the first’s text)', () => {
    for (const locale of ['en', 'ar'] as const) {
      const owners = new Map<string, string[]>();
      for (const [name, catalogue] of Object.entries(MESSAGE_CATALOGUES)) {
        for (const key of Object.keys(catalogue[locale])) owners.set(key, [...(owners.get(key) ?? []), name]);
      }
      const shared = [...owners].filter(([, names]) => names.length > 1).map(([key, names]) => `${key}: ${names.join(', ')}`);
      expect(shared, locale).toEqual([]);
    }
  });
});
