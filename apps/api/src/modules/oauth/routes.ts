import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OAUTH_PROVIDERS,
  ZAuthData,
  ZErrorEnvelope,
  ZOAuthAuthorization,
  ZOAuthComplete,
  ZOAuthExchange,
  ZOAuthLinked,
  ZOAuthProviders,
  ZOAuthResult,
  envelope,
  type TOAuthProvider,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { toUserDto, type TIssuedTokens } from '../auth/service.ts';
import type { TUserWithCompany } from '../auth/queries.ts';
import { HttpError } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { OidcClients, configuredProviders, facebookAuthorizationUrl, facebookExchange, type TCodeExchange, type TExternalIdentity } from './providers.ts';
import { completeSignup, linkIdentity, signInWithIdentity } from './service.ts';

const ZProviderParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

/** External sign-in (Google, Apple, Facebook): decision record 010. */
export const oauthRoutes = (deps: TAppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    const settings = { accessTokenTtlMs: config.accessTokenTtlMs, refreshTokenTtlMs: config.refreshTokenTtlMs };
    const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'], locale: request.locale });
    const oidc = new OidcClients(config);
    const limited = { rateLimit: { max: config.loginIpMaxPerMinute, timeWindow: '1 minute' } };
    const errors = { 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope, 422: ZErrorEnvelope, 429: ZErrorEnvelope, 502: ZErrorEnvelope };

    const authData = (request: FastifyRequest, user: TUserWithCompany, tokens: TIssuedTokens) => ({
      access_token: { token: tokens.token, type: 'Bearer' as const, expires_at: request.formatDate(tokens.expiresAt) },
      ...(tokens.refreshToken && tokens.refreshExpiresAt
        ? { refresh_token: { token: tokens.refreshToken, expires_at: request.formatDate(tokens.refreshExpiresAt) } }
        : {}),
      user: toUserDto(user, request.locale, (d) => request.formatDate(d)),
    });


    /** The return address must be a page of this site: a code is never exchanged for anyone else's page. */
    const checkRedirect = (redirectUri: string) => {
      const url = new URL(redirectUri);
      const own = new URL(config.publicUrl);
      if (url.origin !== own.origin || !/^\/((ar|en)\/)?(login|usage-agreement|profile)?$/.test(url.pathname) || url.search || url.hash) {
        throw new HttpError(422, 'invalid_redirect');
      }
    };
    const requireConfigured = (provider: TOAuthProvider) => {
      if (!config[provider]) throw new HttpError(404, 'provider_not_configured');
    };
    const exchange = async (provider: TOAuthProvider, input: TCodeExchange): Promise<TExternalIdentity> => {
      requireConfigured(provider);
      checkRedirect(input.redirect_uri);
      return provider === 'facebook' ? facebookExchange(config, input) : oidc.exchange(provider, input);
    };

    app.get('/auth/providers', {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'The external sign-in providers configured on this installation', response: { 200: envelope(ZOAuthProviders) } },
    }, async () => ({ message: '', data: { providers: configuredProviders(config) } }));

    app.post('/auth/oauth/:provider/authorization', {
      config: { public: true, ...limited },
      schema: {
        tags: ['auth'],
        summary: "The provider's sign-in address for this state, nonce and PKCE challenge (the web server redirects there)",
        params: ZProviderParams,
        body: ZOAuthAuthorization,
        response: { 200: envelope(z.object({ url: z.string() })), ...errors },
      },
    }, async (request) => {
      const { provider } = request.params;
      requireConfigured(provider);
      checkRedirect(request.body.redirect_uri);
      const url = provider === 'facebook' ? facebookAuthorizationUrl(config, request.body) : await oidc.authorizationUrl(provider, request.body);
      return { message: '', data: { url } };
    });

    app.post('/auth/oauth/complete', {
      config: { public: true, ...limited },
      schema: {
        tags: ['auth'],
        summary: 'Finish a first external sign-in with the missing details: creates the account (no password) and logs it in',
        body: ZOAuthComplete,
        response: { 200: envelope(ZAuthData), 201: envelope(ZAuthData), ...errors },
      },
    }, async (request, reply) => {
      const result = await completeSignup(db, request.body, settings, clientOf(request), deps.now());
      return reply
        .code(result.created ? 201 : 200)
        .send({ message: t(request.locale, result.created ? 'registered' : 'logged_in'), data: authData(request, result.user, result.tokens) });
    });

    app.post('/auth/oauth/:provider', {
      config: { public: true, ...limited },
      schema: {
        tags: ['auth'],
        summary: "Exchange the provider's code: a session for a linked account, or what a new account still needs",
        params: ZProviderParams,
        body: ZOAuthExchange,
        response: { 200: envelope(ZOAuthResult), ...errors },
      },
    }, async (request) => {
      const identity = await exchange(request.params.provider, request.body);
      const outcome = await signInWithIdentity(db, identity, settings, clientOf(request), deps.now());
      if (outcome.kind === 'session') return { message: t(request.locale, 'logged_in'), data: authData(request, outcome.user, outcome.tokens) };
      const name = [identity.firstName, identity.lastName].filter(Boolean).join(' ') || null;
      return {
        message: t(request.locale, 'needs_details'),
        data: { needs: outcome.needs, signup_token: outcome.signupToken, provider: identity.provider, email: identity.email, name },
      };
    });

    app.post('/auth/oauth/:provider/link', {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Link an external sign-in to the logged-in account',
        security: [{ bearerAuth: [] }],
        params: ZProviderParams,
        body: ZOAuthExchange,
        response: { 200: envelope(ZOAuthLinked), ...errors },
      },
    }, async (request) => {
      const auth = requireAuth(request);
      const identity = await exchange(request.params.provider, request.body);
      await linkIdentity(db, auth.user.id, identity);
      return { message: t(request.locale, 'linked'), data: { provider: identity.provider } };
    });
  };
