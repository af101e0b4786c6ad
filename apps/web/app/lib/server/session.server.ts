import { redirect, type RouterContextProvider } from 'react-router';
import { safeRedirectPath, type TAuthData, type TLoginStrategy } from '@tawzeef/contract';
import { localeContext, sessionContext, webContext } from '../context.ts';
import { clearSessionCookies, expire, redirectCookie, sessionCookies } from './cookies.server.ts';
import { flashHeader } from './flash.server.ts';
import { withPrefix } from '../locale-path.ts';

/**
 * Where a login lands when no page was remembered: a company on its dashboard (its jobs), an administrator on the
 * console (decision 031), a job seeker on the home page.
 */
export function landingAfterLogin(type: TAuthData['user']['type']): string {
  if (type === 'COMPANY') return '/company-jobs';
  if (type === 'ADMIN') return '/admin';
  return '/';
}

/**
 * After a successful login or registration: session cookies, a toast with the API's message, and a redirect
 * to the remembered page (only a safe same-site path) or to `fallback` (by default the account's landing,
 * `landingAfterLogin`). `strategy` (default `local`) is how the person signed in: the `auth.strategy` cookie of SPEC §9.
 */
export async function startSession(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  auth: TAuthData,
  message: string,
  fallback: string = landingAfterLogin(auth.user.type),
  options: { persistent?: boolean; redirectTo?: string; strategy?: TLoginStrategy } = {},
): Promise<Response> {
  const secure = context.get(webContext).secureCookies;
  const { prefix } = context.get(localeContext);
  const persistent = options.persistent ?? true;
  // An explicit ?redirect= wins over the remembered path; either is used only when it is a safe same-site path.
  const wanted: unknown = options.redirectTo || (await redirectCookie.parse(request.headers.get('Cookie')));
  const remembered = safeRedirectPath(wanted);
  const headers = new Headers();
  const cookies = await sessionCookies(
    {
      token: auth.access_token.token,
      expiresAt: auth.access_token.expires_at,
      refreshToken: auth.refresh_token?.token,
      refreshExpiresAt: auth.refresh_token?.expires_at,
      persistent,
      strategy: options.strategy ?? 'local',
    },
    secure,
  );
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', await expire(redirectCookie, secure));
  headers.append('Set-Cookie', await flashHeader({ kind: 'success', message }, context));
  return redirect(remembered !== '/' ? remembered : withPrefix(prefix, fallback), { headers });
}

/** The page a deleted account lands on: it says the deletion is done and a mail confirms it (decision 089). */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

/**
 * After logging out or deleting the account: the session cookies cleared, a toast with `message`, and home (or
 * `path`: the page that says the account was deleted, decision 089). The session middleware must not write a
 * renewed token back (the refresh token would log the visitor straight in).
 */
export async function endSession(context: Readonly<RouterContextProvider>, message: string, path = '/'): Promise<Response> {
  const { prefix } = context.get(localeContext);
  const headers = new Headers();
  for (const cookie of await clearSessionCookies(context.get(webContext).secureCookies)) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', await flashHeader({ kind: 'success', message }, context));
  context.get(sessionContext).setCookies.length = 0;
  return redirect(withPrefix(prefix, path), { headers });
}
