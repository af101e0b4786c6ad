import type { TMatchNode } from '../search-engine/match-tree.ts';
import type { TTsNode } from '../search-engine/tsquery.ts';
import { andMasks, orPosting, type TPosting } from '../search-engine/postings.ts';
import { askedFilters, type TFilterAsk } from './search-filters.ts';
import { AT_DEADLINE, FACTS, riyadhDay, type JobColumns } from './search-index-columns.ts';

/**
 * A job search's filters over the index (search-index.ts), made from the one table of filters (search-filters.ts): the
 * equality filters as keys of postings of slots, ANDed before the scan; and the test of a slot's own values that the
 * scan asks of each candidate.
 */

/** What a search asks of the index: its filters (TFilterAsk) and what it reads of them. */
export interface TIndexSearch extends TFilterAsk {
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
  /**
   * Near spellings (decision 058): the jobs whose title is one of these, instead of `match`; each title with its
   * likeness to the words as typed, which relevance orders by (then the newest). Null: `match` decides.
   */
  nearTitles?: Map<string, number> | null;
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

/** Whether a search has filters that no bitset decides (salary, experience, qualification, dates, companies, a place). */
export function hasResidualFilters(search: TIndexSearch): boolean {
  return askedFilters(search).some((filter) => filter.keys === null);
}

/** The keys of a search's equality filters, a group a filter: a slot passes a group when it holds one of its keys. */
function filterGroups(search: TIndexSearch): string[][] {
  return askedFilters(search).flatMap((filter) => (filter.keys ? [filter.keys] : []));
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

/** The filter of a search: alive (`alive`), listed now and every filter's test (search-filters.ts). */
export function filterOf(columns: JobColumns, alive: Uint8Array, search: TIndexSearch): (slot: number) => boolean {
  const today = riyadhDay(search.now);
  // Read once: the closure runs inside one synchronous search, which nothing can grow meanwhile.
  const { facts } = columns;
  const tests = askedFilters(search).map((filter) => filter.test(columns));
  const count = tests.length;
  return (slot) => {
    if (alive[slot] !== 1 || facts[slot * FACTS + AT_DEADLINE]! < today) return false;
    for (let i = 0; i < count; i += 1) if (!tests[i]!(slot)) return false;
    return true;
  };
}
