import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireCompany } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { keyedRequest } from '../../idempotency-key.ts';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, openSavedSearch, unsubscribe, updateSavedSearch, viewUnsubscribe, type TSavedSearchReader } from './service.ts';

/** The member (who may search candidates: viewers may not, 403), their company, language and time zone. */
const readerOf = (request: FastifyRequest): TSavedSearchReader => {
  const { companyId, userId } = requireCompany(request, 'candidates');
  return { companyId, userId, locale: request.locale, formatDate: (date) => request.formatDate(date) ?? '' };
};

/** /api/v1: a member's saved candidate searches (decision 129) and their mails' one-click unsubscribe. */
export const savedSearchRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form (only in this plugin's scope).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

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

  routes(app, API.savedSearchUnsubscribe, {
    view: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { message: t(request.locale, 'success'), data: await viewUnsubscribe(deps.db, request.query.token) };
    },
    confirm: async (request) => {
      const data = await unsubscribe(deps.db, request.body?.token ?? request.query.token, deps.now());
      // The confirmation speaks the member's language: the one the mails are written in.
      return { message: t(data.locale, data.changed ? 'saved_search_unsubscribed' : 'saved_search_already_unsubscribed'), data };
    },
  });
};
