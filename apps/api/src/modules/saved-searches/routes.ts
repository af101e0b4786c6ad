import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireCompany } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { keyedRequest } from '../../idempotency-key.ts';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, openSavedSearch, updateSavedSearch, type TSavedSearchReader } from './service.ts';

/** The member (who may search candidates: viewers may not, 403), their company, language and time zone. */
const readerOf = (request: FastifyRequest): TSavedSearchReader => {
  const { companyId, userId } = requireCompany(request, 'candidates');
  return { companyId, userId, locale: request.locale, formatDate: (date) => request.formatDate(date) ?? '' };
};

/** /api/v1: a member's saved candidate searches (decision 129; their mails' unsubscribe: modules/unsubscribe/routes.ts). */
export const savedSearchRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.savedSearches, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listSavedSearches(deps, readerOf(request)) }),
    create: async (request) => {
      const reader = readerOf(request);
      return {
        message: t(request.locale, 'saved_search_created'),
        data: await createSavedSearch(deps, reader, request.body, keyedRequest(request.headers['idempotency-key'], { userId: reader.userId }, 'saved_search', request.body)),
      };
    },
    update: async (request) => ({ message: t(request.locale, 'saved_search_saved'), data: await updateSavedSearch(deps, readerOf(request), request.params.id, request.body) }),
    remove: async (request) => {
      await deleteSavedSearch(deps, readerOf(request), request.params.id);
      return { message: t(request.locale, 'saved_search_deleted'), data: null };
    },
    open: async (request) => ({ message: t(request.locale, 'success'), data: await openSavedSearch(deps, readerOf(request), request.params.id) }),
  });
};
