import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { translator } from './index.ts';

describe('translation catalogues', () => {
  it('have exactly the same keys in Arabic and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ar).sort());
  });

  it('have no empty message and the same placeholders in both languages', () => {
    for (const key of Object.keys(ar) as Array<keyof typeof ar>) {
      expect(ar[key].trim(), key).not.toBe('');
      expect(en[key].trim(), key).not.toBe('');
      const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      // Plural forms chosen by Intl.PluralRules may leave the number out ("وظيفتان": two jobs).
      if (/\.(zero|one|two)$/.test(key)) continue;
      expect(placeholders(en[key]), key).toEqual(placeholders(ar[key]));
    }
  });

  it('write Arabic in Arabic script', () => {
    expect(ar['app.title']).toBe('منصة توظيف');
    // Format examples (an address and a phone pattern) are the same in both languages, and so are patterns made of
    // placeholders and punctuation only, such as '{stage} ({count})'.
    const hasWords = (message: string) => /\p{L}/u.test(message.replace(/\{\w+\}/g, ''));
    const untranslated = (Object.keys(ar) as Array<keyof typeof ar>).filter(
      (key) => !/[\u0600-\u06FF]/.test(ar[key]) && ar[key] === en[key] && hasWords(ar[key]) && key !== 'auth.login.loginPlaceholder',
    );
    expect(untranslated).toEqual([]);
  });

  it('fill placeholders', () => {
    expect(translator('en')('footer.rights', { year: 2026 })).toBe('© 2026 Tawzeef. All rights reserved.');
  });
});
