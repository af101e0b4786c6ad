import { describe, expect, it } from 'vitest';
import type { TApiTransport } from '../app/lib/context.ts';
import { PageCache, apiChangeMark, isShareable, matchesEtag, pageBody, pageKey, pageOf, type TPageRequest } from './page-cache.ts';

const request = (overrides: Partial<TPageRequest> = {}): TPageRequest => ({
  method: 'GET',
  url: '/en/find-jobs?q=nurse',
  host: 'tawzeef.test',
  protocol: 'https',
  cookie: undefined,
  isBot: false,
  ...overrides,
});

const page = (html: string, nonce = 'N0nce+abc/def==') => ({ status: 200, headers: [['content-type', 'text/html; charset=utf-8']] as Array<[string, string]>, ...pageOf(html, nonce) });

describe('page cache keys (decision 049)', () => {
  it('shares a page only among visitors without a session: any cookie but the language and the time zone renders afresh', () => {
    expect(pageKey(request())).not.toBeNull();
    expect(pageKey(request({ cookie: 'locale=ImVuIg%3D%3D; tz=180' }))).not.toBeNull();
    expect(pageKey(request({ cookie: 'auth._token.local=abc' }))).toBeNull();
    expect(pageKey(request({ cookie: 'locale=ImVuIg%3D%3D; auth._refresh_token.local=r' }))).toBeNull();
    expect(pageKey(request({ cookie: 'flash=xyz' }))).toBeNull();
    expect(pageKey(request({ cookie: 'tz=180; tz=120' }))).toBeNull();
    expect(pageKey(request({ method: 'POST' }))).toBeNull();
    expect(pageKey(request({ method: 'HEAD' }))).toBeNull();
    expect(pageKey(request({ url: '/en/find-jobs.data?q=nurse' }))).toBeNull();
  });

  it('keys by path and query, language and time zone cookies, host and whether a crawler asks', () => {
    const keys = new Set(
      [
        request(),
        request({ url: '/en/find-jobs?q=nurses' }),
        request({ url: '/ar/find-jobs?q=nurse' }),
        request({ cookie: 'locale=ImVuIg%3D%3D' }),
        request({ cookie: 'tz=180' }),
        request({ host: 'other.test' }),
        request({ isBot: true }),
      ].map((r) => pageKey(r)),
    );
    expect(keys.size).toBe(7);
    expect(pageKey(request({ cookie: 'tz=180' }))).toBe(pageKey(request({ cookie: ' tz=180 ' })));
  });

  it('stores only a 200 HTML answer without Set-Cookie, no-store or private', () => {
    const html = (extra: Record<string, string> = {}) => new Headers({ 'content-type': 'text/html; charset=utf-8', ...extra });
    expect(isShareable(200, html())).toBe(true);
    expect(isShareable(404, html())).toBe(false);
    expect(isShareable(302, html())).toBe(false);
    expect(isShareable(200, html({ 'set-cookie': 'locale=x; Path=/' }))).toBe(false);
    expect(isShareable(200, html({ 'cache-control': 'no-store' }))).toBe(false);
    expect(isShareable(200, html({ 'cache-control': 'private, max-age=0' }))).toBe(false);
    expect(isShareable(200, new Headers({ 'content-type': 'application/json' }))).toBe(false);
  });
});

describe('the nonce of a shared page', () => {
  it('is taken out when stored and a fresh one put in where each was; the ETag does not depend on it', () => {
    const first = pageOf('<script nonce="AAA">x</script><script nonce="AAA">y</script>', 'AAA');
    const second = pageOf('<script nonce="BBB">x</script><script nonce="BBB">y</script>', 'BBB');
    expect(first.body.toString()).toBe('<script nonce="AAA">x</script><script nonce="AAA">y</script>');
    expect(first.parts.map(String)).toEqual(['<script nonce="', '">x</script><script nonce="', '">y</script>']);
    expect(first.etag).toBe(second.etag);
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(pageBody(first.parts, 'CCC').toString()).toBe('<script nonce="CCC">x</script><script nonce="CCC">y</script>');
    expect(pageOf('<p>other</p>', 'AAA').etag).not.toBe(first.etag);
    // Where the nonce stood matters to the tag, not only what is around it.
    expect(pageOf('<script nonce="AAA">xy</script>', 'AAA').etag).not.toBe(pageOf('<script nonce="">xAAAy</script>', 'AAA').etag);
  });

  it('keeps Arabic text whole around the nonce, and a page without a nonce as it came', () => {
    const arabic = '<p dir="rtl">وظائف في الرياض</p><script nonce="K+9/z==">مرحبا</script><i>جدة</i>';
    const page = pageOf(arabic, 'K+9/z==');
    expect(page.body.toString()).toBe(arabic);
    expect(pageBody(page.parts, 'Zz1+/==').toString()).toBe(arabic.replace('K+9/z==', 'Zz1+/=='));
    const plain = pageOf('<p>بلا نونس</p>', undefined);
    expect(plain.parts).toHaveLength(1);
    expect(pageBody(plain.parts, 'x').toString()).toBe('<p>بلا نونس</p>');
  });

  it('answers If-None-Match with the same tag, weak or strong, in a list or *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('PageCache', () => {
  it('serves a stored page until its time is up', async () => {
    let now = 1000;
    const cache = new PageCache({ ttlMs: 5000, clock: () => now });
    const since = await cache.begin();
    cache.put('k', since, page('<p>hello</p>'));
    expect(await cache.get('k')).toBeDefined();
    now += 4999;
    expect(await cache.get('k')).toBeDefined();
    now += 1;
    expect(await cache.get('k')).toBeUndefined();
  });

  it('serves no page cached before a job changed (the change mark moved), nor stores one rendered before', async () => {
    let mark = 7;
    const cache = new PageCache({ ttlMs: 60_000, changeMark: async () => mark });
    cache.put('k', await cache.begin(), page('<p>job as it was</p>'));
    expect(await cache.get('k')).toBeDefined();
    mark = 8;
    expect(await cache.get('k')).toBeUndefined();
    // A page whose render began before the change is stored but never served.
    const since = { mark: 7, generation: 0 };
    cache.put('k', since, page('<p>stale</p>'));
    expect(await cache.get('k')).toBeUndefined();
    cache.put('k', await cache.begin(), page('<p>job as it is</p>'));
    expect(pageBody((await cache.get('k'))!.parts, 'n').toString()).toBe('<p>job as it is</p>');
  });

  it('forgets everything on a request that may write, and does not keep a page whose render began before it', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    cache.put('a', await cache.begin(), page('<p>a</p>'));
    const during = await cache.begin();
    cache.invalidate();
    expect(await cache.get('a')).toBeUndefined();
    cache.put('b', during, page('<p>b</p>'));
    expect(await cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries pages, dropping the oldest; ttl 0 keeps nothing', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.put(key, await cache.begin(), page(`<p>${key}</p>`));
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('c')).toBeDefined();
    const off = new PageCache({ ttlMs: 0 });
    off.put('a', await off.begin(), page('<p>a</p>'));
    expect(off.size).toBe(0);
  });
});

describe('the job change mark as the web server reads it (decision 103)', () => {
  const transport = (status: number, body: unknown): TApiTransport & { paths: string[] } => {
    const paths: string[] = [];
    return {
      paths,
      request: async ({ method, path }) => {
        paths.push(`${method} ${path}`);
        return { status, body };
      },
      raw: async () => new Response(null, { status: 500 }),
    };
  };

  it('asks the API, not the database', async () => {
    const api = transport(200, { message: 'ok', data: { mark: 41 } });
    expect(await apiChangeMark(api)).toBe(41);
    expect(api.paths).toEqual(['GET /api/v1/job-change-mark']);
  });

  it('fails rather than guess when the API cannot say (the database away)', async () => {
    await expect(apiChangeMark(transport(503, { message: 'away' }))).rejects.toThrow(/503/);
  });
});
