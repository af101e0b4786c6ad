import type { TMatchNode } from '../search-engine/match-tree.ts';
import type { TTsNode } from '../search-engine/tsquery.ts';
import { andMasks, orPosting, type TPosting } from '../search-engine/postings.ts';
import type { TSearchFilters } from './search-sql.ts';
import { withinTest, type TNearPoint } from './near.ts';
import { AT_CITY, AT_DEADLINE, AT_EXPERIENCE, AT_JOB_TYPE, AT_MAJOR, AT_QUALIFICATION, AT_SECTOR, AT_WORK_PLACE, DAY_MS, FACTS, JOB_TYPE_CODE, QUALIFICATION_CODE, riyadhDay, WORK_PLACE_CODE, type JobColumns } from './search-index-columns.ts';

/**
 * A job search's filters over the index (search-index.ts): the equality filters (city, major, sector, job type, work
 * place, Saudi nationals) as keys of postings of slots, ANDed before the scan; and the test of a slot's own values
 * (deadline, salary, experience, qualification, dates) that the scan asks of each candidate.
 */

/** What a search asks of the index. */
export interface TIndexSearch {
  /** The words' condition; null: every listed job. */
  match: TMatchNode | null;
  /** The title tier of relevance and the occupations of the first tier. */
  rank: {
    query: TTsNode | null;
    occupationIds: number[];
    /** A senior title ranks first within its tier (decision 109). */
    level?: TTsNode | null;
    /** The skills named: then a job where one is most central (decision 115). */
    skills?: string[];
  } | null;
  filters: TSearchFilters;
  /**
   * Near spellings (decision 058): the jobs whose title is one of these, instead of `match`; each title with its
   * likeness to the words as typed, which relevance orders by (then the newest). Null: `match` decides.
   */
  nearTitles?: Map<string, number> | null;
  /** Cities of a place recognised in the words (when the search names no city itself). */
  cityIds: number[] | null;
  publishedAfter: Date | null;
  /** Only jobs whose place is within the radius of this point (decision 137); null or left out: anywhere. */
  near?: TNearPoint | null;
  sort: 'relevance' | 'newest' | 'salary' | 'distance';
  locale: 'ar' | 'en';
  offset: number;
  limit: number;
  /** Only the newest this many matches are ranked by relevance. */
  window: number;
  /** Pages reach no further than this many matches. */
  cap: number;
  /**
   * Past this many matches (and the page asked for), the scan stops: the counts per filter value are estimated from
   * the newest this many, and the total too unless the bitsets decide it (decision 059).
   */
  sample: number;
  now: number;
  /**
   * Tell whether the first tier of relevance holds any of the newest `window` matches: a job of an occupation the
   * words name, or one whose title holds them (TIndexAnswer.strong; decision 079).
   */
  checkStrong?: boolean;
  /**
   * Featured jobs first (decision 135): by relevance, among the matches as strong as the best; by date, among all. Only
   * for the words as understood (never a reading with fewer words, near occupations or near spellings).
   */
  featuredFirst?: boolean;
}

/** The slots of each value of the equality filters, by key (`c12`: city 12; `n`: reserved for Saudi nationals). */
export type TFilterPostings = Map<string, TPosting>;

/** Whether a search has filters that no bitset decides (salary, experience, qualification, dates). */
export function hasResidualFilters(search: TIndexSearch): boolean {
  const { filters } = search;
  return (
    filters.salary_min !== undefined ||
    filters.salary_max !== undefined ||
    filters.experience !== undefined ||
    filters.company_ids !== undefined ||
    filters.qualification !== undefined ||
    filters.posted_within !== undefined ||
    search.publishedAfter !== null ||
    (search.near ?? null) !== null
  );
}

/** The keys of a search's equality filters, a group a filter: a slot passes a group when it holds one of its keys. */
function filterGroups(search: TIndexSearch): string[][] {
  const { filters } = search;
  const groups: string[][] = [];
  const cities = filters.city_id !== undefined ? [filters.city_id] : search.cityIds;
  if (cities) groups.push(cities.map((id) => `c${id}`));
  if (filters.major_id !== undefined) groups.push([`m${filters.major_id}`]);
  if (filters.sector_id !== undefined) groups.push([`s${filters.sector_id}`]);
  if (filters.job_type !== undefined) groups.push([`t${JOB_TYPE_CODE.get(filters.job_type) ?? -1}`]);
  if (filters.work_place !== undefined) groups.push([`w${WORK_PLACE_CODE.get(filters.work_place) ?? -1}`]);
  if (filters.remote === true) groups.push([`w${WORK_PLACE_CODE.get('remote')!}`]);
  if (filters.saudi_only === true) groups.push(['n']);
  return groups;
}

/** The bitset of a group of one value held as a bitset of the base with none in the tail (else null). */
function heldBits(postings: TFilterPostings, keys: string[]): Uint32Array | null {
  const only = keys.length === 1 ? postings.get(keys[0]!) : undefined;
  return only?.bits && !only.tail ? only.bits : null;
}

/**
 * `bits` (null: every slot) narrowed to the open slots passing a search's equality filters, in place (else a bitset
 * of the arena, `emptyBits`), in one pass over the words (decision 059): a value held as a bitset of the base (and
 * none in the tail) is ANDed straight in, a group of several values (a region's cities) ORed into a bitset first.
 */
export function narrowedBits(postings: TFilterPostings, search: TIndexSearch, bits: Uint32Array | null, open: Uint32Array, emptyBits: (clear?: boolean) => Uint32Array): Uint32Array {
  const masks: Uint32Array[] = [];
  for (const keys of filterGroups(search)) {
    const held = heldBits(postings, keys);
    if (held) masks.push(held);
    else {
      const group = emptyBits();
      for (const key of keys) orPosting(group, postings.get(key));
      masks.push(group);
    }
  }
  masks.push(open);
  return andMasks(bits, masks, () => emptyBits(false));
}

/**
 * `accept` for a list of matches, behind a test of the open slots and of the equality filters whose values are held
 * as bitsets of the base: a bit of a bitset that stays in the cache (125 KB at a million jobs) before the slot's own
 * values, scattered over tens of megabytes; when those bits decide every filter (and `residual`, hasResidualFilters,
 * is false), `accept` is not asked at all. A tail slot is past a filter's bitset's end and fails, as it holds no such value.
 */
export function withFilterTests(postings: TFilterPostings, search: TIndexSearch, accept: (slot: number) => boolean, open: Uint32Array, residual: boolean): (slot: number) => boolean {
  const groups = filterGroups(search);
  const held = groups.flatMap((keys) => heldBits(postings, keys) ?? []);
  const decided = held.length === groups.length && !residual;
  held.push(open);
  return (slot) => {
    for (const bits of held) if (((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 0) return false;
    return decided || accept(slot);
  };
}

/** The filter of a search: alive (`alive`), listed now and every filter value. */
export function filterOf(columns: JobColumns, alive: Uint8Array, search: TIndexSearch): (slot: number) => boolean {
  const { filters } = search;
  const today = riyadhDay(search.now);
  const cities = filters.city_id !== undefined ? new Set([filters.city_id]) : search.cityIds ? new Set(search.cityIds) : null;
  const jobType = filters.job_type !== undefined ? (JOB_TYPE_CODE.get(filters.job_type) ?? -1) : null;
  const qualification = filters.qualification !== undefined ? (QUALIFICATION_CODE.get(filters.qualification) ?? -1) : null;
  const workPlace = filters.work_place !== undefined ? (WORK_PLACE_CODE.get(filters.work_place) ?? -1) : null;
  // `remote` is the older name of `work_place=remote` (decision 045).
  const remote = filters.remote === true ? WORK_PLACE_CODE.get('remote')! : null;
  const since = filters.posted_within !== undefined ? search.now - Number(filters.posted_within) * DAY_MS : null;
  const after = search.publishedAfter ? search.publishedAfter.getTime() : null;
  // Read once: the closure runs inside one synchronous search, which nothing can grow meanwhile.
  const { facts, saudiOnly, salaryHigh, salaryLow, activated, companyOf, showCompany, placeLat, placeLng } = columns;
  const within = search.near ? withinTest(search.near) : null;
  // The companies the words name (decision 109): their jobs that show them, never the confidential ones.
  const companies = filters.company_ids ? new Set(filters.company_ids) : null;
  return (slot) => {
    const at = slot * FACTS;
    return (
      alive[slot] === 1 &&
      facts[at + AT_DEADLINE]! >= today &&
      (cities === null || cities.has(facts[at + AT_CITY]!)) &&
      (filters.major_id === undefined || facts[at + AT_MAJOR] === filters.major_id) &&
      (filters.sector_id === undefined || facts[at + AT_SECTOR] === filters.sector_id) &&
      (jobType === null || facts[at + AT_JOB_TYPE] === jobType) &&
      (workPlace === null || facts[at + AT_WORK_PLACE] === workPlace) &&
      (remote === null || facts[at + AT_WORK_PLACE] === remote) &&
      (filters.saudi_only !== true || saudiOnly[slot] === 1) &&
      (companies === null || (showCompany[slot] === 1 && companies.has(companyOf[slot]!))) &&
      (filters.salary_min === undefined || salaryHigh[slot]! >= filters.salary_min) &&
      (filters.salary_max === undefined || salaryLow[slot]! <= filters.salary_max) &&
      (filters.experience === undefined || facts[at + AT_EXPERIENCE]! < 0 || facts[at + AT_EXPERIENCE]! <= filters.experience) &&
      (qualification === null || facts[at + AT_QUALIFICATION] === qualification) &&
      (since === null || activated[slot]! >= since) &&
      (after === null || activated[slot]! > after) &&
      (within === null || within(placeLat[slot]!, placeLng[slot]!))
    );
  };
}
