import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createCookie, redirect, type RouterContextProvider } from 'react-router';
import { OAUTH_PROVIDERS, isAuthData, safeRedirectPath, type TOAuthProvider } from '@tawzeef/contract';
import { api } from '../../lib/server/api.server.ts';
import { localeContext, sessionContext, webContext } from '../../lib/context.ts';
import { expire, serialize } from '../../lib/server/cookies.server.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { askSecondStep } from '../auth/index.server.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';
import { startSession } from '../../lib/server/session.server.ts';

type TArgs = { request: Request; url: URL; context: Readonly<RouterContextProvider> };

/** One sign-in in flight: what the return must match (state), and what the code exchange needs (verifier, nonce). */
export interface TOAuthFlight {
  provider: TOAuthProvider;
  state: string;
  nonce?: string;
  verifier: string;
  redirect?: string;
  /** Started from the account by a logged-in person: link this provider instead of signing in. */
  link?: boolean;
}

/** A first sign-in waiting for its missing details. */
export interface TOAuthPending {
  token: string;
  provider: TOAuthProvider;
  needs: string[];
  email: string | null;
}

/**
 * The flight's cookie (10 minutes, httpOnly). Apple answers with a cross-site form POST, which carries only
 * `SameSite=None; Secure` cookies, so Apple's flight is written with those attributes.
 */
export const oauthStateCookie = createCookie('auth.oauth.state', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 10 * 60 });
/** The signed sign-up token of a first sign-in (15 minutes, like the token itself). */
export const oauthSignupCookie = createCookie('auth.oauth.signup', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 15 * 60 });

/** A refused return that arrived by POST (Apple) is shown by /login: the message waits one minute in this cookie. */
export const oauthErrorCookie = createCookie('auth.oauth.error', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 });

export const isOAuthProvider = (value: unknown): value is TOAuthProvider => OAUTH_PROVIDERS.includes(value as TOAuthProvider);

const random = () => randomBytes(32).toString('base64url');

/** The page the provider sends the browser back to, in the language the sign-in started in. */
export function returnAddress(context: Readonly<RouterContextProvider>, provider: TOAuthProvider): string {
  const { prefix } = context.get(localeContext);
  return `${context.get(webContext).publicUrl}${withPrefix(prefix, provider === 'apple' ? '/usage-agreement' : '/login')}`;
}

/** The providers this installation offers (a button each); none when the API cannot tell. */
export async function configuredProviders(args: TArgs): Promise<TOAuthProvider[]> {
  const result = await api(args, { token: null }).oauth.providers();
  return result.ok && result.data ? result.data.providers : [];
}

async function flightCookie(flight: TOAuthFlight | '', secure: boolean, provider: TOAuthProvider | undefined): Promise<string> {
  const crossSite = provider === 'apple';
  const attributes = crossSite ? { sameSite: 'none' as const, secure: true } : { secure };
  return flight === '' ? oauthStateCookie.serialize('', { ...attributes, maxAge: 0, expires: new Date(0) }) : oauthStateCookie.serialize(flight, attributes);
}

/** GET /auth/{provider}: a new state, nonce and PKCE verifier for this browser, then off to the provider. */
export async function startOAuth(args: TArgs, provider: TOAuthProvider): Promise<Response> {
  const { context, url } = args;
  const { prefix, locale } = context.get(localeContext);
  const flight: TOAuthFlight = { provider, state: random(), verifier: random(), ...(provider === 'facebook' ? {} : { nonce: random() }) };
  const wanted = url.searchParams.get('redirect');
  if (wanted) flight.redirect = wanted;
  if (url.searchParams.get('link') === '1' && context.get(sessionContext).user) flight.link = true;
  const result = await api(args, { token: null }).oauth.authorization({
    params: { provider },
    body: {
      redirect_uri: returnAddress(context, provider),
      state: flight.state,
      ...(flight.nonce ? { nonce: flight.nonce } : {}),
      code_challenge: createHash('sha256').update(flight.verifier).digest('base64url'),
    },
  });
  const secure = context.get(webContext).secureCookies;
  if (!result.ok || !result.data) {
    const message = result.message || translator(locale)('oauth.providerError');
    throw redirect(withPrefix(prefix, '/login'), { headers: { 'Set-Cookie': await flashHeader({ kind: 'error', message }, context) } });
  }
  return redirect(result.data.url, { headers: { 'Set-Cookie': await flightCookie(flight, secure, provider) } });
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The provider's return (GET /login for Google and Facebook, POST /usage-agreement for Apple). The flight
 * cookie is spent whatever happens. A return without the saved state is ignored: no API call, a message.
 * Success logs in (`auth.strategy` = provider); a first sign-in keeps its sign-up token and asks for details.
 */
export async function finishOAuth(
  args: TArgs,
  returned: { code?: string | null; state?: string | null; error?: string | null; user?: string | null },
  expected: 'apple' | 'query',
): Promise<{ response: Response } | { error: string; status: number; headers: Headers }> {
  const { request, context } = args;
  const { prefix, locale } = context.get(localeContext);
  const t = translator(locale);
  const secure = context.get(webContext).secureCookies;
  const flight = (await oauthStateCookie.parse(request.headers.get('Cookie'))) as TOAuthFlight | null;
  const headers = new Headers();
  headers.append('Set-Cookie', await flightCookie('', secure, expected === 'apple' ? 'apple' : undefined));
  const fail = (error: string, status = 400) => ({ error, status, headers });

  const stateOk =
    flight &&
    typeof flight.state === 'string' &&
    isOAuthProvider(flight.provider) &&
    (flight.provider === 'apple') === (expected === 'apple') &&
    typeof returned.state === 'string' &&
    sameSecret(returned.state, flight.state);
  if (returned.error && stateOk) return fail(t('oauth.providerError'));
  if (!stateOk || !returned.code) return fail(t('oauth.stateMismatch'));
  if (flight.link) {
    const linking: TOAuthLinking = { provider: flight.provider, code: returned.code, verifier: flight.verifier, nonce: flight.nonce, redirect: flight.redirect };
    // Apple's cross-site POST carries no session cookie: hop to a same-site page that does.
    if (expected === 'apple') {
      headers.append('Set-Cookie', await serialize(oauthLinkCookie, linking, secure));
      return { response: redirect(`${withPrefix(prefix, '/login')}?oauth=link`, { status: 303, headers }) };
    }
    return { response: await linkProvider(args, linking, headers) };
  }

  const result = await api(args, { token: null }).oauth.exchange({
    params: { provider: flight.provider },
    body: {
      code: returned.code,
      code_verifier: flight.verifier,
      redirect_uri: returnAddress(context, flight.provider),
      ...(flight.nonce ? { nonce: flight.nonce } : {}),
      ...(returned.user ? { user: returned.user } : {}),
    },
  });
  if (!result.ok || !result.data) return fail(result.message || t('oauth.providerError'), result.status >= 400 ? result.status : 400);
  if (isAuthData(result.data)) {
    const response = await startSession(args, result.data, result.message, undefined, { redirectTo: flight.redirect, strategy: flight.provider });
    for (const cookie of headers.getSetCookie()) response.headers.append('Set-Cookie', cookie);
    return { response };
  }
  if ('second_step' in result.data) return { response: await askSecondStep(args, result.data, { persistent: true, redirect: flight.redirect, strategy: flight.provider }, headers) };
  const pending: TOAuthPending = { token: result.data.signup_token, provider: flight.provider, needs: result.data.needs, email: result.data.email };
  headers.append('Set-Cookie', await serialize(oauthSignupCookie, { ...pending, redirect: flight.redirect }, secure));
  return { response: redirect(`${withPrefix(prefix, '/login')}?oauth=complete`, { headers }) };
}

/** A provider return to be linked to the logged-in account. */
export interface TOAuthLinking {
  provider: TOAuthProvider;
  code: string;
  verifier: string;
  nonce?: string;
  redirect?: string;
}

/** Apple's linking return, kept for the same-site hop (five minutes, httpOnly). */
export const oauthLinkCookie = createCookie('auth.oauth.link', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 5 * 60 });

/** Links the returned identity to the logged-in account, then back to where linking started, with a toast. */
export async function linkProvider(args: TArgs, linking: TOAuthLinking, headers = new Headers()): Promise<Response> {
  const { context } = args;
  const { prefix, locale } = context.get(localeContext);
  const result = await api(args).oauth.link({
    params: { provider: linking.provider },
    body: {
      code: linking.code,
      code_verifier: linking.verifier,
      redirect_uri: returnAddress(context, linking.provider),
      ...(linking.nonce ? { nonce: linking.nonce } : {}),
    },
  });
  const message = result.message || translator(locale)(result.ok ? 'toast.success' : 'oauth.providerError');
  headers.append('Set-Cookie', await flashHeader({ kind: result.ok ? 'success' : 'error', message }, context));
  const fallback = withPrefix(prefix, context.get(sessionContext).user?.type === 'USER' ? '/profile/privacy' : '/');
  return redirect(safeRedirectPath(linking.redirect, fallback), { headers });
}

/** /login?oauth=link: finishes Apple's linking after the same-site hop. */
export async function finishLinkHop(args: TArgs): Promise<Response | null> {
  const linking = (await oauthLinkCookie.parse(args.request.headers.get('Cookie'))) as TOAuthLinking | null;
  if (!linking || !isOAuthProvider(linking.provider) || !args.context.get(sessionContext).user) return null;
  const headers = new Headers();
  headers.append('Set-Cookie', await expire(oauthLinkCookie, args.context.get(webContext).secureCookies));
  return linkProvider(args, linking, headers);
}

export async function readPending(request: Request): Promise<(TOAuthPending & { redirect?: string }) | null> {
  const value = (await oauthSignupCookie.parse(request.headers.get('Cookie'))) as (TOAuthPending & { redirect?: string }) | null;
  return value && typeof value.token === 'string' && isOAuthProvider(value.provider) ? value : null;
}

export function expirePending(secure: boolean): Promise<string> {
  return expire(oauthSignupCookie, secure);
}

/** Apple's refused return: back to /login (same language), which shows the message once. */
export async function oauthFailure(args: TArgs, failure: { error: string; headers: Headers }): Promise<Response> {
  const { context } = args;
  failure.headers.append('Set-Cookie', await serialize(oauthErrorCookie, failure.error, context.get(webContext).secureCookies));
  return redirect(withPrefix(context.get(localeContext).prefix, '/login'), { headers: failure.headers });
}

/** The message of a refused Apple return, once. */
export async function takeOAuthError(request: Request, secure: boolean): Promise<{ message: string | null; setCookie: string | null }> {
  const value: unknown = await oauthErrorCookie.parse(request.headers.get('Cookie'));
  if (typeof value !== 'string' || !value) return { message: null, setCookie: null };
  return { message: value, setCookie: await expire(oauthErrorCookie, secure) };
}
