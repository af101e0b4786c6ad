import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import { SignJWT, importPKCS8 } from 'jose';
import type { TOAuthProvider } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import { HttpError } from '../../errors.ts';

/** What a provider tells us about the person, after every check passed. */
export interface TExternalIdentity {
  provider: TOAuthProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

export interface TCodeExchange {
  code: string;
  code_verifier: string;
  redirect_uri: string;
  nonce?: string;
  user?: string;
}

export interface TAuthorizationRequest {
  redirect_uri: string;
  state: string;
  nonce?: string;
  code_challenge: string;
}

export const FACEBOOK_VERSION = 'v11.0';

export function configuredProviders(config: TConfig): TOAuthProvider[] {
  return (['google', 'apple', 'facebook'] as const).filter((provider) => config[provider] !== undefined);
}

/** Apple's client secret: a short-lived ES256 JWT signed with the team's key (iss team, sub client id, aud Apple). */
export async function appleClientSecret(apple: NonNullable<TConfig['apple']>, now = new Date()): Promise<string> {
  const key = await importPKCS8(apple.privateKey, 'ES256');
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
    .setIssuer(apple.teamId)
    .setSubject(apple.clientId)
    .setAudience(apple.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 5 * 60)
    .sign(key);
}

type TOidcProvider = 'google' | 'apple';

/** OpenID Connect discovery, cached per provider and issuer; a failed discovery is tried again next time. */
export class OidcClients {
  private readonly cache = new Map<string, Promise<oidc.Configuration>>();

  constructor(private readonly config: TConfig) {}

  private settings(provider: TOidcProvider) {
    const settings = this.config[provider];
    if (!settings) throw new HttpError(404, 'provider_not_configured');
    return settings;
  }

  private async configuration(provider: TOidcProvider): Promise<oidc.Configuration> {
    const settings = this.settings(provider);
    const key = `${provider} ${settings.issuer}`;
    let pending = this.cache.get(key);
    if (!pending) {
      const insecure = settings.issuer.startsWith('http://');
      pending = oidc.discovery(new URL(settings.issuer), settings.clientId, undefined, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
      pending.catch(() => this.cache.delete(key));
      this.cache.set(key, pending);
    }
    return pending;
  }

  async authorizationUrl(provider: TOidcProvider, request: TAuthorizationRequest): Promise<string> {
    const configuration = await this.configuration(provider).catch(() => {
      throw new HttpError(502, 'oauth_failed');
    });
    const parameters: Record<string, string> = {
      redirect_uri: request.redirect_uri,
      response_type: 'code',
      scope: provider === 'apple' ? 'openid name email' : 'openid email profile',
      state: request.state,
      code_challenge: request.code_challenge,
      code_challenge_method: 'S256',
    };
    if (request.nonce) parameters.nonce = request.nonce;
    // Apple returns name and email only with form_post, to the usage-agreement page.
    if (provider === 'apple') parameters.response_mode = 'form_post';
    return oidc.buildAuthorizationUrl(configuration, parameters).href;
  }

  /** The code exchange: PKCE verifier, the ID token's signature, issuer, audience, expiry and nonce are all checked. */
  async exchange(provider: TOidcProvider, input: TCodeExchange): Promise<TExternalIdentity> {
    const configuration = await this.configuration(provider).catch(() => {
      throw new HttpError(502, 'oauth_failed');
    });
    const settings = this.settings(provider);
    const secret = provider === 'apple' ? await appleClientSecret(this.config.apple!) : (settings as NonNullable<TConfig['google']>).clientSecret;
    // The web server checked `state` against its cookie; the redirect_uri sent is this URL without its query.
    const current = new URL(input.redirect_uri);
    current.hash = '';
    current.search = '';
    current.searchParams.set('code', input.code);
    let claims: oidc.IDToken | undefined;
    try {
      // Each call gets its own configuration copy with the client authentication of this moment (Apple's secret expires).
      const perCall = new oidc.Configuration(configuration.serverMetadata(), settings.clientId, undefined, oidc.ClientSecretPost(secret));
      if (settings.issuer.startsWith('http://')) oidc.allowInsecureRequests(perCall);
      const tokens = await oidc.authorizationCodeGrant(perCall, current, {
        pkceCodeVerifier: input.code_verifier,
        expectedNonce: input.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch {
      throw new HttpError(401, 'oauth_failed');
    }
    if (!claims?.sub) throw new HttpError(401, 'oauth_failed');
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
    // Apple sends email_verified as the string "true".
    const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
    let firstName = typeof claims.given_name === 'string' ? claims.given_name : null;
    let lastName = typeof claims.family_name === 'string' ? claims.family_name : null;
    if (provider === 'apple' && input.user) {
      try {
        const user = JSON.parse(input.user) as { name?: { firstName?: unknown; lastName?: unknown } };
        if (typeof user.name?.firstName === 'string') firstName = user.name.firstName.slice(0, 60);
        if (typeof user.name?.lastName === 'string') lastName = user.name.lastName.slice(0, 60);
      } catch {
        // Apple's user field is a courtesy: a bad one costs only the name.
      }
    }
    if (!firstName && typeof claims.name === 'string') [firstName = null, lastName = lastName ?? null] = splitName(claims.name);
    return { provider, subject: claims.sub, email, emailVerified, firstName, lastName };
  }
}

function splitName(name: string): [string | null, string | null] {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return [null, null];
  return [parts[0]!.slice(0, 60), parts.slice(1).join(' ').slice(0, 60) || null];
}

async function getJson(url: URL): Promise<Record<string, unknown>> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Graph answered ${response.status}`);
  return body;
}

/** Facebook Login (OAuth 2, Graph API v11.0): code exchange, the token checked to be ours, then the profile. */
export function facebookAuthorizationUrl(config: TConfig, request: TAuthorizationRequest): string {
  const facebook = config.facebook;
  if (!facebook) throw new HttpError(404, 'provider_not_configured');
  const url = new URL(`${facebook.authUrl}/${FACEBOOK_VERSION}/dialog/oauth`);
  url.searchParams.set('client_id', facebook.appId);
  url.searchParams.set('redirect_uri', request.redirect_uri);
  url.searchParams.set('state', request.state);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'email,public_profile');
  url.searchParams.set('code_challenge', request.code_challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

export async function facebookExchange(config: TConfig, input: TCodeExchange): Promise<TExternalIdentity> {
  const facebook = config.facebook;
  if (!facebook) throw new HttpError(404, 'provider_not_configured');
  try {
    const tokenUrl = new URL(`${facebook.graphUrl}/${FACEBOOK_VERSION}/oauth/access_token`);
    tokenUrl.searchParams.set('client_id', facebook.appId);
    tokenUrl.searchParams.set('client_secret', facebook.appSecret);
    tokenUrl.searchParams.set('redirect_uri', input.redirect_uri);
    tokenUrl.searchParams.set('code', input.code);
    tokenUrl.searchParams.set('code_verifier', input.code_verifier);
    const token = await getJson(tokenUrl);
    const accessToken = token.access_token;
    if (typeof accessToken !== 'string' || !accessToken) throw new Error('no access token');

    // The token must have been issued to our app: a token of another app would let that app sign people in here.
    const debugUrl = new URL(`${facebook.graphUrl}/debug_token`);
    debugUrl.searchParams.set('input_token', accessToken);
    debugUrl.searchParams.set('access_token', `${facebook.appId}|${facebook.appSecret}`);
    const debug = ((await getJson(debugUrl)).data ?? {}) as { app_id?: unknown; is_valid?: unknown; user_id?: unknown };
    if (String(debug.app_id) !== facebook.appId || debug.is_valid !== true) throw new Error('token of another app');

    const meUrl = new URL(`${facebook.graphUrl}/${FACEBOOK_VERSION}/me`);
    meUrl.searchParams.set('fields', 'id,name,email,picture');
    meUrl.searchParams.set('access_token', accessToken);
    meUrl.searchParams.set('appsecret_proof', createHmac('sha256', facebook.appSecret).update(accessToken).digest('hex'));
    const me = await getJson(meUrl);
    if (typeof me.id !== 'string' || !me.id || (debug.user_id !== undefined && String(debug.user_id) !== me.id)) throw new Error('profile mismatch');
    const [firstName, lastName] = typeof me.name === 'string' ? splitName(me.name) : [null, null];
    const email = typeof me.email === 'string' && me.email ? me.email.trim().toLowerCase() : null;
    // Facebook returns an email only once its owner confirmed it.
    return { provider: 'facebook', subject: me.id, email, emailVerified: email !== null, firstName, lastName };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(401, 'oauth_failed');
  }
}
