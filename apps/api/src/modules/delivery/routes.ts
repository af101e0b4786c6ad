import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { routes } from '../../plugins/route.ts';
import { isOutboxViewerEnabled, listLocalOutbox, listMailOutbox } from './service.ts';

/** The development viewer says so in English whatever the request's language: it is for developers only. */
export const OUTBOX_VIEWER_MESSAGE = 'Local outbox (development): messages were not delivered';

/**
 * /api/v1/dev/outbox: the local outbox for developers. The plugin adds no route at all in production unless
 * OUTBOX_VIEWER=true.
 */
export const deliveryRoutes = (deps: Pick<TAppDeps, 'db'> & { config: Pick<TConfig, 'env' | 'outboxViewer'> }) => async (app: FastifyInstance) => {
  if (!isOutboxViewerEnabled(deps.config)) return;
  routes(app, API.devOutbox, {
    list: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { message: OUTBOX_VIEWER_MESSAGE, data: await listLocalOutbox(deps.db, request.query.kind, (date) => request.formatDate(date)) };
    },
  });
};

/** /api/admin/outbox: the mail outbox (alert digests and every other message, kept whether or not SMTP delivers them). */
export const adminOutboxRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.adminOutbox, {
    list: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const data = await listMailOutbox(deps, request.query, (date) => request.formatDate(date));
      return { message: t(request.locale, data.mode === 'local' ? 'outbox_local' : 'outbox_smtp'), data };
    },
  });
};
