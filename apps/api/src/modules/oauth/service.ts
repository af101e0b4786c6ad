import { normalizePhone, type TSecondStepRequired, type TAuthData, type TOAuthComplete, type TOAuthProvider, type TOAuthResult } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../errors.ts';
import { findUserByEmail, findUserById, findUserByPhone } from '../auth/queries.ts';
import { authSettings, issueSession, startSignedIn, toAuthData, type TClientInfo } from '../auth/service.ts';
import { facebookAuthorizationUrl, facebookExchange, type OidcClients, type TAuthorizationRequest, type TCodeExchange, type TExternalIdentity } from './providers.ts';
import { findLinkedUserId, insertExternalAccount, insertLink } from './queries.ts';
import { readSignupToken, signupToken } from './signup-token.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { sendSignupConfirmations, verificationDeps } from '../verification/service.ts';

/** What external sign-in needs: the database, the providers' settings, the clock, and the OpenID clients (built once). */
export interface TOAuthDeps {
  db: TDatabase;
  config: TConfig;
  now: () => Date;
  oidc: OidcClients;
  /** Sends the confirmations of a finished sign-up (the email link unless the provider confirmed it, the phone code). */
  notifier?: TNotifier;
}

/** The return address must be a page of this site: a code is never exchanged for anyone else's page. */
function checkRedirect(config: TConfig, redirectUri: string): void {
  const url = new URL(redirectUri);
  const own = new URL(config.publicUrl);
  if (url.origin !== own.origin || !/^\/((ar|en)\/)?(login|usage-agreement|profile)?$/.test(url.pathname) || url.search || url.hash) {
    throw new HttpError(422, 'invalid_redirect');
  }
}

function requireConfigured(config: TConfig, provider: TOAuthProvider): void {
  if (!config[provider]) throw new HttpError(404, 'provider_not_configured');
}

/** The provider's sign-in address for this state, nonce and PKCE challenge. */
export async function authorizationUrl(deps: TOAuthDeps, provider: TOAuthProvider, request: TAuthorizationRequest): Promise<{ url: string }> {
  requireConfigured(deps.config, provider);
  checkRedirect(deps.config, request.redirect_uri);
  return { url: provider === 'facebook' ? facebookAuthorizationUrl(deps.config, request) : await deps.oidc.authorizationUrl(provider, request) };
}

/** The provider's code for the person it vouches for (every check of the provider's answer passed). */
async function exchange(deps: TOAuthDeps, provider: TOAuthProvider, input: TCodeExchange): Promise<TExternalIdentity> {
  requireConfigured(deps.config, provider);
  checkRedirect(deps.config, input.redirect_uri);
  return provider === 'facebook' ? facebookExchange(deps.config, input) : deps.oidc.exchange(provider, input);
}

export type TSignInOutcome =
  | { kind: 'signed-in'; data: TAuthData | TSecondStepRequired }
  | { kind: 'needs'; needs: ('type' | 'phone' | 'email')[]; signupToken: string; identity: TExternalIdentity };

/**
 * A provider vouched for this identity: the linked account logs in; an email that belongs to another account
 * is never linked automatically (409); otherwise the person is asked for what the account still lacks.
 */
export async function signInWithIdentity(deps: Pick<TOAuthDeps, 'db' | 'config' | 'notifier'>, identity: TExternalIdentity, client: TClientInfo, now: Date): Promise<TSignInOutcome> {
  const { db } = deps;
  const linked = await findLinkedUserId(db, identity.provider, identity.subject);
  if (linked !== undefined) {
    const user = await findUserById(db, linked);
    if (!user) throw new HttpError(401, 'oauth_failed');
    if (user.status !== 'active') throw new HttpError(403, 'account_suspended');
    // An account with a second step gets its challenge here too: a provider vouches for the first step only (decision 160).
    return { kind: 'signed-in', data: await startSignedIn(deps, user, client, { remember: true, strategy: identity.provider }) };
  }
  if (identity.email && (await findUserByEmail(db, identity.email))) throw new HttpError(409, 'email_in_use');
  const needs: ('type' | 'phone' | 'email')[] = ['type', 'phone'];
  if (!identity.email) needs.push('email');
  return { kind: 'needs', needs, signupToken: await signupToken(identity, now), identity };
}

/** Exchanges the provider's code: a session for a linked account, or what a new account still needs. */
export async function signInWithProvider(deps: TOAuthDeps, provider: TOAuthProvider, input: TCodeExchange, client: TClientInfo): Promise<TOAuthResult> {
  const identity = await exchange(deps, provider, input);
  const outcome = await signInWithIdentity(deps, identity, client, deps.now());
  if (outcome.kind === 'signed-in') return outcome.data;
  const name = [identity.firstName, identity.lastName].filter(Boolean).join(' ') || null;
  return { needs: outcome.needs, signup_token: outcome.signupToken, provider: identity.provider, email: identity.email, name };
}

/**
 * Creates the account of a first external sign-in (no password) with the details the person gave, and logs it
 * in. `created: false` when the account already exists (the same token used twice, or another tab finished first).
 */
export async function completeSignup(
  deps: Pick<TOAuthDeps, 'db' | 'config' | 'now' | 'notifier'>,
  input: TOAuthComplete,
  client: TClientInfo,
  onSendError: (error: unknown) => void = () => undefined,
): Promise<{ created: boolean; data: TAuthData }> {
  const { db } = deps;
  const now = deps.now();
  const identity = await readSignupToken(input.signup_token, now);
  const phone = normalizePhone(input.phone);
  if (!phone) throw new HttpError(422, 'validation_failed', { phone: 'phone' });
  const email = identity.email ?? input.email?.trim().toLowerCase();
  if (!email) throw new HttpError(422, 'validation_failed', { email: 'required' });
  // The same token used twice, or another tab finished first: that account just logs in.
  if ((await findLinkedUserId(db, identity.provider, identity.subject)) !== undefined) {
    const outcome = (await signInWithIdentity(deps, identity, client, now)) as Extract<TSignInOutcome, { kind: 'signed-in' }>;
    // An account with a second step is not signed in by a sign-up token: the person signs in again and gives it.
    if ('second_step' in outcome.data) throw new HttpError(401, 'signup_expired');
    return { created: false, data: outcome.data };
  }
  const [emailOwner, phoneOwner] = await Promise.all([findUserByEmail(db, email), findUserByPhone(db, phone)]);
  if (emailOwner && identity.email) throw new HttpError(409, 'email_in_use');
  // Both taken: both said at once (decision 089).
  if (emailOwner || phoneOwner) throw new HttpError(422, 'validation_failed', { ...(emailOwner ? { email: 'email_taken' } : {}), ...(phoneOwner ? { phone: 'phone_taken' } : {}) });

  let userId: number;
  try {
    userId = await insertExternalAccount(
      db,
      {
        type: input.type,
        first_name: identity.firstName ?? email.split('@')[0]!.slice(0, 60),
        last_name: identity.lastName ?? '',
        email,
        phone,
        password_hash: null,
        locale: client.locale,
        email_verified_at: identity.email && identity.emailVerified ? now : null,
      },
      input.type === 'COMPANY' ? (input.foundation_name ?? '').trim() : null,
      identity,
    );
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_unique')) throw new HttpError(409, 'email_in_use');
    if (isUniqueViolation(error, 'users_phone_unique')) throw new HttpError(422, 'validation_failed', { phone: 'phone_taken' });
    if (isUniqueViolation(error, 'oauth_accounts_provider_subject_unique')) throw new HttpError(409, 'already_linked');
    throw error;
  }
  const tokens = await issueSession(db, userId, authSettings(deps.config), client, true, identity.provider);
  const user = await findUserById(db, userId);
  if (!user) throw new Error('created user vanished');
  if (deps.notifier) sendSignupConfirmations(verificationDeps({ ...deps, notifier: deps.notifier }), user, client.locale, client.ip, onSendError);
  return { created: true, data: toAuthData(user, tokens, client) };
}

/** Links a provider to the logged-in account (the way to use it for an account that has a password). */
export async function linkProvider(deps: TOAuthDeps, userId: number, provider: TOAuthProvider, input: TCodeExchange): Promise<{ provider: TOAuthProvider }> {
  const identity = await exchange(deps, provider, input);
  const linked = await findLinkedUserId(deps.db, identity.provider, identity.subject);
  if (linked === userId) return { provider: identity.provider };
  if (linked !== undefined) throw new HttpError(409, 'already_linked');
  try {
    await insertLink(deps.db, userId, identity);
  } catch (error) {
    if (isUniqueViolation(error, 'oauth_accounts_provider_subject_unique')) throw new HttpError(409, 'already_linked');
    throw error;
  }
  return { provider: identity.provider };
}
