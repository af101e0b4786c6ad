import { DESIRED_JOB_TYPES, QUALIFICATION_TYPES, type TCandidateSearchQuery } from '@tawzeef/contract';
import type { TTsNode } from '../search-engine/tsquery.ts';
import { filterToken, tokensQuery } from './search-index.ts';
import { EXPERIENCE_DAYS } from './search-statement.ts';

/**
 * Candidate search's filters, each declared once (decision 158): one row a filter, from which the three ways a search
 * is answered are made: the statement made for a search (search-candidates.ts's `conditions`: against a job, near
 * spellings), the prepared statement of fixed text (search-statement.ts: its parameters $2..$9 and their conditions;
 * `engine: 'sql'`) and the in-memory index (memory-index.ts). A selective filter is tokens of the search vector
 * (search-index.ts's filterToken), a range a condition on a column of `candidate_search cs` and the test of a slot's
 * own value. search-filters.test.ts asks the three every row's samples and fails on a row without them.
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
}

/** A range filter: its parameter (null: not asked), PostgreSQL's condition on parameter text `p`, the index's test. */
interface TRange<V extends number | string> {
  type: 'int' | 'text';
  value: (query: TCandidateSearchQuery) => V | null;
  condition: (p: string) => string;
  test: (value: V, columns: TCandidateColumns, now: number) => (slot: number) => boolean;
}

export interface TCandidateFilter {
  name: string;
  /** Filter tokens the candidate must hold, one of each group (a region: its cities). */
  tokens?: (query: TCandidateSearchQuery, placeCityIds: number[] | null) => string[][];
  range?: TRange<number> | TRange<string>;
}

/** Days of experience of a slot today (`now`: current_date of the database, UTC, as a day number). */
const daysOf = ({ sinceDay, experienceDays }: TCandidateColumns, now: number) => {
  const today = Math.floor(now / DAY_MS);
  return (slot: number) => (sinceDay[slot]! >= 0 ? today - sinceDay[slot]! : experienceDays[slot]!);
};

const int = (range: TRange<number>): TRange<number> => range;
const text = (range: TRange<string>): TRange<string> => range;

/** Every filter of a candidate search; the ranges in the prepared statement's parameter order ($2..$9). */
export const CANDIDATE_FILTERS: readonly TCandidateFilter[] = [
  // A place recognised in the words is the city filter, unless the search names a city itself.
  { name: 'city', tokens: (query, place) => (query.city_id !== undefined ? [[filterToken.city(query.city_id)]] : place?.length ? [place.map(filterToken.city)] : []) },
  { name: 'major', tokens: (query) => (query.major_id !== undefined ? [[filterToken.major(query.major_id)]] : []) },
  { name: 'occupation', tokens: (query) => (query.occupation_id !== undefined ? [[filterToken.occupation(query.occupation_id)]] : []) },
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
