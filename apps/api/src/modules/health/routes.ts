import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { routes } from '../../plugins/route.ts';
import { checkHealth } from './service.ts';
import { keepRunningWhenConnectionsDrop } from './watch-pool.ts';

export const healthRoutes = (database: TDatabaseHandle) => async (app: FastifyInstance) => {
  keepRunningWhenConnectionsDrop(database, app.log);
  routes(app, API.health, {
    check: async (request) => {
      const data = await checkHealth(database);
      return { message: t(request.locale, 'success'), data: { ...data, time: request.formatDate(new Date()) } };
    },
  });
};
