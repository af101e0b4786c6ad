import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  JOB_SEARCH_PER_PAGE_DEFAULT,
  JOB_SEARCH_PER_PAGE_MAX,
  ZErrorEnvelope,
  ZHomeSummary,
  ZIdParam,
  ZJobSearchQuery,
  ZJobSearchResult,
  ZMajorJobCount,
  ZMajorJobs,
  ZMajorJobsQuery,
  envelope,
  type TLocale,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TFileRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { fileUrl } from '../files/service.ts';
import { toJobCard } from './cards.ts';
import { countHomeTotals, countJobsByMajor, countsKey, findFeaturedCompanies, SEARCH_COUNT_CAP, searchJobs, type TJobSearchCounts, type TJobSearchRows } from './queries.ts';
import { TtlCache } from './ttl-cache.ts';

/** Searches repeated within this time share their counts (decision 014). */
const COUNTS_TTL_MS = 30_000;
/** The home page's lists and numbers are computed at most this often per process. */
const HOME_TTL_MS = 60_000;
const HOME_LATEST_JOBS = 8;
/** SPEC §9: at most 5 prominent majors. */
const HOME_TOP_MAJORS = 5;
const HOME_FEATURED_COMPANIES = 8;
const MAJOR_PAGE_SIZE = 20;

const sortList = 'relevance (default with words: title matches first), newest (default without words), salary (highest first)';

/** /api/v1: job search (GET /jobs), majors with their job counts, the home page's numbers. */
export const searchRoutes = (deps: TAppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const countsCache = new TtlCache<TJobSearchCounts>(COUNTS_TTL_MS);
  // Identical searches (popular words, shared links, the home page's latest jobs) answer from memory for a few
  // seconds (SEARCH_CACHE_SECONDS): a job closed meanwhile can stay listed that long; its page says it is closed.
  const resultsCache = new TtlCache<TJobSearchRows>(deps.config.searchCacheMs, 2000);
  const search = (locale: TLocale, query: Parameters<typeof searchJobs>[2]) =>
    resultsCache.get(`${countsKey(locale, query)}|${query.sort ?? ''}|${query.page ?? 1}|${query.per_page ?? ''}`, () => searchJobs(db, locale, query, { countsCache }));
  const majorsMemo = new TtlCache<Awaited<ReturnType<typeof countJobsByMajor>>>(HOME_TTL_MS);
  const majorsByCount = (locale: TLocale) => majorsMemo.get(locale, () => countJobsByMajor(db, locale));
  const homeMemo = new TtlCache<Omit<z.infer<typeof ZHomeSummary>, 'latest_jobs'>>(HOME_TTL_MS);
  const formatDate = (request: FastifyRequest) => (date: Date | null) => request.formatDate(date);

  app.get('/jobs', {
    config: { public: true },
    schema: {
      tags: ['search'],
      summary: 'Search live jobs by words (Arabic or English, with stemming and typo tolerance) and filters',
      description:
        `Only live jobs of companies in good standing; confidential jobs have \`company: null\`. Sort: ${sortList}. ` +
        `\`per_page\` is at most ${JOB_SEARCH_PER_PAGE_MAX} (default ${JOB_SEARCH_PER_PAGE_DEFAULT}); pages reach the first ${SEARCH_COUNT_CAP} results (a deeper \`page\` is 422). ` +
        'The total is counted up to 10,000 (`total_capped`); `facets` count the matches per city, major, sector and job type.',
      querystring: ZJobSearchQuery,
      response: { 200: envelope(ZJobSearchResult), 422: ZErrorEnvelope },
    },
  }, async (request) => {
    // Results are served up to the counting cap: deeper pages would cost a scan of everything before them.
    const perPage = request.query.per_page ?? JOB_SEARCH_PER_PAGE_DEFAULT;
    const lastPage = Math.ceil(SEARCH_COUNT_CAP / perPage);
    if ((request.query.page ?? 1) > lastPage) throw new HttpError(422, 'validation_failed', { page: { key: 'max_value', params: { max: lastPage } } });
    const result = await search(request.locale, request.query);
    return {
      message: t(request.locale, 'success'),
      data: {
        items: result.items.map((row) => toJobCard(row, formatDate(request))),
        total: result.total,
        total_capped: result.capped,
        page: result.page,
        page_size: result.per_page,
        facets: result.facets,
      },
    };
  });

  app.get('/majors', {
    config: { public: true },
    schema: {
      tags: ['search'],
      summary: 'Every major with its number of live jobs, the most jobs first',
      response: { 200: envelope(z.array(ZMajorJobCount)), 422: ZErrorEnvelope },
    },
  }, async (request) => ({ message: t(request.locale, 'success'), data: await majorsByCount(request.locale) }));

  app.get('/majors/:id/jobs', {
    config: { public: true },
    schema: {
      tags: ['search'],
      summary: `A major and its live jobs, the newest first, ${MAJOR_PAGE_SIZE} a page`,
      params: z.object({ id: ZIdParam }),
      querystring: ZMajorJobsQuery,
      response: { 200: envelope(ZMajorJobs), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
    },
  }, async (request) => {
    const major = (await majorsByCount(request.locale)).find((item) => item.id === request.params.id);
    if (!major) throw notFound();
    const page = request.query.page ?? 1;
    const result = await search(request.locale, { major_id: major.id, sort: 'newest', page, per_page: MAJOR_PAGE_SIZE });
    return {
      message: t(request.locale, 'success'),
      data: {
        major: { ...major, jobs_count: result.total },
        items: result.items.map((row) => toJobCard(row, formatDate(request))),
        total: result.total,
        page,
        page_size: MAJOR_PAGE_SIZE,
      },
    };
  });

  app.get('/home', {
    config: { public: true },
    schema: {
      tags: ['search'],
      summary: 'The home page: numbers of live jobs, verified companies and job seekers, the latest jobs, top majors and featured companies',
      response: { 200: envelope(ZHomeSummary), 422: ZErrorEnvelope },
    },
  }, async (request) => {
    const { locale } = request;
    const [summary, latest] = await Promise.all([
      homeMemo.get(locale, async () => {
        const [counts, majors, companies] = await Promise.all([countHomeTotals(db), majorsByCount(locale), findFeaturedCompanies(db, locale, HOME_FEATURED_COMPANIES)]);
        return {
          counts,
          top_majors: majors.filter((major) => major.jobs_count > 0).slice(0, HOME_TOP_MAJORS),
          featured_companies: companies.map((company) => ({
            id: Number(company.id),
            name: company.name,
            logo_url:
              company.logo_id !== null && company.logo_key && company.logo_kind
                ? fileUrl({ id: Number(company.logo_id), key: company.logo_key, kind: company.logo_kind as TFileRow['kind'] })
                : null,
            jobs_count: Number(company.jobs_count),
          })),
        };
      }),
      search(locale, { sort: 'newest', per_page: HOME_LATEST_JOBS }),
    ]);
    return { message: t(locale, 'success'), data: { ...summary, latest_jobs: latest.items.map((row) => toJobCard(row, formatDate(request))) } };
  });
};
