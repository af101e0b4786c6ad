import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { routes } from '../../plugins/route.ts';
import { checkHealth, checkReadiness } from './service.ts';
import type { TFileStorage } from '../files/storage.ts';
import { DRAINING_EVENT } from '../../run.ts';
import { keepRunningWhenConnectionsDrop } from './watch-pool.ts';

export const healthRoutes = (database: TDatabaseHandle, storage: TFileStorage) => async (app: FastifyInstance) => {
  keepRunningWhenConnectionsDrop(database, app.log);
  // A drain (SIGTERM) makes the node not ready from its first moment, while it finishes the requests under way.
  let draining = false;
  const drain = () => void (draining = true);
  app.server.on(DRAINING_EVENT, drain);
  app.addHook('onClose', async () => void app.server.off(DRAINING_EVENT, drain));
  routes(app, API.health, {
    check: async (request) => {
      const data = await checkHealth(database);
      return { message: t(request.locale, 'success'), data: { ...data, time: request.formatDate(new Date()) } };
    },
    ready: async (request) => {
      const checks = await checkReadiness(database, storage, draining);
      return { message: t(request.locale, 'success'), data: { status: 'ready' as const, checks, time: request.formatDate(new Date()) } };
    },
  });
};
