import {
  CANDIDATE_SEARCH_COUNT_CAP,
  DESIRED_JOB_TYPES,
  QUALIFICATION_TYPES,
  ZCandidateSearchFacets,
  type TCandidateSearchFacets,
  type TCandidateSearchQuery,
  type TLocale,
} from '@tawzeef/contract';
import type { TSearchPlan } from '../search-engine/engine.ts';
import type { TTsNode } from '../search-engine/tsquery.ts';
import type { TVocabulary } from '../search-engine/vocabulary.ts';
import type { IntList } from '../search-engine/postings.ts';
import { filterToken, tokensQuery } from './search-index.ts';
import { EXPERIENCE_DAYS } from './search-statement.ts';

/**
 * Candidate search's filters, each declared once (decision 158): one row a filter, from which the three ways a search
 * is answered are made: the statement made for a search (search-candidates.ts's `conditions`: against a job, near
 * spellings), the prepared statement of fixed text (search-statement.ts: its parameters $2..$9 and their conditions;
 * `engine: 'sql'`) and the in-memory index (memory-index.ts). A selective filter is tokens of the search vector
 * (search-index.ts's filterToken), a range a condition on a column of `candidate_search cs` and the test of a slot's
 * own value. The row of a filter whose values a search counts (the side panel's counts) declares that facet too: the
 * column both statements count and the index's values of a slot (decision 172). The readings one way alone answers
 * are CANDIDATE_READINGS, below. search-filters.test.ts asks the three every row's samples and fails on a row without
 * them, on a facet one of them does not count and on a reading without a sample.
 */

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.25;

export const JOB_TYPE_CODE = new Map<string, number>(DESIRED_JOB_TYPES.map((type, index) => [type, index + 1]));

/** What the index holds of each slot that the ranges read (memory-index.ts's columns, read when a test is made). */
export interface TCandidateColumns {
  /** Experience: days since (a current job, -1: none), else days. */
  sinceDay: Int32Array;
  experienceDays: Int32Array;
  qualification: Int32Array;
  /** NaN: none given. */
  salary: Float64Array;
  /** -1: none given. */
  notice: Int32Array;
  jobType: Uint8Array;
  active: Float64Array;
  /** 0: none given. */
  city: Int32Array;
  /** A slot's majors (the CV's and its prominent ones) and occupations: from `…Start[slot]` to `…Start[slot + 1]`. */
  majorStart: Int32Array;
  majors: IntList;
  occupationStart: Int32Array;
  occupations: IntList;
}

/** A range filter: its parameter (null: not asked), PostgreSQL's condition on parameter text `p`, the index's test. */
interface TRange<V extends number | string> {
  type: 'int' | 'text';
  value: (query: TCandidateSearchQuery) => V | null;
  condition: (p: string) => string;
  test: (value: V, columns: TCandidateColumns, now: number) => (slot: number) => boolean;
}

type TFacetName = keyof TCandidateSearchFacets;
type TFacetValue = number | string;

/** What names a facet's values: the search engine's vocabulary (names of cities, majors, occupations), in a language. */
interface TFacetReader {
  vocabulary: TVocabulary;
  locale: TLocale;
}

/**
 * A facet: the counts per value of its row's filter that a search answers with (TCandidateSearchFacets). Both
 * statements count `column` of `candidate_search` among their matches (`kind`: a number, text, or a list of ids whose
 * each value counts; null is none), the index each value `tally` counts of its slots; `answer` makes the counts (the most
 * first, ties in order of first appearance) the answer's list.
 */
export interface TCandidateFacet {
  name: TFacetName;
  column: 'city_id' | 'major_ids' | 'occupation_ids' | 'job_type' | 'qualification_rank';
  kind: 'number' | 'text' | 'ids';
  /** The index: `count` each value of each slot (a loop of the row's own, the hot path of a search's counts). */
  tally: (columns: TCandidateColumns, slots: number[], count: (value: TFacetValue) => void) => void;
  answer: (counts: Array<[TFacetValue, number]>, reader: TFacetReader) => TCandidateSearchFacets[TFacetName];
}

export interface TCandidateFilter {
  name: string;
  /** Filter tokens the candidate must hold, one of each group (a region: its cities). */
  tokens?: (query: TCandidateSearchQuery, placeCityIds: number[] | null) => string[][];
  range?: TRange<number> | TRange<string>;
  facet?: TCandidateFacet;
}

/** Days of experience of a slot today (`now`: current_date of the database, UTC, as a day number). */
const daysOf = ({ sinceDay, experienceDays }: TCandidateColumns, now: number) => {
  const today = Math.floor(now / DAY_MS);
  return (slot: number) => (sinceDay[slot]! >= 0 ? today - sinceDay[slot]! : experienceDays[slot]!);
};

const int = (range: TRange<number>): TRange<number> => range;
const text = (range: TRange<string>): TRange<string> => range;

/** Counts of ids named from the vocabulary (`limit`: the most counted only); an id it does not name is left out. */
const named = (nameOf: (reader: TFacetReader) => (id: number) => string | undefined, limit = Infinity) => (counts: Array<[TFacetValue, number]>, reader: TFacetReader) => {
  const name = nameOf(reader);
  return counts.flatMap(([id, count]) => (name(Number(id)) ? [{ id: Number(id), name: name(Number(id))!, count }] : [])).slice(0, limit);
};
const lookup = (kind: 'city' | 'major') => ({ vocabulary, locale }: TFacetReader) => (id: number) => vocabulary.names[kind].get(id)?.[locale];
const occupationName = ({ vocabulary, locale }: TFacetReader) => (id: number) => {
  const occupation = vocabulary.occupations.get(id);
  return occupation ? (locale === 'ar' ? occupation.name_ar : occupation.name_en) : undefined;
};
/** The index's values of a slot's list (its majors or occupations). */
const eachOf = (start: 'majorStart' | 'occupationStart', list: 'majors' | 'occupations') => (columns: TCandidateColumns, slots: number[], count: (value: TFacetValue) => void) => {
  const from = columns[start];
  const values = columns[list].data;
  for (const slot of slots) for (let i = from[slot]!; i < from[slot + 1]!; i += 1) count(values[i]!);
};

/** Every filter of a candidate search; the ranges in the prepared statement's parameter order ($2..$9). */
export const CANDIDATE_FILTERS: readonly TCandidateFilter[] = [
  // A place recognised in the words is the city filter, unless the search names a city itself.
  {
    name: 'city',
    tokens: (query, place) => (query.city_id !== undefined ? [[filterToken.city(query.city_id)]] : place?.length ? [place.map(filterToken.city)] : []),
    facet: { name: 'city', column: 'city_id', kind: 'number', tally: ({ city }, slots, count) => slots.forEach((slot) => city[slot] && count(city[slot]!)), answer: named(lookup('city')) },
  },
  {
    name: 'major',
    tokens: (query) => (query.major_id !== undefined ? [[filterToken.major(query.major_id)]] : []),
    facet: { name: 'major', column: 'major_ids', kind: 'ids', tally: eachOf('majorStart', 'majors'), answer: named(lookup('major')) },
  },
  {
    name: 'occupation',
    tokens: (query) => (query.occupation_id !== undefined ? [[filterToken.occupation(query.occupation_id)]] : []),
    // The thirty most counted.
    facet: { name: 'occupation', column: 'occupation_ids', kind: 'ids', tally: eachOf('occupationStart', 'occupations'), answer: named(occupationName, 30) },
  },
  { name: 'skills', tokens: (query) => (query.skills ?? []).map((skill) => [filterToken.skill(skill)]) },
  {
    name: 'experience_min',
    range: int({
      type: 'int',
      value: (query) => (query.experience_min !== undefined ? Math.ceil(query.experience_min * YEAR_DAYS) : null),
      condition: (p) => `${EXPERIENCE_DAYS} >= ${p}`,
      test: (min, columns, now) => {
        const days = daysOf(columns, now);
        return (slot) => days(slot) >= min;
      },
    }),
  },
  {
    name: 'experience_max',
    range: int({
      type: 'int',
      value: (query) => (query.experience_max !== undefined ? Math.ceil((query.experience_max + 1) * YEAR_DAYS) : null),
      condition: (p) => `${EXPERIENCE_DAYS} < ${p}`,
      test: (max, columns, now) => {
        const days = daysOf(columns, now);
        return (slot) => days(slot) < max;
      },
    }),
  },
  {
    name: 'qualification',
    range: int({
      type: 'int',
      value: (query) => (query.qualification !== undefined ? QUALIFICATION_TYPES.indexOf(query.qualification) : null),
      condition: (p) => `cs.qualification_rank >= ${p}`,
      test: (rank, { qualification }) => (slot) => qualification[slot]! >= rank,
    }),
    // Counted by rank (-1: none), answered as the filter reads: "this qualification or a higher one".
    facet: {
      name: 'qualification',
      column: 'qualification_rank',
      kind: 'number',
      tally: ({ qualification }, slots, count) => slots.forEach((slot) => count(qualification[slot]!)),
      answer: (counts) => {
        const byRank = new Map(counts);
        return QUALIFICATION_TYPES.map((value, rank) => ({ value, count: QUALIFICATION_TYPES.reduce((sum, _type, higher) => sum + (higher >= rank ? (byRank.get(higher) ?? 0) : 0), 0) })).filter(
          (row) => row.count > 0,
        );
      },
    },
  },
  // A candidate who gave no salary (NaN in the index, null in PostgreSQL) passes no salary filter.
  {
    name: 'salary_min',
    range: int({ type: 'int', value: (query) => query.salary_min ?? null, condition: (p) => `cs.expected_salary >= ${p}`, test: (min, { salary }) => (slot) => salary[slot]! >= min }),
  },
  {
    name: 'salary_max',
    range: int({ type: 'int', value: (query) => query.salary_max ?? null, condition: (p) => `cs.expected_salary <= ${p}`, test: (max, { salary }) => (slot) => salary[slot]! <= max }),
  },
  {
    name: 'notice_max',
    range: int({
      type: 'int',
      value: (query) => query.notice_max ?? null,
      condition: (p) => `cs.notice_period <= ${p}`,
      test: (max, { notice }) => (slot) => notice[slot]! >= 0 && notice[slot]! <= max,
    }),
  },
  {
    name: 'job_type',
    range: text({
      type: 'text',
      value: (query) => query.job_type ?? null,
      condition: (p) => `cs.job_type = ${p}`,
      test: (type, { jobType }) => {
        const code = JOB_TYPE_CODE.get(type) ?? -1;
        return (slot) => jobType[slot] === code;
      },
    }),
    facet: {
      name: 'job_type',
      column: 'job_type',
      kind: 'text',
      // The index's code of a type (0: none); PostgreSQL's text, of which only the contract's types are answered.
      tally: ({ jobType }, slots, count) => slots.forEach((slot) => jobType[slot] && count(DESIRED_JOB_TYPES[jobType[slot]! - 1]!)),
      answer: (counts) => counts.flatMap(([value, count]) => ((DESIRED_JOB_TYPES as readonly string[]).includes(String(value)) ? [{ value: value as (typeof DESIRED_JOB_TYPES)[number], count }] : [])),
    },
  },
  {
    name: 'active_within',
    range: int({
      type: 'int',
      value: (query) => (query.active_within !== undefined ? Number(query.active_within) : null),
      condition: (p) => `cs.last_active_at >= now() - make_interval(days => ${p})`,
      test: (days, { active }, now) => {
        const since = now - days * DAY_MS;
        return (slot) => active[slot]! >= since;
      },
    }),
  },
];

const RANGES = CANDIDATE_FILTERS.flatMap((filter) => (filter.range ? [filter.range as TRange<number | string>] : []));

/** The filter tokens a search asks, a group a filter (one token of each group). */
function tokenGroups(query: TCandidateSearchQuery, placeCityIds: number[] | null): string[][] {
  return CANDIDATE_FILTERS.flatMap((filter) => filter.tokens?.(query, placeCityIds) ?? []);
}

/** The filters' tokens as one tsquery text (`'#c1' & '#m5'`, a region's cities as alternatives), or null. */
export function filterTokensQuery(query: TCandidateSearchQuery, placeCityIds: number[] | null): string | null {
  const parts = tokenGroups(query, placeCityIds).map((group) => (group.length === 1 ? tokensQuery(group, '&') : `( ${tokensQuery(group, '|')} )`));
  return parts.length ? parts.join(' & ') : null;
}

/** The filters' tokens as one tree (the index's), or null. */
export function filterTokensTree(query: TCandidateSearchQuery, placeCityIds: number[] | null): TTsNode | null {
  const token = (lexeme: string): TTsNode => ({ op: 'lexeme', lexeme });
  const all = tokenGroups(query, placeCityIds).map((group): TTsNode => (group.length === 1 ? token(group[0]!) : { op: 'or', items: group.map(token) }));
  return all.length === 0 ? null : all.length === 1 ? all[0]! : { op: 'and', items: all };
}

/** The range filters' values, in the prepared statement's parameter order ($2..$9; null: not asked). */
export const rangeParameters = (query: TCandidateSearchQuery): Array<number | string | null> => RANGES.map((range) => range.value(query));

/** The prepared statement's range conditions, their parameters from `$first` on: each true when its parameter is null. */
export const rangeConditionsText = (first: number): string[] => RANGES.map((range, i) => `($${first + i}::${range.type} is null or ${range.condition(`$${first + i}`)})`);

/**
 * The range conditions a search asks, each with its value where `param` puts it (a statement made for the search):
 * `param(text)` splits the text around each parameter.
 */
export function askedRangeConditions<T>(query: TCandidateSearchQuery, param: (before: string[], value: number | string) => T): T[] {
  const MARK = '\u0000';
  return RANGES.flatMap((range) => {
    const value = range.value(query);
    return value === null ? [] : [param(range.condition(MARK).split(MARK), value)];
  });
}

/** The index's test of the ranges a search asks (every slot passes when none is). */
export function rangeTests(query: TCandidateSearchQuery, columns: TCandidateColumns, now: number): Array<(slot: number) => boolean> {
  return RANGES.flatMap((range) => {
    const value = range.value(query);
    return value === null ? [] : [(range.test as (value: number | string, columns: TCandidateColumns, now: number) => (slot: number) => boolean)(value, columns, now)];
  });
}

/** The facets, in the contract's order (TCandidateSearchFacets): what both statements and the index count. */
export const CANDIDATE_FACETS: readonly TCandidateFacet[] = Object.keys(ZCandidateSearchFacets.shape).flatMap((name) =>
  CANDIDATE_FILTERS.flatMap((filter) => (filter.facet?.name === name ? [filter.facet] : [])),
);

/** How many matches hold each value of each facet (nulls left out), in order of first appearance among the matches. */
export type TFacetTallies = Record<TFacetName, Map<TFacetValue, number>>;

/** The columns of `candidate_search cs` that the facets count, for a statement's relation of matches. */
export const FACET_COLUMNS = CANDIDATE_FACETS.map((facet) => `cs.${facet.column}`).join(', ');

/**
 * The values the facets are made of, from relation `matched` (null past the cap): one pass, counted in the API with
 * the names it already holds (tallyFacetValues, countFacets).
 */
export const FACET_VALUES = `case when (select count(*) from matched) > ${CANDIDATE_SEARCH_COUNT_CAP} then null else (
    select json_build_object(${CANDIDATE_FACETS.map((facet) => `'${facet.name}', json_agg(${facet.column})`).join(', ')})
    from matched) end`;

/** What FACET_VALUES gives: each facet's column of every match (json_agg of no rows is null). */
export type TFacetValues = Partial<Record<TFacetName, Array<TFacetValue | null | TFacetValue[]> | null>>;

/** A tally that counts one more of each value it is given. */
function tallyOf(): [Map<TFacetValue, number>, (value: TFacetValue) => void] {
  const counts = new Map<TFacetValue, number>();
  return [counts, (value) => counts.set(value, (counts.get(value) ?? 0) + 1)];
}

const tallies = (count: (facet: TCandidateFacet, add: (value: TFacetValue) => void) => void): TFacetTallies =>
  Object.fromEntries(
    CANDIDATE_FACETS.map((facet) => {
      const [counts, add] = tallyOf();
      count(facet, add);
      return [facet.name, counts];
    }),
  ) as TFacetTallies;

/** The tallies of a statement's values (null past the cap). */
export function tallyFacetValues(values: TFacetValues | null): TFacetTallies | null {
  if (!values) return null;
  return tallies((facet, add) => {
    for (const value of values[facet.name] ?? []) {
      if (facet.kind === 'ids') for (const id of (value as number[] | null) ?? []) add(Number(id));
      else if (value !== null) add(facet.kind === 'text' ? (value as string) : Number(value));
    }
  });
}

/**
 * The tallies of disjoint searches added up (a metropolitan area's cities, decision 178), values in order of first
 * appearance across them; null when one of them is past the cap (its values were not counted).
 */
export function addTallies(all: Array<TFacetTallies | null>): TFacetTallies | null {
  if (all.some((tally) => tally === null)) return null;
  const sums = Object.fromEntries(CANDIDATE_FACETS.map((facet) => [facet.name, new Map<TFacetValue, number>()])) as TFacetTallies;
  for (const tally of all as TFacetTallies[])
    for (const facet of CANDIDATE_FACETS) for (const [value, count] of tally[facet.name]) sums[facet.name].set(value, (sums[facet.name].get(value) ?? 0) + count);
  return sums;
}

/** The tallies of the index's matching slots. */
export const tallyFacets = (columns: TCandidateColumns, slots: number[]): TFacetTallies =>
  tallies((facet, add) => facet.tally(columns, slots, add));

/** The facets a search answers with (the most first, ties in order of first appearance), named in the reader's language. */
export function countFacets(counted: TFacetTallies | null, vocabulary: TVocabulary, locale: TLocale): TCandidateSearchFacets {
  return Object.fromEntries(
    CANDIDATE_FACETS.map((facet) => [facet.name, counted ? facet.answer([...counted[facet.name]].sort((a, b) => b[1] - a[1]), { vocabulary, locale }) : []]),
  ) as TCandidateSearchFacets;
}

/** How a candidate search is answered: the in-memory index, the prepared statement of fixed text, or a statement made for it. */
export type TCandidateStatement = 'index' | 'prepared' | 'made';

/** What the choice reads of a search: its words as planned (null: none, or not read yet), a job to match, the cascade's step. */
export interface TCandidateReadingAsk {
  plan: TSearchPlan | null;
  job: boolean;
  mode: 'understood' | 'relaxed' | 'fuzzy';
}

/**
 * The readings PostgreSQL alone answers, each with its reason and the statement that does (decision 172): every other
 * search, each step of the cascade included, is the index's (the prepared statement's when tests ask `engine: 'sql'`).
 * The first reading asked wins.
 */
export const CANDIDATE_READINGS: ReadonlyArray<{ name: string; statement: Exclude<TCandidateStatement, 'index'>; why: string; asks: (search: TCandidateReadingAsk) => boolean }> = [
  {
    name: 'job',
    statement: 'made',
    why: "against one of the company's jobs the matches read are the best by the database's estimate of the match (decision 016's criteria), of columns the index does not hold, then scored exactly",
    asks: ({ job }) => job,
  },
  {
    name: 'near_spellings',
    statement: 'made',
    why: "titles spelt alike (decision 027): pg_trgm's word similarity on the titles, which the index does not hold",
    asks: ({ mode }) => mode === 'fuzzy',
  },
  {
    name: 'phrase',
    statement: 'prepared',
    why: "a quoted phrase's words in order (decision 136): PostgreSQL's positions, which the index does not hold",
    asks: ({ plan }) => plan?.groups.some((group) => group.phrase) ?? false,
  },
];

/** The way a search is answered: the reading's that asks it, else the index (`sql`: the prepared statement). */
export const statementOf = (search: TCandidateReadingAsk, sql: boolean): TCandidateStatement =>
  CANDIDATE_READINGS.find((reading) => reading.asks(search))?.statement ?? (sql ? 'prepared' : 'index');
