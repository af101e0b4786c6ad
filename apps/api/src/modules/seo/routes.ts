import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope, ZJobCard, ZJobParams, envelope } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { toJobCard } from '../search/cards.ts';
import { SITEMAP_KINDS, SITEMAP_PAGE_SIZE, countSitemapItems, findSimilarJobs, findSitemapItems } from './queries.ts';

const ZSitemapCounts = z.object({ jobs: z.number().int(), companies: z.number().int(), majors: z.number().int() });

/** GET /sitemap: how many items of each kind the sitemap lists, and how many fit in one page. */
export const ZSitemapSummary = z.object({ page_size: z.number().int(), counts: ZSitemapCounts });

/** GET /sitemap/:kind: one page of ids with their last change (ISO 8601; null when unknown). */
export const ZSitemapPage = z.object({
  items: z.array(z.object({ id: z.number().int(), lastmod: z.string().nullable() })),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});

const ZSitemapParams = z.object({ kind: z.enum(SITEMAP_KINDS) });
const ZSitemapQuery = z.object({ page: z.coerce.number().int().min(1, { message: 'min_value' }).max(10_000, { message: 'max_value' }).default(1) });

/** /api/v1: what the job page and the search engines need (similar jobs, sitemap entries). */
export const seoRoutes = (deps: TAppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;

  app.get('/jobs/:id/similar', {
    config: { public: true },
    schema: {
      tags: ['jobs'],
      summary: 'A few live jobs like this one (same major, then sector, city, title words), never the job itself; 404 unless the job itself is public',
      params: ZJobParams,
      response: { 200: envelope(z.array(ZJobCard)), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
    },
  }, async (request) => {
    const rows = await findSimilarJobs(db, request.locale, request.params.id);
    if (!rows) throw notFound();
    return { message: t(request.locale, 'success'), data: rows.map((row) => toJobCard(row, (d) => request.formatDate(d))) };
  });

  app.get('/sitemap', {
    config: { public: true },
    schema: { tags: ['seo'], summary: 'How many live jobs, verified public companies and majors the sitemap lists, and the page size of GET /sitemap/{kind}', response: { 200: envelope(ZSitemapSummary) } },
  }, async (request) => ({ message: t(request.locale, 'success'), data: { page_size: SITEMAP_PAGE_SIZE, counts: await countSitemapItems(db) } }));

  app.get('/sitemap/:kind', {
    config: { public: true },
    schema: {
      tags: ['seo'],
      summary: 'One page of sitemap entries (ids and last change, by id): live jobs, verified public companies or majors',
      params: ZSitemapParams,
      querystring: ZSitemapQuery,
      response: { 200: envelope(ZSitemapPage), 422: ZErrorEnvelope },
    },
  }, async (request) => {
    const { kind } = request.params;
    const { page } = request.query;
    const [items, counts] = await Promise.all([findSitemapItems(db, kind, page), countSitemapItems(db)]);
    return {
      message: t(request.locale, 'success'),
      data: { items: items.map((item) => ({ id: item.id, lastmod: request.formatDate(item.lastmod) })), page, page_size: SITEMAP_PAGE_SIZE, total: counts[kind] },
    };
  });
};
