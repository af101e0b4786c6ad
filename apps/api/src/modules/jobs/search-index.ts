// Over 400 lines: the job index's one class (decision 102 split its columns and matching out), whose answer reads
// every filter's bitset, the featured lift and the places together (decisions 135, 137); the next filter of its own
// goes in a file beside it, as search-index-columns.ts does.
import { inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { CHANGE_LOGS, latestChangeId, latestChangeOf, pruneChangeLog } from '../../db/change-log.ts';
import { baseOrder, LiveIndex, liveIndexes } from '../search-engine/live-index.ts';
import { jobs } from '../../db/schema/index.ts';
import type { TMatchNode } from '../search-engine/match-tree.ts';
import { SKILL_TIERS, skillLexeme } from '../search-engine/job-skills.ts';
import { anyOf } from '../search-engine/tsquery.ts';
import { fillPostings, forEachYielding, IntList, newestMatches, postingOfSlots, type TPosting, type TScanTally } from '../search-engine/postings.ts';
import { newestOfList, type TSlotSet } from '../search-engine/slot-sets.ts';
import { ReadBatch, ReadBatches } from '../../db/read-batch.ts';
import type { TJobCardRow } from './cards.ts';
import { AT_CITY, AT_DEADLINE, FACTS, JobColumns, readJobRows, riyadhDay, type TJobIndexRow } from './search-index-columns.ts';
import { filterKeysOf } from './search-filters.ts';
import { filterOf, hasResidualFilters, narrowedBits, withFilterTests, type TFilterPostings, type TIndexSearch } from './search-index-filters.ts';
import { anyStrong, countsOf, featuredFirst, ranked, roughly, type TFacetCounts } from './search-index-ranking.ts';
import { cardsOf, type TCardNames } from './search-index-cards.ts';
import { similarSlots, TitleTrigrams, type TSimilarBase } from './search-index-similar.ts';
import type { TNearPoint } from './near.ts';
import { distanceKm } from '../search-engine/distance.ts';
import { recommendableSlots, type TRecommendable } from './search-index-recommend.ts';

/** Every tier a job's skill is filed at (decision 115). */
const SKILL_TIER_VALUES = Object.values(SKILL_TIERS);

/**
 * The in-memory search index of listed jobs (decision 027), one per API process and database. It holds, for each
 * job that is listed (active, company in good standing, deadline not passed when read), what a search decides on:
 * the lexemes of its search vector and its title vector (as PostgreSQL's stemmers made them), its occupations,
 * filter columns and dates, and what its card shows (decision 054). A search's condition (match-tree.ts) becomes a
 * bitset of slots, its filters are checked newest first, and the page's cards come from the index too. Slots of the
 * base are in date order (oldest first), so the newest matches come first without sorting.
 *
 * Changes come from `search_changes` (written by triggers, migrations 0012 and 0031): each search reads its newest
 * id (decision 054), and a process that is behind reads the changed jobs again before answering. A
 * changed job's old slot dies and the new row is appended to the tail; when the tail grows past a quarter of the
 * base, the index is rebuilt in the background.
 *
 * This file builds the index, follows the change log and runs a search; the columns it holds are in
 * search-index-columns.ts, a search's filters in search-index-filters.ts, relevance and the counts per filter value
 * in search-index-ranking.ts, the cards in search-index-cards.ts and similar jobs in search-index-similar.ts
 * (decision 102). What it shares with the index of job seekers is in search-engine/live-index.ts.
 */

const JOB_CHANGES = CHANGE_LOGS.jobs;

/** The list of `key` in `lists`, made empty the first time. */
const listOf = <K>(lists: Map<K, IntList>, key: K): IntList => {
  let list = lists.get(key);
  if (!list) lists.set(key, (list = new IntList()));
  return list;
};

/** The listed jobs counted (JobSearchIndex.listedTally). */
export interface TListedTally {
  /** Verified companies with listed jobs that show their name, with those jobs' number. */
  companies: Array<{ id: number; jobs: number; name: { ar: string; en: string } }>;
  occupations: Map<number, number>;
  cities: Map<number, number>;
}

export interface TIndexAnswer {
  ids: number[];
  /** The matches: exact, or estimated (rounded) when `totalEstimated`. */
  total: number;
  totalEstimated: boolean;
  /** Per filter value: exact, or estimated from the newest `sample` matches (rounded) when `countsEstimated`. */
  counts: TFacetCounts;
  countsEstimated: boolean;
  /** With `checkStrong` and a rank: whether a job of a named occupation or a title match is among the newest `window`. */
  strong?: boolean;
}

export class JobSearchIndex extends LiveIndex<TJobIndexRow> {
  private readonly columns = new JobColumns();
  private readonly occupations = new Map<number, TPosting>();
  /** The slots of each value of the equality filters (city, major, sector, job type, work place): ANDed before the scan. */
  private readonly filters: TFilterPostings = new Map();
  private readonly titleTrigrams = new TitleTrigrams();

  private constructor(mark: number, builtAt: number, dictionary: Map<string, number>) {
    super(mark, builtAt, dictionary, JOB_CHANGES);
  }

  /**
   * Reads every listed job (in ranges of ids) and builds the index: the rows are read in id order into a loading
   * index, then copied in date order (oldest first) and their lexemes' slots gathered, each list in slot order.
   */
  static async build(db: TDatabase, now = Date.now()): Promise<JobSearchIndex> {
    const mark = await latestChange(db);
    const dictionary = new Map<string, number>();
    const loading = new JobSearchIndex(mark, now, dictionary);
    const lexemes = new IntList(1 << 16);
    const lexemeStart = new IntList(1 << 12);
    lexemeStart.push(0);
    const gaps = await loading.loadRows(
      db,
      sql`select coalesce(max(id), 0)::float8 as id from ${jobs}`,
      (from, to) => readJobRows(db, sql`${jobs.id} > ${from} and ${jobs.id} <= ${to}`),
      (row) => {
        loading.addDocument(row);
        for (const lexeme of loading.lexemeIdsOf(row.lexemes)) lexemes.push(lexeme);
        lexemeStart.push(lexemes.length);
      },
      now,
    );
    const total = loading.count;
    const order = baseOrder(total, loading.columns.activated, loading.columns.jobId);
    const index = new JobSearchIndex(mark, now, dictionary);
    for (const [id, company] of loading.columns.companies) index.columns.companies.set(id, company);
    await index.fillBase(order, gaps, (from) => index.copyDocument(loading, from));
    // The lexemes' postings: counted, then filled in slot order (a bitset for a lexeme of more than 1 job in 32).
    await fillPostings(index.postings, dictionary.size, total, (slot, visit) => {
      const from = order[slot]!;
      for (let i = lexemeStart.data[from]!; i < lexemeStart.data[from + 1]!; i += 1) visit(lexemes.data[i]!);
    });
    const { occupationStart, occupationIds } = index.columns;
    const occupationSlots = new Map<number, IntList>();
    const filterSlots = new Map<string, IntList>();
    await forEachYielding(total, (slot) => {
      for (let i = occupationStart[slot]!; i < occupationStart[slot + 1]!; i += 1) listOf(occupationSlots, occupationIds.data[i]!).push(slot);
      for (const key of filterKeysOf(index.columns, slot)) listOf(filterSlots, key).push(slot);
    });
    for (const [id, list] of occupationSlots) index.occupations.set(id, postingOfSlots(list, total));
    for (const [key, list] of filterSlots) index.filters.set(key, postingOfSlots(list, total));
    return index;
  }

  /** Copies slot `from` of another index (the loading one) into the next slot. */
  private copyDocument(source: JobSearchIndex, from: number): void {
    const slot = this.count;
    this.columns.copy(slot, source.columns, from);
    this.alive[slot] = 1;
    this.slotOf.set(this.columns.jobId[slot]!, slot);
    this.count += 1;
  }

  protected readRows(db: TDatabase, keys: number[]): Promise<TJobIndexRow[]> {
    return readJobRows(db, inArray(jobs.id, keys));
  }

  protected append(row: TJobIndexRow): number {
    const slot = this.addDocument(row);
    if (this.slotsByTitle) listOf(this.slotsByTitle, row.title).push(slot);
    if (this.open && slot < this.open.length * 32 && this.columns.facts[slot * FACTS + AT_DEADLINE]! >= this.openDay) this.open[slot >>> 5]! |= 1 << (slot & 31);
    for (const lexeme of this.lexemeIdsOf(row.lexemes)) this.addToTail(lexeme, slot);
    const { occupationStart, occupationIds } = this.columns;
    for (let i = occupationStart[slot]!; i < occupationStart[slot + 1]!; i += 1) {
      const id = occupationIds.data[i]!;
      let posting = this.occupations.get(id);
      if (!posting) this.occupations.set(id, (posting = { bits: null, slots: null, tail: null }));
      (posting.tail ??= new IntList()).push(slot);
    }
    for (const key of filterKeysOf(this.columns, slot)) {
      let posting = this.filters.get(key);
      if (!posting) this.filters.set(key, (posting = { bits: null, slots: null, tail: null }));
      (posting.tail ??= new IntList()).push(slot);
    }
    return slot;
  }

  protected grow(next: number): void {
    this.columns.grow(next);
  }

  /** Stores a row's columns in the next slot (lexeme postings are the caller's). */
  private addDocument(row: TJobIndexRow): number {
    const slot = this.count;
    this.columns.store(slot, row, this.lexemeIdsOf(row.title_lexemes));
    this.alive[slot] = 1;
    this.slotOf.set(Number(row.id), slot);
    this.count += 1;
    return slot;
  }

  /** The slots a condition holds for (dead and unlisted slots included: the scan leaves them out). */
  private matchSet(node: TMatchNode): TSlotSet {
    if (node.kind === 'nothing') return { bits: null, list: new Int32Array(0) };
    // Job search never asks for titles only (candidate search's, decision 189).
    if (node.kind === 'text' || node.kind === 'title') return this.setOf(node.query);
    if (node.kind === 'occupations') return this.sets.ofPostings(node.ids.map((id) => this.occupations.get(id)));
    if (node.kind === 'not') return this.sets.complement(this.matchSet(node.item));
    const items = [this.matchSet(node.items[0]), this.matchSet(node.items[1])];
    return node.kind === 'and' ? this.sets.intersection(items) : this.sets.union(items);
  }

  /**
   * The slots open on `openDay` (alive, deadline not passed) as a bitset: built at a day's first search, then kept as
   * slots die and are appended. A search's matches are ANDed with it, so that the scan need not read each slot's
   * deadline (scattered over 32 MB at a million jobs) when its equality filters decide the rest.
   */
  private open: Uint32Array | null = null;
  private openDay = -1;

  private openOn(today: number): Uint32Array {
    if (!this.open || this.openDay !== today || this.open.length * 32 < this.count) {
      const open = new Uint32Array(Math.ceil(Math.max(this.capacity, this.count) / 32));
      const { facts } = this.columns;
      for (let slot = 0; slot < this.count; slot += 1) if (this.alive[slot] === 1 && facts[slot * FACTS + AT_DEADLINE]! >= today) open[slot >>> 5]! |= 1 << (slot & 31);
      this.open = open;
      this.openDay = today;
    }
    return this.open;
  }

  protected override died(slot: number): void {
    if (this.open && slot < this.open.length * 32) this.open[slot >>> 5]! &= ~(1 << (slot & 31));
  }

  /** The slots of each title, in slot order: built at the first search of near spellings, then kept by `append`. */
  private slotsByTitle: Map<string, IntList> | null = null;

  /** The slots whose title is one of `titles` (dead slots included: the scan leaves them out). */
  private titleSet(titles: Map<string, number>): TSlotSet {
    if (!this.slotsByTitle) {
      this.slotsByTitle = new Map();
      for (let slot = 0; slot < this.count; slot += 1) listOf(this.slotsByTitle, this.columns.titles[slot]!).push(slot);
    }
    const lists: TSlotSet[] = [];
    for (const title of titles.keys()) {
      const slots = this.slotsByTitle.get(title);
      if (slots) lists.push({ bits: null, list: slots.data.subarray(0, slots.length) });
    }
    return this.sets.union(lists);
  }

  /** A page of a search: the jobs' ids in order, the total (up to the cap) and the counts per filter value. */
  search(search: TIndexSearch): TIndexAnswer {
    return this.withBits(() => this.searchWithBits(search));
  }

  private searchWithBits(search: TIndexSearch): TIndexAnswer {
    const { columns } = this;
    const { newer, jobId } = columns;
    const set = search.nearTitles ? this.titleSet(search.nearTitles) : search.match ? this.matchSet(search.match) : null;
    const accept = filterOf(columns, this.alive, search);
    const need = search.sort === 'salary' || search.sort === 'distance' ? Infinity : Math.min(search.cap, Math.max(search.sample, search.offset + search.limit)) + 1;
    // Few matching slots (a list): each is checked against every filter. Many (a bitset): the equality filters'
    // slots are ANDed in first, so that the scan visits only jobs that pass them.
    const open = this.openOn(riyadhDay(search.now));
    const tally: TScanTally = { tailMatches: 0, baseRead: 0, basePassed: 0, baseCandidates: 0 };
    const residual = hasResidualFilters(search);
    const listTest = set?.list ? withFilterTests(this.filters, search, accept, open, residual) : null;
    const found = set?.list
      ? newestOfList(set.list, listTest!, need, this.baseCount, newer, tally)
      : newestMatches(narrowedBits(this.filters, search, set?.bits ?? null, open, (clear) => this.emptyBits(clear)), residual ? accept : () => true, need, this.baseCount, this.count, newer, tally);
    // Every match found (salary order, or the scan ended before `need`): the total is exact. Else the scan stopped:
    // exact when the bitset held only matches (every filter decided by bitsets) or, for a list (at most one slot in
    // 32), by testing the rest of it when no filter needs a slot's own values; else estimated from the share of the
    // candidates read that passed (decision 059).
    const stopped = found.length === need;
    if (stopped && set?.list && !residual) {
      for (let i = tally.baseCandidates - tally.baseRead - 1; i >= 0; i -= 1) if (listTest!(set.list[i]!)) tally.basePassed += 1;
      tally.baseRead = tally.baseCandidates;
    }
    // Candidates all read, or a bitset of matches only: the tally's total is exact.
    const exact = tally.baseRead === tally.baseCandidates || (!set?.list && !residual);
    const total = !stopped
      ? found.length
      : exact
        ? tally.tailMatches + tally.basePassed + (tally.baseCandidates - tally.baseRead)
        : roughly(tally.tailMatches + tally.basePassed + ((tally.baseCandidates - tally.baseRead) * tally.basePassed) / Math.max(1, tally.baseRead));
    // The counts per filter value: over every match when there are at most `sample`, else over the newest `sample`
    // (newest first, before a salary order sorts them) scaled to the total.
    const estimated = found.length > search.sample || stopped;
    const counts = countsOf(columns.facts, estimated ? found.slice(0, search.sample) : found, estimated ? total / Math.min(found.length, search.sample) : 1);
    // Before a salary order sorts `found` in place: the newest `window` matches, as relevance ranks them.
    const skilled = search.checkStrong && search.rank?.skills?.length ? this.idTree(anyOf(search.rank.skills.flatMap((name) => SKILL_TIER_VALUES.map((tier) => ({ op: 'lexeme' as const, lexeme: skillLexeme(name, tier) }))))!) : null;
    const strong =
      search.checkStrong && search.rank ? anyStrong(columns, found.slice(0, search.window), search.rank.occupationIds, search.rank.query ? this.idTree(search.rank.query) : null, skilled) : undefined;
    const { offset, limit } = search;
    let ids: number[];
    if (search.sort === 'salary') {
      const high = (slot: number) => (Number.isNaN(columns.salaryHigh[slot]!) ? -Infinity : columns.salaryHigh[slot]!);
      ids = found.sort((a, b) => high(b) - high(a) || newer(a, b)).slice(offset, offset + limit).map((slot) => jobId[slot]!);
    } else if (search.sort === 'distance' && search.near) {
      // Nearest first (decision 137): every match has a place (the filter left out those without); equals newest first.
      const { near } = search;
      const away = new Map(found.map((slot) => [slot, distanceKm(near.lat, near.lng, columns.placeLat[slot]!, columns.placeLng[slot]!)]));
      ids = found.sort((a, b) => away.get(a)! - away.get(b)! || newer(a, b)).slice(offset, offset + limit).map((slot) => jobId[slot]!);
    } else if (search.nearTitles && search.sort === 'relevance') {
      // The titles nearest the words first; the order is stable, so equals stay newest first.
      const likeness = (slot: number) => search.nearTitles!.get(columns.titles[slot]!) ?? 0;
      ids = found.sort((a, b) => likeness(b) - likeness(a)).slice(offset, offset + limit).map((slot) => jobId[slot]!);
    } else if (search.sort === 'newest' || !search.rank) {
      const order = search.featuredFirst ? featuredFirst(columns, found, search.now) : found;
      ids = order.slice(offset, offset + limit).map((slot) => jobId[slot]!);
    } else {
      const { rank } = search;
      const terms = this.rankTerms(rank.query);
      const slots = found.slice(0, search.window);
      // The skills named at each tier, the most central first (title, required, a plus, the text: decision 115).
      const skillTiers = rank.skills?.length ? ([3, 2, 1, 0] as const).map((tier) => this.idTree(anyOf(rank.skills!.map((name) => ({ op: 'lexeme', lexeme: skillLexeme(name, tier) })))!)) : [];
      const order = this.withMarks(terms.ids, (marks) =>
        ranked(columns, slots, rank.occupationIds, terms, marks, search.locale === 'en' ? 1 : 0, rank.level ? this.idTree(rank.level) : null, skillTiers, search.featuredFirst ? search.now : null),
      );
      const page = offset < search.window ? order.slice(offset, Math.min(offset + limit, search.window)) : [];
      if (offset + limit > search.window) page.push(...found.slice(Math.max(offset, search.window), offset + limit));
      ids = page.map((slot) => jobId[slot]!);
    }
    return { ids, total, totalEstimated: stopped && !exact, counts, countsEstimated: estimated, ...(strong === undefined ? {} : { strong }) };
  }

  /**
   * The cards of listed jobs by id, in that order (an id the index does not hold is left out), as PostgreSQL's
   * card statement gives them (cards.ts): the index holds what they show (decision 054), `names` names cities and majors.
   */
  cards(ids: number[], locale: 'ar' | 'en', names: TCardNames): TJobCardRow[] {
    return cardsOf(this.columns, this.slotOf, ids, locale, names);
  }

  /**
   * Where each job of `ids` the index holds is and how far from `near` (km, rounded; decision 137); a job without a
   * place is left out.
   */
  places(ids: number[], near: TNearPoint): Map<number, { distanceKm: number; point: { lat: number; lng: number } }> {
    const places = new Map<number, { distanceKm: number; point: { lat: number; lng: number } }>();
    const { placeLat, placeLng } = this.columns;
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot === undefined || Number.isNaN(placeLat[slot]!)) continue;
      const point = { lat: placeLat[slot]!, lng: placeLng[slot]! };
      places.set(id, { distanceKm: Math.round(distanceKm(near.lat, near.lng, point.lat, point.lng)), point });
    }
    return places;
  }

  /** Listed jobs like `base`, best first, at most `limit`, never `base` itself (search-index-similar.ts). */
  similar(base: TSimilarBase, limit: number, perKind: number, now: number): number[] {
    return this.withBits(() => {
      const { columns, alive, baseCount, count, sets, filters, occupations, titleTrigrams } = this;
      const postingOf = (lexeme: string) => {
        const id = this.dictionary.get(lexeme);
        return id === undefined ? undefined : this.postings[id];
      };
      const slots = similarSlots({ columns, alive, baseCount, count, sets, filters, occupations, postingOf, titleTrigrams }, base, limit, perKind, now);
      return slots.map((slot) => columns.jobId[slot]!);
    });
  }

  /**
   * The newest `limit` jobs open today of any of `occupationIds`, in city `cityId` or remote (any place when null),
   * never those of `skip`: the candidates recommendations score (decision 139, search-index-recommend.ts).
   */
  recommendable(occupationIds: number[], cityId: number | null, skip: ReadonlySet<number>, limit: number, now: number): TRecommendable[] {
    if (!occupationIds.length) return [];
    return this.withBits(() => {
      const set = this.sets.ofPostings(occupationIds.map((id) => this.occupations.get(id)));
      const today = riyadhDay(now);
      return recommendableSlots(this.columns, set, this.openOn(today), cityId, skip, limit, today);
    });
  }

  private tallyMemo: { version: number; day: number; count: number; tally: TListedTally } | null = null;

  /**
   * What the jobs listed today add up to, per company shown by name (verified, its confidential jobs left out), per
   * occupation and per city: what suggestions rank by (decision 110). Counted again when the index changes or the day
   * turns, so that it follows the change log as searches do.
   */
  listedTally(now: number): TListedTally {
    const day = riyadhDay(now);
    const memo = this.tallyMemo;
    if (memo && memo.version === this.version && memo.day === day && memo.count === this.count) return memo.tally;
    const { columns } = this;
    const open = this.openOn(day);
    const companies = new Map<number, number>();
    const occupations = new Map<number, number>();
    const cities = new Map<number, number>();
    const add = (counts: Map<number, number>, id: number) => counts.set(id, (counts.get(id) ?? 0) + 1);
    for (let slot = 0; slot < this.count; slot += 1) {
      if (!((open[slot >>> 5]! >>> (slot & 31)) & 1)) continue;
      if (columns.showCompany[slot] === 1 && columns.companies.get(columns.companyOf[slot]!)?.verified) add(companies, columns.companyOf[slot]!);
      const city = columns.facts[slot * FACTS + AT_CITY]!;
      if (city) add(cities, city);
      for (let i = columns.occupationStart[slot]!; i < columns.occupationStart[slot + 1]!; i += 1) add(occupations, columns.occupationIds.data[i]!);
    }
    const tally: TListedTally = {
      companies: [...companies].map(([id, jobs]) => ({ id, jobs, name: columns.companies.get(id)!.name })),
      occupations,
      cities,
    };
    this.tallyMemo = { version: this.version, day, count: this.count, tally };
    return tally;
  }

  /** Memory held by the index's arrays, in bytes (the benchmark reports it). */
  bytes(): number {
    let total = this.columns.bytes(this.capacity);
    const add = (posting: TPosting | undefined) => {
      if (!posting) return;
      total += (posting.bits?.byteLength ?? 0) + (posting.slots?.byteLength ?? 0) + (posting.tail?.data.byteLength ?? 0);
    };
    this.postings.forEach(add);
    this.occupations.forEach(add);
    this.filters.forEach(add);
    return total;
  }
}

/** The newest change of the log (0 when there is none). */
export const latestChange = (db: TDatabase): Promise<number> => latestChangeId(db, JOB_CHANGES);

const latestBatches = new ReadBatches<TDatabase, null, number>((db) => new ReadBatch(async (asks) => {
  const latest = await latestChange(db);
  return asks.map(() => latest);
}));

/**
 * The newest change of the search log, read for this request (decision 054: with the requests waiting at the same
 * time, by a statement sent after it asked): what the index must be brought up to before it answers.
 */
export const latestChangeNow = (db: TDatabase): Promise<number> => latestBatches.of(db).get(null);

/** Deletes the change log's rows older than a day (db/change-log.ts). */
export const pruneSearchChanges = (db: TDatabase): Promise<void> => pruneChangeLog(db, JOB_CHANGES);

/** The newest change of the log as a select expression, for a statement a search sends anyway. */
export const latestChangeSql = latestChangeOf(JOB_CHANGES);

const indexes = liveIndexes(JOB_CHANGES, (database) => JobSearchIndex.build(database));

/** The index of a database, current to the change `latest` (read by the caller in its own statement). */
export const jobSearchIndex = indexes.of;

/** Builds the index of a database ahead of the first search (the server at start-up); errors wait for that search. */
export const warmJobSearchIndex = indexes.warm;
/** The index this process holds (decision 113: the metrics). */
export const jobSearchIndexState = indexes.state;
