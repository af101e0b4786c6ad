import { describe, expect, it, vi } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { TSimpleProfile } from '@tawzeef/contract';
import { localeContext, sessionContext, webContext } from '../../lib/context.ts';
import { splitLocalePath } from '../../lib/locale-path.ts';
import { isAdmin, isAuth, isCompany, isUser, logger, notAuth, redirectProfile } from './guards.server.ts';

const seeker: TSimpleProfile = { id: 1, type: 'USER', name: 'Sara', email: 's@example.com', locale: 'ar', scope: ['user'], email_verified: true, phone_verified: true };
const company: TSimpleProfile = { id: 2, type: 'COMPANY', name: 'Acme', email: 'a@example.com', locale: 'en', scope: ['company'], email_verified: true, phone_verified: true };

function args(url: string, user: TSimpleProfile | null) {
  const context = new RouterContextProvider();
  context.set(webContext, { api: { request: vi.fn(), raw: vi.fn() }, clientIp: '127.0.0.1', secureCookies: false, publicUrl: 'http://localhost' });
  context.set(localeContext, splitLocalePath(new URL(url).pathname));
  context.set(sessionContext, { user, token: user ? 't' : null, setCookies: [] });
  return { request: new Request(url), context, params: {}, pattern: '', url: new URL(url) } as unknown as Parameters<typeof isAuth>[0];
}

const ok = () => Promise.resolve(new Response('page'));

async function outcome(guard: typeof isAuth, url: string, user: TSimpleProfile | null) {
  try {
    const response = await guard(args(url, user), ok);
    return { passed: true, response: response as Response };
  } catch (thrown) {
    return { passed: false, response: thrown as Response };
  }
}

describe('route guards', () => {
  it('is-auth sends a visitor to /login in the same language and remembers the wanted path', async () => {
    const { passed, response } = await outcome(isAuth, 'http://localhost/en/profile/skills?tab=2', null);
    expect(passed).toBe(false);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en/login');
    expect(response.headers.get('Set-Cookie')).toMatch(/^auth\.redirect=.+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect((await outcome(isAuth, 'http://localhost/profile', null)).response.headers.get('Location')).toBe('/login');
    expect((await outcome(isAuth, 'http://localhost/profile', seeker)).passed).toBe(true);
  });

  it('not-auth sends a logged-in person home', async () => {
    expect((await outcome(notAuth, 'http://localhost/ar/login', seeker)).response.headers.get('Location')).toBe('/ar');
    expect((await outcome(notAuth, 'http://localhost/login', null)).passed).toBe(true);
  });

  it('is-company sends a job seeker home and lets companies and visitors through', async () => {
    expect((await outcome(isCompany, 'http://localhost/en/post-job', seeker)).response.headers.get('Location')).toBe('/en');
    expect((await outcome(isCompany, 'http://localhost/post-job', company)).passed).toBe(true);
    expect((await outcome(isCompany, 'http://localhost/post-job', null)).passed).toBe(true);
  });

  it('is-user sends a company home and lets job seekers through', async () => {
    expect((await outcome(isUser, 'http://localhost/profile', company)).response.headers.get('Location')).toBe('/');
    expect((await outcome(isUser, 'http://localhost/profile', seeker)).passed).toBe(true);
  });

  it('redirect-profile sends a job seeker to /profile/info', async () => {
    expect((await outcome(redirectProfile, 'http://localhost/en/employee-profile', seeker)).response.headers.get('Location')).toBe('/en/profile/info');
    expect((await outcome(redirectProfile, 'http://localhost/employee-profile', company)).passed).toBe(true);
  });

  it('is-admin sends an administrator without the second step to set it up, in the same language (decision 160)', async () => {
    const admin: TSimpleProfile = { id: 3, type: 'ADMIN', name: 'Faisal', email: 'f@example.com', locale: 'ar', scope: ['admin'], email_verified: true, phone_verified: true };
    expect((await outcome(isAdmin, 'http://localhost/en/admin/users', { ...admin, second_step_needed: true })).response.headers.get('Location')).toBe('/en/account-security');
    expect((await outcome(isAdmin, 'http://localhost/admin', { ...admin, second_step_needed: true })).response.headers.get('Location')).toBe('/account-security');
    expect((await outcome(isAdmin, 'http://localhost/admin', admin)).passed).toBe(true);
    expect((await outcome(isAdmin, 'http://localhost/admin', seeker)).response.headers.get('Location')).toBe('/');
  });

  it('logger passes the page through unchanged', async () => {
    const { passed, response } = await outcome(logger, 'http://localhost/', null);
    expect(passed).toBe(true);
    expect(await response.text()).toBe('page');
  });
});
