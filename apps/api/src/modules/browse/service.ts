import { MAJOR_JOBS_PAGE_SIZE, type TFeaturedCompany, type THomeSummary, type TLocale, type TMajorJobCount, type TMajorJobs } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TFileRow } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { toJobCard } from '../jobs/cards.ts';
import type { TReader } from '../jobs/dto.ts';
import { jobSearch } from '../jobs/public-service.ts';
import { TtlCache } from '../jobs/ttl-cache.ts';
import { fileUrl } from '../files/service.ts';
import { countHomeTotals, countJobsByMajor, findFeaturedCompanies } from './queries.ts';

/** The home page's lists and numbers are computed at most this often per process. */
const HOME_TTL_MS = 60_000;
const HOME_LATEST_JOBS = 8;
/** SPEC §9: at most 5 prominent majors. */
const HOME_TOP_MAJORS = 5;
const HOME_FEATURED_COMPANIES = 8;

/**
 * Browsing without words, for one API instance: majors with their listed jobs and the home page. Both list jobs
 * through the jobs module's search (its one rule of which jobs are listed) and keep their numbers for a minute.
 */
export function browsing(deps: Pick<TAppDeps, 'db' | 'config'>) {
  const { db } = deps;
  const search = jobSearch(deps);
  // A stale minute's numbers are answered while the next are counted (about a second at 100k jobs, decision 209).
  const majorsMemo = new TtlCache<TMajorJobCount[]>(HOME_TTL_MS, 1000, Date.now, true);
  const homeMemo = new TtlCache<Omit<THomeSummary, 'latest_jobs'>>(HOME_TTL_MS, 1000, Date.now, true);

  /** Every major with its number of listed jobs, the most jobs first. */
  const majors = (locale: TLocale) => majorsMemo.get(locale, () => countJobsByMajor(db, locale));

  /** A major and a page of its listed jobs, the newest first; 404 for an unknown major. */
  const majorJobs = async (reader: TReader, majorId: number, page = 1): Promise<TMajorJobs> => {
    const major = (await majors(reader.locale)).find((item) => item.id === majorId);
    if (!major) throw notFound();
    const result = await search.rows(reader.locale, { major_id: major.id, sort: 'newest', page, per_page: MAJOR_JOBS_PAGE_SIZE });
    return {
      major: { ...major, jobs_count: result.total },
      items: result.items.map((row) => toJobCard(row, reader.formatDate)),
      total: result.total,
      page,
      page_size: MAJOR_JOBS_PAGE_SIZE,
    };
  };

  const featuredCompanies = async (locale: TLocale): Promise<TFeaturedCompany[]> =>
    (await findFeaturedCompanies(db, locale, HOME_FEATURED_COMPANIES)).map((company) => ({
      id: Number(company.id),
      name: company.name,
      logo_url:
        company.logo_id !== null && company.logo_key && company.logo_kind
          ? fileUrl({ id: Number(company.logo_id), key: company.logo_key, kind: company.logo_kind as TFileRow['kind'] })
          : null,
      jobs_count: Number(company.jobs_count),
    }));

  /** The home page: numbers, top majors and featured companies (kept a minute), and the latest listed jobs. */
  const home = async (reader: TReader): Promise<THomeSummary> => {
    const { locale } = reader;
    const [summary, latest] = await Promise.all([
      homeMemo.get(locale, async () => {
        const [counts, majorList, companies] = await Promise.all([countHomeTotals(db), majors(locale), featuredCompanies(locale)]);
        return { counts, top_majors: majorList.filter((major) => major.jobs_count > 0).slice(0, HOME_TOP_MAJORS), featured_companies: companies };
      }),
      search.rows(locale, { sort: 'newest', per_page: HOME_LATEST_JOBS }),
    ]);
    return { ...summary, latest_jobs: latest.items.map((row) => toJobCard(row, reader.formatDate)) };
  };

  return { majors, majorJobs, home };
}
