import type { TTsNode } from './tsquery.ts';

/**
 * The parts the in-memory search indexes share (jobs, decision 027; job seekers, decision 028): growable integer
 * lists, the slots holding a lexeme (a bitset when frequent, a sorted list when not, and the recent changes' tail),
 * a tsquery tree evaluated over them as a bitset, and the scan that takes the newest matching slots first.
 */

/** A growable list of 32-bit integers. */
export class IntList {
  data: Int32Array;
  length = 0;
  constructor(capacity = 4) {
    this.data = new Int32Array(capacity);
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(Math.max(8, this.data.length * 2));
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length] = value;
    this.length += 1;
  }
}

/** The slots holding a lexeme (or an occupation): the base's as a bitset (frequent) or a sorted list, the tail's as a list. */
export interface TPosting {
  bits: Uint32Array | null;
  slots: Int32Array | null;
  tail: IntList | null;
}

export const growInt32 = (array: Int32Array, capacity: number) => {
  const next = new Int32Array(capacity);
  next.set(array);
  return next;
};
export const growFloat64 = (array: Float64Array, capacity: number) => {
  const next = new Float64Array(capacity);
  next.set(array);
  return next;
};
export const growUint8 = (array: Uint8Array, capacity: number) => {
  const next = new Uint8Array(capacity);
  next.set(array);
  return next;
};

/** An empty bitset of `count` slots. */
export const emptyBits = (count: number) => new Uint32Array(Math.ceil(count / 32));

/**
 * The bitsets of an index's searches: taken during one (synchronous) search and given back at its end, so that a
 * search allocates none (at a million rows a bitset is 125 KB, and a search takes several; allocating them was a
 * tenth of a search's time, in the collector).
 */
export class BitsetArena {
  private words = 0;
  private free: Uint32Array[] = [];
  private taken: Uint32Array[] = [];

  /** An empty bitset of `count` slots, held until `release` (`clear` false: its words are for the caller to write). */
  take(count: number, clear = true): Uint32Array {
    const words = Math.ceil(count / 32);
    if (words !== this.words) {
      this.words = words;
      this.free = [];
    }
    const reused = this.free.pop();
    const bits = reused ? (clear ? reused.fill(0) : reused) : new Uint32Array(words);
    this.taken.push(bits);
    return bits;
  }

  /** Gives back every bitset taken since the last release (none of them may be used after). */
  release(): void {
    for (const bits of this.taken) if (bits.length === this.words && this.free.length < 32) this.free.push(bits);
    this.taken = [];
  }
}

/** `source` copied into the start of `target` (cut to its length), the rest of `target` cleared. */
export function copyBits(target: Uint32Array, source: Uint32Array): void {
  const end = Math.min(target.length, source.length);
  target.set(end === source.length ? source : source.subarray(0, end));
  target.fill(0, end);
}

/**
 * `target` ANDed with every mask, in place, in one pass over the words for up to three masks (a word past a mask's
 * end is 0). `target` null: the masks' AND written into `into`, whose words need not be clear. Returns the result.
 */
export function andMasks(target: Uint32Array | null, masks: Uint32Array[], into: () => Uint32Array): Uint32Array {
  let bits = target;
  let rest = masks;
  if (!bits) {
    bits = into();
    copyBits(bits, masks[0]!);
    rest = masks.slice(1);
  }
  for (let from = 0; from < rest.length; from += 3) {
    const [a, b, c] = rest.slice(from, from + 3);
    let end = bits.length;
    for (const mask of [a, b, c]) if (mask) end = Math.min(end, mask.length);
    if (c) for (let i = 0; i < end; i += 1) bits[i]! &= a![i]! & b![i]! & c[i]!;
    else if (b) for (let i = 0; i < end; i += 1) bits[i]! &= a![i]! & b[i]!;
    else for (let i = 0; i < end; i += 1) bits[i]! &= a![i]!;
    bits.fill(0, end);
  }
  return bits;
}

/** ORs a posting's slots into a bitset. */
export function orPosting(target: Uint32Array, posting: TPosting | undefined): void {
  if (!posting) return;
  if (posting.bits) for (let i = 0; i < posting.bits.length; i += 1) target[i]! |= posting.bits[i]!;
  if (posting.slots) for (let i = 0; i < posting.slots.length; i += 1) target[posting.slots[i]! >>> 5]! |= 1 << (posting.slots[i]! & 31);
  if (posting.tail) for (let i = 0; i < posting.tail.length; i += 1) target[posting.tail.data[i]! >>> 5]! |= 1 << (posting.tail.data[i]! & 31);
}

/** The slots a tsquery tree holds for, as a bitset from `take` (`postingOf`: a lexeme's slots, if any). */
export function treeBits(node: TTsNode, take: () => Uint32Array, postingOf: (lexeme: string) => TPosting | undefined): Uint32Array {
  if (node.op === 'lexeme' || node.op === 'or') {
    // A lexeme's posting, or every alternative's, ORed straight into one bitset.
    const bits = take();
    for (const item of node.op === 'or' ? node.items : [node]) {
      if (item.op === 'lexeme') orPosting(bits, postingOf(item.lexeme));
      else {
        const other = treeBits(item, take, postingOf);
        for (let i = 0; i < bits.length; i += 1) bits[i]! |= other[i]!;
      }
    }
    return bits;
  }
  if (node.op === 'not') {
    const bits = treeBits(node.item, take, postingOf);
    for (let i = 0; i < bits.length; i += 1) bits[i] = ~bits[i]!;
    return bits;
  }
  const [first, ...rest] = node.items;
  const bits = treeBits(first!, take, postingOf);
  for (const item of rest) {
    const other = treeBits(item, take, postingOf);
    for (let i = 0; i < bits.length; i += 1) bits[i]! &= other[i]!;
  }
  return bits;
}

/**
 * What a scan for the newest matches saw (decision 059), so that a total can be told past the matches it stopped
 * at: the tail is read whole; the base's candidates (the slots of the set, before `accept`) from the newest down.
 */
export interface TScanTally {
  /** The tail's slots that matched (all of them are read). */
  tailMatches: number;
  /** The base's candidates read, and how many of them `accept` passed. */
  baseRead: number;
  basePassed: number;
  /** The base's candidates in all (read or not). */
  baseCandidates: number;
}

/** The bits set in `bits` below slot `end`. */
export function bitsBelow(bits: Uint32Array, end: number): number {
  let total = 0;
  const words = Math.min(bits.length, end >>> 5);
  for (let word = 0; word < words; word += 1) {
    let value = bits[word]!;
    value -= (value >>> 1) & 0x55555555;
    value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
    total += (((value + (value >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  for (let slot = words << 5; slot < end && slot >>> 5 < bits.length; slot += 1) total += (bits[slot >>> 5]! >>> (slot & 31)) & 1;
  return total;
}

/**
 * The matching slots that pass `accept`, newest first, at most `need` of them (every one when Infinity). Slots
 * below `baseCount` are in date order (oldest first); the tail after them (recent changes) is sorted by `newer`
 * and merged in. `tally`, when given, is filled with what the scan saw.
 */
export function newestMatches(
  bits: Uint32Array | null,
  accept: (slot: number) => boolean,
  need: number,
  baseCount: number,
  count: number,
  newer: (a: number, b: number) => number,
  tally?: TScanTally,
): number[] {
  const has = (slot: number) => bits === null || ((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
  const tail: number[] = [];
  for (let slot = baseCount; slot < count; slot += 1) if (has(slot) && accept(slot)) tail.push(slot);
  tail.sort(newer);
  // The base, from the newest slot down, word by word.
  const base: number[] = [];
  let read = 0;
  let stoppedAt = 0;
  if (bits === null) {
    let slot = baseCount - 1;
    for (; slot >= 0 && base.length < need; slot -= 1) if (accept(slot)) base.push(slot);
    read = baseCount - 1 - slot;
  } else {
    for (let word = baseCount > 0 ? (baseCount - 1) >>> 5 : -1; word >= 0 && base.length < need; word -= 1) {
      let value = bits[word]!;
      if (word === baseCount >>> 5) value &= baseCount % 32 === 0 ? 0 : (1 << (baseCount % 32)) - 1;
      while (value !== 0 && base.length < need) {
        const bit = 31 - Math.clz32(value);
        value &= ~(1 << bit);
        const slot = (word << 5) | bit;
        read += 1;
        stoppedAt = slot;
        if (accept(slot)) base.push(slot);
      }
    }
  }
  if (tally) {
    tally.tailMatches = tail.length;
    tally.baseRead = read;
    tally.basePassed = base.length;
    // Counted only when the scan stopped early: otherwise every candidate was read.
    tally.baseCandidates = base.length < need ? read : bits === null ? baseCount : read + bitsBelow(bits, stoppedAt);
  }
  return mergeNewest(base, tail, need, newer);
}

/** The base's matches (newest first) and the tail's (sorted by `newer`) as one list, newest first, at most `need`. */
export function mergeNewest(base: number[], tail: number[], need: number, newer: (a: number, b: number) => number): number[] {
  if (!tail.length) return base.length > need ? base.slice(0, need) : base;
  const found: number[] = [];
  let b = 0;
  let t = 0;
  while (found.length < need && (b < base.length || t < tail.length)) {
    if (t >= tail.length || (b < base.length && newer(base[b]!, tail[t]!) <= 0)) found.push(base[b++]!);
    else found.push(tail[t++]!);
  }
  return found;
}

/** The posting of a list of base slots (in slot order) among `total`: a bitset when more than 1 slot in 32 hold it. */
export function postingOfSlots(list: IntList, total: number): TPosting {
  if (list.length * 32 <= total) return { bits: null, slots: list.data.slice(0, list.length), tail: null };
  const bits = emptyBits(total);
  for (let i = 0; i < list.length; i += 1) bits[list.data[i]! >>> 5]! |= 1 << (list.data[i]! & 31);
  return { bits, slots: null, tail: null };
}

/** Postings filled from per-document lexeme lists, for slots [0, total): a bitset for a lexeme in more than 1 slot in 32. */
export async function fillPostings(
  postings: TPosting[],
  lexemeCount: number,
  total: number,
  lexemesOfSlot: (slot: number, visit: (lexeme: number) => void) => void,
): Promise<void> {
  const words = Math.ceil(total / 32);
  const sizes = new Int32Array(lexemeCount);
  await forEachYielding(total, (slot) => lexemesOfSlot(slot, (lexeme) => (sizes[lexeme]! += 1)));
  const filled = new Int32Array(lexemeCount);
  for (let lexeme = 0; lexeme < lexemeCount; lexeme += 1) {
    if (!sizes[lexeme]) continue;
    postings[lexeme] = sizes[lexeme]! * 32 > total ? { bits: new Uint32Array(words), slots: null, tail: null } : { bits: null, slots: new Int32Array(sizes[lexeme]!), tail: null };
  }
  await forEachYielding(total, (slot) =>
    lexemesOfSlot(slot, (lexeme) => {
      const posting = postings[lexeme]!;
      if (posting.bits) posting.bits[slot >>> 5]! |= 1 << (slot & 31);
      else posting.slots![filled[lexeme]!++] = slot;
    }),
  );
}

/**
 * How long a build's loop over every row runs before it lets the event loop answer what waits (decision 224): the
 * index of 100k jobs filled its postings in one stretch of 120 ms on a quiet machine and 0.8 s under load (ten times
 * that at a million), at a process's start and at every rebuild, and every request of the process waited behind it,
 * refusals included.
 */
export const BUILD_SLICE_MS = 10;

/** Runs `step` for 0 … count - 1, giving the event loop its turn once a slice of BUILD_SLICE_MS has passed. */
export async function forEachYielding(count: number, step: (at: number) => void): Promise<void> {
  let sliceEnd = performance.now() + BUILD_SLICE_MS;
  for (let at = 0; at < count; at += 1) {
    step(at);
    if ((at & 511) === 511 && performance.now() > sliceEnd) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceEnd = performance.now() + BUILD_SLICE_MS;
    }
  }
}

/**
 * The positions of `keys` (non-negative integers), highest key first and equal keys in their original order, as a
 * stable sort by a comparator would give them, through one native sort of numbers: each key is folded with its
 * position into one exact double (key and position both below 2^26 or so), with no comparator call per comparison.
 */
export function positionsByKeyDescending(keys: Float64Array): number[] {
  const count = keys.length;
  let top = 0;
  for (let i = 0; i < count; i += 1) if (keys[i]! > top) top = keys[i]!;
  const folded = new Float64Array(count);
  for (let i = 0; i < count; i += 1) folded[i] = (top - keys[i]!) * count + i;
  folded.sort();
  const positions = new Array<number>(count);
  for (let i = 0; i < count; i += 1) positions[i] = folded[i]! % count;
  return positions;
}
