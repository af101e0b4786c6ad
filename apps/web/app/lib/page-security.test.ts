import { describe, expect, it } from 'vitest';
import { API, FILE_RULES } from '@tawzeef/contract';
import { MOYASAR_CHECKOUT_ORIGIN, PAGE_BODY_LIMITS, contentSecurityPolicy, isReadableForm, newNonce, refusalPage, refusalText, requestLocale, tileSource } from './page-security.server.ts';

const config = { publicUrl: 'https://tawzeef.example', paymentGateway: 'test' as const, map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' } };
const REPORTS = API.csp.report.path;

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((part) => {
    const [name, ...values] = part.split(' ');
    return [name!, values];
  }));
}

describe('the page policy', () => {
  it('allows scripts by nonce only, no plugins, no framing, and reports violations', () => {
    const policy = directives(contentSecurityPolicy(config, 'abc123', REPORTS));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual([REPORTS]);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(policy.get('img-src')).toContain('https://tile.openstreetmap.org');
  });

  it('lets forms go to the configured payment gateway only', () => {
    expect(directives(contentSecurityPolicy(config, 'n', REPORTS)).get('form-action')).toEqual(["'self'", 'https://tawzeef.example']);
    const moyasar = directives(contentSecurityPolicy({ ...config, paymentGateway: 'moyasar' }, 'n', REPORTS));
    expect(moyasar.get('form-action')).toEqual(["'self'", 'https://tawzeef.example', MOYASAR_CHECKOUT_ORIGIN]);
  });

  it('takes the tile server from the tile URL template, a {s} subdomain as a wildcard', () => {
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png?key=1')).toBe('http://127.0.0.1:8080');
  });

  it('makes a new 128-bit nonce each time, across the draws of random bytes it takes them from', () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('page-action limits and refusals', () => {
  it('bounds multipart forms by the largest uploads one form sends, plus a margin', () => {
    expect(PAGE_BODY_LIMITS['multipart/form-data']).toBeGreaterThan(FILE_RULES.logo.maxBytes + FILE_RULES.commercial.maxBytes);
    expect(PAGE_BODY_LIMITS['multipart/form-data']).toBeLessThan(20 * 1024 * 1024);
    expect(PAGE_BODY_LIMITS['application/x-www-form-urlencoded']).toBe(512 * 1024);
  });

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

describe('a page body that cannot be read as a form (decision 089)', () => {
  const boundary = '----tawzeef-unit';
  const type = `multipart/form-data; boundary=${boundary}`;
  const bytes = (text: string) => new TextEncoder().encode(text);
  const whole = `--${boundary}\r\nContent-Disposition: form-data; name="login"\r\n\r\nsara@example.com\r\n--${boundary}--\r\n`;

  it('reads a whole multipart form and any url-encoded one', async () => {
    expect(await isReadableForm(type, bytes(whole))).toBe(true);
    expect(await isReadableForm('application/x-www-form-urlencoded', bytes('login=%%%&&=x'))).toBe(true);
  });

  it('does not read a multipart body cut short, without its boundary, or with a part missing its headers', async () => {
    expect(await isReadableForm(type, bytes(whole.slice(0, 60)))).toBe(false);
    expect(await isReadableForm('multipart/form-data', bytes(whole))).toBe(false);
    expect(await isReadableForm(type, bytes(`--${boundary}\r\nContent-Disposition: form-data; name="login"`))).toBe(false);
  });
});
