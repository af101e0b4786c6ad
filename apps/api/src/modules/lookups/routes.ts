import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope, ZLookupItem, ZLookupParams, ZLookupQuery, envelope } from '@tawzeef/contract';
import { z } from 'zod';
import { t } from '../../i18n.ts';
import type { TDatabase } from '../../db/client.ts';
import { findLookups } from './queries.ts';

export const lookupRoutes = (db: TDatabase): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/lookups/:kind', {
      config: { public: true },
      schema: {
        tags: ['lookups'],
        summary: 'Countries, cities (filter by country_id), nationalities, majors or sectors, named in the request language',
        params: ZLookupParams,
        querystring: ZLookupQuery,
        response: { 200: envelope(z.array(ZLookupItem)), 422: ZErrorEnvelope },
      },
    }, async (request, reply) => {
      const data = await findLookups(db, request.params.kind, request.locale, request.query);
      reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'X-locale');
      return { message: t(request.locale, 'success'), data };
    });
  };
