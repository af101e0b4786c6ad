import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope, ZSimpleProfile, ZUser, envelope } from '@tawzeef/contract';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { displayName, scopeOf, toUserDto } from '../auth/service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/simple-profile', {
    schema: {
      tags: ['user'],
      summary: 'Who is logged in: id, type, display name and scope',
      security: [{ bearerAuth: [] }],
      response: { 200: envelope(ZSimpleProfile), 401: ZErrorEnvelope },
    },
  }, async (request) => {
    const { user } = requireAuth(request);
    return {
      message: t(request.locale, 'success'),
      data: { id: user.id, type: user.type, name: displayName(user, request.locale), email: user.email, locale: user.locale, scope: scopeOf(user) },
    };
  });

  app.get('/user/profile', {
    schema: {
      tags: ['user'],
      summary: 'The full account profile of the caller',
      security: [{ bearerAuth: [] }],
      response: { 200: envelope(ZUser), 401: ZErrorEnvelope },
    },
  }, async (request) => {
    const { user } = requireAuth(request);
    return { message: t(request.locale, 'success'), data: toUserDto(user, request.locale, (d) => request.formatDate(d)) };
  });
};
