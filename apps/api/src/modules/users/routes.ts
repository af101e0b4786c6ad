import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAccountProfile, ZErrorEnvelope, ZSimpleProfile, envelope } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { completenessOf } from '../profile/service.ts';
import { cvOf } from '../profile/account.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { displayName, scopeOf, toUserDto } from '../auth/service.ts';

export const userRoutes = (db: TDatabase): FastifyPluginAsyncZod => async (app) => {
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
      data: {
        id: user.id,
        type: user.type,
        name: displayName(user, request.locale),
        email: user.email,
        locale: user.locale,
        scope: scopeOf(user),
        email_verified: user.email_verified_at !== null,
        phone_verified: user.phone_verified_at !== null,
        completeness: user.type === 'USER' ? (await completenessOf(db, user.id)).ratio : null,
      },
    };
  });

  app.get('/user/profile', {
    schema: {
      tags: ['user'],
      summary: 'The full account profile of the caller; for a job seeker with the whole CV and its completeness',
      security: [{ bearerAuth: [] }],
      response: { 200: envelope(ZAccountProfile), 401: ZErrorEnvelope },
    },
  }, async (request) => {
    const { user } = requireAuth(request);
    const format = (d: Date | null) => request.formatDate(d);
    const cv = user.type === 'USER' ? await cvOf(db, user.id, format) : null;
    return { message: t(request.locale, 'success'), data: { ...toUserDto(user, request.locale, format), cv } };
  });
};
