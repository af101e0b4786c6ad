import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { clientOf } from '../auth/client-info.ts';
import { OidcClients, configuredProviders } from './providers.ts';
import { authorizationUrl, completeSignup, linkProvider, signInWithProvider, type TOAuthDeps } from './service.ts';

/** External sign-in (Google, Apple, Facebook): decision record 010. */
export const oauthRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  // OpenID Connect discovery is cached per provider for the app's life.
  const oauth: TOAuthDeps = { db: deps.db, config: deps.config, now: deps.now, oidc: new OidcClients(deps.config), notifier: deps.notifier };
  const limited = { rateLimit: { max: deps.config.loginIpMaxPerMinute, timeWindow: '1 minute' } };

  routes(app, API.oauth, {
    providers: async (request) => ({ message: t(request.locale, 'success'), data: { providers: configuredProviders(deps.config) } }),
    authorization: [async (request) => ({ message: t(request.locale, 'success'), data: await authorizationUrl(oauth, request.params.provider, request.body) }), limited],
    complete: [
      async (request, reply) => {
        const { created, data } = await completeSignup(oauth, request.body, clientOf(request), (error) => request.log.error({ err: error }, 'sign-up confirmation not sent'));
        if (!created) reply.code(200);
        return { message: t(request.locale, created ? 'registered' : 'logged_in'), data };
      },
      limited,
    ],
    exchange: [
      async (request) => {
        const data = await signInWithProvider(oauth, request.params.provider, request.body, clientOf(request));
        return { message: t(request.locale, 'access_token' in data ? 'logged_in' : 'needs_details'), data };
      },
      limited,
    ],
    link: [
      async (request) => ({
        message: t(request.locale, 'linked'),
        data: await linkProvider(oauth, requireAuth(request).user.id, request.params.provider, request.body),
      }),
      limited,
    ],
  });
};
