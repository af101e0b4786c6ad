import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { routes } from '../../plugins/route.ts';
import { readerOf } from '../jobs/dto.ts';
import { readSitemapPage, readSitemapSummary } from './service.ts';

/** /api/v1: what search engines need (sitemap entries); the similar jobs of a job page are in modules/jobs. */
export const seoRoutes = ({ db }: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.sitemap, {
    summary: async (request) => ({ message: t(request.locale, 'success'), data: await readSitemapSummary(db) }),
    page: async (request) => ({ message: t(request.locale, 'success'), data: await readSitemapPage(db, readerOf(request), request.params.kind, request.query.page) }),
  });
};
