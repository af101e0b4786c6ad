import { describe, expect, it, vi } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { TAuthData } from '@tawzeef/contract';
import { localeContext, sessionContext, webContext } from '../context.ts';
import { redirectCookie, serialize } from './cookies.server.ts';
import { splitLocalePath } from '../locale-path.ts';
import { startSession } from './session.server.ts';

function args(url: string, cookie?: string) {
  const context = new RouterContextProvider();
  context.set(webContext, { api: { request: vi.fn(), raw: vi.fn() }, clientIp: '127.0.0.1', secureCookies: false, publicUrl: 'http://localhost' });
  context.set(localeContext, splitLocalePath(new URL(url).pathname));
  context.set(sessionContext, { user: null, token: null, setCookies: [] });
  return { request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }), context };
}

function auth(type: TAuthData['user']['type']): TAuthData {
  return {
    access_token: { token: 't', type: 'Bearer', expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    user: { id: 1, type, first_name: 'A', last_name: 'B', ar_first_name: null, ar_last_name: null } as TAuthData['user'],
  };
}

const landing = async (url: string, type: TAuthData['user']['type'], cookie?: string) =>
  (await startSession(args(url, cookie), auth(type), 'Welcome')).headers.get('Location');

describe('after login', () => {
  it('sends a company to its dashboard, an administrator to the console and a job seeker home', async () => {
    expect(await landing('http://localhost/login', 'COMPANY')).toBe('/company-jobs');
    expect(await landing('http://localhost/en/login', 'COMPANY')).toBe('/en/company-jobs');
    expect(await landing('http://localhost/en/login', 'ADMIN')).toBe('/en/admin');
    expect(await landing('http://localhost/en/login', 'USER')).toBe('/en');
  });

  it('keeps the remembered page over the landing', async () => {
    const remembered = (await serialize(redirectCookie, '/en/messages?c=4', false)).split(';')[0];
    expect(await landing('http://localhost/en/login', 'COMPANY', remembered)).toBe('/en/messages?c=4');
  });
});
