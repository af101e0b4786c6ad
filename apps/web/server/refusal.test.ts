import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyError } from 'fastify';
import { PAGE_BODY_LIMITS, limitPageBodies } from './limits.ts';
import { refusalPage, refusalText, requestLocale, sendRefusal } from './refusal.ts';

describe('refusals of page requests', () => {
  it('speaks the language of the path, else the remembered one, else Arabic', () => {
    const english = `locale=${encodeURIComponent(Buffer.from('"en"').toString('base64'))}`;
    expect(requestLocale('/en/login', undefined)).toBe('en');
    expect(requestLocale('/en.data', undefined)).toBe('en');
    expect(requestLocale('/ar/login', english)).toBe('ar');
    expect(requestLocale('/login', `tz=UTC%2B3; ${english}`)).toBe('en');
    expect(requestLocale('/login', 'locale=not-base64-json')).toBe('ar');
    expect(requestLocale('/english', undefined)).toBe('ar');
    // A form sent to an unprefixed page came from the Arabic page: Arabic, whatever was remembered (decision 156).
    expect(requestLocale('/profile/personal-info', english, 'POST')).toBe('ar');
    expect(requestLocale('/en/profile/personal-info', undefined, 'POST')).toBe('en');
  });

  it('answers a malformed multipart form sent to any page action with 400 in the page’s language, a remembered English included (decision 156)', async () => {
    const english = `locale=${encodeURIComponent(Buffer.from('"en"').toString('base64'))}`;
    // The web scope as apps/web/server.ts composes it: bounded bodies, then refusals by sendRefusal.
    const app = Fastify();
    await app.register(async (web) => {
      limitPageBodies(web);
      web.setErrorHandler((error: FastifyError, request, reply) => sendRefusal(request, reply, error));
      web.all('/*', async () => 'the action ran');
    });
    const cut = '------b\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nSara\r\n------';
    const send = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data; boundary=----b', ...headers }, payload: cut });
    for (const path of ['/profile/personal-info', '/profile/files', '/post-job/12', '/login']) {
      const arabic = await send(path, { cookie: english });
      expect(arabic.statusCode, path).toBe(400);
      expect(arabic.body, path).toContain('<html lang="ar" dir="rtl">');
      expect(arabic.body, path).toContain('تعذرت قراءة النموذج');
      const prefixed = await send(`/en${path}`);
      expect(prefixed.statusCode, path).toBe(400);
      expect(prefixed.body, path).toContain('The form could not be read');
    }
    const data = await send('/profile/personal-info.data', { cookie: english });
    expect(data.statusCode).toBe(400);
    expect(data.body).toContain('تعذرت قراءة النموذج');
    await app.close();
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
