import { sql } from 'drizzle-orm';
import type { TCandidateSearchQuery } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { CHANGE_LOGS, latestChangeId, latestChangeText } from '../../db/change-log.ts';
import { baseOrder, LEXEME_SEPARATOR, LiveIndex, liveIndexes, treeHolds } from '../search-engine/live-index.ts';
import type { TMatchNode } from '../search-engine/match-tree.ts';
import { fillPostings, growFloat64, growInt32, growUint8, IntList, newestMatches, orPosting, positionsByKeyDescending } from '../search-engine/postings.ts';
import type { TTsNode } from '../search-engine/tsquery.ts';
import { filterToken } from './search-index.ts';
import { RANK_TIERS } from './search-statement.ts';
import { filterTokensTree, JOB_TYPE_CODE, rangeTests, tallyFacets, type TCandidateColumns, type TFacetTallies } from './search-filters.ts';

/**
 * The in-memory index of listed job seekers (decision 028, amended), one per API process and database: what a
 * candidate search decides on (the lexemes of `candidate_search.search`, titles' lexemes apart, the filter tokens,
 * the range columns and the last activity), so that a search costs PostgreSQL only its page's cards. Slots of the
 * base are in order of last activity (the least recent first); a changed seeker's old slot dies and the new row is
 * appended to the tail, which grows until the index is built again in the background. Changes come from
 * `candidate_search_changes` (a trigger, migration 0030), read by the statement each search sends anyway.
 */

/** Weights of `ts_rank('{0.1, 0.2, 0.4, 1.0}', …)` by a lexeme's best weight in the document: A, B, C. */
const WEIGHT = [0, 0.2, 0.4, 1];

const CANDIDATE_CHANGES = CHANGE_LOGS.candidates;

interface TRow {
  user_id: number;
  active: number;
  experience_days: number;
  since_day: number | null;
  qualification_rank: number;
  expected_salary: number | null;
  notice_period: number | null;
  job_type: string | null;
  city_id: number | null;
  major_ids: number[] | null;
  occupation_ids: number[] | null;
  a: string | null;
  b: string | null;
  all: string | null;
}

const rowsSql = (where: ReturnType<typeof sql>) => sql`
  select cs.user_id, (extract(epoch from cs.last_active_at) * 1000)::float8 as active, cs.experience_days,
         (cs.experience_since - date '1970-01-01') as since_day, cs.qualification_rank, cs.expected_salary, cs.notice_period,
         cs.job_type, cs.city_id, cs.major_ids, cs.occupation_ids,
         array_to_string(tsvector_to_array(ts_filter(cs.search, '{a}')), ${LEXEME_SEPARATOR}) as a,
         array_to_string(tsvector_to_array(ts_filter(cs.search, '{b}')), ${LEXEME_SEPARATOR}) as b,
         array_to_string(tsvector_to_array(cs.search), ${LEXEME_SEPARATOR}) as all
  from candidate_search cs
  where ${where} and cs.listed and not cs.stale`;

const rowsOf = async (db: TDatabase, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: TRow[] }).rows;

/** Relevance's tiers (search-statement.ts's RANK_TIERS) and the title tier's query. */
interface TIndexRank {
  query: TTsNode | null;
  direct: number[];
  wide: number[];
  /** The skills' lexemes (`§Excel`, `§Payroll`). */
  skills: string[];
}

/** What a candidate search asks of the index. */
export interface TCandidateIndexSearch {
  /** The words' condition (match-tree.ts); null: no words. */
  match: TMatchNode | null;
  /** The title tier's query and the tiers' occupations and skills (RANK_TIERS, relevance); null: the most recently active first. */
  rank: TIndexRank | null;
  query: TCandidateSearchQuery;
  /** Cities of a place recognised in the words (when the search names no city itself). */
  cityIds: number[] | null;
  offset: number;
  limit: number;
  cap: number;
  now: number;
}

export interface TCandidateIndexAnswer {
  /** The page's seekers, in order. */
  ids: number[];
  /** Matches read: up to the cap + 1. */
  total: number;
  /** The values the counts per filter value are made of (null past the cap), as the statement gives them. */
  facets: TFacetTallies | null;
}

export class CandidateSearchIndex extends LiveIndex<TRow> implements TCandidateColumns {
  // The columns the range filters and the facets read (TCandidateColumns) are public: search-filters.ts's rows read them.
  private userId = new Int32Array(0);
  active = new Float64Array(0);
  experienceDays = new Int32Array(0);
  sinceDay = new Int32Array(0);
  qualification = new Int32Array(0);
  salary = new Float64Array(0);
  notice = new Int32Array(0);
  jobType = new Uint8Array(0);
  city = new Int32Array(0);
  /** Per slot: its majors and occupations (facets), and its lexemes with their best weight (3 A, 2 B, 1 other). */
  majorStart = new Int32Array(1);
  majors = new IntList(16);
  occupationStart = new Int32Array(1);
  occupations = new IntList(16);
  private lexemeStart = new Int32Array(1);
  private lexemes = new IntList(16);
  private weights = new IntList(16);

  private constructor(mark: number, builtAt: number, dictionary: Map<string, number>) {
    super(mark, builtAt, dictionary, CANDIDATE_CHANGES);
  }

  /** Reads every listed seeker (in ranges of ids) and builds the index, the least recently active first. */
  static async build(db: TDatabase, now = Date.now()): Promise<CandidateSearchIndex> {
    const mark = await latestChangeId(db, CANDIDATE_CHANGES);
    const dictionary = new Map<string, number>();
    const loading = new CandidateSearchIndex(mark, now, dictionary);
    const gaps = await loading.loadRows(
      db,
      sql`select coalesce(max(user_id), 0)::float8 as id from candidate_search`,
      (from, to) => rowsOf(db, rowsSql(sql`cs.user_id > ${from} and cs.user_id <= ${to}`)),
      (row) => loading.addDocument(row),
      now,
    );
    const index = new CandidateSearchIndex(mark, now, dictionary);
    await index.fillBase(baseOrder(loading.count, loading.active, loading.userId), gaps, (from) => index.copyDocument(loading, from));
    await fillPostings(index.postings, dictionary.size, index.count, (slot, visit) => {
      for (let i = index.lexemeStart[slot]!; i < index.lexemeStart[slot + 1]!; i += 1) visit(index.lexemes.data[i]!);
    });
    return index;
  }

  private copyDocument(source: CandidateSearchIndex, from: number): void {
    const slot = this.count;
    this.userId[slot] = source.userId[from]!;
    this.active[slot] = source.active[from]!;
    this.experienceDays[slot] = source.experienceDays[from]!;
    this.sinceDay[slot] = source.sinceDay[from]!;
    this.qualification[slot] = source.qualification[from]!;
    this.salary[slot] = source.salary[from]!;
    this.notice[slot] = source.notice[from]!;
    this.jobType[slot] = source.jobType[from]!;
    this.city[slot] = source.city[from]!;
    this.alive[slot] = 1;
    const copy = (starts: Int32Array, list: IntList, toStarts: Int32Array, toList: IntList) => {
      for (let i = starts[from]!; i < starts[from + 1]!; i += 1) toList.push(list.data[i]!);
      toStarts[slot + 1] = toList.length;
    };
    copy(source.majorStart, source.majors, this.majorStart, this.majors);
    copy(source.occupationStart, source.occupations, this.occupationStart, this.occupations);
    for (let i = source.lexemeStart[from]!; i < source.lexemeStart[from + 1]!; i += 1) this.weights.push(source.weights.data[i]!);
    copy(source.lexemeStart, source.lexemes, this.lexemeStart, this.lexemes);
    this.slotOf.set(this.userId[slot]!, slot);
    this.count += 1;
  }

  protected readRows(db: TDatabase, keys: number[]): Promise<TRow[]> {
    return rowsOf(db, rowsSql(sql`cs.user_id in (${sql.join(keys.map((id) => sql`${id}`), sql`, `)})`));
  }

  protected append(row: TRow): number {
    const slot = this.addDocument(row);
    for (let i = this.lexemeStart[slot]!; i < this.lexemeStart[slot + 1]!; i += 1) this.addToTail(this.lexemes.data[i]!, slot);
    return slot;
  }

  protected grow(next: number): void {
    this.userId = growInt32(this.userId, next);
    this.active = growFloat64(this.active, next);
    this.experienceDays = growInt32(this.experienceDays, next);
    this.sinceDay = growInt32(this.sinceDay, next);
    this.qualification = growInt32(this.qualification, next);
    this.salary = growFloat64(this.salary, next);
    this.notice = growInt32(this.notice, next);
    this.jobType = growUint8(this.jobType, next);
    this.city = growInt32(this.city, next);
    this.majorStart = growInt32(this.majorStart, next + 1);
    this.occupationStart = growInt32(this.occupationStart, next + 1);
    this.lexemeStart = growInt32(this.lexemeStart, next + 1);
  }

  /** Stores a row in the next slot (the caller adds its lexemes to the postings). */
  private addDocument(row: TRow): number {
    const slot = this.count;
    const id = Number(row.user_id);
    this.userId[slot] = id;
    this.active[slot] = Number(row.active);
    this.experienceDays[slot] = Number(row.experience_days);
    this.sinceDay[slot] = row.since_day === null ? -1 : Number(row.since_day);
    this.qualification[slot] = Number(row.qualification_rank);
    this.salary[slot] = row.expected_salary === null ? NaN : Number(row.expected_salary);
    this.notice[slot] = row.notice_period === null ? -1 : Number(row.notice_period);
    this.jobType[slot] = row.job_type === null ? 0 : (JOB_TYPE_CODE.get(row.job_type) ?? 0);
    this.city[slot] = row.city_id === null ? 0 : Number(row.city_id);
    this.alive[slot] = 1;
    for (const major of row.major_ids ?? []) this.majors.push(Number(major));
    this.majorStart[slot + 1] = this.majors.length;
    for (const occupation of row.occupation_ids ?? []) this.occupations.push(Number(occupation));
    this.occupationStart[slot + 1] = this.occupations.length;
    // Each lexeme once, with its best weight: titles (A) 3, skills (B) 2, anything else 1.
    const weights = new Map<number, number>();
    const add = (text: string | null, weight: number) => {
      for (const lexemeId of this.lexemeIdsOf(text)) if ((weights.get(lexemeId) ?? 0) < weight) weights.set(lexemeId, weight);
    };
    add(row.a, 3);
    add(row.b, 2);
    add(row.all, 1);
    for (const [lexemeId, weight] of weights) {
      this.lexemes.push(lexemeId);
      this.weights.push(weight);
    }
    this.lexemeStart[slot + 1] = this.lexemes.length;
    this.slotOf.set(id, slot);
    this.count += 1;
    return slot;
  }

  /** Occupations are tokens of the vector (`#o12`), as in the statement. */
  private occupationBits(ids: number[]): Uint32Array {
    const bits = this.emptyBits();
    for (const id of ids) {
      const lexeme = this.dictionary.get(filterToken.occupation(id));
      if (lexeme !== undefined) orPosting(bits, this.postings[lexeme]);
    }
    return bits;
  }

  /** Whether a lexeme is one of the slot's titles' (weight A) between its lexemes `from` and `to`. */
  private inTitle = (id: number, from: number, to: number): boolean => {
    const lexemes = this.lexemes.data;
    const weights = this.weights.data;
    for (let i = from; i < to; i += 1) if (lexemes[i] === id && weights[i] === 3) return true;
    return false;
  };

  /** The slots whose titles hold the query (PostgreSQL's `:A` lexemes): its slots, each checked against its titles. */
  private titleBits(query: TTsNode): Uint32Array {
    const bits = this.bitsOf(query);
    const tree = this.idTree(query);
    for (let word = 0; word < bits.length; word += 1) {
      let set = bits[word]!;
      while (set !== 0) {
        const bit = 31 - Math.clz32(set);
        set &= ~(1 << bit);
        const slot = word * 32 + bit;
        if (slot >= this.count || !treeHolds(tree, this.lexemeStart[slot]!, this.lexemeStart[slot + 1]!, this.inTitle)) bits[word]! &= ~(1 << bit);
      }
    }
    return bits;
  }

  private matchBits(node: TMatchNode): Uint32Array {
    if (node.kind === 'nothing') return this.emptyBits();
    if (node.kind === 'text') return this.bitsOf(node.query);
    if (node.kind === 'title') return this.titleBits(node.query);
    if (node.kind === 'occupations') return this.occupationBits(node.ids);
    if (node.kind === 'not') {
      // Every other slot (past the last, unlisted and dead ones are the scan's to leave out).
      const bits = this.matchBits(node.item);
      for (let i = 0; i < bits.length; i += 1) bits[i] = ~bits[i]!;
      return bits;
    }
    const left = this.matchBits(node.items[0]);
    const right = this.matchBits(node.items[1]);
    if (node.kind === 'and') for (let i = 0; i < left.length; i += 1) left[i]! &= right[i]!;
    else for (let i = 0; i < left.length; i += 1) left[i]! |= right[i]!;
    return left;
  }

  /** The range filters (search-filters.ts), with whether the slot is alive. */
  private acceptOf(query: TCandidateSearchQuery, now: number): (slot: number) => boolean {
    const tests = rangeTests(query, this, now);
    const count = tests.length;
    return (slot) => {
      if (this.alive[slot] !== 1) return false;
      for (let i = 0; i < count; i += 1) if (!tests[i]!(slot)) return false;
      return true;
    };
  }

  /** The most recently active first: later activity, then the higher id. */
  private newer = (a: number, b: number): number => this.active[b]! - this.active[a]! || this.userId[b]! - this.userId[a]!;

  /** A page of a search: the seekers' ids in order, the matches read (up to the cap + 1) and the facet values. */
  search(search: TCandidateIndexSearch): TCandidateIndexAnswer {
    return this.withBits(() => this.searchWithBits(search));
  }

  private searchWithBits(search: TCandidateIndexSearch): TCandidateIndexAnswer {
    const tokens = filterTokensTree(search.query, search.cityIds);
    let bits = search.match ? this.matchBits(search.match) : null;
    if (tokens) {
      const tokenBits = this.bitsOf(tokens);
      if (bits) for (let i = 0; i < bits.length; i += 1) bits[i]! &= tokenBits[i]!;
      else bits = tokenBits;
    }
    const found = newestMatches(bits, this.acceptOf(search.query, search.now), search.cap + 1, this.baseCount, this.count, this.newer);
    const ordered = search.rank ? this.ranked(found, search.rank) : found;
    const ids = ordered.slice(search.offset, search.offset + search.limit).map((slot) => this.userId[slot]!);
    return { ids, total: found.length, facets: found.length > search.cap ? null : tallyFacets(this, found) };
  }

  /**
   * Relevance (the statement's order): the tiers (RANK_TIERS: an occupation the words name 10, one they head 8, a skill
   * they name 4, a title holding the words 1), then the words' weighted rank (A 1.0, B 0.4, other 0.2 for each of the query's lexemes the CV holds), then the
   * most recently active.
   */
  private ranked(slots: number[], rank: TIndexRank): number[] {
    const ofDirect = this.occupationBits(rank.direct);
    const ofWide = this.occupationBits(rank.wide);
    const ofSkills = this.emptyBits();
    for (const skill of rank.skills) {
      const lexeme = this.dictionary.get(skill);
      if (lexeme !== undefined) orPosting(ofSkills, this.postings[lexeme]);
    }
    const has = (bits: Uint32Array, slot: number) => ((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
    const { tree: query, ids: rankIds, negated } = this.rankTerms(rank.query);
    const keys = new Float64Array(slots.length);
    const lexemes = this.lexemes.data;
    const weights = this.weights.data;
    const { inTitle } = this;
    this.withMarks(rankIds, (marks) => {
      for (let position = 0; position < slots.length; position += 1) {
        const slot = slots[position]!;
        const from = this.lexemeStart[slot]!;
        const to = this.lexemeStart[slot + 1]!;
        let score = 0;
        let inTitles = 0;
        if (rankIds.length)
          for (let i = from; i < to; i += 1)
            if (marks[lexemes[i]!] === 1) {
              score += WEIGHT[weights[i]!]!;
              if (weights[i] === 3) inTitles += 1;
            }
        // Without negation, titles that hold none of the query's lexemes cannot match it.
        const titleMatch = query !== null && (inTitles > 0 || negated) && treeHolds(query, from, to, inTitle);
        const tier =
          (has(ofDirect, slot) ? RANK_TIERS.direct : has(ofWide, slot) ? RANK_TIERS.wide : 0) + (has(ofSkills, slot) ? RANK_TIERS.skill : 0) + (titleMatch ? RANK_TIERS.title : 0);
        // Integers: the weights are tenths (0.2, 0.4, 1), so tenths keep every real difference and no rounding noise.
        keys[position] = tier * 10_000_000 + Math.min(Math.round(score * 10), 9_999_999);
      }
    });
    // The slots come most recently active first and the order is stable: equal keys keep that order.
    return positionsByKeyDescending(keys).map((position) => slots[position]!);
  }
}

/** The newest change of the log as text, for the statement of fixed text a search sends anyway. */
export const latestCandidateChangeText = latestChangeText(CANDIDATE_CHANGES);

const indexes = liveIndexes(CANDIDATE_CHANGES, (database) => CandidateSearchIndex.build(database));

/** The index of a database, current to the change `latest` (read by the caller in its own statement). */
export const candidateSearchIndex = indexes.of;

/** Builds the index of a database ahead of the first search (the server at start-up); errors wait for that search. */
export const warmCandidateSearchIndex = indexes.warm;
/** The index this process holds (decision 113: the metrics). */
export const candidateSearchIndexState = indexes.state;
