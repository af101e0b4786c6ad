import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { routes } from '../../plugins/route.ts';
import { checkDatabase } from './queries.ts';

export const healthRoutes = (database: TDatabaseHandle) => async (app: FastifyInstance) => {
  routes(app, API.health, {
    check: async (request) => {
      await checkDatabase(database.db);
      return { message: t(request.locale, 'success'), data: { status: 'ok' as const, database: database.driver, time: request.formatDate(new Date()) } };
    },
  });
};
