import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { routes } from '../../plugins/route.ts';
import { suggesting } from './service.ts';

/** /api/v1/suggestions: what a search box suggests as people type (decision 110). */
export const suggestionRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const suggestions = suggesting(deps);
  routes(app, API.suggestions, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await suggestions(request.locale, request.query) }),
  });
};
