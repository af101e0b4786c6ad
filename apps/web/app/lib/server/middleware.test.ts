import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { localeContext, sessionContext, webContext, type TApiTransport } from '../context.ts';
import { localeCookie, refreshCookie, strategyCookie, tokenCookie } from './cookies.server.ts';
import { localeMiddleware, outageMiddleware, sessionMiddleware } from './middleware.server.ts';

const profile = { id: 3, type: 'USER', name: 'Huda', email: 'h@example.com', locale: 'ar', scope: ['user'] };

/** An API that answers by path, recording what it was asked. */
function fakeApi(answers: Record<string, { status: number; body?: unknown }>) {
  const calls: string[] = [];
  const api: TApiTransport = {
    async request({ path, headers }) {
      calls.push(`${path} ${headers.authorization ?? ''}`.trim());
      const answer = answers[path] ?? { status: 404 };
      return { status: answer.status, body: answer.body ?? {} };
    },
    raw: async () => new Response(null, { status: 404 }),
  };
  return { api, calls };
}

async function run(api: TApiTransport, cookies: { token?: string; refresh?: string; strategy?: string }, pageStatus = 200) {
  const parts: string[] = [];
  if (cookies.strategy) parts.push((await strategyCookie.serialize(cookies.strategy)).split(';')[0]!);
  if (cookies.token) parts.push((await tokenCookie.serialize(cookies.token)).split(';')[0]!);
  if (cookies.refresh) parts.push((await refreshCookie.serialize(cookies.refresh)).split(';')[0]!);
  const context = new RouterContextProvider();
  context.set(webContext, { api, clientIp: '127.0.0.1', secureCookies: false, publicUrl: 'http://localhost' });
  context.set(localeContext, { locale: 'en', prefix: '/en', rest: '/profile' });
  const request = new Request('http://localhost/en/profile', { headers: { Cookie: parts.join('; ') } });
  let pageRendered = false;
  const caught: { thrown: { type: string; data: unknown; init: ResponseInit | null } | null } = { thrown: null };
  // The root's order: the session, then the outage guard, then the page.
  const response = (await sessionMiddleware({ request, context, params: {} } as never, async () => {
    try {
      return (await outageMiddleware({ request, context, params: {} } as never, async () => {
        pageRendered = true;
        return new Response('page', { status: pageStatus });
      })) as Response;
    } catch (error) {
      // What React Router does with a thrown answer: renders it with its status.
      caught.thrown = error as typeof caught.thrown;
      return new Response('error page', { status: caught.thrown?.init?.status ?? 500 });
    }
  })) as Response;
  return { session: context.get(sessionContext), setCookies: response.headers.getSetCookie(), pageRendered, thrown: caught.thrown, response };
}

const cleared = (cookies: string[]) => cookies.filter((c) => /Max-Age=0/.test(c)).map((c) => c.split('=')[0]);

describe('the session middleware', () => {
  it('loads the logged-in person with the token cookie', async () => {
    const { api, calls } = fakeApi({ '/api/v1/user/simple-profile': { status: 200, body: { data: profile } } });
    const { session, setCookies } = await run(api, { token: 'token-aaaaaaaaaaaaaaaaaaaaaaa' });
    expect(session.user).toEqual(profile);
    expect(calls).toEqual(['/api/v1/user/simple-profile Bearer token-aaaaaaaaaaaaaaaaaaaaaaa']);
    expect(setCookies).toEqual([]);
  });

  it('renews an expired token with the refresh cookie and sets the new cookies', async () => {
    let profileCalls = 0;
    const api: TApiTransport = {
      async request({ path }) {
        if (path === '/api/v1/auth/refresh') {
          return { status: 200, body: { data: { access_token: { token: 'new-token', type: 'Bearer', expires_at: '2030-01-01T00:00:00+03:00' }, refresh_token: { token: 'new-refresh', expires_at: '2030-02-01T00:00:00+03:00' } } } };
        }
        profileCalls += 1;
        return profileCalls === 1 ? { status: 401, body: {} } : { status: 200, body: { data: profile } };
      },
      raw: async () => new Response(null, { status: 404 }),
    };
    const { session, setCookies } = await run(api, { token: 'old-token', refresh: 'old-refresh', strategy: 'google' });
    expect(session.user).toEqual(profile);
    expect(session.token).toBe('new-token');
    expect(setCookies.map((c) => c.split('=')[0])).toEqual(['auth._token.local', 'auth.strategy', 'auth._refresh_token.local']);
    const strategy = setCookies.find((c) => c.startsWith('auth.strategy='))!;
    expect(await strategyCookie.parse(strategy.split(';')[0]!)).toBe('google');
  });

  it('clears the cookies when the API says they no longer work', async () => {
    const { api } = fakeApi({ '/api/v1/user/simple-profile': { status: 401 }, '/api/v1/auth/refresh': { status: 401 } });
    const { session, setCookies } = await run(api, { token: 'revoked', refresh: 'revoked' });
    expect(session.user).toBeNull();
    expect(cleared(setCookies)).toEqual(['auth._token.local', 'auth._refresh_token.local', 'auth.strategy']);
  });

  it.each([503, 500])('answers 503 with Retry-After in the page language, keeping the cookies, when the API answers %i (an outage is not a logout)', async (status) => {
    const { api } = fakeApi({ '/api/v1/user/simple-profile': { status }, '/api/v1/auth/refresh': { status } });
    const { thrown, response, setCookies, pageRendered } = await run(api, { token: 'valid', refresh: 'valid' });
    expect(pageRendered).toBe(false);
    expect(thrown?.init?.status).toBe(503);
    expect(thrown?.data).toBe('This page will try again by itself in a few seconds. You are still logged in, and nothing you saved is lost.');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(setCookies).toEqual([]);
  });

  it('adds Retry-After to a page answered 503 for a visitor (the API busy, decision 224)', async () => {
    const { api } = fakeApi({});
    const { response, pageRendered } = await run(api, {}, 503);
    expect(pageRendered).toBe(true);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect((await run(api, {})).response.headers.get('Retry-After')).toBeNull();
  });

  it('keeps the cookies and shows the page as a visitor would when the API only limits the rate (429)', async () => {
    const { api } = fakeApi({ '/api/v1/user/simple-profile': { status: 429 }, '/api/v1/auth/refresh': { status: 429 } });
    const { session, setCookies, pageRendered, response } = await run(api, { token: 'valid', refresh: 'valid' });
    expect(session.user).toBeNull();
    expect(setCookies).toEqual([]);
    expect(pageRendered).toBe(true);
    expect(response.headers.get('Retry-After')).toBeNull();
  });

  it('answers 503 and keeps the cookies when the token was refused but the refresh could not be checked', async () => {
    const { api } = fakeApi({ '/api/v1/user/simple-profile': { status: 401 }, '/api/v1/auth/refresh': { status: 503 } });
    const { response, setCookies } = await run(api, { token: 'expired', refresh: 'valid' });
    expect(response.status).toBe(503);
    expect(setCookies).toEqual([]);
  });

  it('asks nothing of the API for a visitor without cookies', async () => {
    const { api, calls } = fakeApi({});
    const { session } = await run(api, {});
    expect(session.user).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the locale middleware', () => {
  async function answer(path: string, locale: string) {
    const context = new RouterContextProvider();
    context.set(webContext, { api: fakeApi({}).api, clientIp: '127.0.0.1', secureCookies: false, publicUrl: 'http://localhost' });
    const cookie = (await localeCookie.serialize(locale)).split(';')[0]!;
    const request = new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
    try {
      return (await localeMiddleware({ request, url: new URL(request.url), context, params: {} } as never, async () => new Response('page'))) as Response;
    } catch (thrown) {
      return thrown as Response;
    }
  }

  it('sends an English visitor from an unprefixed page to its /en form', async () => {
    const response = await answer('/find-jobs?q=nurse', 'en');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/find-jobs?q=nurse');
  });

  it('serves the service worker, the sitemap and robots.txt as they are, whatever the remembered language', async () => {
    for (const path of ['/sw.js', '/sitemap.xml', '/robots.txt']) expect((await answer(path, 'en')).status, path).toBe(200);
  });
});
