import { describe, expect, it } from 'vitest';
import { PAGE_BODY_LIMITS } from './limits.ts';
import { refusalPage, refusalText, requestLocale } from './refusal.ts';

describe('refusals of page requests', () => {
  it('speaks the language of the path, else the remembered one, else Arabic', () => {
    const english = `locale=${encodeURIComponent(Buffer.from('"en"').toString('base64'))}`;
    expect(requestLocale('/en/login', undefined)).toBe('en');
    expect(requestLocale('/en.data', undefined)).toBe('en');
    expect(requestLocale('/ar/login', english)).toBe('ar');
    expect(requestLocale('/login', `tz=UTC%2B3; ${english}`)).toBe('en');
    expect(requestLocale('/login', 'locale=not-base64-json')).toBe('ar');
    expect(requestLocale('/english', undefined)).toBe('ar');
  });

  it('writes the refusal page in the visitor language, escaped, with the limit', () => {
    const page = refusalPage({ status: 413, locale: 'ar', limit: PAGE_BODY_LIMITS['multipart/form-data'], back: '/profile/files?x="><script>' });
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('13 ميجابايت');
    expect(page).not.toContain('<script');
    expect(page).toContain('href="/profile/files?x=&#34;&#62;&#60;script&#62;"');
    expect(refusalText({ status: 415, locale: 'en', back: '/' })).toBe('This form cannot be read. This page takes forms as a browser sends them, and nothing else.');
  });

  it('says the site is busy (load shedding, 503) with a link to try the same page again, in both languages', () => {
    const arabic = refusalPage({ status: 503, locale: 'ar', back: '/find-jobs?q=%D9%85' });
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('الموقع مزدحم جدًا الآن');
    expect(arabic).toContain('<a href="/find-jobs?q=%D9%85">حاول مرة أخرى</a>');
    const english = refusalPage({ status: 503, locale: 'en', back: '/en/jobs/12' });
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<a href="/en/jobs/12">Try again</a>');
    expect(refusalText({ status: 503, locale: 'en', back: '/' })).toBe('The site is very busy right now. Too many people are using it at this moment. Please try again in a few seconds.');
  });
});
