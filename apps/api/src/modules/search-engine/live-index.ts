import type { SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { gapsBelow, latestChangeId, readChanges, type TChangeLog } from '../../db/change-log.ts';
import { BitsetArena, forEachYielding, growUint8, IntList, treeBits, type TPosting } from './postings.ts';
import { SlotSets, type TSlotSet } from './slot-sets.ts';
import { lexemesOf, type TTsNode } from './tsquery.ts';
import { whileMaking } from '../../arrival.ts';
import { inBuildTurn } from '../../build-turns.ts';

/**
 * What the in-memory search indexes of jobs (decision 027) and job seekers (decision 028) share: a dictionary of
 * lexemes with their postings, slots that die when their row changes, and a tail of rows appended since the build,
 * kept current by a change log (db/change-log.ts). Each index holds its own columns; this part reads the rows for a
 * build and lays out its base, applies the changes, and `liveIndexes` keeps one index per database, built again when
 * old or overgrown.
 */

/** Rows are read in batches of this many keys. */
const BATCH = 5000;
/** Joins the lexemes of a row's vector in the text PostgreSQL gives (`array_to_string(tsvector_to_array(…), …)`). */
export const LEXEME_SEPARATOR = '\u001f';

/** A rebuild reads everything again after this long without one (the change logs keep a day). */
const REBUILD_AFTER_MS = 6 * 3_600_000;
/** An index that has not read its change log for this long is built again before it answers. */
const STALE_AFTER_MS = 12 * 3_600_000;

/** A tsquery tree with the dictionary's ids for its lexemes (-1: a lexeme no row holds). */
export type TIdNode = { op: 'lexeme'; id: number } | { op: 'and' | 'or'; items: TIdNode[] } | { op: 'not'; item: TIdNode };

/** Whether a tree negates something: only then can a row that holds none of its lexemes match it. */
export const hasNot = (node: TIdNode): boolean => (node.op === 'not' ? true : node.op === 'lexeme' ? false : node.items.some(hasNot));

/** Whether the lexemes of a row in [from, to) match the tree, `has` telling whether they hold one lexeme. */
export function treeHolds(node: TIdNode, from: number, to: number, has: (id: number, from: number, to: number) => boolean): boolean {
  if (node.op === 'lexeme') return has(node.id, from, to);
  if (node.op === 'not') return !treeHolds(node.item, from, to, has);
  if (node.op === 'and') {
    for (const item of node.items) if (!treeHolds(item, from, to, has)) return false;
    return true;
  }
  for (const item of node.items) if (treeHolds(item, from, to, has)) return true;
  return false;
}

/** What relevance asks of a row's lexemes: the query as ids, its lexemes that some row holds, and whether it negates. */
export interface TRankTerms {
  tree: TIdNode | null;
  ids: number[];
  /** Without negation, a row that holds none of `ids` cannot match `tree`. */
  negated: boolean;
}

/** The base's order of `count` loaded rows: by `date`, then `key`, the oldest first. */
export function baseOrder(count: number, date: Float64Array, key: Int32Array): Int32Array {
  const order = new Int32Array(count);
  for (let i = 0; i < count; i += 1) order[i] = i;
  order.sort((a, b) => date[a]! - date[b]! || key[a]! - key[b]! || 0);
  return order;
}

export abstract class LiveIndex<TRow> {
  /** The last change applied. */
  mark: number;
  builtAt: number;
  /** When the index last compared itself with the change log. */
  checkedAt: number;
  /** Counts the syncs that applied changes: an answer computed at another version is computed again. */
  version = 0;
  /** Change ids below `mark` not seen yet (a transaction may still commit them), with when they were first missed. */
  readonly gaps = new Map<number, number>();
  /** Slots below this are the base, in the index's order; the tail follows. */
  baseCount = 0;
  count = 0;
  protected capacity = 0;
  protected alive = new Uint8Array(0);
  protected readonly postings: TPosting[] = [];
  /** The live slot of each row's key (a job's id, a seeker's id). */
  protected readonly slotOf = new Map<number, number>();
  private syncing: Promise<void> | null = null;

  protected constructor(
    mark: number,
    builtAt: number,
    protected readonly dictionary: Map<string, number>,
    private readonly log: TChangeLog,
  ) {
    this.mark = mark;
    this.builtAt = builtAt;
    this.checkedAt = builtAt;
  }

  /** The rows of these keys that the index holds (the others are gone from it). */
  protected abstract readRows(db: TDatabase, keys: number[]): Promise<TRow[]>;
  /** Stores a row in the next slot with its postings' tails; answers the slot. */
  protected abstract append(row: TRow): number;
  /** Grows the subclass's per-slot arrays to `capacity`. */
  protected abstract grow(capacity: number): void;
  /** Told when a slot dies (its row changed or left), for what the subclass keeps of live slots. */
  protected died?(slot: number): void;

  /** The rows the index holds now. */
  get rows(): number {
    return this.slotOf.size;
  }

  /** Whether the tail has grown past a quarter of the base, or the index is old: time to build again. */
  wantsRebuild(now = Date.now()): boolean {
    return this.count - this.baseCount > Math.max(5000, this.baseCount / 4) || now - this.builtAt > REBUILD_AFTER_MS;
  }

  /** Applies the changes after `mark` up to `latest`: each changed row's old slot dies, its row (if held) is appended. */
  sync(db: TDatabase, latest: number): Promise<void> {
    if (latest >= 0) this.checkedAt = Date.now();
    if (latest <= this.mark && !this.gaps.size) return Promise.resolve();
    if (this.syncing) return this.syncing.then(() => this.sync(db, latest));
    this.syncing = (async () => {
      try {
        const target = Math.max(latest, this.mark);
        const changed = await readChanges(db, this.log, this.mark, target, this.gaps);
        if (changed.length) this.version += 1;
        const rows = changed.length ? await this.readRows(db, changed) : [];
        // Synchronous from here: a search sees the index before or after the whole change, never half of it.
        for (const key of changed) {
          const slot = this.slotOf.get(key);
          if (slot !== undefined) {
            this.alive[slot] = 0;
            this.died?.(slot);
            this.slotOf.delete(key);
          }
        }
        this.ensureCapacity(this.count + rows.length + 1);
        for (const row of rows) this.append(row);
        this.mark = target;
      } finally {
        this.syncing = null;
      }
    })();
    return this.syncing;
  }

  /**
   * A build's first part, on the loading index: reads every row in ranges of keys (the primary key's index, up to
   * `highest`'s answer), not "after the last key, limit n", for which the planner would scan and sort the whole
   * table with the listed rule for every batch; `add` stores each row. Answers the change ids below `mark` that were
   * not committed yet when it was read, looked for at the next searches.
   */
  protected async loadRows(db: TDatabase, highest: SQL, readRange: (from: number, to: number) => Promise<TRow[]>, add: (row: TRow) => void, now: number): Promise<Map<number, number>> {
    const top = Number(((await db.execute(highest)) as unknown as { rows: Array<{ id: number }> }).rows[0]?.id ?? 0);
    for (let from = 0; from < top; from += BATCH) {
      const batch = await readRange(from, from + BATCH);
      this.ensureCapacity(this.count + batch.length + 1);
      await forEachYielding(batch.length, (at) => add(batch[at]!));
    }
    return gapsBelow(db, this.log, this.mark, now);
  }

  /** A build's second part, on the new index: `copy` puts each row of the loading index in the base, in `order`. */
  protected async fillBase(order: Int32Array, gaps: Map<number, number>, copy: (from: number) => void): Promise<void> {
    for (const [id, since] of gaps) this.gaps.set(id, since);
    this.ensureCapacity(order.length + 1024);
    await forEachYielding(order.length, (slot) => copy(order[slot]!));
    this.baseCount = order.length;
  }

  protected ensureCapacity(capacity: number): void {
    if (capacity <= this.capacity) return;
    const next = Math.max(capacity, Math.ceil(this.capacity * 1.5));
    this.alive = growUint8(this.alive, next);
    this.grow(next);
    this.capacity = next;
  }

  protected lexemeId(lexeme: string): number {
    let id = this.dictionary.get(lexeme);
    if (id === undefined) {
      id = this.dictionary.size;
      this.dictionary.set(lexeme, id);
    }
    return id;
  }

  /** The ids of the lexemes in a row's text (LEXEME_SEPARATOR between them), added to the dictionary when new. */
  protected lexemeIdsOf(text: string | null): number[] {
    return text ? text.split(LEXEME_SEPARATOR).map((lexeme) => this.lexemeId(lexeme)) : [];
  }

  /** Adds a slot to the tail of a lexeme's posting (a row appended after the build). */
  protected addToTail(lexeme: number, slot: number): void {
    const posting = (this.postings[lexeme] ??= { bits: null, slots: null, tail: null });
    (posting.tail ??= new IntList()).push(slot);
  }

  private marks = new Uint8Array(0);

  /**
   * Runs `use` with the lexemes `ids` marked in a scratch array of the dictionary's size: ranking asks, for every
   * lexeme of every ranked row, whether the query holds it, and a typed array answers that faster than a Set.
   */
  protected withMarks<T>(ids: number[], use: (marks: Uint8Array) => T): T {
    if (this.marks.length < this.dictionary.size) this.marks = new Uint8Array(Math.max(this.dictionary.size, this.marks.length * 2));
    for (const id of ids) this.marks[id] = 1;
    try {
      return use(this.marks);
    } finally {
      for (const id of ids) this.marks[id] = 0;
    }
  }

  /** The bitsets of the search under way (given back when the search ends: `withBits`). */
  private readonly arena = new BitsetArena();
  /** Sets of slots as a search combines them (lists while small, bitsets from the arena once large). */
  protected readonly sets = new SlotSets(this.arena, () => this.count);

  /** An empty bitset of every slot, held until the search ends (`clear` false: its words are for the caller to write). */
  protected emptyBits(clear = true): Uint32Array {
    return this.arena.take(this.count, clear);
  }

  /** Runs a search, then gives back the bitsets it took. */
  protected withBits<T>(search: () => T): T {
    try {
      return search();
    } finally {
      this.arena.release();
    }
  }

  /** The slots a tsquery tree holds for, as a bitset (held until the search ends). */
  protected bitsOf(node: TTsNode): Uint32Array {
    return treeBits(node, () => this.emptyBits(), (lexeme) => {
      const id = this.dictionary.get(lexeme);
      return id === undefined ? undefined : this.postings[id];
    });
  }

  /** The slots a tsquery tree holds for, as a set (its bitset, if any, held until the search ends). */
  protected setOf(node: TTsNode): TSlotSet {
    return this.sets.ofTree(node, (lexeme) => {
      const id = this.dictionary.get(lexeme);
      return id === undefined ? undefined : this.postings[id];
    });
  }

  /** Relevance's terms of a query (null: none). */
  protected rankTerms(query: TTsNode | null): TRankTerms {
    const tree = query ? this.idTree(query) : null;
    const ids = [...new Set([...lexemesOf(query)].map((lexeme) => this.dictionary.get(lexeme) ?? -1).filter((id) => id >= 0))];
    return { tree, ids, negated: tree !== null && hasNot(tree) };
  }

  protected idTree(node: TTsNode): TIdNode {
    if (node.op === 'lexeme') return { op: 'lexeme', id: this.dictionary.get(node.lexeme) ?? -1 };
    if (node.op === 'not') return { op: 'not', item: this.idTree(node.item) };
    return { op: node.op, items: node.items.map((item) => this.idTree(item)) };
  }
}

interface TIndexHolder<T> {
  index: T | null;
  building: Promise<T> | null;
}

/**
 * The index of a database in `holders`, current to the change `latest` (read by the caller in its own statement).
 * The first call builds it; later ones apply the changes since; an index that has not read its log for half a day
 * is built again first; an old or overgrown one is rebuilt in the background while the current one keeps answering.
 */
async function liveIndexOf<T extends LiveIndex<unknown>>(holders: WeakMap<TDatabase, TIndexHolder<T>>, db: TDatabase, latest: number, build: (db: TDatabase) => Promise<T>): Promise<T> {
  let holder = holders.get(db);
  if (!holder) holders.set(db, (holder = { index: null, building: null }));
  const start = () =>
    (holder.building ??= build(db).finally(() => {
      holder.building = null;
    }));
  if (!holder.index || Date.now() - holder.index.checkedAt > STALE_AFTER_MS) holder.index = await whileMaking(start());
  const index = holder.index;
  await index.sync(db, latest);
  if (index.wantsRebuild() && !holder.building) {
    start()
      .then((fresh) => {
        if (holder.index === index) holder.index = fresh;
      })
      .catch(() => undefined);
  }
  return index;
}

/** A start-up build that failed is tried again after 1, 2, 4 … s (at most a minute apart), this many times. */
const WARM_ATTEMPTS = 10;

/**
 * The indexes of one kind, one per database, kept by `liveIndexOf`: `of` answers the index of a database current to
 * the change `latest` (read by the caller in its own statement); `warm` builds it ahead of the first search (the
 * server at start-up). A warm build that fails (a pool busy past its deadline, a database restarting) is tried again
 * later (decision 195): before, it waited for a visitor's search, and a server behind a balancer that sends no search
 * to a node that is not ready stayed out of rotation.
 */
export function liveIndexes<T extends LiveIndex<unknown>>(log: TChangeLog, build: (db: TDatabase) => Promise<T>) {
  const holders = new WeakMap<TDatabase, TIndexHolder<T>>();
  // One build at a time on a machine: a cluster's worker builds in the turn its primary gives (decision 226).
  const buildInTurn = (db: TDatabase): Promise<T> => inBuildTurn(() => build(db));
  const of = (db: TDatabase, latest: number): Promise<T> => liveIndexOf(holders, db, latest, buildInTurn);
  const warm = (db: TDatabase, attempt = 1): void => {
    void latestChangeId(db, log)
      .then((latest) => of(db, latest))
      .catch(() => {
        if (attempt >= WARM_ATTEMPTS) return;
        setTimeout(() => warm(db, attempt + 1), Math.min(60_000, 1000 * 2 ** (attempt - 1))).unref();
      });
  };
  /** What the metrics read (decision 113): the index this process holds, if built, against its change log's latest. */
  const state = async (db: TDatabase): Promise<TLiveIndexState | null> => {
    const index = holders.get(db)?.index;
    return index ? { rows: index.rows, builtAt: index.builtAt, mark: index.mark, latest: await latestChangeId(db, log) } : null;
  };
  return { of, warm, state };
}

export interface TLiveIndexState {
  rows: number;
  builtAt: number;
  /** The last change applied, and the log's latest. */
  mark: number;
  latest: number;
}
