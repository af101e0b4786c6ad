import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope, ZForgotPassword, ZForgotPasswordResult, ZResetPassword, ZVerifyEmail, ZVerifyPhone, envelope } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { forgotPassword, requestEmailVerification, requestPhoneVerification, resetPassword, verifyEmail, verifyPhone, type TVerificationDeps } from './service.ts';

const errors = { 401: ZErrorEnvelope, 422: ZErrorEnvelope, 429: ZErrorEnvelope };
const done = envelope(z.null());

/** Email links, phone codes and password reset (/api/v1/auth/...). */
export const verificationRoutes = (deps: TAppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const verification: TVerificationDeps = { db: deps.db, notifier: deps.notifier, publicUrl: deps.config.publicUrl, now: deps.now };
    const limited = { rateLimit: { max: deps.config.loginIpMaxPerMinute, timeWindow: '1 minute' } };
    const tags = ['account'];

    app.post('/auth/email/verification', {
      config: limited,
      schema: { tags, summary: 'Send (again) the link that confirms the account email; 60 s between sends', security: [{ bearerAuth: [] }], response: { 200: done, ...errors } },
    }, async (request) => {
      await requestEmailVerification(verification, requireAuth(request).user, request.locale, request.ip);
      return { message: t(request.locale, 'link_sent'), data: null };
    });

    app.post('/auth/email/verify', {
      config: { ...limited, public: true },
      schema: { tags, summary: 'Confirm the email with the token of the emailed link (single use, 24 hours)', body: ZVerifyEmail, response: { 200: done, ...errors } },
    }, async (request) => {
      await verifyEmail(verification, request.body.token);
      return { message: t(request.locale, 'email_verified'), data: null };
    });

    app.post('/auth/phone/verification', {
      config: limited,
      schema: { tags, summary: 'Send a 6-digit code to the account phone (10 minutes; 60 s between sends; hourly caps)', security: [{ bearerAuth: [] }], response: { 200: done, ...errors } },
    }, async (request) => {
      await requestPhoneVerification(verification, requireAuth(request).user, request.locale, request.ip);
      return { message: t(request.locale, 'code_sent'), data: null };
    });

    app.post('/auth/phone/verify', {
      config: limited,
      schema: { tags, summary: 'Confirm the phone with the code; the 6th wrong try burns it', security: [{ bearerAuth: [] }], body: ZVerifyPhone, response: { 200: done, ...errors } },
    }, async (request) => {
      await verifyPhone(verification, requireAuth(request).user, request.body.code);
      return { message: t(request.locale, 'phone_verified'), data: null };
    });

    app.post('/auth/password/forgot', {
      config: { ...limited, public: true },
      schema: {
        tags,
        summary: 'Ask for a reset link (email) or code (SMS). The answer is the same whether or not the account exists',
        body: ZForgotPassword,
        response: { 200: envelope(ZForgotPasswordResult), 422: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
    }, async (request) => {
      const channel = await forgotPassword(verification, request.body.login, request.locale, request.ip, (error) => request.log.error({ err: error }, 'password reset delivery failed'));
      return { message: t(request.locale, 'reset_requested'), data: { channel } };
    });

    app.post('/auth/password/reset', {
      config: { ...limited, public: true },
      schema: { tags, summary: 'Set a new password with the link token, or with the phone and its SMS code; every session ends', body: ZResetPassword, response: { 200: done, ...errors } },
    }, async (request) => {
      await resetPassword(verification, request.body);
      return { message: t(request.locale, 'password_reset'), data: null };
    });
  };
