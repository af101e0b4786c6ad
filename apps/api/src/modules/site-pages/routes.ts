import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { sendContactMessage } from './contact.ts';
import { readSitePage } from './pages.ts';
import { acceptTerms, termsStatus } from './terms.ts';

/** /api/v1: the site's pages, the contact form, the acceptance of the terms (decision 033). */
export const sitePageRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.sitePages, {
    get: async (request) => ({ message: t(request.locale, 'success'), data: await readSitePage(deps.db, request.params.slug, request.locale, (date) => request.formatDate(date)) }),
  });
  routes(app, API.contact, {
    send: async (request) => {
      const sender = { userId: request.auth?.user.id ?? null, address: request.ip, locale: request.locale };
      return { message: t(request.locale, 'contact_sent'), data: await sendContactMessage({ ...deps, log: request.log }, sender, request.body, request.headers['idempotency-key']) };
    },
  });
  routes(app, API.terms, {
    status: async (request) => ({ message: t(request.locale, 'success'), data: await termsStatus(deps.db, requireAuth(request).user.id, (date) => request.formatDate(date)) }),
    accept: async (request) => ({
      message: t(request.locale, 'terms_accepted'),
      data: await acceptTerms(deps.db, requireAuth(request).user.id, request.body, (date) => request.formatDate(date)),
    }),
  });
};
