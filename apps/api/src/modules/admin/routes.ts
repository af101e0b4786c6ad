import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { getDashboard } from './dashboard.ts';
import { actOnRecord, adminContext, clientOf, createRecord, deleteRecord, getRecord, listRecords, updateRecord } from './service.ts';

/** /api/admin/{resource}: the operator's console API over the declared resource table (decision 031). */
export const adminRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const write = (request: Parameters<typeof adminContext>[1]) => ({ ctx: adminContext(deps, request), client: clientOf(request), session: requireAuth(request) });

  routes(app, API.adminDashboard, {
    get: async (request) => ({ message: t(request.locale, 'success'), data: await getDashboard(adminContext(deps, request)) }),
  });

  routes(app, API.adminResources, {
    list: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { message: t(request.locale, 'success'), data: await listRecords(adminContext(deps, request), request.params.resource, request.query) };
    },
    get: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { message: t(request.locale, 'success'), data: await getRecord(adminContext(deps, request), request.params.resource, request.params.id) };
    },
    create: async (request) => ({ message: t(request.locale, 'admin_created'), data: await createRecord(write(request), request.params.resource, request.body) }),
    replace: async (request) => ({
      message: t(request.locale, 'admin_saved'),
      data: await updateRecord(write(request), request.params.resource, request.params.id, request.body, false),
    }),
    update: async (request) => ({
      message: t(request.locale, 'admin_saved'),
      data: await updateRecord(write(request), request.params.resource, request.params.id, request.body, true),
    }),
    delete: async (request) => {
      await deleteRecord(write(request), request.params.resource, request.params.id);
      return { message: t(request.locale, 'admin_deleted'), data: null };
    },
    action: async (request) => {
      const { record, message } = await actOnRecord(write(request), request.params.resource, request.params.id, request.params.action, request.body);
      return { message: t(request.locale, message), data: record };
    },
  });
};
