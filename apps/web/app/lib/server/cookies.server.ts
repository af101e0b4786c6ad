import { createCookie, type Cookie, type CookieSerializeOptions } from 'react-router';

const base = { path: '/', httpOnly: true, sameSite: 'lax' as const };
const YEAR = 365 * 24 * 60 * 60;

/** Cookie names follow SPEC §9: prefix `auth.`, token `_token.`, refresh `_refresh_token.`, strategy `local`. */
export const tokenCookie = createCookie('auth._token.local', base);
export const refreshCookie = createCookie('auth._refresh_token.local', base);
export const strategyCookie = createCookie('auth.strategy', base);
export const redirectCookie = createCookie('auth.redirect', { ...base, maxAge: 60 * 60 });
export const localeCookie = createCookie('locale', { ...base, maxAge: YEAR });
export const flashCookie = createCookie('flash', { ...base, maxAge: 60 });
/** "Not now" to the offer of a second step (decision 166), remembered a year in this browser. */
export const secondStepOfferCookie = createCookie('second_step_offer', { ...base, maxAge: YEAR });
/** Written by the browser (not httpOnly): the visitor's UTC offset, sent to the API as `Timezone`. */
export const TIMEZONE_COOKIE = 'tz';

export function serialize(cookie: Cookie, value: unknown, secure: boolean, options: CookieSerializeOptions = {}): Promise<string> {
  return cookie.serialize(value, { secure, ...options });
}

export function expire(cookie: Cookie, secure: boolean): Promise<string> {
  return cookie.serialize('', { secure, maxAge: 0, expires: new Date(0) });
}

/** The cookies of a `Cookie` header in order, as name and raw (still encoded) value; a part without `=` has value ''. */
export function cookiePairs(header: string | null | undefined): Array<[string, string]> {
  if (!header) return [];
  const pairs: Array<[string, string]> = [];
  for (const part of header.split(';')) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const at = trimmed.indexOf('=');
    pairs.push(at < 0 ? [trimmed, ''] : [trimmed.slice(0, at), trimmed.slice(at + 1)]);
  }
  return pairs;
}

export function readRawCookie(header: string | null, name: string): string | undefined {
  const found = cookiePairs(header).find(([key]) => key === name);
  return found ? decodeURIComponent(found[1]) : undefined;
}

/** The cookies a login (or a refresh) sets: the token until it expires, the refresh token, the strategy. */
export async function sessionCookies(
  tokens: { token: string; expiresAt: string; refreshToken?: string; refreshExpiresAt?: string; strategy?: string; persistent?: boolean },
  secure: boolean,
): Promise<string[]> {
  // Without "remember me" the cookies end with the browser session.
  const until = (iso: string) => (tokens.persistent === false ? {} : { expires: new Date(iso) });
  const cookies = [
    await serialize(tokenCookie, tokens.token, secure, until(tokens.expiresAt)),
    await serialize(strategyCookie, tokens.strategy ?? 'local', secure, until(tokens.refreshExpiresAt ?? tokens.expiresAt)),
  ];
  if (tokens.refreshToken && tokens.refreshExpiresAt) {
    cookies.push(await serialize(refreshCookie, tokens.refreshToken, secure, until(tokens.refreshExpiresAt)));
  }
  return cookies;
}

export async function clearSessionCookies(secure: boolean): Promise<string[]> {
  return Promise.all([expire(tokenCookie, secure), expire(refreshCookie, secure), expire(strategyCookie, secure)]);
}
