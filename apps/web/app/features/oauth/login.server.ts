import { data } from 'react-router';
import { API, type TOAuthProvider } from '@tawzeef/contract';
import { localeContext, webContext, type TActionResult } from '../../lib/context.ts';
import { translator } from '../../i18n/index.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { completeInput, type TPendingView } from './complete-input.ts';
import { startSession } from '../../lib/server/session.server.ts';
import { configuredProviders, expirePending, finishLinkHop, finishOAuth, readPending, takeOAuthError } from './oauth.server.ts';

type TArgs = Parameters<typeof finishOAuth>[0];

/** What /login adds for external sign-in: the provider buttons, a return to handle, or a sign-up to finish. */
export async function loginPageOAuth(args: TArgs): Promise<{
  data: { providers: TOAuthProvider[]; oauthError: string | null; pending: TPendingView | null };
  status: number;
  headers: Headers;
}> {
  const url = args.url;
  const params = url.searchParams;
  let oauthError: string | null = null;
  let status = 200;
  let headers = new Headers();
  if (params.get('oauth') === 'link') {
    const linked = await finishLinkHop(args);
    if (linked) throw linked;
  }
  if (params.has('code') || params.has('state') || params.has('error')) {
    const result = await finishOAuth(args, { code: params.get('code'), state: params.get('state'), error: params.get('error') }, 'query');
    if ('response' in result) throw result.response;
    ({ error: oauthError, status, headers } = result);
  } else {
    const waiting = await takeOAuthError(args.request, args.context.get(webContext).secureCookies);
    if (waiting.setCookie) {
      oauthError = waiting.message;
      headers.append('Set-Cookie', waiting.setCookie);
    }
  }
  const pending = params.get('oauth') === 'complete' ? await readPending(args.request) : null;
  return {
    data: {
      providers: pending ? [] : await configuredProviders(args),
      oauthError,
      pending: pending ? { provider: pending.provider, needs: pending.needs, email: pending.email } : null,
    },
    status,
    headers,
  };
}

/** POST /login intent=oauth-complete: creates the account with the pending sign-up token, then logs in. */
export async function completeOAuth(args: TArgs, form: FormData) {
  const pending = await readPending(args.request);
  const input = completeInput(form);
  if (!pending) {
    const message = translator(args.context.get(localeContext).locale)('oauth.expired');
    return data<TActionResult>({ ok: false, message }, { status: 401 });
  }
  const result = await submitToApi(args, API.oauth.complete, { ...input, signup_token: pending.token }, { extra: { type: input.type } });
  if (!result.ok) return result.response;
  const response = await startSession(args, result.data, result.message, undefined, { redirectTo: pending.redirect, strategy: pending.provider });
  response.headers.append('Set-Cookie', await expirePending(args.context.get(webContext).secureCookies));
  return response;
}

/** A provider's return (or Apple's linking hop) reaches /login even for a logged-in person: it may be linking. */
export function isProviderReturn(url: URL): boolean {
  const params = url.searchParams;
  return params.has('code') || params.has('state') || params.has('error') || params.get('oauth') === 'link';
}
