import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, GEOCODE_PER_MINUTE } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth, requireCompany } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { streamFile } from '../files/service.ts';
import { companyDeletionPreview, deleteCompanyAccount } from './delete-company-account.ts';
import type { TReader } from './dto.ts';
import { findCommercialFile, getOwnCompany, getPublicCompany, mapSettings, saveOwnCompany, withdrawOwnNameChange } from './service.ts';

/** The caller's language and time zone, for the answer. */
const readerOf = (request: FastifyRequest): TReader => ({ locale: request.locale, formatDate: (date) => request.formatDate(date) });

/** /api/v1: the company's own profile, public company pages, map settings and place search. */
export const companyRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const { db, config, geocoder } = deps;

  routes(app, API.company, {
    get: async (request) => ({
      message: t(request.locale, 'success'),
      data: await getOwnCompany(db, { ...requireAuth(request).user, company_id: requireCompany(request, 'company:read').companyId }, readerOf(request)),
    }),
    update: async (request) => {
      const { company, submitted, nameRequest } = await saveOwnCompany(deps, { ...requireAuth(request).user, company_id: requireCompany(request, 'company:write').companyId }, request.body, readerOf(request), request.log);
      const message = submitted ? 'company_submitted' : nameRequest === 'requested' ? 'company_name_requested' : nameRequest === 'withdrawn' ? 'company_name_withdrawn' : 'company_profile_saved';
      return { message: t(request.locale, message), data: company };
    },
    withdrawNameChange: async (request) => ({
      message: t(request.locale, 'company_name_withdrawn'),
      data: await withdrawOwnNameChange(deps, { ...requireAuth(request).user, company_id: requireCompany(request, 'company:write').companyId }, readerOf(request)),
    }),
    deletionPreview: async (request) => ({ message: t(request.locale, 'success'), data: await companyDeletionPreview(db, requireCompany(request, 'company:write').companyId) }),
    deleteAccount: async (request) => {
      await deleteCompanyAccount(deps, { ...requireCompany(request, 'company:write'), session: requireAuth(request) }, request.body.password, (error) => request.log.error({ err: error }, 'account deletion mail not queued'));
      return { message: t(request.locale, 'company_account_deleted'), data: null };
    },
  });

  routes(app, API.companies, {
    get: async (request) => ({ message: t(request.locale, 'success'), data: await getPublicCompany(db, request.params.id, readerOf(request)) }),
  });

  routes(app, API.maps, {
    settings: async (request) => ({ message: t(request.locale, 'success'), data: mapSettings(config) }),
    geocode: [
      async (request) => ({ message: t(request.locale, 'success'), data: await geocoder.search(request.query.q, request.locale) }),
      { rateLimit: { max: GEOCODE_PER_MINUTE, timeWindow: '1 minute' } },
    ],
  });
};

/** /api/admin/companies/:id/commercial-file: the registration PDF (the rest is the generic admin API, decision 031). */
export const adminCompanyRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.adminCompanies, {
    // Read in the administrator's browser (decision 041): inline, sandboxed.
    commercialFile: async (request, reply) => streamFile(deps, reply, await findCommercialFile(deps.db, request.params.id), 'owner', { inline: true }),
  });
};
