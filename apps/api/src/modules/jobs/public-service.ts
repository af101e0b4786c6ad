import {
  JOB_PAGE_SIZE,
  JOB_PLACES_MAX,
  JOB_SEARCH_PER_PAGE_DEFAULT,
  type TJobCard,
  type TJobPlaces,
  type TJobPlacesQuery,
  type TJobSearchQuery,
  type TJobSearchResult,
  type TJobViewerState,
  type TLocale,
  type TUserType,
  nearPlaceOf,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { HttpError, notFound } from '../../errors.ts';
import { toJobCard } from './cards.ts';
import { toJobPage, toJobPublic, toViewerState, type TJobPage, type TReader } from './dto.ts';
import { companyExists, findCompanyPublicJobViews, findPublicJobView, findSeekerJobState } from './public-queries.ts';
import { findPublishedJob } from './published.ts';
import { countsKey, SEARCH_COUNT_CAP, searchJobs, type TJobSearchCounts, type TJobSearchReading, type TJobSearchRows } from './search-jobs.ts';
import { findSimilarJobs } from './similar-jobs.ts';
import { TtlCache } from './ttl-cache.ts';

/** Who asks for a job page: nobody, or a logged-in account. */
export type TCaller = { id: number; type: TUserType } | null;

/**
 * The job page in one view: the published job, its city's country code and, for a job seeker, what they did with
 * it (a company or an administrator gets no viewer state). 404 unless the job is published (isPublishedJob).
 */
export async function readJobPage(db: TDatabase, reader: TReader, jobId: number, caller: TCaller): Promise<TJobPage> {
  const isSeeker = caller?.type === 'USER';
  const [view, state] = await Promise.all([findPublicJobView(db, reader.locale, jobId), isSeeker ? findSeekerJobState(db, caller.id, jobId) : null]);
  if (!view) throw notFound();
  return toJobPage(view, state ? toViewerState(state, reader.formatDate) : null, reader.formatDate);
}

/** What the job seeker did with a published job (their application, whether saved); 404 for any other job. */
export async function readViewerState(db: TDatabase, reader: TReader, userId: number, jobId: number): Promise<TJobViewerState> {
  const [job, state] = await Promise.all([findPublishedJob(db, jobId), findSeekerJobState(db, userId, jobId)]);
  if (!job) throw notFound();
  return toViewerState(state, reader.formatDate);
}

/** Listed jobs like a published job; 404 unless that job is published. */
export async function readSimilarJobs(db: TDatabase, reader: TReader, jobId: number): Promise<TJobCard[]> {
  const rows = await findSimilarJobs(db, reader.locale, jobId);
  if (!rows) throw notFound();
  return rows.map((row) => toJobCard(row, reader.formatDate));
}

/** A page of a company's listed jobs that show its name; 404 for an unknown or suspended company. */
export async function readCompanyJobs(db: TDatabase, reader: TReader, companyId: number, page: number) {
  if (!(await companyExists(db, companyId))) throw notFound();
  const { rows, total } = await findCompanyPublicJobViews(db, reader.locale, companyId, page);
  return { items: rows.map((row) => toJobPublic(row, reader.formatDate)), total, page, page_size: JOB_PAGE_SIZE };
}

/** The place a search is near, for the key of its answer in memory (decision 137). */
const nearKey = (query: TJobSearchQuery) => JSON.stringify(nearPlaceOf(query));

/** Searches repeated within this time share their counts (decision 014). */
const COUNTS_TTL_MS = 30_000;

/**
 * The job search of one API instance, with its memory: identical searches (popular words, shared links, the
 * home page's latest jobs) answer from memory for SEARCH_CACHE_SECONDS (0 by default: off, decision 081), and
 * repeated filters share their counts. A job closed meanwhile can stay listed that long; its page says it is closed.
 */
export function jobSearch(deps: Pick<TAppDeps, 'db' | 'config'>) {
  const countsCache = new TtlCache<TJobSearchCounts>(COUNTS_TTL_MS);
  const resultsCache = new TtlCache<TJobSearchRows & { reading: TJobSearchReading }>(deps.config.searchCacheMs, 2000);

  /** Listed jobs matching `query` as card rows, with the total and counts per filter value. */
  const rows = (locale: TLocale, query: TJobSearchQuery) =>
    resultsCache.get(`${countsKey(locale, query)}|${query.sort ?? ''}|${query.page ?? 1}|${query.per_page ?? ''}|${nearKey(query)}`, () => searchJobs(deps.db, locale, query, { countsCache, elsewhere: true }));

  /** GET /jobs: a page of cards. Pages reach the counting cap: deeper ones would cost a scan of everything before them. */
  const cards = async (reader: TReader, query: TJobSearchQuery): Promise<TJobSearchResult> => {
    const lastPage = Math.ceil(SEARCH_COUNT_CAP / (query.per_page ?? JOB_SEARCH_PER_PAGE_DEFAULT));
    if ((query.page ?? 1) > lastPage) throw new HttpError(422, 'validation_failed', { page: { key: 'max_value', params: { max: lastPage } } });
    const result = await rows(reader.locale, query);
    return {
      items: result.items.map((row) => toJobCard(row, reader.formatDate)),
      total: result.total,
      total_capped: result.capped,
      total_estimated: result.totalEstimated,
      page: result.page,
      page_size: result.per_page,
      facets: result.facets,
      facets_estimated: result.facetsEstimated,
      meta: {
        interpreted_as: result.reading.interpreted_as,
        approximate: result.reading.approximate,
        city: result.reading.place && !result.reading.place.region ? { id: result.reading.place.cityIds[0]!, name: reader.locale === 'ar' ? result.reading.place.name_ar : result.reading.place.name_en } : null,
        region: result.reading.place?.region ? (reader.locale === 'ar' ? result.reading.place.name_ar : result.reading.place.name_en) : null,
        job_type: result.reading.terms.job_type,
        work_place: result.reading.terms.work_place,
        work: result.reading.work,
        level: result.reading.level ? { experience: result.reading.terms.experience, ...result.reading.level } : null,
        employer: result.reading.employer
          ? { id: result.reading.employer.id, name: (reader.locale === 'en' && result.reading.employer.name_en) || result.reading.employer.name_ar, without: result.reading.employer.without }
          : null,
        exact: result.reading.exact,
        ...(result.reading.operators ? { operators: result.reading.operators } : {}),
        near: result.reading.near ? { lat: result.reading.near.lat, lng: result.reading.near.lng, radius_km: result.reading.near.radiusKm } : null,
        ...(result.reading.metro ? { metro: result.reading.metro } : {}),
        ...(result.reading.elsewhere ? { elsewhere: result.reading.elsewhere } : {}),
      },
    };
  };

  /**
   * GET /jobs/places (decision 141): where a search's matches are, for its map. The same search as `cards` (its rows,
   * cache included), ordered by distance so that past JOB_PLACES_MAX the map shows the nearest; no second search.
   */
  const places = async (reader: TReader, query: TJobPlacesQuery): Promise<TJobPlaces> => {
    const result = await rows(reader.locale, { ...query, sort: 'distance', page: 1, per_page: JOB_PLACES_MAX });
    // A search near a place always has its point (the query requires a place).
    const near = result.reading.near!;
    return {
      items: result.items.flatMap((row) => (row.point && row.distance_km !== undefined ? [{ id: row.id, title: row.title, lat: row.point.lat, lng: row.point.lng, distance_km: row.distance_km }] : [])),
      total: result.total,
      total_approximate: result.capped || result.totalEstimated,
      near: { lat: near.lat, lng: near.lng, radius_km: near.radiusKm },
    };
  };

  return { rows, cards, places };
}
