import { and, eq, gt, gte, inArray, isNull, lte, or, sql, type Column, type SQL } from 'drizzle-orm';
import { JOB_TYPES, WORK_PLACES, type TJobSearchFacets, type TJobSearchFilters } from '@tawzeef/contract';
import type { TSearchPlan } from '../search-engine/engine.ts';
import { jobs } from '../../db/schema/index.ts';
import { withinTest, type TNearPoint } from './near.ts';
import { AT_CITY, AT_EXPERIENCE, AT_JOB_TYPE, AT_MAJOR, AT_QUALIFICATION, AT_SECTOR, AT_WORK_PLACE, DAY_MS, FACTS, JOB_TYPE_CODE, QUALIFICATION_CODE, WORK_PLACE_CODE, type JobColumns } from './search-index-columns.ts';

/**
 * A job search's filters, each declared once (decision 158): one row a filter, from which PostgreSQL's condition
 * (search-sql.ts's searchConditions) and the in-memory index's filter (search-index-filters.ts: the postings ANDed
 * before the scan, and the test of a slot's own values) are both made. A new filter is a new row here; the test
 * search-filters.test.ts asks both engines each row's sample values and fails on a row without samples.
 */

/**
 * A search's filters as the engines read them: the contract's, with the companies its words name (decision 109: one,
 * or those sharing the name typed; not a parameter of the API, only the words set it), whose jobs are those that show
 * their company (never the confidential ones).
 */
export type TSearchFilters = TJobSearchFilters & { company_ids?: number[] };

/** What a search asks of its filters. */
export interface TFilterAsk {
  filters: TSearchFilters;
  /** Cities of a place recognised in the words (when the search names no city itself). */
  cityIds: number[] | null;
  /** Only jobs that went live after this (job alerts: new since the last digest). */
  publishedAfter: Date | null;
  /** Only jobs whose place is within the radius of this point (decision 137); null or left out: anywhere. */
  near?: TNearPoint | null;
  /** The search's time (the index's; PostgreSQL reads its own `now()`). */
  now: number;
}

/** One filter as a search asks it. */
export interface TAskedFilter {
  /** PostgreSQL's condition on `jobs`; null for a filter the index alone answers (ENGINE_READINGS). */
  sql: SQL | null;
  /** The index: keys of postings a slot must hold one of (an equality filter, decided by bitsets); null: none. */
  keys: string[] | null;
  /** The index: the test of a slot's own values (its columns read once, when the test is made). */
  test: (columns: JobColumns) => (slot: number) => boolean;
}

export interface TJobFilter {
  name: string;
  /** The filter as `ask` asks it, or null when the search does not. */
  of: (ask: TFilterAsk) => TAskedFilter | null;
  /** The key of a slot's value in the filter's postings (null: none), on the one row that files the column. */
  keyOf?: (columns: JobColumns, slot: number) => string | null;
  /** The counts per value of the filter that a search answers with (TJobSearchFacets), on the row that files the column. */
  facet?: TJobFacet;
}

/**
 * A facet: its name in the answer (its row's), the fact it counts (`at`) and the column of `jobs` PostgreSQL groups
 * by; a lookup's id named from table `names`, or an enum's value (`values`, by the index's code: 1 is values[0]).
 */
export interface TJobFacet {
  name: keyof TJobSearchFacets;
  at: number;
  column: string;
  names?: 'cities' | 'majors' | 'sectors';
  values?: readonly string[];
}

/** A row whose value is `value(ask)` (undefined: not asked). */
function row<V>(name: string, value: (ask: TFilterAsk) => V | undefined, make: (value: V, ask: TFilterAsk) => TAskedFilter, extra: Omit<TJobFilter, 'name' | 'of'> = {}): TJobFilter {
  return {
    name,
    of: (ask) => {
      const asked = value(ask);
      return asked === undefined ? null : make(asked, ask);
    },
    ...extra,
  };
}

/**
 * An equality filter on a slot's fact `at`: one of `values` (codes in the index, `code` of each), their postings
 * keyed `prefix` + code. With `facet`, this row files each slot's value in the postings (a column filed once) and
 * counts it.
 */
function onFact<V extends string | number>(
  name: string,
  at: number,
  prefix: string,
  column: Column,
  code: (value: V) => number,
  value: (ask: TFilterAsk) => V[] | undefined,
  facet: Pick<TJobFacet, 'names' | 'values'> | null,
): TJobFilter {
  return row(
    name,
    value,
    (values) => {
      const codes = values.map(code);
      const one = codes.length === 1 ? codes[0]! : null;
      const set = new Set(codes);
      return {
        sql: values.length === 1 ? eq(column, values[0]!) : inArray(column, values),
        keys: codes.map((coded) => `${prefix}${coded}`),
        test: ({ facts }) => (one !== null ? (slot) => facts[slot * FACTS + at] === one : (slot) => set.has(facts[slot * FACTS + at]!)),
      };
    },
    facet ? { keyOf: ({ facts }, slot) => (facts[slot * FACTS + at] ? `${prefix}${facts[slot * FACTS + at]}` : null), facet: { ...facet, name: name as TJobFacet['name'], at, column: column.name } } : {},
  );
}

const one = <V>(value: V | undefined): V[] | undefined => (value === undefined ? undefined : [value]);
const sameId = (id: number) => id;
const jobTypeCode = (type: string) => JOB_TYPE_CODE.get(type) ?? -1;
const workPlaceCode = (place: string) => WORK_PLACE_CODE.get(place) ?? -1;

const amountOf = (column: 'low' | 'high') =>
  column === 'high' ? sql`coalesce(${jobs.salary_to}, ${jobs.salary_from})` : sql`coalesce(${jobs.salary_from}, ${jobs.salary_to})`;

/** Every filter of a job search, in the order the engines apply them. */
export const JOB_FILTERS: readonly TJobFilter[] = [
  // A place recognised in the words is the city filter, unless the search names a city itself.
  onFact('city', AT_CITY, 'c', jobs.city_id, sameId, ({ filters, cityIds }) => (filters.city_id !== undefined ? [filters.city_id] : (cityIds ?? undefined)), { names: 'cities' }),
  onFact('major', AT_MAJOR, 'm', jobs.major_id, sameId, ({ filters }) => one(filters.major_id), { names: 'majors' }),
  onFact('sector', AT_SECTOR, 's', jobs.sector_id, sameId, ({ filters }) => one(filters.sector_id), { names: 'sectors' }),
  onFact('job_type', AT_JOB_TYPE, 't', jobs.job_type, jobTypeCode, ({ filters }) => one(filters.job_type), { values: JOB_TYPES }),
  onFact('work_place', AT_WORK_PLACE, 'w', jobs.work_place, workPlaceCode, ({ filters }) => one(filters.work_place), { values: WORK_PLACES }),
  // `remote` is the older name of `work_place=remote` (decision 045): the work place's postings, filed by its row.
  onFact('remote', AT_WORK_PLACE, 'w', jobs.work_place, workPlaceCode, ({ filters }) => (filters.remote === true ? ['remote'] : undefined), null),
  row(
    'saudi_only',
    ({ filters }) => (filters.saudi_only === true ? true : undefined),
    () => ({ sql: eq(jobs.saudi_only, true), keys: ['n'], test: ({ saudiOnly }) => (slot) => saudiOnly[slot] === 1 }),
    { keyOf: ({ saudiOnly }, slot) => (saudiOnly[slot] === 1 ? 'n' : null) },
  ),
  // The companies the words name (decision 109): their jobs that show them, never the confidential ones.
  row(
    'company',
    ({ filters }) => filters.company_ids,
    (ids) => {
      const companies = new Set(ids);
      return {
        sql: and(inArray(jobs.company_id, ids), eq(jobs.show_company, true))!,
        keys: null,
        test: ({ showCompany, companyOf }) => (slot) => showCompany[slot] === 1 && companies.has(companyOf[slot]!),
      };
    },
  ),
  // A range reaches the asked minimum when its top does; it starts below the asked maximum when its bottom does.
  row(
    'salary_min',
    ({ filters }) => filters.salary_min,
    (min) => ({ sql: sql`${amountOf('high')} >= ${min}`, keys: null, test: ({ salaryHigh }) => (slot) => salaryHigh[slot]! >= min }),
  ),
  row(
    'salary_max',
    ({ filters }) => filters.salary_max,
    (max) => ({ sql: sql`${amountOf('low')} <= ${max}`, keys: null, test: ({ salaryLow }) => (slot) => salaryLow[slot]! <= max }),
  ),
  // A job that asks no experience suits everyone.
  row(
    'experience',
    ({ filters }) => filters.experience,
    (years) => ({
      sql: or(isNull(jobs.experience_years), lte(jobs.experience_years, years))!,
      keys: null,
      test: ({ facts }) => (slot) => facts[slot * FACTS + AT_EXPERIENCE]! < 0 || facts[slot * FACTS + AT_EXPERIENCE]! <= years,
    }),
  ),
  row(
    'qualification',
    ({ filters }) => filters.qualification,
    (qualification) => {
      const code = QUALIFICATION_CODE.get(qualification) ?? -1;
      return { sql: eq(jobs.qualification_type, qualification), keys: null, test: ({ facts }) => (slot) => facts[slot * FACTS + AT_QUALIFICATION] === code };
    },
  ),
  row(
    'posted_within',
    ({ filters }) => (filters.posted_within === undefined ? undefined : Number(filters.posted_within)),
    (days, ask) => {
      const since = ask.now - days * DAY_MS;
      return { sql: gte(jobs.activated_at, sql`now() - make_interval(days => ${days})`), keys: null, test: ({ activated }) => (slot) => activated[slot]! >= since };
    },
  ),
  row(
    'published_after',
    ({ publishedAfter }) => publishedAfter ?? undefined,
    (after) => {
      const time = after.getTime();
      return { sql: gt(jobs.activated_at, after), keys: null, test: ({ activated }) => (slot) => activated[slot]! > time };
    },
  ),
  row(
    'near',
    ({ near }) => near ?? undefined,
    (near) => {
      const within = withinTest(near);
      // The index's alone (ENGINE_READINGS' `near`).
      return { sql: null, keys: null, test: ({ placeLat, placeLng }) => (slot) => within(placeLat[slot]!, placeLng[slot]!) };
    },
  ),
];

/** The filters `ask` asks, in JOB_FILTERS' order. */
export const askedFilters = (ask: TFilterAsk): TAskedFilter[] => JOB_FILTERS.flatMap((filter) => filter.of(ask) ?? []);

/** The facets, in JOB_FILTERS' order: what both engines count per filter value. */
export const JOB_FACETS: readonly TJobFacet[] = JOB_FILTERS.flatMap((filter) => (filter.facet ? [filter.facet] : []));

/** The rows that file a slot's value in postings. */
const FILED = JOB_FILTERS.flatMap((filter) => (filter.keyOf ? [filter.keyOf] : []));

/** The keys of a slot's values of the equality filters (the index files the slot under each). */
export function filterKeysOf(columns: JobColumns, slot: number): string[] {
  const keys: string[] = [];
  for (const keyOf of FILED) {
    const key = keyOf(columns, slot);
    if (key) keys.push(key);
  }
  return keys;
}

/** What the choice of an engine reads of a search (search-jobs.ts's answeredByIndex). */
export interface TReadingAsk {
  plan: TSearchPlan | null;
  words: string | null;
  withoutWords: boolean;
  sort: string;
  near: TNearPoint | null;
}

/**
 * The readings one engine alone answers, each with its reason, in one place (decision 158): the index answers every
 * other search it can read (decision 027), each reading of the cascade included, and tests ask PostgreSQL for every
 * search but these (`engine: 'sql'`) to compare the two. A reading of the index's wins over one of PostgreSQL's:
 * a quoted phrase near a place is read as words in any order.
 */
export const ENGINE_READINGS: ReadonlyArray<{ name: string; engine: 'index' | 'sql'; why: string; asks: (search: TReadingAsk) => boolean }> = [
  { name: 'near', engine: 'index', why: "only the index holds each job's place (decision 137), so it answers whatever `engine` says", asks: ({ near }) => near !== null },
  { name: 'exact', engine: 'sql', why: 'the words as typed: the index holds the words as understood, not their phrases', asks: ({ plan, words }) => plan === null && words !== null },
  { name: 'phrase', engine: 'sql', why: "a quoted phrase's words in order (decision 136): PostgreSQL's positions, which the index does not hold", asks: ({ plan }) => plan?.groups.some((group) => group.phrase) ?? false },
  { name: 'salary', engine: 'sql', why: 'salary order without words: an index of PostgreSQL\'s (jobs_live_salary_idx) gives the order', asks: ({ withoutWords, sort }) => withoutWords && sort === 'salary' },
];
