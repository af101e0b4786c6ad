import { copyBits, mergeNewest, orPosting, type BitsetArena, type TPosting, type TScanTally } from './postings.ts';
import type { TTsNode } from './tsquery.ts';

/**
 * Sets of an index's slots as a search combines them (decision 056): a sorted list while few slots are in it, a
 * bitset once many are. A bitset costs the same whatever it holds (at a million rows 31,250 words to clear, combine
 * and scan); a list costs what it holds. A search whose words are rare at a million jobs (most are) then reads a few
 * thousand slots instead of a dozen passes over every slot's bit.
 */

/** Slots: a bitset of every slot, or a list in ascending order without repeats. */
export type TSlotSet = { bits: Uint32Array; list: null } | { bits: null; list: Int32Array };

const EMPTY: TSlotSet = { bits: null, list: new Int32Array(0) };

/** Whether a set holds a slot (a list: by binary search). */
export function setHas(set: TSlotSet, slot: number): boolean {
  if (set.bits) return ((set.bits[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
  const list = set.list;
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = list[middle]!;
    if (value === slot) return true;
    if (value < slot) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** The slots of two sorted lists, each once, in ascending order (one pass over both). */
function mergeTwo(a: Int32Array, b: Int32Array): Int32Array {
  const merged = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let size = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x < y) {
      merged[size++] = x;
      i += 1;
    } else if (y < x) {
      merged[size++] = y;
      j += 1;
    } else {
      merged[size++] = x;
      i += 1;
      j += 1;
    }
  }
  while (i < a.length) merged[size++] = a[i++]!;
  while (j < b.length) merged[size++] = b[j++]!;
  return merged.subarray(0, size);
}

/** The slots of sorted lists, each once, in ascending order: merged in pairs, then pairs of pairs (n log k). */
function unionOfLists(lists: Int32Array[]): Int32Array {
  let round = lists.filter((list) => list.length > 0);
  if (round.length === 0) return EMPTY.list!;
  while (round.length > 1) {
    const next: Int32Array[] = [];
    for (let i = 0; i < round.length; i += 2) next.push(i + 1 < round.length ? mergeTwo(round[i]!, round[i + 1]!) : round[i]!);
    round = next;
  }
  return round[0]!;
}

/** The slots of a sorted list that `keep` holds. */
function filterList(list: Int32Array, keep: TSlotSet): Int32Array {
  const kept = new Int32Array(list.length);
  let size = 0;
  if (keep.bits) {
    const bits = keep.bits;
    for (let i = 0; i < list.length; i += 1) {
      const slot = list[i]!;
      if (((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 1) kept[size++] = slot;
    }
  } else {
    // Two sorted lists: one pass over both.
    const other = keep.list;
    let j = 0;
    for (let i = 0; i < list.length && j < other.length; i += 1) {
      const slot = list[i]!;
      while (j < other.length && other[j]! < slot) j += 1;
      if (j < other.length && other[j] === slot) kept[size++] = slot;
    }
  }
  return kept.subarray(0, size);
}

/** The set algebra of one index over `count` slots, with bitsets from its arena (given back when the search ends). */
export class SlotSets {
  constructor(
    private readonly arena: BitsetArena,
    private readonly count: () => number,
  ) {}

  /** A list turns into a bitset past this many slots (1 in 32: a list then costs more than the bitset's words). */
  private limit(): number {
    return Math.max(64, this.count() >>> 5);
  }

  private take(): Uint32Array {
    return this.arena.take(this.count());
  }

  /** A posting's slots (its bitset copied: a set may be changed by the operations that combine it). */
  ofPosting(posting: TPosting | undefined): TSlotSet {
    if (!posting) return EMPTY;
    if (!posting.bits) {
      const slots = posting.slots ?? EMPTY.list!;
      if (!posting.tail?.length) return { bits: null, list: slots };
      // The tail's slots come after the base's, in the order they were added (ascending).
      const list = new Int32Array(slots.length + posting.tail.length);
      list.set(slots);
      list.set(posting.tail.data.subarray(0, posting.tail.length), slots.length);
      return list.length > this.limit() ? this.union([{ bits: null, list }]) : { bits: null, list };
    }
    const bits = this.take();
    bits.set(posting.bits);
    if (posting.tail) for (let i = 0; i < posting.tail.length; i += 1) bits[posting.tail.data[i]! >>> 5]! |= 1 << (posting.tail.data[i]! & 31);
    return { bits, list: null };
  }

  /** The slots of any of the postings (a bitset ORed straight from theirs, without a copy of each). */
  ofPostings(postings: Array<TPosting | undefined>): TSlotSet {
    let size = 0;
    let dense = false;
    for (const posting of postings) {
      if (posting?.bits) dense = true;
      else if (posting) size += (posting.slots?.length ?? 0) + (posting.tail?.length ?? 0);
    }
    if (!dense && size <= this.limit()) return { bits: null, list: unionOfLists(postings.map((posting) => this.ofPosting(posting).list!)) };
    // The first bitset, if any, copied in (no clearing and ORing into zeros), the rest ORed.
    const first = postings.find((posting) => posting?.bits);
    const bits = this.arena.take(this.count(), !first);
    if (first) copyBits(bits, first.bits!);
    for (const posting of postings) orPosting(bits, first && posting === first ? { bits: null, slots: null, tail: first.tail } : posting);
    return { bits, list: null };
  }

  /** The slots in any of the sets: a list while the lists hold few slots, else a bitset. */
  union(sets: TSlotSet[]): TSlotSet {
    let size = 0;
    let dense: Uint32Array | null = null;
    for (const set of sets) {
      if (set.bits) dense ??= set.bits;
      else size += set.list.length;
    }
    if (!dense && size <= this.limit()) return { bits: null, list: unionOfLists(sets.map((set) => set.list!)) };
    const bits = dense ?? this.take();
    for (const set of sets) {
      if (set.bits === bits) continue;
      if (set.bits) {
        const other = set.bits;
        for (let i = 0; i < bits.length; i += 1) bits[i]! |= other[i]!;
      } else {
        const list = set.list;
        for (let i = 0; i < list.length; i += 1) bits[list[i]! >>> 5]! |= 1 << (list[i]! & 31);
      }
    }
    return { bits, list: null };
  }

  /** The slots in every one of the sets: the smallest list filtered by the others, or the bitsets ANDed. */
  intersection(sets: TSlotSet[]): TSlotSet {
    let smallest: Int32Array | null = null;
    for (const set of sets) if (set.list && (!smallest || set.list.length < smallest.length)) smallest = set.list;
    if (smallest) {
      let list = smallest;
      let skipped = false;
      for (const set of sets) {
        if (set.list === smallest && !skipped) {
          skipped = true;
          continue;
        }
        if (!list.length) break;
        list = filterList(list, set);
      }
      return { bits: null, list };
    }
    const bits = sets[0]!.bits!;
    for (const set of sets.slice(1)) {
      const other = set.bits!;
      for (let i = 0; i < bits.length; i += 1) bits[i]! &= other[i]!;
    }
    return { bits, list: null };
  }

  /** Every slot the set does not hold. */
  complement(set: TSlotSet): TSlotSet {
    let bits = set.bits;
    if (!bits) {
      bits = this.take();
      for (let i = 0; i < set.list!.length; i += 1) bits[set.list![i]! >>> 5]! |= 1 << (set.list![i]! & 31);
    }
    for (let i = 0; i < bits.length; i += 1) bits[i] = ~bits[i]!;
    return { bits, list: null };
  }

  /** The slots a tsquery tree holds for (`postingOf`: a lexeme's slots, if any). */
  ofTree(node: TTsNode, postingOf: (lexeme: string) => TPosting | undefined): TSlotSet {
    if (node.op === 'lexeme') return this.ofPosting(postingOf(node.lexeme));
    if (node.op === 'not') return this.complement(this.ofTree(node.item, postingOf));
    if (node.op === 'or' && node.items.every((item) => item.op === 'lexeme')) return this.ofPostings(node.items.map((item) => postingOf((item as { lexeme: string }).lexeme)));
    const sets = node.items.map((item) => this.ofTree(item, postingOf));
    return node.op === 'or' ? this.union(sets) : this.intersection(sets);
  }
}

/**
 * The slots of a set that pass `accept`, newest first, at most `need` of them (as newestMatches, postings.ts):
 * a list is read from its end, the base's slots being in date order and the tail's sorted by `newer`. `tally`, when
 * given, is filled with what the scan saw.
 */
export function newestOfList(
  list: Int32Array,
  accept: (slot: number) => boolean,
  need: number,
  baseCount: number,
  newer: (a: number, b: number) => number,
  tally?: TScanTally,
): number[] {
  let end = list.length;
  const tail: number[] = [];
  while (end > 0 && list[end - 1]! >= baseCount) {
    end -= 1;
    if (accept(list[end]!)) tail.push(list[end]!);
  }
  tail.sort(newer);
  const base: number[] = [];
  let i = end - 1;
  for (; i >= 0 && base.length < need; i -= 1) if (accept(list[i]!)) base.push(list[i]!);
  if (tally) {
    tally.tailMatches = tail.length;
    tally.baseRead = end - 1 - i;
    tally.basePassed = base.length;
    tally.baseCandidates = end;
  }
  return mergeNewest(base, tail, need, newer);
}
