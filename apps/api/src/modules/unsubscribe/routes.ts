import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { routes } from '../../plugins/route.ts';
import { unsubscribe as stopAlert, viewUnsubscribe as viewAlert } from '../alerts/service.ts';
import { turnDigestOff } from '../members/digest-switch.ts';
import { unsubscribeWeeklyMail } from '../recommendations/service.ts';
import { unsubscribe as stopSavedSearch, viewUnsubscribe as viewSavedSearch } from '../saved-searches/service.ts';

/** The token: in the body (the page's form, JSON) or, for RFC 8058 one-click POSTs, in the query string. */
const tokenOf = (request: FastifyRequest<{ Body: { token?: string } | null | undefined; Querystring: { token?: string } }>) => request.body?.token ?? request.query.token;

/**
 * /api/v1: the one-click unsubscribe of every scheduled mail (decision 162), without a login, the signed token the
 * proof (the signed links: modules/delivery/unsubscribe.ts). Above the lists' modules, which it answers for. Each confirmation speaks the language the list's mails are written in.
 */
export const unsubscribeRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form (only in this plugin's scope).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // What a link stops is personal: never kept by a cache.
  app.addHook('onSend', async (request, reply) => void (request.method === 'GET' && reply.header('Cache-Control', 'no-store')));

  routes(app, API.unsubscribe, {
    jobAlertView: async (request) => ({ message: t(request.locale, 'success'), data: await viewAlert(db, request.query.token, request.locale) }),
    jobAlert: async (request) => {
      const data = await stopAlert(db, tokenOf(request), request.locale, deps.now());
      return { message: t(data.locale, data.changed ? 'alert_unsubscribed' : 'alert_already_unsubscribed'), data };
    },
    savedSearchView: async (request) => ({ message: t(request.locale, 'success'), data: await viewSavedSearch(db, request.query.token) }),
    savedSearch: async (request) => {
      const data = await stopSavedSearch(db, tokenOf(request), deps.now());
      return { message: t(data.locale, data.changed ? 'saved_search_unsubscribed' : 'saved_search_already_unsubscribed'), data };
    },
    recommendedJobs: async (request) => {
      const data = await unsubscribeWeeklyMail(db, tokenOf(request), request.locale);
      return { message: t(data.locale, data.changed ? 'recommendation_unsubscribed' : 'recommendation_already_unsubscribed'), data };
    },
    memberDigest: async (request) => {
      const data = await turnDigestOff(db, tokenOf(request));
      return { message: t(data.locale, 'member_digest_off'), data };
    },
  });
};
