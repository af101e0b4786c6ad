import { newestMatches, type TPosting } from '../search-engine/postings.ts';
import { newestOfList, type SlotSets, type TSlotSet } from '../search-engine/slot-sets.ts';
import { AT_CITY, AT_DEADLINE, AT_MAJOR, AT_SECTOR, AT_WORK_PLACE, FACTS, riyadhDay, WORK_PLACE_CODE, type JobColumns } from './search-index-columns.ts';
import type { TFilterPostings } from './search-index-filters.ts';

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

/** The trigrams of titles similar jobs compared (many jobs share a title), forgotten past TRIGRAM_TITLES_MAX. */
export class TitleTrigrams {
  private readonly trigrams = new Map<string, Set<string>>();

  of(title: string): Set<string> {
    let trigrams = this.trigrams.get(title);
    if (!trigrams) {
      if (this.trigrams.size >= TRIGRAM_TITLES_MAX) this.trigrams.clear();
      this.trigrams.set(title, (trigrams = trigramsOf(title)));
    }
    return trigrams;
  }
}

/** What similar jobs are found in: the index's columns and postings, read during one synchronous search. */
export interface TSimilarSources {
  columns: JobColumns;
  alive: Uint8Array;
  baseCount: number;
  count: number;
  sets: SlotSets;
  filters: TFilterPostings;
  occupations: Map<number, TPosting>;
  /** The posting of a lexeme (undefined: no job holds it). */
  postingOf: (lexeme: string) => TPosting | undefined;
  titleTrigrams: TitleTrigrams;
}

/**
 * Listed jobs like `base` (similar-jobs.ts), best first, at most `limit`, never `base` itself (issue 18: from the
 * index rather than a scan), as slots. Candidates: the newest `perKind` listed jobs of the same major, of the same
 * sector, of the same place (its city, or remote when it is remote), and of each of its occupations; for a job
 * filed under none, the newest `perKind` whose titles are at least TITLE_SIMILARITY_MIN alike among the jobs holding
 * a word of its title. Ranked by the same major (8), sector (4), place (2), a shared occupation (3) and three times
 * the titles' trigram similarity; then the newest. A candidate that shares none of these and whose title is less
 * alike than TITLE_SIMILARITY_MIN is left out.
 */
export function similarSlots(sources: TSimilarSources, base: TSimilarBase, limit: number, perKind: number, now: number): number[] {
  const { columns, alive, baseCount, count, sets, filters } = sources;
  const { facts, newer } = columns;
  const today = riyadhDay(now);
  const accept = (slot: number) => alive[slot] === 1 && facts[slot * FACTS + AT_DEADLINE]! >= today && columns.jobId[slot] !== base.id;
  const newest = (set: TSlotSet, keep: (slot: number) => boolean = accept) =>
    set.list ? newestOfList(set.list, keep, perKind, baseCount, newer) : newestMatches(set.bits, keep, perKind, baseCount, count, newer);
  const candidates = new Set<number>();
  const add = (posting: TPosting | undefined) => {
    if (posting) for (const slot of newest(sets.ofPosting(posting))) candidates.add(slot);
  };
  const remote = base.work_place === 'remote';
  if (base.major_id !== null) add(filters.get(`m${base.major_id}`));
  if (base.sector_id !== null) add(filters.get(`s${base.sector_id}`));
  if (remote) add(filters.get(`w${WORK_PLACE_CODE.get('remote')!}`));
  else if (base.city_id !== null) add(filters.get(`c${base.city_id}`));
  for (const id of base.occupations) add(sources.occupations.get(id));
  const baseTrigrams = trigramsOf(base.title);
  // Per title, not per job: many jobs share a title.
  const likeness = new Map<string, number>();
  const alike = (slot: number) => {
    const title = columns.titles[slot]!;
    let value = likeness.get(title);
    if (value === undefined) likeness.set(title, (value = trigramSimilarity(baseTrigrams, sources.titleTrigrams.of(title))));
    return value;
  };
  if (!base.occupations.length && base.title_lexemes.length) {
    const holding = sets.ofPostings(base.title_lexemes.map(sources.postingOf));
    for (const slot of newest(holding, (slot) => accept(slot) && alike(slot) >= TITLE_SIMILARITY_MIN)) candidates.add(slot);
  }
  const occupations = new Set(base.occupations);
  const remoteCode = WORK_PLACE_CODE.get('remote')!;
  // What each candidate shares with `base` (0–17); the titles' likeness adds at most 3.
  const shares: Array<{ slot: number; score: number }> = [];
  for (const slot of candidates) {
    const sameMajor = base.major_id !== null && facts[slot * FACTS + AT_MAJOR] === base.major_id;
    const sameSector = base.sector_id !== null && facts[slot * FACTS + AT_SECTOR] === base.sector_id;
    const samePlace = remote ? facts[slot * FACTS + AT_WORK_PLACE] === remoteCode : base.city_id !== null && facts[slot * FACTS + AT_CITY] === base.city_id;
    let sameOccupation = false;
    for (let i = columns.occupationStart[slot]!; i < columns.occupationStart[slot + 1]! && !sameOccupation; i += 1) sameOccupation = occupations.has(columns.occupationIds.data[i]!);
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
  scored.sort((a, b) => b.score - a.score || newer(a.slot, b.slot));
  return scored.slice(0, limit).map(({ slot }) => slot);
}
