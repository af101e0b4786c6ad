import { inArray, sql } from 'drizzle-orm';
import { JOB_TYPES, QUALIFICATION_TYPES, WORK_PLACES, type TJobSearchFilters } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { CHANGE_LOGS, gapsBelow, latestChangeId, latestChangeOf, pruneChangeLog } from '../../db/change-log.ts';
import { hasNot, LiveIndex, liveIndexOf, type TIdNode, type TIndexHolder } from '../search-engine/live-index.ts';
import { companies, files, jobs } from '../../db/schema/index.ts';
import type { TMatchNode } from '../search-engine/match-tree.ts';
import { lexemesOf, type TTsNode } from '../search-engine/tsquery.ts';
import { andMasks, fillPostings, growFloat64, growInt32, growUint8, IntList, newestMatches, orPosting, positionsByKeyDescending, postingOfSlots, type TPosting, type TScanTally } from '../search-engine/postings.ts';
import { newestOfList, type TSlotSet } from '../search-engine/slot-sets.ts';
import { isListedJob } from './published.ts';
import { jobCardColumns, type TJobCardRow } from './cards.ts';
import { ReadBatch, ReadBatches } from '../../db/read-batch.ts';

/** Names of cities and majors by id, in both languages. */
export type TCardNames = Record<'city' | 'major', Map<number, { ar: string; en: string }>>;

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
 */

const BATCH = 5000;
const SEPARATOR = '\u001f';
const DAY_MS = 86_400_000;
const JOB_CHANGES = CHANGE_LOGS.jobs;
/** The day (since 1970-01-01) it is in Riyadh (UTC+3, no daylight saving) at `now`: deadlines are Riyadh dates. */
const riyadhDay = (now: number) => Math.floor((now + 3 * 3_600_000) / DAY_MS);

/** The list of `key` in `lists`, made empty the first time. */
const listOf = <K>(lists: Map<K, IntList>, key: K): IntList => {
  let list = lists.get(key);
  if (!list) lists.set(key, (list = new IntList()));
  return list;
};

/** A slot's filter values in `facts`: FACTS numbers a slot, at these places. */
const FACTS = 8;
const AT_DEADLINE = 0;
const AT_CITY = 1;
const AT_MAJOR = 2;
const AT_SECTOR = 3;
const AT_JOB_TYPE = 4;
const AT_WORK_PLACE = 5;
const AT_QUALIFICATION = 6;
const AT_EXPERIENCE = 7;

const JOB_TYPE_CODE = new Map<string, number>(JOB_TYPES.map((type, index) => [type, index + 1]));
const WORK_PLACE_CODE = new Map<string, number>(WORK_PLACES.map((place, index) => [place, index + 1]));
const QUALIFICATION_CODE = new Map<string, number>(QUALIFICATION_TYPES.map((type, index) => [type, index + 1]));

interface TJobIndexRow {
  id: number;
  activated: number | null;
  deadline_day: number | null;
  city_id: number | null;
  major_id: number | null;
  sector_id: number | null;
  job_type: string | null;
  work_place: string;
  saudi_only: boolean;
  salary_from: number | null;
  salary_to: number | null;
  experience_years: number | null;
  qualification_type: string | null;
  locale: string;
  lexemes: string | null;
  title_lexemes: string | null;
  occupations: string | null;
  title: string;
  show_company: boolean;
  company_id: number;
  company_name_ar: string;
  company_name_en: string;
  company_verified: boolean;
  logo_id: number | null;
  logo_key: string | null;
  logo_kind: TJobCardRow['logo_kind'];
}

/** What a card shows of a company (decision 054: kept current through the change log, migration 0031). */
interface TCardCompany {
  name: { ar: string; en: string };
  verified: boolean;
  logo: { id: number; key: string; kind: NonNullable<TJobCardRow['logo_kind']> } | null;
}

/** The rows of listed jobs the index holds (`where`: which of them). */
const rowsSql = (where: ReturnType<typeof sql>) => sql`
  select jobs.id, (extract(epoch from jobs.activated_at) * 1000)::float8 as activated, (jobs.deadline - date '1970-01-01') as deadline_day,
         jobs.city_id, jobs.major_id, jobs.sector_id, jobs.job_type, jobs.work_place, jobs.saudi_only, jobs.salary_from, jobs.salary_to,
         jobs.experience_years, jobs.qualification_type, jobs.locale,
         array_to_string(tsvector_to_array(jobs.search_vector), ${SEPARATOR}) as lexemes,
         array_to_string(tsvector_to_array(jobs.title_vector), ${SEPARATOR}) as title_lexemes,
         (select string_agg(jo.occupation_id::text, ',') from job_occupations jo where jo.job_id = jobs.id) as occupations,
         jobs.title, jobs.show_company, jobs.company_id, ${jobCardColumns('ar').company_name} as company_name_ar,
         ${jobCardColumns('en').company_name} as company_name_en, ${jobCardColumns('ar').company_verified} as company_verified,
         ${files.id} as logo_id, ${files.key} as logo_key, ${files.kind} as logo_kind
  from ${jobs} inner join ${companies} on ${companies.id} = ${jobs.company_id} left join ${files} on ${files.id} = ${companies.logo_file_id}
  where ${where} and ${isListedJob}`;

const rowsOf = async (db: TDatabase, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: TJobIndexRow[] }).rows;


/** What similar jobs are compared with (similar-jobs.ts): a job visitors may read, listed or not. */
export interface TSimilarBase {
  id: number;
  title: string;
  major_id: number | null;
  sector_id: number | null;
  city_id: number | null;
  work_place: string;
  occupations: number[];
  /** The lexemes of its title (`title_vector`). */
  title_lexemes: string[];
}

/** Similar jobs keep the trigrams of at most this many titles (then start again). */
const TRIGRAM_TITLES_MAX = 20_000;

/** Titles at least this alike (trigram similarity, 0–1) make a job similar even without a shared major, sector or city. */
export const TITLE_SIMILARITY_MIN = 0.3;

/**
 * The trigrams of a text as pg_trgm makes them: lower case, each run of letters and digits padded with two spaces
 * before and one after, every three consecutive characters.
 */
export function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const characters = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= characters.length; i += 1) trigrams.add(characters[i]! + characters[i + 1]! + characters[i + 2]!);
  }
  return trigrams;
}

/** pg_trgm's similarity: the trigrams two texts share over the trigrams either has (0 when neither has any). */
export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  const either = a.size + b.size - shared;
  return either === 0 ? 0 : shared / either;
}

/** What a search asks of the index. */
export interface TIndexSearch {
  /** The words' condition; null: every listed job. */
  match: TMatchNode | null;
  /** The title tier of relevance and the occupations of the first tier. */
  rank: { query: TTsNode | null; occupationIds: number[] } | null;
  filters: TJobSearchFilters;
  /**
   * Near spellings (decision 058): the jobs whose title is one of these, instead of `match`; each title with its
   * likeness to the words as typed, which relevance orders by (then the newest). Null: `match` decides.
   */
  nearTitles?: Map<string, number> | null;
  /** Cities of a place recognised in the words (when the search names no city itself). */
  cityIds: number[] | null;
  publishedAfter: Date | null;
  sort: 'relevance' | 'newest' | 'salary';
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
}

export interface TIndexAnswer {
  ids: number[];
  /** The matches: exact, or estimated (rounded) when `totalEstimated`. */
  total: number;
  totalEstimated: boolean;
  /** Per filter value: exact, or estimated from the newest `sample` matches (rounded) when `countsEstimated`. */
  counts: { city: Map<number, number>; major: Map<number, number>; sector: Map<number, number>; job_type: Map<string, number>; work_place: Map<string, number> };
  countsEstimated: boolean;
  /** With `checkStrong` and a rank: whether a job of a named occupation or a title match is among the newest `window`. */
  strong?: boolean;
}

/** An estimate as it is told: two significant digits (1,234 → 1,200), at least 1. */
export function roughly(estimate: number): number {
  if (estimate < 100) return Math.max(1, Math.round(estimate));
  const step = 10 ** (Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / step) * step;
}

export class JobSearchIndex extends LiveIndex<TJobIndexRow> {
  private jobId = new Int32Array(0);
  private activated = new Float64Array(0);
  /**
   * Each slot's filter values side by side, FACTS numbers a slot (AT_CITY, ...): a search reads thousands of slots
   * scattered over the index, and at a million jobs a column of its own is 4 MB, so one slot's values in one cache
   * line rather than one line a column (decision 058).
   */
  private facts = new Int32Array(0);
  private salaryLow = new Float64Array(0);
  private salaryHigh = new Float64Array(0);
  private locale = new Uint8Array(0);
  /** 1: reserved for Saudi nationals (decision 084), a filter (key `n`) and what a card shows. */
  private saudiOnly = new Uint8Array(0);
  /** What a card shows (decision 054): the title, whether the company is shown, the company, the salary as given. */
  private titles: string[] = [];
  private showCompany = new Uint8Array(0);
  private companyOf = new Int32Array(0);
  private salaryFrom = new Float64Array(0);
  private salaryTo = new Float64Array(0);
  private readonly companies = new Map<number, TCardCompany>();
  private titleStart = new Int32Array(1);
  private titleLexemes = new IntList(16);
  private occupationStart = new Int32Array(1);
  private occupationIds = new IntList(16);
  private readonly occupations = new Map<number, TPosting>();
  /** The slots of each value of the equality filters (city, major, sector, job type, work place): ANDed before the scan. */
  private readonly filters = new Map<string, TPosting>();

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
    // Ranges of ids (the primary key's index), not "after the last id, limit n": with the listed-job rule the
    // planner would scan and sort the whole table for every batch.
    const highest = Number(((await db.execute(sql`select coalesce(max(id), 0)::float8 as id from ${jobs}`)) as unknown as { rows: Array<{ id: number }> }).rows[0]?.id ?? 0);
    for (let from = 0; from < highest; from += BATCH) {
      const batch = await rowsOf(db, rowsSql(sql`${jobs.id} > ${from} and ${jobs.id} <= ${from + BATCH}`));
      loading.ensureCapacity(loading.count + batch.length + 1);
      for (const row of batch) {
        loading.addDocument(row);
        for (const lexeme of loading.lexemeIdsOf(row.lexemes)) lexemes.push(lexeme);
        lexemeStart.push(lexemes.length);
      }
    }
    // Changes below the mark that were not committed yet when it was read: looked for at the next searches.
    const gaps = await gapsBelow(db, JOB_CHANGES, mark, now);
    const total = loading.count;
    const order = new Int32Array(total);
    for (let i = 0; i < total; i += 1) order[i] = i;
    order.sort((a, b) => loading.activated[a]! - loading.activated[b]! || loading.jobId[a]! - loading.jobId[b]! || 0);
    const index = new JobSearchIndex(mark, now, dictionary);
    for (const [id, company] of loading.companies) index.companies.set(id, company);
    for (const [id, since] of gaps) index.gaps.set(id, since);
    index.ensureCapacity(total + 1024);
    for (let slot = 0; slot < total; slot += 1) index.copyDocument(loading, order[slot]!);
    index.baseCount = total;
    // The lexemes' postings: counted, then filled in slot order (a bitset for a lexeme of more than 1 job in 32).
    fillPostings(index.postings, dictionary.size, total, (slot, visit) => {
      const from = order[slot]!;
      for (let i = lexemeStart.data[from]!; i < lexemeStart.data[from + 1]!; i += 1) visit(lexemes.data[i]!);
    });
    const occupationSlots = new Map<number, IntList>();
    const filterSlots = new Map<string, IntList>();
    for (let slot = 0; slot < total; slot += 1) {
      for (let i = index.occupationStart[slot]!; i < index.occupationStart[slot + 1]!; i += 1) listOf(occupationSlots, index.occupationIds.data[i]!).push(slot);
      for (const key of index.filterKeysOf(slot)) listOf(filterSlots, key).push(slot);
    }
    for (const [id, list] of occupationSlots) index.occupations.set(id, postingOfSlots(list, total));
    for (const [key, list] of filterSlots) index.filters.set(key, postingOfSlots(list, total));
    return index;
  }

  /** Copies slot `from` of another index (the loading one) into the next slot. */
  private copyDocument(source: JobSearchIndex, from: number): void {
    const slot = this.count;
    this.jobId[slot] = source.jobId[from]!;
    this.activated[slot] = source.activated[from]!;
    this.facts.set(source.facts.subarray(from * FACTS, (from + 1) * FACTS), slot * FACTS);
    this.salaryLow[slot] = source.salaryLow[from]!;
    this.salaryHigh[slot] = source.salaryHigh[from]!;
    this.locale[slot] = source.locale[from]!;
    this.saudiOnly[slot] = source.saudiOnly[from]!;
    this.titles[slot] = source.titles[from]!;
    this.showCompany[slot] = source.showCompany[from]!;
    this.companyOf[slot] = source.companyOf[from]!;
    this.salaryFrom[slot] = source.salaryFrom[from]!;
    this.salaryTo[slot] = source.salaryTo[from]!;
    this.alive[slot] = 1;
    for (let i = source.titleStart[from]!; i < source.titleStart[from + 1]!; i += 1) this.titleLexemes.push(source.titleLexemes.data[i]!);
    this.titleStart[slot + 1] = this.titleLexemes.length;
    for (let i = source.occupationStart[from]!; i < source.occupationStart[from + 1]!; i += 1) this.occupationIds.push(source.occupationIds.data[i]!);
    this.occupationStart[slot + 1] = this.occupationIds.length;
    this.slotOf.set(this.jobId[slot]!, slot);
    this.count += 1;
  }

  protected readRows(db: TDatabase, keys: number[]): Promise<TJobIndexRow[]> {
    return rowsOf(db, rowsSql(inArray(jobs.id, keys)));
  }

  protected append(row: TJobIndexRow): number {
    const slot = this.addDocument(row);
    if (this.slotsByTitle) listOf(this.slotsByTitle, row.title).push(slot);
    if (this.open && slot < this.open.length * 32 && this.facts[slot * FACTS + AT_DEADLINE]! >= this.openDay) this.open[slot >>> 5]! |= 1 << (slot & 31);
    for (const lexeme of this.lexemeIdsOf(row.lexemes)) this.addToTail(lexeme, slot);
    for (let i = this.occupationStart[slot]!; i < this.occupationStart[slot + 1]!; i += 1) {
      const id = this.occupationIds.data[i]!;
      let posting = this.occupations.get(id);
      if (!posting) this.occupations.set(id, (posting = { bits: null, slots: null, tail: null }));
      this.tailOf(posting).push(slot);
    }
    for (const key of this.filterKeysOf(slot)) {
      let posting = this.filters.get(key);
      if (!posting) this.filters.set(key, (posting = { bits: null, slots: null, tail: null }));
      this.tailOf(posting).push(slot);
    }
    return slot;
  }

  private tailOf(posting: TPosting): IntList {
    return (posting.tail ??= new IntList());
  }

  protected grow(next: number): void {
    this.jobId = growInt32(this.jobId, next);
    this.activated = growFloat64(this.activated, next);
    this.facts = growInt32(this.facts, next * FACTS);
    this.salaryLow = growFloat64(this.salaryLow, next);
    this.salaryHigh = growFloat64(this.salaryHigh, next);
    this.locale = growUint8(this.locale, next);
    this.saudiOnly = growUint8(this.saudiOnly, next);
    this.showCompany = growUint8(this.showCompany, next);
    this.companyOf = growInt32(this.companyOf, next);
    this.salaryFrom = growFloat64(this.salaryFrom, next);
    this.salaryTo = growFloat64(this.salaryTo, next);
    this.titleStart = growInt32(this.titleStart, next + 1);
    this.occupationStart = growInt32(this.occupationStart, next + 1);
  }

  private lexemeIdsOf(text: string | null): number[] {
    return text ? text.split(SEPARATOR).map((lexeme) => this.lexemeId(lexeme)) : [];
  }

  /** Stores a row's columns in the next slot (lexeme postings are the caller's). */
  private addDocument(row: TJobIndexRow): number {
    const slot = this.count;
    const id = Number(row.id);
    this.jobId[slot] = id;
    this.activated[slot] = row.activated === null ? -Infinity : Number(row.activated);
    this.facts[slot * FACTS + AT_DEADLINE] = row.deadline_day === null ? -1 : Number(row.deadline_day);
    this.facts[slot * FACTS + AT_CITY] = row.city_id === null ? 0 : Number(row.city_id);
    this.facts[slot * FACTS + AT_MAJOR] = row.major_id === null ? 0 : Number(row.major_id);
    this.facts[slot * FACTS + AT_SECTOR] = row.sector_id === null ? 0 : Number(row.sector_id);
    this.facts[slot * FACTS + AT_JOB_TYPE] = row.job_type === null ? 0 : (JOB_TYPE_CODE.get(row.job_type) ?? 0);
    this.facts[slot * FACTS + AT_WORK_PLACE] = WORK_PLACE_CODE.get(row.work_place) ?? 0;
    const from = row.salary_from === null ? NaN : Number(row.salary_from);
    const to = row.salary_to === null ? NaN : Number(row.salary_to);
    this.salaryLow[slot] = Number.isNaN(from) ? to : from;
    this.salaryHigh[slot] = Number.isNaN(to) ? from : to;
    this.facts[slot * FACTS + AT_EXPERIENCE] = row.experience_years === null ? -1 : Number(row.experience_years);
    this.facts[slot * FACTS + AT_QUALIFICATION] = row.qualification_type === null ? 0 : (QUALIFICATION_CODE.get(row.qualification_type) ?? 0);
    this.locale[slot] = row.locale === 'en' ? 1 : 0;
    this.saudiOnly[slot] = row.saudi_only ? 1 : 0;
    this.titles[slot] = row.title;
    this.showCompany[slot] = row.show_company ? 1 : 0;
    const companyId = Number(row.company_id);
    this.companyOf[slot] = companyId;
    this.salaryFrom[slot] = from;
    this.salaryTo[slot] = to;
    // The company as its newest row read shows it (a change of its name, logo or verification logs its live jobs).
    this.companies.set(companyId, {
      name: { ar: row.company_name_ar, en: row.company_name_en },
      verified: row.company_verified === true,
      logo: row.logo_id !== null && row.logo_key && row.logo_kind ? { id: Number(row.logo_id), key: row.logo_key, kind: row.logo_kind } : null,
    });
    this.alive[slot] = 1;
    for (const lexeme of this.lexemeIdsOf(row.title_lexemes)) this.titleLexemes.push(lexeme);
    this.titleStart[slot + 1] = this.titleLexemes.length;
    for (const occupation of row.occupations ? row.occupations.split(',') : []) this.occupationIds.push(Number(occupation));
    this.occupationStart[slot + 1] = this.occupationIds.length;
    this.slotOf.set(id, slot);
    this.count += 1;
    return slot;
  }

  /** The slots a condition holds for (dead and unlisted slots included: the scan leaves them out). */
  private matchSet(node: TMatchNode): TSlotSet {
    if (node.kind === 'nothing') return { bits: null, list: new Int32Array(0) };
    if (node.kind === 'text') return this.setOf(node.query);
    if (node.kind === 'occupations') return this.sets.ofPostings(node.ids.map((id) => this.occupations.get(id)));
    const items = [this.matchSet(node.items[0]), this.matchSet(node.items[1])];
    return node.kind === 'and' ? this.sets.intersection(items) : this.sets.union(items);
  }

  /** The keys of a slot's values of the equality filters. */
  private filterKeysOf(slot: number): string[] {
    const keys: string[] = [];
    if (this.facts[slot * FACTS + AT_CITY]) keys.push(`c${this.facts[slot * FACTS + AT_CITY]}`);
    if (this.facts[slot * FACTS + AT_MAJOR]) keys.push(`m${this.facts[slot * FACTS + AT_MAJOR]}`);
    if (this.facts[slot * FACTS + AT_SECTOR]) keys.push(`s${this.facts[slot * FACTS + AT_SECTOR]}`);
    if (this.facts[slot * FACTS + AT_JOB_TYPE]) keys.push(`t${this.facts[slot * FACTS + AT_JOB_TYPE]}`);
    if (this.facts[slot * FACTS + AT_WORK_PLACE]) keys.push(`w${this.facts[slot * FACTS + AT_WORK_PLACE]}`);
    if (this.saudiOnly[slot] === 1) keys.push('n');
    return keys;
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
      for (let slot = 0; slot < this.count; slot += 1) if (this.alive[slot] === 1 && this.facts[slot * FACTS + AT_DEADLINE]! >= today) open[slot >>> 5]! |= 1 << (slot & 31);
      this.open = open;
      this.openDay = today;
    }
    return this.open;
  }

  protected override died(slot: number): void {
    if (this.open && slot < this.open.length * 32) this.open[slot >>> 5]! &= ~(1 << (slot & 31));
  }

  /** Whether a search has filters that no bitset decides (salary, experience, qualification, dates). */
  private hasResidualFilters(search: TIndexSearch): boolean {
    const { filters } = search;
    return (
      filters.salary_min !== undefined ||
      filters.salary_max !== undefined ||
      filters.experience !== undefined ||
      filters.qualification !== undefined ||
      filters.posted_within !== undefined ||
      search.publishedAfter !== null
    );
  }

  /** The slots of each title, in slot order: built at the first search of near spellings, then kept by `append`. */
  private slotsByTitle: Map<string, IntList> | null = null;

  /** The slots whose title is one of `titles` (dead slots included: the scan leaves them out). */
  private titleSet(titles: Map<string, number>): TSlotSet {
    if (!this.slotsByTitle) {
      this.slotsByTitle = new Map();
      for (let slot = 0; slot < this.count; slot += 1) listOf(this.slotsByTitle, this.titles[slot]!).push(slot);
    }
    const lists: TSlotSet[] = [];
    for (const title of titles.keys()) {
      const slots = this.slotsByTitle.get(title);
      if (slots) lists.push({ bits: null, list: slots.data.subarray(0, slots.length) });
    }
    return this.sets.union(lists);
  }

  /** The keys of a search's equality filters, a group a filter: a slot passes a group when it holds one of its keys. */
  private filterGroups(search: TIndexSearch): string[][] {
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
  private heldBits(keys: string[]): Uint32Array | null {
    const only = keys.length === 1 ? this.filters.get(keys[0]!) : undefined;
    return only?.bits && !only.tail ? only.bits : null;
  }

  /**
   * `bits` (null: every slot) narrowed to the open slots passing a search's equality filters, in place (else a bitset
   * of the arena), in one pass over the words (decision 059): a value held as a bitset of the base (and none in the
   * tail) is ANDed straight in, a group of several values (a region's cities) ORed into a bitset first.
   */
  private narrowedBits(search: TIndexSearch, bits: Uint32Array | null, open: Uint32Array): Uint32Array {
    const masks: Uint32Array[] = [];
    for (const keys of this.filterGroups(search)) {
      const held = this.heldBits(keys);
      if (held) masks.push(held);
      else {
        const group = this.emptyBits();
        for (const key of keys) orPosting(group, this.filters.get(key));
        masks.push(group);
      }
    }
    masks.push(open);
    return andMasks(bits, masks, () => this.emptyBits(false));
  }

  /**
   * `accept` for a list of matches, behind a test of the open slots and of the equality filters whose values are held
   * as bitsets of the base: a bit of a bitset that stays in the cache (125 KB at a million jobs) before the slot's own
   * values, scattered over tens of megabytes; when those bits decide every filter (and `residual`, hasResidualFilters,
   * is false), `accept` is not asked at all. A tail slot is past a filter's bitset's end and fails, as it holds no such value.
   */
  private withFilterTests(search: TIndexSearch, accept: (slot: number) => boolean, open: Uint32Array, residual: boolean): (slot: number) => boolean {
    const groups = this.filterGroups(search);
    const held = groups.flatMap((keys) => this.heldBits(keys) ?? []);
    const decided = held.length === groups.length && !residual;
    held.push(open);
    return (slot) => {
      for (const bits of held) if (((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 0) return false;
      return decided || accept(slot);
    };
  }

  /** The filter of a search: listed now and every filter value. */
  private filterOf(search: TIndexSearch): (slot: number) => boolean {
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
    const facts = this.facts;
    const alive = this.alive;
    const saudiOnly = this.saudiOnly;
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
        (filters.salary_min === undefined || this.salaryHigh[slot]! >= filters.salary_min) &&
        (filters.salary_max === undefined || this.salaryLow[slot]! <= filters.salary_max) &&
        (filters.experience === undefined || facts[at + AT_EXPERIENCE]! < 0 || facts[at + AT_EXPERIENCE]! <= filters.experience) &&
        (qualification === null || facts[at + AT_QUALIFICATION] === qualification) &&
        (since === null || this.activated[slot]! >= since) &&
        (after === null || this.activated[slot]! > after)
      );
    };
  }

  /** Newest first: later date, then higher id. */
  private newer = (a: number, b: number): number => this.activated[b]! - this.activated[a]! || this.jobId[b]! - this.jobId[a]!;

  /** A page of a search: the jobs' ids in order, the total (up to the cap) and the counts per filter value. */
  search(search: TIndexSearch): TIndexAnswer {
    return this.withBits(() => this.searchWithBits(search));
  }

  private searchWithBits(search: TIndexSearch): TIndexAnswer {
    const set = search.nearTitles ? this.titleSet(search.nearTitles) : search.match ? this.matchSet(search.match) : null;
    const accept = this.filterOf(search);
    const need = search.sort === 'salary' ? Infinity : Math.min(search.cap, Math.max(search.sample, search.offset + search.limit)) + 1;
    // Few matching slots (a list): each is checked against every filter. Many (a bitset): the equality filters'
    // slots are ANDed in first, so that the scan visits only jobs that pass them.
    const open = this.openOn(riyadhDay(search.now));
    const tally: TScanTally = { tailMatches: 0, baseRead: 0, basePassed: 0, baseCandidates: 0 };
    const residual = this.hasResidualFilters(search);
    const listTest = set?.list ? this.withFilterTests(search, accept, open, residual) : null;
    const found = set?.list
      ? newestOfList(set.list, listTest!, need, this.baseCount, this.newer, tally)
      : newestMatches(this.narrowedBits(search, set?.bits ?? null, open), residual ? accept : () => true, need, this.baseCount, this.count, this.newer, tally);
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
    const counts = this.countsOf(estimated ? found.slice(0, search.sample) : found, estimated ? total / Math.min(found.length, search.sample) : 1);
    // Before a salary order sorts `found` in place: the newest `window` matches, as relevance ranks them.
    const strong = search.checkStrong && search.rank ? this.anyStrong(found.slice(0, search.window), search.rank) : undefined;
    const { offset, limit } = search;
    let ids: number[];
    if (search.sort === 'salary') {
      const high = (slot: number) => (Number.isNaN(this.salaryHigh[slot]!) ? -Infinity : this.salaryHigh[slot]!);
      ids = found.sort((a, b) => high(b) - high(a) || this.newer(a, b)).slice(offset, offset + limit).map((slot) => this.jobId[slot]!);
    } else if (search.nearTitles && search.sort === 'relevance') {
      // The titles nearest the words first; the order is stable, so equals stay newest first.
      const likeness = (slot: number) => search.nearTitles!.get(this.titles[slot]!) ?? 0;
      ids = found.sort((a, b) => likeness(b) - likeness(a)).slice(offset, offset + limit).map((slot) => this.jobId[slot]!);
    } else if (search.sort === 'newest' || !search.rank) {
      ids = found.slice(offset, offset + limit).map((slot) => this.jobId[slot]!);
    } else {
      const ranked = this.ranked(found.slice(0, search.window), search.rank, search.locale === 'en' ? 1 : 0);
      const page = offset < search.window ? ranked.slice(offset, Math.min(offset + limit, search.window)) : [];
      if (offset + limit > search.window) page.push(...found.slice(Math.max(offset, search.window), offset + limit));
      ids = page.map((slot) => this.jobId[slot]!);
    }
    return { ids, total, totalEstimated: stopped && !exact, counts, countsEstimated: estimated, ...(strong === undefined ? {} : { strong }) };
  }

  /** Whether the job in `slot` is of one of the occupations `named`. */
  private ofNamed(slot: number, named: number[]): boolean {
    const occupationIds = this.occupationIds.data;
    for (let i = this.occupationStart[slot]!; i < this.occupationStart[slot + 1]!; i += 1) if (named.includes(occupationIds[i]!)) return true;
    return false;
  }

  /** Whether any of `slots` is in relevance's first tier: of a named occupation, or its title matching the words. */
  private anyStrong(slots: number[], rank: { query: TTsNode | null; occupationIds: number[] }): boolean {
    const query = rank.query ? this.idTree(rank.query) : null;
    for (const slot of slots) {
      if (this.ofNamed(slot, rank.occupationIds)) return true;
      if (query !== null && this.titleHolds(query, this.titleStart[slot]!, this.titleStart[slot + 1]!)) return true;
    }
    return false;
  }

  /**
   * Relevance (decision 023): a job of an occupation the words name, then a title match, first; then the reader's
   * language; then how many of the words' lexemes the title holds (for PostgreSQL's ts_rank); then the newest.
   */
  private ranked(slots: number[], rank: { query: TTsNode | null; occupationIds: number[] }, locale: number): number[] {
    // A job of a named occupation: its own occupations (one or two) looked up among the named ones, rather than a set
    // of every job of them (at a million jobs a bitset or a long list for a thousand look-ups).
    const named = rank.occupationIds;
    const query = rank.query ? this.idTree(rank.query) : null;
    const rankIds = [...new Set([...lexemesOf(rank.query)].map((lexeme) => this.dictionary.get(lexeme) ?? -1).filter((id) => id >= 0))];
    // Without negation, a title that holds none of the query's lexemes cannot match it.
    const negated = query !== null && hasNot(query);
    const titles = this.titleLexemes.data;
    const keys = new Float64Array(slots.length);
    this.withMarks(rankIds, (marks) => {
      for (let position = 0; position < slots.length; position += 1) {
        const slot = slots[position]!;
        const ofOccupation = this.ofNamed(slot, named) ? 2 : 0;
        const from = this.titleStart[slot]!;
        const to = this.titleStart[slot + 1]!;
        let shared = 0;
        for (let i = from; i < to; i += 1) if (marks[titles[i]!] === 1 && titles.indexOf(titles[i]!, from) === i) shared += 1;
        const titleMatch = query !== null && (shared > 0 || negated) && this.titleHolds(query, from, to) ? 1 : 0;
        // One number: tier, then language, then shared lexemes.
        keys[position] = (ofOccupation + titleMatch) * 4_000_000 + (this.locale[slot] === locale ? 2_000_000 : 0) + Math.min(shared, 999_999);
      }
    });
    // The slots come newest first and the order is stable: equal keys stay newest first.
    return positionsByKeyDescending(keys).map((position) => slots[position]!);
  }

  private titleHas(id: number, from: number, to: number): boolean {
    const titles = this.titleLexemes.data;
    for (let i = from; i < to; i += 1) if (titles[i] === id) return true;
    return false;
  }

  /** Whether the title lexemes in [from, to) match the tree (`title_vector @@ query`). */
  private titleHolds(node: TIdNode, from: number, to: number): boolean {
    if (node.op === 'lexeme') return this.titleHas(node.id, from, to);
    if (node.op === 'not') return !this.titleHolds(node.item, from, to);
    if (node.op === 'and') {
      for (const item of node.items) if (!this.titleHolds(item, from, to)) return false;
      return true;
    }
    for (const item of node.items) if (this.titleHolds(item, from, to)) return true;
    return false;
  }

  /**
   * The matches per value of each facet: the slots' values read together (one pass for the tops, one to tally), each
   * count times `scale` (1: exact; more: `slots` are a sample, and the counts estimates, rounded).
   */
  private countsOf(slots: number[], scale: number): TIndexAnswer['counts'] {
    const facts = this.facts;
    const fields = [AT_CITY, AT_MAJOR, AT_SECTOR, AT_JOB_TYPE, AT_WORK_PLACE];
    const tops = [0, 0, 0, 0, 0];
    for (const slot of slots) for (let f = 0; f < 5; f += 1) tops[f] = Math.max(tops[f]!, facts[slot * FACTS + fields[f]!]!);
    // Ids are small (lookup tables): an array a value; a huge id (none today) falls back to a map.
    const tallies = tops.map((top) => (top > 1_000_000 ? null : new Int32Array(top + 1)));
    const sparse = tops.map(() => new Map<number, number>());
    for (const slot of slots) {
      const at = slot * FACTS;
      for (let f = 0; f < 5; f += 1) {
        const value = facts[at + fields[f]!]!;
        const tally = tallies[f];
        if (tally) tally[value]! += 1;
        else if (value) sparse[f]!.set(value, (sparse[f]!.get(value) ?? 0) + 1);
      }
    }
    const counted = (f: number) => {
      const tally = tallies[f];
      if (!tally) return sparse[f]!;
      const counts = new Map<number, number>();
      for (let value = 1; value < tally.length; value += 1) if (tally[value]) counts.set(value, tally[value]!);
      return counts;
    };
    const scaled = (f: number) => {
      const counts = counted(f);
      if (scale !== 1) for (const [value, count] of counts) counts.set(value, roughly(count * scale));
      return counts;
    };
    return {
      city: scaled(0),
      major: scaled(1),
      sector: scaled(2),
      job_type: new Map([...scaled(3)].map(([code, count]) => [JOB_TYPES[code - 1]!, count])),
      work_place: new Map([...scaled(4)].map(([code, count]) => [WORK_PLACES[code - 1]!, count])),
    };
  }

  /**
   * The cards of listed jobs by id, in that order (an id the index does not hold is left out), as PostgreSQL's
   * card statement gives them (cards.ts): the index holds what they show (decision 054), `names` names cities and majors.
   */
  cards(ids: number[], locale: 'ar' | 'en', names: TCardNames): TJobCardRow[] {
    const nullable = (value: number) => (Number.isNaN(value) ? null : value);
    const rows: TJobCardRow[] = [];
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      const company = this.companies.get(this.companyOf[slot]!)!;
      const city = this.facts[slot * FACTS + AT_CITY]! || null;
      const major = this.facts[slot * FACTS + AT_MAJOR]! || null;
      rows.push({
        id,
        title: this.titles[slot]!,
        show_company: this.showCompany[slot] === 1,
        company_id: this.companyOf[slot]!,
        company_name: company.name[locale],
        company_verified: company.verified,
        logo_id: company.logo?.id ?? null,
        logo_key: company.logo?.key ?? null,
        logo_kind: company.logo?.kind ?? null,
        city_id: city,
        city_name: city === null ? null : (names.city.get(city)?.[locale] ?? null),
        work_place: WORK_PLACES[this.facts[slot * FACTS + AT_WORK_PLACE]! - 1]!,
        job_type: this.facts[slot * FACTS + AT_JOB_TYPE] ? JOB_TYPES[this.facts[slot * FACTS + AT_JOB_TYPE]! - 1]! : null,
        saudi_only: this.saudiOnly[slot] === 1,
        major_id: major,
        major_name: major === null ? null : (names.major.get(major)?.[locale] ?? null),
        salary_from: nullable(this.salaryFrom[slot]!),
        salary_to: nullable(this.salaryTo[slot]!),
        experience_years: this.facts[slot * FACTS + AT_EXPERIENCE]! < 0 ? null : this.facts[slot * FACTS + AT_EXPERIENCE]!,
        deadline: this.facts[slot * FACTS + AT_DEADLINE]! < 0 ? null : new Date(this.facts[slot * FACTS + AT_DEADLINE]! * DAY_MS).toISOString().slice(0, 10),
        activated_at: this.activated[slot] === -Infinity ? null : new Date(this.activated[slot]!),
        locale: this.locale[slot] === 1 ? 'en' : 'ar',
        // Only listed jobs whose deadline has not passed are answered: all take applications.
        is_open: true,
      });
    }
    return rows;
  }

  /**
   * Listed jobs like `base` (similar-jobs.ts), best first, at most `limit`, never `base` itself (issue 18: from the
   * index rather than a scan). Candidates: the newest `perKind` listed jobs of the same major, of the same sector, of
   * the same place (its city, or remote when it is remote), and of each of its occupations; for a job filed under
   * none, the newest `perKind` whose titles are at least TITLE_SIMILARITY_MIN alike among the jobs holding a word of
   * its title. Ranked by the same major (8), sector (4), place (2), a shared occupation (3) and three times the
   * titles' trigram similarity; then the newest. A candidate that shares none of these and whose title is less alike
   * than TITLE_SIMILARITY_MIN is left out.
   */
  similar(base: TSimilarBase, limit: number, perKind: number, now: number): number[] {
    return this.withBits(() => {
      const today = riyadhDay(now);
      const accept = (slot: number) => this.alive[slot] === 1 && this.facts[slot * FACTS + AT_DEADLINE]! >= today && this.jobId[slot] !== base.id;
      const newest = (set: TSlotSet, keep: (slot: number) => boolean = accept) =>
        set.list ? newestOfList(set.list, keep, perKind, this.baseCount, this.newer) : newestMatches(set.bits, keep, perKind, this.baseCount, this.count, this.newer);
      const candidates = new Set<number>();
      const add = (posting: TPosting | undefined) => {
        if (posting) for (const slot of newest(this.sets.ofPosting(posting))) candidates.add(slot);
      };
      const remote = base.work_place === 'remote';
      if (base.major_id !== null) add(this.filters.get(`m${base.major_id}`));
      if (base.sector_id !== null) add(this.filters.get(`s${base.sector_id}`));
      if (remote) add(this.filters.get(`w${WORK_PLACE_CODE.get('remote')!}`));
      else if (base.city_id !== null) add(this.filters.get(`c${base.city_id}`));
      for (const id of base.occupations) add(this.occupations.get(id));
      const baseTrigrams = trigramsOf(base.title);
      // Per title, not per job: many jobs share a title.
      const likeness = new Map<string, number>();
      const alike = (slot: number) => {
        const title = this.titles[slot]!;
        let value = likeness.get(title);
        if (value === undefined) likeness.set(title, (value = trigramSimilarity(baseTrigrams, this.trigramsOfTitle(title))));
        return value;
      };
      if (!base.occupations.length && base.title_lexemes.length) {
        const holding = this.sets.ofPostings(base.title_lexemes.map((lexeme) => {
          const id = this.dictionary.get(lexeme);
          return id === undefined ? undefined : this.postings[id];
        }));
        for (const slot of newest(holding, (slot) => accept(slot) && alike(slot) >= TITLE_SIMILARITY_MIN)) candidates.add(slot);
      }
      const occupations = new Set(base.occupations);
      const remoteCode = WORK_PLACE_CODE.get('remote')!;
      // What each candidate shares with `base` (0–17); the titles' likeness adds at most 3.
      const shares: Array<{ slot: number; score: number }> = [];
      for (const slot of candidates) {
        const sameMajor = base.major_id !== null && this.facts[slot * FACTS + AT_MAJOR] === base.major_id;
        const sameSector = base.sector_id !== null && this.facts[slot * FACTS + AT_SECTOR] === base.sector_id;
        const samePlace = remote ? this.facts[slot * FACTS + AT_WORK_PLACE] === remoteCode : base.city_id !== null && this.facts[slot * FACTS + AT_CITY] === base.city_id;
        let sameOccupation = false;
        for (let i = this.occupationStart[slot]!; i < this.occupationStart[slot + 1]! && !sameOccupation; i += 1) sameOccupation = occupations.has(this.occupationIds.data[i]!);
        shares.push({ slot, score: (sameMajor ? 8 : 0) + (sameSector ? 4 : 0) + (samePlace ? 2 : 0) + (sameOccupation ? 3 : 0) });
      }
      // A candidate that shares something is listed whatever its title: the limit-th best of those is a floor that
      // a candidate below it even with the most alike title (+3) cannot reach, so its title is not compared.
      const sure = shares.filter((share) => share.score > 0).map((share) => share.score);
      const floor = limit > 0 && sure.length >= limit ? sure.sort((a, b) => b - a)[limit - 1]! : -Infinity;
      const scored: Array<{ slot: number; score: number }> = [];
      for (const { slot, score } of shares) {
        if (score + 3 < floor) continue;
        const similarity = alike(slot);
        if (score === 0 && similarity < TITLE_SIMILARITY_MIN) continue;
        scored.push({ slot, score: score + similarity * 3 });
      }
      scored.sort((a, b) => b.score - a.score || this.newer(a.slot, b.slot));
      return scored.slice(0, limit).map(({ slot }) => this.jobId[slot]!);
    });
  }

  /** The trigrams of titles similar jobs compared (many jobs share a title), forgotten past TRIGRAM_TITLES_MAX. */
  private readonly titleTrigrams = new Map<string, Set<string>>();

  private trigramsOfTitle(title: string): Set<string> {
    let trigrams = this.titleTrigrams.get(title);
    if (!trigrams) {
      if (this.titleTrigrams.size >= TRIGRAM_TITLES_MAX) this.titleTrigrams.clear();
      this.titleTrigrams.set(title, (trigrams = trigramsOf(title)));
    }
    return trigrams;
  }

  /** Memory held by the index's arrays, in bytes (the benchmark reports it). */
  bytes(): number {
    let total = this.capacity * (4 * (4 + FACTS) + 8 * 6 + 1 * 3) + this.titleLexemes.data.byteLength + this.occupationIds.data.byteLength;
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

const holders = new WeakMap<TDatabase, TIndexHolder<JobSearchIndex>>();

/** The index of a database, current to the change `latest` (read by the caller in its own statement). */
export const jobSearchIndex = (db: TDatabase, latest: number): Promise<JobSearchIndex> => liveIndexOf(holders, db, latest, (database) => JobSearchIndex.build(database));

/** Builds the index of a database ahead of the first search (the server at start-up); errors wait for that search. */
export function warmJobSearchIndex(db: TDatabase): void {
  void latestChange(db)
    .then((latest) => jobSearchIndex(db, latest))
    .catch(() => undefined);
}
