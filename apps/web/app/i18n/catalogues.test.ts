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
      const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?:\}|,\s*plural,)/g)].map((m) => m[1]))].sort();
      // Plural forms chosen by Intl.PluralRules may leave the number out ("وظيفتان": two jobs).
      if (/\.(zero|one|two)$/.test(key)) continue;
      expect(placeholders(en[key]), key).toEqual(placeholders(ar[key]));
    }
  });

  it('keep a Latin file extension in Arabic text in a left-to-right isolate, so “(.ics)” does not read “(ics.)”', () => {
    const bare = (Object.keys(ar) as Array<keyof typeof ar>).filter((key) => /(^|[^\u2066])\(\.[a-z]+\)/i.test(ar[key]));
    expect(bare).toEqual([]);
    expect(ar['messages.invitation.calendar']).toContain('\u2066(.ics)\u2069');
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

  it('write every count in its plural form (Intl.PluralRules: six forms in Arabic, two in English)', () => {
    const counts = [0, 1, 2, 3, 10, 11, 14, 100, 101, 102];
    expect(counts.map((count) => translator('ar')('messages.invite.minutes', { count }))).toEqual([
      '0 دقيقة', 'دقيقة واحدة', 'دقيقتان', '3 دقائق', '10 دقائق', '11 دقيقة', '14 دقيقة', '100 دقيقة', '101 دقيقة', '102 دقيقة',
    ]);
    expect(counts.map((count) => translator('en')('messages.invite.minutes', { count }))).toEqual([
      '0 minutes', '1 minute', '2 minutes', '3 minutes', '10 minutes', '11 minutes', '14 minutes', '100 minutes', '101 minutes', '102 minutes',
    ]);
    expect(translator('ar')('nav.unread', { count: 2 })).toBe('رسالتان غير مقروءتين');
    expect([1, 2, 3, 11, 1250, 1200].map((count) => translator('ar')('admin.list.total', { count }))).toEqual(['سجل واحد', 'سجلان', '3 سجلات', '11 سجلًا', '1,250 سجلًا', '1,200 سجل']);
    expect([1, 2].map((count) => translator('en')('admin.list.total', { count }))).toEqual(['1 record', '2 records']);
    expect([1, 2, 5].map((years) => translator('ar')('alerts.item.experience', { years }))).toEqual(['خبرة حتى سنة واحدة', 'خبرة حتى سنتين', 'خبرة حتى 5 سنوات']);
    expect(translator('en')('alerts.item.experience', { years: 1 })).toBe('Up to 1 year of experience');
    expect([2, 14].map((count) => translator('ar')('alerts.outbox.total', { count }))).toEqual(['رسالتان', '14 رسالة']);
    expect(translator('en')('jobs.card.missing', { count: '1' })).toBe('1 publishing field still empty.');
  });

  it('name a count in both languages with the plural syntax, never a bare number next to a noun that changes with it', () => {
    // A plural block must close and name an `other` form, or a count would be shown as the raw template.
    for (const catalogue of [ar, en]) {
      for (const [key, message] of Object.entries(catalogue)) {
        if (!message.includes(', plural,')) continue;
        const rendered = translator(catalogue === ar ? 'ar' : 'en')(key as keyof typeof ar, { count: 5, years: 5, required: 5, days: 5, minutes: 5 });
        expect(rendered, key).not.toContain('plural,');
      }
    }
  });

  it('fill placeholders', () => {
    expect(translator('en')('footer.rights', { year: 2026 })).toBe('© 2026 Tawzeef. All rights reserved.');
  });
});
