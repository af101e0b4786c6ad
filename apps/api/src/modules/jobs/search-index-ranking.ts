import { treeHolds, type TIdNode, type TRankTerms } from '../search-engine/live-index.ts';
import { positionsByKeyDescending } from '../search-engine/postings.ts';
import { FACTS, type JobColumns } from './search-index-columns.ts';
import { JOB_FACETS } from './search-filters.ts';

/**
 * How the job search index (search-index.ts) orders a page and counts its matches: relevance's tiers over the
 * slots' title lexemes and occupations (decision 023), and the matches per value of each facet, exact or estimated
 * from a sample (decision 059).
 */

/** The matches per value of each facet. */
export interface TFacetCounts {
  city: Map<number, number>;
  major: Map<number, number>;
  sector: Map<number, number>;
  job_type: Map<string, number>;
  work_place: Map<string, number>;
}

/** An estimate as it is told: two significant digits (1,234 → 1,200), at least 1. */
export function roughly(estimate: number): number {
  if (estimate < 100) return Math.max(1, Math.round(estimate));
  const step = 10 ** (Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / step) * step;
}

/** Whether the title of the job whose title lexemes are [from, to) holds the lexeme `id`. */
const titleHas = (titles: Int32Array) => (id: number, from: number, to: number): boolean => {
  for (let i = from; i < to; i += 1) if (titles[i] === id) return true;
  return false;
};

/** Whether the job in `slot`'s title matches the tree (`title_vector @@ query`). */
const titleHolds = (columns: JobColumns, node: TIdNode, slot: number): boolean =>
  treeHolds(node, columns.titleStart[slot]!, columns.titleStart[slot + 1]!, titleHas(columns.titleLexemes.data));

/**
 * Whether any of `slots` is in relevance's first tier: of a named occupation (`named`), or its title matching `query`,
 * or filed under a skill the words name (`skills`, its entries at any tier: decision 168).
 */
export function anyStrong(columns: JobColumns, slots: number[], named: number[], query: TIdNode | null, skills: TIdNode | null = null): boolean {
  for (const slot of slots) {
    if (columns.ofNamed(slot, named)) return true;
    if (query !== null && titleHolds(columns, query, slot)) return true;
    if (skills !== null && titleHolds(columns, skills, slot)) return true;
  }
  return false;
}

/** At most this many featured jobs are lifted to the top of a search's order (decision 135); the rest keep their place. */
const FEATURED_ON_TOP = 3;

/**
 * `order` (slots) with its first FEATURED_ON_TOP featured slots at `now` among those `eligible` (by position) moved to
 * its front, each part in its own order (decision 135).
 */
export function featuredFirst(columns: JobColumns, order: number[], now: number, eligible: (position: number) => boolean = () => true): number[] {
  const lifted: number[] = [];
  for (let position = 0; position < order.length && lifted.length < FEATURED_ON_TOP; position += 1) {
    if (!eligible(position)) break;
    if (columns.featuredAt(order[position]!, now)) lifted.push(position);
  }
  if (!lifted.length) return order;
  const top = new Set(lifted);
  return [...lifted.map((position) => order[position]!), ...order.filter((_, position) => !top.has(position))];
}

/**
 * Relevance (decision 023): a job of an occupation the words name (`named`), then a title match, first, and within
 * each tier a senior title when the words asked for one (`level`, decision 109); then how central the skills named are
 * (`skillTiers`: the filed skills at tier 3, 2, 1 and 0 as title lexemes, decision 115; a job filed under one ranks
 * between the occupation's tier and a title match, decision 168); then the reader's language
 * (`locale`, 1 English); then how many of the words' lexemes the title holds (for PostgreSQL's ts_rank); then the
 * newest. `marks` marks the terms' ids (LiveIndex.withMarks). With `featuredAt` (a search's time), the jobs featured then
 * come first among those as strong as the best (decision 135).
 */
export function ranked(
  columns: JobColumns,
  slots: number[],
  named: number[],
  terms: TRankTerms,
  marks: Uint8Array,
  locale: number,
  level: TIdNode | null = null,
  skillTiers: readonly TIdNode[] = [],
  featuredAt: number | null = null,
): number[] {
  // A job of a named occupation: its own occupations (one or two) looked up among the named ones, rather than a set
  // of every job of them (at a million jobs a bitset or a long list for a thousand look-ups).
  const { tree: query, negated } = terms;
  const titles = columns.titleLexemes.data;
  const has = titleHas(titles);
  const keys = new Float64Array(slots.length);
  for (let position = 0; position < slots.length; position += 1) {
    const slot = slots[position]!;
    const ofOccupation = columns.ofNamed(slot, named) ? 2 : 0;
    const from = columns.titleStart[slot]!;
    const to = columns.titleStart[slot + 1]!;
    let shared = 0;
    for (let i = from; i < to; i += 1) if (marks[titles[i]!] === 1 && titles.indexOf(titles[i]!, from) === i) shared += 1;
    // Without negation, a title that holds none of the query's lexemes cannot match it.
    const titleMatch = query !== null && (shared > 0 || negated) && treeHolds(query, from, to, has) ? 1 : 0;
    const senior = level !== null && treeHolds(level, from, to, has) ? 1 : 0;
    const atTier = skillTiers.findIndex((node) => treeHolds(node, from, to, has));
    const skillTier = atTier < 0 ? 0 : 3 - atTier;
    // Skills named: a job filed under one comes after the occupation's tier and before a title match (decision 168).
    const tier = skillTiers.length ? ofOccupation * 2 + (atTier < 0 ? 0 : 2) + titleMatch : ofOccupation + titleMatch;
    // One number: tier (a senior title first within it), then the skills' tier, then language, then shared lexemes.
    keys[position] = ((tier * 2 + senior) * 4 + skillTier) * 4_000_000 + (columns.locale[slot] === locale ? 2_000_000 : 0) + Math.min(shared, 999_999);
  }
  // The slots come newest first and the order is stable: equal keys stay newest first.
  const positions = positionsByKeyDescending(keys);
  const order = positions.map((position) => slots[position]!);
  if (featuredAt === null || !order.length) return order;
  // Featured jobs first only among the matches as strong as the best (the same tier, seniority and skills' tier:
  // language and shared lexemes aside), a prefix of the order (decision 135).
  const band = (position: number) => Math.floor(keys[positions[position]!]! / 4_000_000);
  const best = band(0);
  return featuredFirst(columns, order, featuredAt, (position) => band(position) === best);
}

/**
 * The matches per value of each facet: the slots' values read together (one pass for the tops, one to tally), each
 * count times `scale` (1: exact; more: `slots` are a sample, and the counts estimates, rounded).
 */
export function countsOf(facts: Int32Array, slots: number[], scale: number): TFacetCounts {
  const fields = JOB_FACETS.map((facet) => facet.at);
  const n = fields.length;
  const tops = fields.map(() => 0);
  for (const slot of slots) for (let f = 0; f < n; f += 1) tops[f] = Math.max(tops[f]!, facts[slot * FACTS + fields[f]!]!);
  // Ids are small (lookup tables): an array a value; a huge id (none today) falls back to a map.
  const tallies = tops.map((top) => (top > 1_000_000 ? null : new Int32Array(top + 1)));
  const sparse = tops.map(() => new Map<number, number>());
  for (const slot of slots) {
    const at = slot * FACTS;
    for (let f = 0; f < n; f += 1) {
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
  // An enum's code is its place in the facet's values, plus one.
  const counts = JOB_FACETS.map((facet, f) => [facet.name, facet.values ? new Map([...scaled(f)].map(([code, count]) => [facet.values![code - 1]!, count])) : scaled(f)]);
  return Object.fromEntries(counts) as TFacetCounts;
}
