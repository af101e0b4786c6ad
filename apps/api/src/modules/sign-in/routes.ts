import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { clientOf } from '../auth/client-info.ts';
import { logIn, refreshSession, revokeSession } from '../auth/service.ts';
import { forgotPassword, resetPassword, verificationDeps } from '../verification/service.ts';
import { registerAccount } from './register.ts';

/**
 * The /auth endpoints: register, log in, renew and end sessions (decision 002), and reset a forgotten password (decision
 * 009). A module of their own above auth, verification and site-pages, which they combine (decision 101).
 */
export const authRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const limited = { rateLimit: { max: deps.config.loginIpMaxPerMinute, timeWindow: '1 minute' } };
  const verification = verificationDeps(deps);

  routes(app, API.auth, {
    register: [
      async (request) => {
        const onMailError = (error: unknown) => request.log.error({ err: error }, 'sign-up confirmation not sent');
        return { message: t(request.locale, 'registered'), data: await registerAccount(deps, request.body, clientOf(request), onMailError) };
      },
      limited,
    ],
    login: [async (request) => ({ message: t(request.locale, 'logged_in'), data: await logIn({ ...deps, log: request.log }, request.body, clientOf(request)) }), limited],
    refresh: [async (request) => ({ message: t(request.locale, 'refreshed'), data: await refreshSession(deps, request.body.refresh_token, clientOf(request)) }), limited],
    logout: [
      async (request) => {
        await revokeSession(deps.db, requireAuth(request).sessionId);
        return { message: t(request.locale, 'logged_out'), data: null };
      },
      { beforeSecondStep: true },
    ],
    forgotPassword: [
      async (request) => {
        const onError = (error: unknown) => request.log.error({ err: error }, 'password reset delivery failed');
        const channel = await forgotPassword(verification, request.body.login, request.locale, request.ip, onError);
        return { message: t(request.locale, 'reset_requested'), data: { channel } };
      },
      limited,
    ],
    resetPassword: [
      async (request) => {
        await resetPassword(verification, request.body);
        return { message: t(request.locale, 'password_reset'), data: null };
      },
      limited,
    ],
  });
};
