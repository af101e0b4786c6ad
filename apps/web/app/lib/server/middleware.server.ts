import { data, redirect, type MiddlewareFunction } from 'react-router';
import type { TPasskeyCredential, TSimpleProfile } from '@tawzeef/contract';
import { translator } from '../../i18n/index.ts';
import { API } from '@tawzeef/contract';
import { api, callEndpoint, stepUpMethods } from './api.server.ts';
import { STEP_UP_FIELD, STEP_UP_PASSKEY_FIELD, askForStep, isPlainForm, postedFormContext, textFields } from '../../features/account-security/step-up.server.ts';
import { OUTAGE_RETRY_SECONDS, localeContext, sessionContext, webContext } from '../context.ts';
import { clearSessionCookies, localeCookie, refreshCookie, serialize, sessionCookies, strategyCookie, tokenCookie } from './cookies.server.ts';
import { pathIn, splitLocalePath } from '../locale-path.ts';

/**
 * Files the routes serve in no language (the service worker, the sitemap, robots.txt): never sent to an /en form. A
 * browser refuses a service worker script behind a redirect, so English visitors' worker updates failed.
 */
const LANGUAGE_FREE_FILE = /\.(js|xml|txt|webmanifest)$/;

/**
 * The locale comes from the path. An unprefixed page asked for by a visitor whose remembered language is
 * English goes to its /en form; a prefixed page remembers its language for 365 days.
 */
export const localeMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const parts = splitLocalePath(url.pathname);
  context.set(localeContext, parts);
  const web = context.get(webContext);
  const remembered: unknown = await localeCookie.parse(request.headers.get('Cookie'));
  if (parts.prefix === '' && remembered === 'en' && request.method === 'GET' && !LANGUAGE_FREE_FILE.test(parts.rest)) {
    throw redirect(`${pathIn('en', parts.rest)}${url.search}`);
  }
  const response = await next();
  if (parts.prefix !== '' && remembered !== parts.locale) {
    response.headers.append('Set-Cookie', await serialize(localeCookie, parts.locale, web.secureCookies));
  }
  return response;
};

/** An answer that says the API could not be asked (the database or the API away), not that the token is refused. */
const isOutage = (status: number) => status >= 500;

/**
 * Loads the logged-in person from the API (`API.profile.simpleProfile`) with the token cookie; an expired
 * token is renewed once with the refresh cookie; cookies that no longer work are cleared. While the API cannot tell who
 * the person is (an outage), their pages answer 503 with Retry-After and a page that tries again by itself, keeping
 * their cookies and their address, instead of showing them as a visitor (whose guarded pages send to the login page).
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const { request, context } = args;
  const web = context.get(webContext);
  const header = request.headers.get('Cookie');
  const token = ((await tokenCookie.parse(header)) as string | null) || null;
  const refresh = ((await refreshCookie.parse(header)) as string | null) || null;
  const session = { user: null as TSimpleProfile | null, token: null as string | null, setCookies: [] as string[], outage: false };
  context.set(sessionContext, session);

  // Only a 401 from the API means "this token is no longer valid"; an outage or a rate limit keeps the
  // cookies (the page is shown as a visitor would see it, and the next page tries again).
  let tokenRejected = !token;
  let outage = false;
  if (token) {
    const profile = await api(args, { token }).profile.simpleProfile();
    if (profile.ok && profile.data) {
      session.user = profile.data;
      session.token = token;
    } else if (profile.status === 401) {
      tokenRejected = true;
    } else {
      outage = isOutage(profile.status);
      console.error('Profile load failed', profile.status, profile.message);
    }
  }
  let refreshRejected = !refresh;
  if (tokenRejected && refresh) {
    const renewed = await api(args, { token: null }).auth.refresh({ body: { refresh_token: refresh } });
    if (renewed.ok && renewed.data) {
      const { access_token, refresh_token } = renewed.data;
      session.token = access_token.token;
      session.setCookies.push(
        ...(await sessionCookies(
          {
            token: access_token.token,
            expiresAt: access_token.expires_at,
            refreshToken: refresh_token?.token,
            refreshExpiresAt: refresh_token?.expires_at,
            // A renewed session keeps the way it was opened (local, google, apple, facebook).
            strategy: ((await strategyCookie.parse(header)) as string | null) || 'local',
          },
          web.secureCookies,
        )),
      );
      const profile = await api(args).profile.simpleProfile();
      session.user = profile.data ?? null;
    } else if (renewed.status === 401) {
      refreshRejected = true;
    } else {
      outage = isOutage(renewed.status);
    }
  }
  if ((token || refresh) && tokenRejected && refreshRejected) {
    session.setCookies.push(...(await clearSessionCookies(web.secureCookies)));
  }
  session.outage = outage && !session.user;

  const response = await next();
  for (const cookie of session.setCookies) response.headers.append('Set-Cookie', cookie);
  // A page answered 503 (the API away, or busy: its queue's deadline, a search index still being built, decision 224)
  // says when to try again, as the API's own 503 does.
  if (session.outage || (response.status === 503 && !response.headers.has('Retry-After'))) response.headers.set('Retry-After', String(OUTAGE_RETRY_SECONDS));
  return response;
};

/**
 * After the session middleware: while the API cannot tell who a person with a session is, their page is the 503 page
 * (the root's error boundary: the service is briefly unavailable, the page loads itself again), never a guard's
 * redirect to the login page nor the page as a visitor sees it. Thrown here, inside the session middleware's `next()`,
 * so that it adds Retry-After to the answer.
 */
export const outageMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  if (context.get(sessionContext).outage) throw data(translator(context.get(localeContext).locale)('errors.unavailableHint'), { status: 503 });
  return next();
};

/**
 * Step-up (decision 166), after the session middleware: keeps a copy of each plain form a signed-in person posts, for
 * the step-up form to carry if the API asks for the second step again; and when the step-up form comes back with its
 * code, gives the step first (POST …/second-step/step-up), then lets the page's action run again with what was typed.
 * A passkey's answer (`step_up_passkey`, decision 169) gives it through …/step-up/passkey the same way. A wrong code
 * or passkey shows the form again with its error, and the action does not run.
 */
const parseCredential = (json: string): TPasskeyCredential | null => {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as TPasskeyCredential) : null;
  } catch {
    return null;
  }
};

export const stepUpMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const { request, context, url } = args;
  if (!isPlainForm(request) || !context.get(sessionContext).token) return next();
  const fields = textFields(request.clone());
  context.set(postedFormContext, fields);
  const posted = await fields.catch(() => []);
  const code = posted.find(([name]) => name === STEP_UP_FIELD)?.[1];
  const passkey = posted.find(([name]) => name === STEP_UP_PASSKEY_FIELD)?.[1];
  const apiArgs = { request, url, context };
  if (passkey !== undefined) {
    // A passkey's answer (decision 169), as the device gave it; the API checks the rest.
    const credential = parseCredential(passkey);
    const given = credential ? await callEndpoint(apiArgs, API.secondStep.stepUpPasskey, { body: { credential } }) : null;
    if (!given?.ok) return askForStep({ url, context }, await stepUpMethods(apiArgs), given?.message || translator(context.get(localeContext).locale)('auth.passkey.failed'));
  } else if (code !== undefined) {
    const given = await callEndpoint(apiArgs, API.secondStep.stepUp, { body: { code } });
    if (!given.ok) return askForStep({ url, context }, await stepUpMethods(apiArgs), given.errors?.code?.[0] ?? given.message);
  }
  return next();
};
