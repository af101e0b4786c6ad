import { describe, expect, it } from 'vitest';
import { BitsetArena, IntList, newestMatches, postingOfSlots, type TPosting } from './postings.ts';
import { newestOfList, setHas, SlotSets, type TSlotSet } from './slot-sets.ts';
import type { TTsNode } from './tsquery.ts';

/**
 * Sets of slots (decision 056) against plain sets of numbers: every operation, on postings that are bitsets, lists
 * and lists with a tail, small and large, gives the slots a naive evaluation gives.
 */

let seed = 11;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

const BASE = 3000;
const COUNT = 3100;

/** A posting of slots chosen with probability `density` (a bitset past 1 in 32 of the base), some in the tail. */
function randomPosting(density: number, withTail: boolean): { posting: TPosting; slots: Set<number> } {
  const list = new IntList();
  const slots = new Set<number>();
  for (let slot = 0; slot < BASE; slot += 1)
    if (random() < density) {
      list.push(slot);
      slots.add(slot);
    }
  const posting = postingOfSlots(list, BASE);
  if (withTail) {
    posting.tail = new IntList();
    for (let slot = BASE; slot < COUNT; slot += 1)
      if (random() < 0.2) {
        posting.tail.push(slot);
        slots.add(slot);
      }
  }
  return { posting, slots };
}

const members = (set: TSlotSet): number[] => {
  const found: number[] = [];
  for (let slot = 0; slot < COUNT; slot += 1) if (setHas(set, slot)) found.push(slot);
  return found;
};

describe('SlotSets', () => {
  it('evaluates random trees of and, or and not over lists and bitsets as plain sets do', () => {
    const arena = new BitsetArena();
    const sets = new SlotSets(arena, () => COUNT);
    const densities = [0, 0.001, 0.005, 0.01, 0.02, 0.05, 0.3];
    for (let round = 0; round < 60; round += 1) {
      const lexemes = new Map<string, { posting: TPosting; slots: Set<number> }>();
      for (let i = 0; i < 6; i += 1) lexemes.set(`l${i}`, randomPosting(densities[Math.floor(random() * densities.length)]!, random() < 0.5));
      const tree = (depth: number): TTsNode => {
        const pick = random();
        if (depth > 2 || pick < 0.35) return { op: 'lexeme', lexeme: `l${Math.floor(random() * 7)}` };
        if (pick < 0.45) return { op: 'not', item: tree(depth + 1) };
        return { op: pick < 0.75 ? 'or' : 'and', items: Array.from({ length: 2 + Math.floor(random() * 3) }, () => tree(depth + 1)) };
      };
      const naive = (node: TTsNode): Set<number> => {
        if (node.op === 'lexeme') return new Set(lexemes.get(node.lexeme)?.slots ?? []);
        if (node.op === 'not') {
          const inner = naive(node.item);
          return new Set(Array.from({ length: COUNT }, (_, slot) => slot).filter((slot) => !inner.has(slot)));
        }
        const parts = node.items.map(naive);
        const all = new Set(parts.flatMap((part) => [...part]));
        return node.op === 'or' ? all : new Set([...all].filter((slot) => parts.every((part) => part.has(slot))));
      };
      const node = tree(0);
      const expected = [...naive(node)].sort((a, b) => a - b);
      const got = sets.ofTree(node, (lexeme) => lexemes.get(lexeme)?.posting);
      expect(members(got), JSON.stringify(node)).toEqual(expected);
      if (got.list) expect([...got.list]).toEqual(expected);
      arena.release();
    }
  });

  it('keeps few slots as a list and turns many into a bitset', () => {
    const arena = new BitsetArena();
    const sets = new SlotSets(arena, () => COUNT);
    const rare = randomPosting(0.002, true);
    const common = randomPosting(0.3, false);
    expect(sets.ofPosting(rare.posting).list).not.toBeNull();
    expect(sets.ofPosting(common.posting).bits).not.toBeNull();
    // A rare word and a common one: the rare one's list, filtered.
    const both = sets.intersection([sets.ofPosting(common.posting), sets.ofPosting(rare.posting)]);
    expect(both.list).not.toBeNull();
    expect(members(both)).toEqual([...rare.slots].filter((slot) => common.slots.has(slot)).sort((a, b) => a - b));
    // The posting's own arrays are never changed by the operations.
    const before = [...(common.posting.bits ?? [])];
    sets.complement(sets.ofPosting(common.posting));
    expect([...(common.posting.bits ?? [])]).toEqual(before);
    arena.release();
  });

  it('reads a list newest first as the bitset scan does, the tail merged by date', () => {
    const arena = new BitsetArena();
    const sets = new SlotSets(arena, () => COUNT);
    // Base slots in date order; the tail's dates run backwards, so its order is not its slots'.
    const date = (slot: number) => (slot < BASE ? slot : BASE * 2 - slot * 0.5);
    const newer = (a: number, b: number) => date(b) - date(a) || b - a;
    const accept = (slot: number) => slot % 3 !== 0;
    for (const density of [0.002, 0.01]) {
      const { posting } = randomPosting(density, true);
      const set = sets.ofPosting(posting);
      expect(set.list).not.toBeNull();
      const bits = arena.take(COUNT);
      for (const slot of set.list!) bits[slot >>> 5]! |= 1 << (slot & 31);
      for (const need of [1, 5, 20, Infinity]) {
        expect(newestOfList(set.list!, accept, need, BASE, newer)).toEqual(newestMatches(bits, accept, need, BASE, COUNT, newer));
      }
      arena.release();
    }
  });
});
