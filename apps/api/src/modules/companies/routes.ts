import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  ZAdminCompanyDetails,
  ZAdminCompanyList,
  ZAdminCompanyListQuery,
  ZCompanyOwn,
  ZCompanyParams,
  ZCompanyProfileInput,
  ZCompanyPublic,
  ZCompanyReview,
  ZErrorEnvelope,
  ZGeocodeQuery,
  ZGeocodeResult,
  ZMapSettings,
  envelope,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { findOwnFile, streamFile, type TFileDeps } from '../files/service.ts';
import { ADMIN_PAGE_SIZE, countPublicLiveJobs, findCompanyView, findPublicCompanyView, listCompaniesForAdmin } from './queries.ts';
import { sendReviewMail } from './review-mail.ts';
import { reviewCompany, saveCompanyProfile, toAdminCompanyDetails, toCompanyOwn, toCompanyPublic } from './service.ts';

const companiesOnly = { roles: ['COMPANY'] as const };
const bearer = [{ bearerAuth: [] }];
const errors = { 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope, 422: ZErrorEnvelope };
/** Place search per IP and minute: enough for typing, not for scraping the upstream server through us. */
const GEOCODE_PER_MINUTE = 30;

/** /api/v1: the company's own profile, public company pages, map settings and place search. */
export const companyRoutes = (deps: TAppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    const files: TFileDeps = deps;
    const { geocoder } = deps;

    const ownCompany = async (request: Parameters<typeof requireAuth>[0]) => {
      const { user } = requireAuth(request);
      const view = user.company_id ? await findCompanyView(db, { id: user.company_id }) : undefined;
      if (!view) throw notFound();
      return { user, view };
    };

    app.get('/company/profile', {
      config: companiesOnly,
      schema: {
        tags: ['companies'],
        summary: 'The company’s own profile, with its registration, verification state and what still stops it from publishing',
        security: bearer,
        response: { 200: envelope(ZCompanyOwn), ...errors },
      },
    }, async (request) => {
      const { view } = await ownCompany(request);
      const count = await countPublicLiveJobs(db, view.company.id);
      return { message: t(request.locale, 'success'), data: toCompanyOwn(view, request.locale, count, (d) => request.formatDate(d)) };
    });

    app.put('/company/profile', {
      config: companiesOnly,
      schema: {
        tags: ['companies'],
        summary: 'Save the company’s profile; a complete registration (number and PDF) is sent for admin review',
        description:
          'Fields left out keep their value; null clears one. `commercial_file_id` must be an uploaded file of kind ' +
          '`commercial` and `logo_file_id` one of kind `logo` (POST /api/v1/files first). A replaced file is deleted. ' +
          'Changing the registration of a verified company sends it for review again.',
        security: bearer,
        body: ZCompanyProfileInput,
        response: { 200: envelope(ZCompanyOwn), ...errors },
      },
    }, async (request) => {
      const { user, view } = await ownCompany(request);
      const result = await saveCompanyProfile({ ...files, now: deps.now }, user.id, view.company.id, request.body);
      if (result.from !== result.to || result.submitted) {
        request.log.info({ companyId: view.company.id, from: result.from, to: result.to }, 'company verification state changed by a profile save');
      }
      const saved = await findCompanyView(db, { id: view.company.id });
      if (!saved) throw notFound();
      const count = await countPublicLiveJobs(db, saved.company.id);
      return {
        message: t(request.locale, result.submitted ? 'company_submitted' : 'company_profile_saved'),
        data: toCompanyOwn(saved, request.locale, count, (d) => request.formatDate(d)),
      };
    });

    app.get('/companies/:id', {
      config: { public: true },
      schema: {
        tags: ['companies'],
        summary: 'A company’s public profile (never its registration number or document)',
        params: ZCompanyParams,
        response: { 200: envelope(ZCompanyPublic), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    }, async (request) => {
      const view = await findPublicCompanyView(db, request.params.id);
      if (!view) throw notFound();
      const count = await countPublicLiveJobs(db, view.company.id);
      return { message: t(request.locale, 'success'), data: toCompanyPublic(view, request.locale, count, (d) => request.formatDate(d)) };
    });

    app.get('/map-settings', {
      config: { public: true },
      schema: {
        tags: ['companies'],
        summary: 'Tile server, attribution, default centre and zoom of the address map, and whether place search is on',
        response: { 200: envelope(ZMapSettings) },
      },
    }, async (request) => ({
      message: t(request.locale, 'success'),
      data: {
        tile_url: config.map.tileUrl,
        tile_attribution: config.map.tileAttribution,
        geocoder_enabled: config.map.geocoderUrl !== undefined,
        center: { ...MAP_DEFAULT_CENTER },
        zoom: MAP_DEFAULT_ZOOM,
      },
    }));

    app.get('/geocode', {
      config: { rateLimit: { max: GEOCODE_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['companies'],
        summary: 'Search places in the Gulf countries by name, in the request language (Arabic or English)',
        description: `Calls the configured Nominatim-compatible server. 503 when place search is off or the server cannot answer; at most ${GEOCODE_PER_MINUTE} searches a minute per address.`,
        security: bearer,
        querystring: ZGeocodeQuery,
        response: { 200: envelope(z.array(ZGeocodeResult)), 401: ZErrorEnvelope, 422: ZErrorEnvelope, 429: ZErrorEnvelope, 503: ZErrorEnvelope },
      },
    }, async (request) => ({
      message: t(request.locale, 'success'),
      data: await geocoder.search(request.query.q, request.locale),
    }));
  };

/** /api/admin: companies waiting for verification; verify or reject. */
export const adminCompanyRoutes = (deps: TAppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    const files: TFileDeps = deps;
    const common = { tags: ['admin'], security: bearer } as const;

    app.get('/companies', {
      schema: {
        ...common,
        summary: 'Companies by verification state (pending: oldest submission first)',
        querystring: ZAdminCompanyListQuery,
        response: { 200: envelope(ZAdminCompanyList), ...errors },
      },
    }, async (request) => {
      const { rows, total } = await listCompaniesForAdmin(db, request.query);
      return {
        message: t(request.locale, 'success'),
        data: {
          items: rows.map((row) => ({ ...row, submitted_at: request.formatDate(row.submitted_at) })),
          total,
          page: request.query.page,
          page_size: ADMIN_PAGE_SIZE,
        },
      };
    });

    app.get('/companies/:id', {
      schema: {
        ...common,
        summary: 'One company with its registration and verification history',
        params: ZCompanyParams,
        response: { 200: envelope(ZAdminCompanyDetails), ...errors },
      },
    }, async (request) => {
      const view = await findCompanyView(db, { id: request.params.id });
      if (!view) throw notFound();
      return { message: t(request.locale, 'success'), data: toAdminCompanyDetails(view, request.locale, (d) => request.formatDate(d)) };
    });

    app.get('/companies/:id/commercial-file', {
      schema: {
        ...common,
        summary: 'Download the company’s commercial registration (PDF, as an attachment)',
        params: ZCompanyParams,
        response: {
          200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
          ...errors,
        },
      },
    }, async (request, reply) => {
      const view = await findCompanyView(db, { id: request.params.id });
      if (!view) throw notFound();
      const file = view.commercial ? await findOwnFile(db, view.user.id, view.commercial.id) : undefined;
      if (!file) throw new HttpError(404, 'commercial_file_missing');
      return streamFile(files, reply, file, 'owner');
    });

    app.post('/companies/:id/review', {
      schema: {
        ...common,
        summary: 'Verify a pending company, or reject it with a reason the company will see',
        description: 'Only a pending company can be reviewed (409 otherwise); parallel reviews change it once. The company is told by email.',
        params: ZCompanyParams,
        body: ZCompanyReview,
        response: { 200: envelope(ZAdminCompanyDetails), 409: ZErrorEnvelope, ...errors },
      },
    }, async (request) => {
      const admin = requireAuth(request).user;
      const row = await reviewCompany(db, admin.id, request.params.id, request.body, deps.now());
      const view = await findCompanyView(db, { id: row.id });
      if (!view) throw notFound();
      try {
        await sendReviewMail({ notifier: deps.notifier, publicUrl: config.publicUrl }, { email: view.user.email, locale: view.user.locale }, row);
      } catch (error) {
        // The decision stands; the company also sees it on its profile page.
        request.log.error({ err: error, companyId: row.id }, 'company review mail not sent');
      }
      return {
        message: t(request.locale, row.verification_status === 'verified' ? 'company_verified' : 'company_rejected'),
        data: toAdminCompanyDetails(view, request.locale, (d) => request.formatDate(d)),
      };
    });
  };
