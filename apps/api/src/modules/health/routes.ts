import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@tawzeef/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { t } from '../../i18n.ts';
import type { TDatabaseHandle } from '../../db/client.ts';

export const healthRoutes = (database: TDatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/health', {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers and the database responds',
        response: { 200: envelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'pg']), time: z.string() })) },
      },
    }, async (request) => {
      await database.db.execute(sql`select 1`);
      return { message: t(request.locale, 'success'), data: { status: 'ok' as const, database: database.driver, time: request.formatDate(new Date()) } };
    });
  };
