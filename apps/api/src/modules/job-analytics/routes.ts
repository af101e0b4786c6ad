import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireCompanyId } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { readCompanyAnalytics, readJobAnalytics } from './read-analytics.ts';

/** /api/v1: a company's job analytics, and views told by clients (decision 124). */
export const jobAnalyticsRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  routes(app, API.jobAnalytics, {
    job: async (request) => ({ message: t(request.locale, 'success'), data: await readJobAnalytics(db, request.params.id, requireCompanyId(request, 'jobs:read'), request.query, deps.now()) }),
    company: async (request) => ({ message: t(request.locale, 'success'), data: await readCompanyAnalytics(db, requireCompanyId(request, 'jobs:read'), request.locale, request.query, deps.now()) }),
    view: async (request, reply) => {
      deps.jobAnalytics.recordView({ jobId: request.params.id, address: request.ip, userAgent: request.headers['user-agent'], src: request.body.src, referrer: request.body.referrer });
      return reply.code(204).send();
    },
  });
};

/** /api/admin: any company's dashboard and any job's analytics, as the company sees them. */
export const adminJobAnalyticsRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  routes(app, API.adminJobAnalytics, {
    company: async (request) => ({ message: t(request.locale, 'success'), data: await readCompanyAnalytics(db, request.params.id, request.locale, request.query, deps.now()) }),
    job: async (request) => ({ message: t(request.locale, 'success'), data: await readJobAnalytics(db, request.params.id, null, request.query, deps.now()) }),
  });
};
