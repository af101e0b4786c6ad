import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { requestEmailVerification, requestPhoneVerification, verificationDeps, verifyEmail, verifyPhone } from './service.ts';

/** Email links and phone codes (decision 009); the password reset is answered by modules/auth. */
export const verificationRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const verification = verificationDeps(deps);
  const limited = { rateLimit: { max: deps.config.loginIpMaxPerMinute, timeWindow: '1 minute' } };

  routes(app, API.verification, {
    sendEmailLink: [
      async (request) => {
        await requestEmailVerification(verification, requireAuth(request).user, request.locale, request.ip);
        return { message: t(request.locale, 'link_sent'), data: null };
      },
      limited,
    ],
    verifyEmail: [
      async (request) => {
        return { message: t(request.locale, 'email_verified'), data: await verifyEmail(verification, request.body.token) };
      },
      limited,
    ],
    sendPhoneCode: [
      async (request) => {
        await requestPhoneVerification(verification, requireAuth(request).user, request.locale, request.ip);
        return { message: t(request.locale, 'code_sent'), data: null };
      },
      limited,
    ],
    verifyPhone: [
      async (request) => {
        await verifyPhone(verification, requireAuth(request).user, request.body.code);
        return { message: t(request.locale, 'phone_verified'), data: null };
      },
      limited,
    ],
  });
};
