import { sql } from 'drizzle-orm';
import { JOB_SEARCH_PER_PAGE_DEFAULT, type TJobSearchQuery, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { planSearch, type TSearchPlan } from '../search-engine/engine.ts';
import { employersOf } from '../search-engine/employers.ts';
import { vocabularyOf } from '../search-engine/vocabulary.ts';
import type { TQueryTerms } from '../search-engine/understand.ts';
import { searchCascade, type TCascadeSearch } from './search-cascade.ts';
import type { TJobSearchCounts } from './search-counts.ts';
import { searchWithIndex } from './search-index-engine.ts';
import { RELEVANCE_WINDOW } from './search-pages.ts';
import { nearPointOf, type TNearPoint } from './near.ts';
import { postgresEngine, searchWords, type TJobSearchRows } from './search-sql.ts';
import { ENGINE_READINGS, type TReadingAsk, type TSearchFilters } from './search-filters.ts';
import type { TtlCache } from './ttl-cache.ts';
import { addFacets, elsewhereOf, type TElsewhere } from './search-places.ts';
import { cityName, metroNeighbours, pageAcrossCities } from '../search-engine/metro-areas.ts';

/**
 * Job search (decisions 014, 023 and 027, with 059, 077, 079, 080, 082, 088 and 106). The words are first understood by
 * the search engine (modules/search-engine: occupations in both languages and their near ones, typos, Arabizi, a
 * place, a job type or work place, noise words) into a plan. A search as understood, and browsing without words, is
 * answered by the in-memory index of listed jobs (search-index-engine.ts), cards and counts included; PostgreSQL
 * (search-sql.ts) answers the exact words, salary order without words and the near spellings of titles. Both follow
 * the one cascade of search-cascade.ts when the words find nothing: fewer words, then the near occupations (077),
 * never other work when the words name an occupation (079, 082), then near spellings. Counts past a sample are
 * estimated (059).
 */

export { SEARCH_COUNT_CAP, type TJobSearchCounts } from './search-counts.ts';
export { countsKey, type TJobSearchRows } from './search-sql.ts';

/** How the words were read, for the answer's `meta` (decision 023). */
export interface TJobSearchReading {
  interpreted_as: string | null;
  approximate: boolean;
  place: { cityIds: number[]; name_ar: string; name_en: string; region: boolean } | null;
  /** The job type, work place and experience the words named and the search then filtered on (decisions 080, 109). */
  terms: TQueryTerms;
  /** The workplace or kind of work the words named, in the reader's language (decision 108). */
  work: string | null;
  /** The company the words named and the search filtered on (decision 109), with the words without its name. */
  employer: { id: number; name_ar: string; name_en: string | null; without: string } | null;
  /** A senior level read (senior titles first), and the words without the level's (decision 109). */
  level: { senior: boolean; without: string } | null;
  exact: boolean;
  /** Boolean words read, or malformed and read as plain words (decision 136). */
  operators?: 'read' | 'malformed';
  /** The point the search is near and its radius (decision 137), or null. */
  near: TNearPoint | null;
  /**
   * The words without the place they name (a city or region read from them), to search the same elsewhere (decision
   * 170); null when they name none, or when their operators (decision 136) say where a place goes.
   */
  withoutPlace: string | null;
  /** The other cities of the city's metropolitan area whose jobs follow its own (decision 170), with their counts. */
  metro?: Array<{ id: number; name: string; count: number }>;
  /** Where the same search has jobs when the city (or region) has none (decision 170). */
  elsewhere?: TElsewhere | null;
}

/**
 * The search with the job type, work place, experience and company its words name (decisions 080, 109), each where
 * the search does not set it itself (a filter chosen wins over a word, as the city filter over a place in the words).
 * A name several companies share filters on all of them (and names none in the reading).
 */
function withTerms(asked: TJobSearchQuery, plan: TSearchPlan | null): { query: TJobSearchQuery & TSearchFilters; terms: TQueryTerms; companyId: number | null } {
  const jobType = plan?.terms.job_type && asked.job_type === undefined ? plan.terms.job_type : null;
  const workPlace = plan?.terms.work_place && asked.work_place === undefined && asked.remote === undefined ? plan.terms.work_place : null;
  const experience = plan && plan.terms.experience !== null && asked.experience === undefined ? plan.terms.experience : null;
  const employerIds = plan?.readings.employerIds ?? null;
  const companyId = employerIds?.length === 1 ? employerIds[0]! : null;
  const terms = { job_type: jobType, work_place: workPlace, experience };
  const query = {
    ...asked,
    ...(jobType ? { job_type: jobType } : {}),
    ...(workPlace ? { work_place: workPlace } : {}),
    ...(experience !== null ? { experience } : {}),
    ...(employerIds ? { company_ids: employerIds } : {}),
  };
  return { query, terms, companyId };
}

export interface TSearchJobsOptions {
  publishedAfter?: Date;
  countsCache?: TtlCache<TJobSearchCounts>;
  /** Tests: how many newest matches are ranked. */ relevanceWindow?: number;
  /** Tests: PostgreSQL for every search. */ engine?: 'index' | 'sql';
  /** Whether a search that finds nothing may show the occupations near those named (decision 077; job alerts: no). */ related?: boolean;
  /** Past this many matches the index estimates the counts (decision 059; tests set it). */ countSample?: number;
  /** Whether a search that finds nothing in a city says where the same search has jobs (decision 170; /find-jobs: yes, alerts: no). */ elsewhere?: boolean;
}

type TSearchAnswer = TJobSearchRows & { reading: TJobSearchReading };

/**
 * A search in a city of a metropolitan area, its own jobs first, then those of the area's other cities (nearest city
 * first); when it (or any city, or region) has nothing, where the same search has jobs (decision 170). The other
 * searches are searchOnce's, so both engines answer them alike.
 */
export async function searchJobs(db: TDatabase, locale: TLocale, given: TJobSearchQuery, options: TSearchJobsOptions = {}): Promise<TSearchAnswer> {
  const own = await searchOnce(db, locale, given, options);
  const { reading } = own;
  if (reading.near) return own;
  const cityId = given.city_id ?? (reading.place && !reading.place.region && reading.place.cityIds.length === 1 ? reading.place.cityIds[0]! : null);
  // The same search without its city: the words without the place they name (as read), every filter kept.
  const fromWords = given.city_id === undefined && reading.place !== null;
  if (fromWords && reading.withoutPlace === null) return own;
  const elsewhereQuery = (): TJobSearchQuery => ({
    ...given,
    q: fromWords ? reading.withoutPlace || undefined : given.q,
    city_id: undefined,
    ...(reading.terms.job_type && given.job_type === undefined ? { job_type: reading.terms.job_type } : {}),
    ...(reading.terms.work_place && given.work_place === undefined ? { work_place: reading.terms.work_place } : {}),
    ...(reading.terms.experience !== null && given.experience === undefined ? { experience: reading.terms.experience } : {}),
  });
  const others = cityId !== null ? await metroNeighbours(db, cityId) : [];
  let answer = own;
  if (others.length) answer = await withMetro(db, locale, given, options, own, others.map((city) => ({ id: city.id, name: cityName(city, locale) })), elsewhereQuery());
  if (answer.total > 0 || !options.elsewhere || (cityId === null && !reading.place)) return answer;
  const wide = await searchOnce(db, locale, { ...elsewhereQuery(), page: 1, per_page: 1, sort: undefined }, { ...options, elsewhere: false });
  const name = reading.place ? (locale === 'ar' ? reading.place.name_ar : reading.place.name_en) : null;
  const place = { cityId, name: name ?? (await cityNameOf(db, cityId!, locale)), exclude: [...(cityId !== null ? [cityId] : reading.place!.cityIds), ...others.map((city) => city.id)] };
  return { ...answer, reading: { ...answer.reading, elsewhere: await elsewhereOf(db, locale, place, wide.facets.city, wide.facetsEstimated || wide.capped) } };
}

/**
 * The page of a metropolitan area's search: the city's own matches (`own`, the page asked), then each other city's in
 * turn, the pages counted across them; the total and the counts added up.
 */
async function withMetro(
  db: TDatabase,
  locale: TLocale,
  given: TJobSearchQuery,
  options: TSearchJobsOptions,
  own: TSearchAnswer,
  others: Array<{ id: number; name: string }>,
  base: TJobSearchQuery,
): Promise<TSearchAnswer> {
  const page = { page: given.page ?? 1, perPage: given.per_page ?? JOB_SEARCH_PER_PAGE_DEFAULT };
  const { items, parts: answers } = await pageAcrossCities(own, others.map((city) => city.id), page, (cityId, count) =>
    // At least one job: the search's own page size is never 0.
    searchOnce(db, locale, { ...base, city_id: cityId, page: 1, per_page: Math.max(1, count) }, { ...options, elsewhere: false }),
  );
  const all = [own, ...answers];
  return {
    ...own,
    items,
    total: all.reduce((sum, answer) => sum + answer.total, 0),
    capped: all.some((answer) => answer.capped),
    totalEstimated: all.some((answer) => answer.totalEstimated),
    facetsEstimated: all.some((answer) => answer.facetsEstimated),
    facets: addFacets(all.map((answer) => answer.facets)),
    reading: { ...own.reading, metro: others.map((city, index) => ({ ...city, count: answers[index]!.total })) },
  };
}

/** A city's name in the reader's language (the city filter's, for the answer's words). */
async function cityNameOf(db: TDatabase, cityId: number, locale: TLocale): Promise<string> {
  const rows = ((await db.execute(sql`select name_ar, name_en from cities where id = ${cityId}`)) as unknown as { rows: Array<{ name_ar: string; name_en: string }> }).rows;
  return rows[0] ? cityName(rows[0], locale) : '';
}

/**
 * Listed jobs matching `query`, a page of them as card rows, with the total and counts per filter value, and how
 * the words were read. `publishedAfter` keeps only jobs that went live after it (job alerts: new since the last
 * digest). Searches as understood (and browsing without words) are answered by the in-memory index, cards
 * included (decisions 027 and 054); a search of the exact words, by salary without words, and the near spellings of titles by PostgreSQL.
 * `engine: 'sql'` answers every search from PostgreSQL (tests compare the two). `countsCache` (jobSearch's,
 * public-service.ts) lets repeated PostgreSQL searches share their counts for a few seconds.
 */
async function searchOnce(
  db: TDatabase,
  locale: TLocale,
  given: TJobSearchQuery,
  options: TSearchJobsOptions = {},
): Promise<TJobSearchRows & { reading: TJobSearchReading }> {
  // A search near a place (decision 137) is the index's alone: it holds each job's place. Its words are read as
  // understood (the exact words as typed are PostgreSQL's, which holds no places).
  const near = await nearPointOf(db, given);
  const asked = near ? { ...given, exact: undefined } : given;
  const page = asked.page ?? 1;
  const perPage = asked.per_page ?? JOB_SEARCH_PER_PAGE_DEFAULT;
  const words = searchWords(asked.q);
  const plan = words && !asked.exact ? await planSearch(db, words, locale, { readTerms: true }) : null;
  const { query, terms, companyId } = withTerms(asked, plan);
  const employer = companyId !== null ? ((await employersOf(db, await vocabularyOf(db))).byId.get(companyId) ?? null) : null;
  // Only a place, a term and noise words ("jobs in Riyadh", "part time"): a search without words, so filtered.
  const browsing = plan !== null && !plan.hasWords;
  const window = options.relevanceWindow ?? RELEVANCE_WINDOW;
  const reading = (approximate: boolean): TJobSearchReading => ({
    interpreted_as: plan && (plan.changed || approximate) ? plan.interpreted : null,
    approximate: approximate || (plan?.corrected ?? false),
    place: plan?.place && query.city_id === undefined ? plan.place : null,
    terms,
    work: plan?.work ? (locale === 'ar' ? plan.work.name_ar : plan.work.name_en) : null,
    employer: employer ? { ...employer, without: plan!.readings.withoutEmployer } : null,
    level: plan && (terms.experience !== null || plan.readings.senior) ? { senior: plan.readings.senior, without: plan.readings.withoutLevel } : null,
    exact: query.exact === true,
    ...(plan?.operators ? { operators: plan.operators } : {}),
    near,
    withoutPlace: plan?.place && query.city_id === undefined && !plan.operators ? plan.interpreted : null,
  });
  const sort = query.sort ?? (words && !browsing ? 'relevance' : 'newest');
  const withoutWords = !words || browsing;
  /** The search of the occupations near those the words name, when a search may show them (decision 077; alerts: no). */
  const relating = plan?.related && options.related !== false ? plan.related : null;
  /** Whether the words name an occupation, so that jobs holding them only in their text are other work (decisions 079, 082). */
  const namesOccupation = relating !== null || (options.related !== false && (plan?.occupationIds.length ?? 0) > 0);
  const search: TCascadeSearch = { plan, withoutWords, relating, namesOccupation, window, exact: query.exact === true };
  if (answeredByIndex({ plan, words, withoutWords, sort, near }, options.engine)) {
    const { approximate, ...rows } = await searchWithIndex(db, locale, query, { ...search, words, sort }, { ...options, page, perPage, near });
    return { ...rows, reading: reading(approximate) };
  }
  // Never a distance order here: it needs a place, which answeredByIndex sends to the index.
  return searchCascade(search, postgresEngine(db, locale, { ...query, sort: sort === 'distance' ? undefined : query.sort }, options), ({ found, approximate }) => {
    const { strong: _strong, ...rows } = found;
    return { ...rows, reading: reading(approximate) };
  });
}

/**
 * The boundary between the engines (ENGINE_READINGS, search-filters.ts): the index answers every search it can read
 * (decision 027), PostgreSQL what it alone can, and every search but the index's own readings when tests ask it
 * (`engine: 'sql'`). The near spellings of titles are found by PostgreSQL's trigrams (nearTitlesOf) for both engines.
 */
function answeredByIndex(search: TReadingAsk, engine: 'index' | 'sql' | undefined): boolean {
  const owners = ENGINE_READINGS.filter((reading) => reading.asks(search)).map((reading) => reading.engine);
  return owners.includes('index') || (engine !== 'sql' && !owners.includes('sql'));
}
