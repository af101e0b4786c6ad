import { redirect, type MiddlewareFunction } from 'react-router';
import { safeRedirectPath } from '@tawzeef/contract';
import { localeContext, sessionContext, webContext } from '../../lib/context.ts';
import { redirectCookie, serialize } from '../../lib/server/cookies.server.ts';
import { withPrefix } from '../../lib/locale-path.ts';

/**
 * The route guards of SPEC §6, each a route middleware. Pages list the ones they need:
 * `export const middleware = [isAuth, isUser]`.
 */
type TGuard = MiddlewareFunction<Response>;

function home(context: Parameters<TGuard>[0]['context']) {
  return withPrefix(context.get(localeContext).prefix, '/');
}

/** is-auth: a visitor who is not logged in goes to /login (same language); the wanted path is remembered. */
export const isAuth: TGuard = async ({ url, context }, next) => {
  if (context.get(sessionContext).user) return next();
  const wanted = safeRedirectPath(`${url.pathname}${url.search}`);
  const headers = new Headers();
  if (wanted !== '/') headers.append('Set-Cookie', await serialize(redirectCookie, wanted, context.get(webContext).secureCookies));
  throw redirect(withPrefix(context.get(localeContext).prefix, '/login'), { headers });
};

/** not-auth: guest-only pages (login, register, ...): a logged-in visitor goes home. */
export const notAuth: TGuard = ({ context }, next) => {
  if (context.get(sessionContext).user) throw redirect(home(context));
  return next();
};

/** is-company: company-only pages: a logged-in job seeker (USER) goes home. */
export const isCompany: TGuard = ({ context }, next) => {
  if (context.get(sessionContext).user?.type === 'USER') throw redirect(home(context));
  return next();
};

/** is-user: job-seeker-only pages: a logged-in COMPANY goes home. */
export const isUser: TGuard = ({ context }, next) => {
  if (context.get(sessionContext).user?.type === 'COMPANY') throw redirect(home(context));
  return next();
};

/** redirect-profile: a logged-in job seeker is sent to their own profile form (/profile/info). */
export const redirectProfile: TGuard = ({ context }, next) => {
  if (context.get(sessionContext).user?.type === 'USER') throw redirect(withPrefix(context.get(localeContext).prefix, '/profile/info'));
  return next();
};

/** logger: a pass-through that records page requests when LOG_LEVEL is debug or trace. */
export const logger: TGuard = async ({ request, url, context }, next) => {
  const started = performance.now();
  const response = await next();
  if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace') {
    const user = context.get(sessionContext).user;
    console.debug(`[page] ${request.method} ${url.pathname} ${response.status} ${Math.round(performance.now() - started)}ms ${user ? `${user.type}#${user.id}` : 'guest'}`);
  }
  return response;
};

/**
 * is-admin: the admin pages: a logged-in account that is not an administrator goes home (combine with isAuth); an
 * administrator whose session has not given the second step goes to set it up (decision 160).
 */
export const isAdmin: TGuard = ({ context }, next) => {
  const user = context.get(sessionContext).user;
  if (user && user.type !== 'ADMIN') throw redirect(home(context));
  if (user?.second_step_needed) throw redirect(withPrefix(context.get(localeContext).prefix, '/account-security'));
  return next();
};
