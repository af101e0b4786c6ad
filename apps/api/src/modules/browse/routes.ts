import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { routes } from '../../plugins/route.ts';
import { readerOf } from '../jobs/dto.ts';
import { browsing } from './service.ts';

/** /api/v1: majors with their job counts, the home page's numbers (the job search itself is in modules/jobs). */
export const browseRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const browse = browsing(deps);

  routes(app, API.majors, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await browse.majors(request.locale) }),
    jobs: async (request) => ({ message: t(request.locale, 'success'), data: await browse.majorJobs(readerOf(request), request.params.id, request.query.page) }),
  });

  routes(app, API.home, {
    get: async (request) => ({ message: t(request.locale, 'success'), data: await browse.home(readerOf(request)) }),
  });
};
