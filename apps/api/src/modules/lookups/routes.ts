import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { routes } from '../../plugins/route.ts';
import { findLookups } from './queries.ts';

export const lookupRoutes = ({ db }: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.lookups, {
    list: async (request, reply) => {
      const data = await findLookups(db, request.params.kind, request.locale, request.query);
      reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'X-locale');
      return { message: t(request.locale, 'success'), data };
    },
  });
};
