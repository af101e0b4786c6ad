import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuthData, ZErrorEnvelope, ZLogin, ZRefresh, ZRegister, envelope } from '@tawzeef/contract';
import { z } from 'zod';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { TAppDeps } from '../../deps.ts';
import { logIn, refreshSession, registerAccount, revokeSession, toUserDto, type TIssuedTokens } from './service.ts';
import type { TUserWithCompany } from './queries.ts';
import type { FastifyRequest } from 'fastify';
import { requestEmailVerification } from '../verification/service.ts';

export const authRoutes = (deps: TAppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config, loginThrottle } = deps;
    const settings = { accessTokenTtlMs: config.accessTokenTtlMs, refreshTokenTtlMs: config.refreshTokenTtlMs };
    const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'], locale: request.locale });
    const authData = (request: FastifyRequest, user: TUserWithCompany, tokens: TIssuedTokens) => ({
      access_token: { token: tokens.token, type: 'Bearer' as const, expires_at: request.formatDate(tokens.expiresAt) },
      ...(tokens.refreshToken && tokens.refreshExpiresAt
        ? { refresh_token: { token: tokens.refreshToken, expires_at: request.formatDate(tokens.refreshExpiresAt) } }
        : {}),
      user: toUserDto(user, request.locale, (d) => request.formatDate(d)),
    });
    const errors = { 401: ZErrorEnvelope, 403: ZErrorEnvelope, 422: ZErrorEnvelope, 429: ZErrorEnvelope };

    app.post('/auth/register', {
      config: { public: true, rateLimit: { max: config.loginIpMaxPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Create a job seeker (USER) or company (COMPANY) account and log it in',
        body: ZRegister,
        response: { 201: envelope(ZAuthData), ...errors },
      },
    }, async (request, reply) => {
      const { user, tokens } = await registerAccount(db, request.body, settings, clientOf(request));
      // The confirmation email goes out after the answer; a delivery problem never fails a registration.
      setImmediate(() => {
        requestEmailVerification({ db, notifier: deps.notifier, publicUrl: config.publicUrl, now: deps.now }, user, request.locale, request.ip).catch((error: unknown) =>
          request.log.error({ err: error }, 'verification email failed'),
        );
      });
      return reply.code(201).send({ message: t(request.locale, 'registered'), data: authData(request, user, tokens) });
    });

    app.post('/auth/login', {
      config: { public: true, rateLimit: { max: config.loginIpMaxPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Log in with an email or a phone number (any accepted form) and a password',
        body: ZLogin,
        response: { 200: envelope(ZAuthData), ...errors },
      },
    }, async (request) => {
      const { user, tokens } = await logIn(db, request.body, settings, clientOf(request), loginThrottle);
      return { message: t(request.locale, 'logged_in'), data: authData(request, user, tokens) };
    });

    app.post('/auth/refresh', {
      config: { public: true, rateLimit: { max: config.loginIpMaxPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new access and refresh token (the old pair stops working)',
        body: ZRefresh,
        response: { 200: envelope(ZAuthData), ...errors },
      },
    }, async (request) => {
      const { user, tokens } = await refreshSession(db, request.body.refresh_token, settings, clientOf(request));
      return { message: t(request.locale, 'refreshed'), data: authData(request, user, tokens) };
    });

    app.post('/auth/logout', {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the bearer token',
        security: [{ bearerAuth: [] }],
        response: { 200: envelope(z.null()), 401: ZErrorEnvelope },
      },
    }, async (request) => {
      await revokeSession(db, requireAuth(request).sessionId);
      return { message: t(request.locale, 'logged_out'), data: null };
    });
  };
