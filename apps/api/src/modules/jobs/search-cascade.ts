import type { TSearchPlan } from '../search-engine/engine.ts';

/**
 * The cascade of a job search when its words find nothing or only other work (decisions 023, 058, 077, 079, 082,
 * 106), written once for both engines: the order of the readings tried and when to stop are here; an engine (the
 * in-memory index, search-index-engine.ts, or PostgreSQL, search-sql.ts) only answers one reading at a time. A new
 * way of reading the words is a new mode here and its answer in each engine.
 */

/**
 * How the words of a search are matched: as typed (exact), as understood, with fewer words, as the occupations near
 * those named (related: the plan given is the search's `related` one, decision 077), or by trigrams.
 */
export type TSearchMode = 'exact' | 'understood' | 'relaxed' | 'related' | 'fuzzy';

/**
 * One reading asked of an engine: its mode and the plan to read (the search's, or its `related` one). `checkStrong`
 * (the first reading, when the words name an occupation): the answer says whether relevance's first tier holds any
 * of its newest matches (TCascadeAnswer.strong, decision 079).
 */
export interface TCascadeStep {
  mode: TSearchMode;
  plan: TSearchPlan | null;
  checkStrong?: boolean;
}

/** What the cascade reads of an engine's answer. */
export interface TCascadeAnswer {
  total: number;
  totalEstimated: boolean;
  /** With `checkStrong` and some match: whether a job of a named occupation, or whose title holds the words, is among them. */
  strong?: boolean;
}

/**
 * An engine answering the readings of one search. `answer` gives null when the engine cannot read the words that way
 * (no word left with fewer words; never for the first reading nor near spellings), which is as if nothing matched.
 * The index answers synchronously, so that nothing runs between its answer and its cards (decision 054); what it
 * must read first (the titles near the words, which only PostgreSQL's trigrams find), it reads in `prepare`.
 */
export interface TCascadeEngine<A extends TCascadeAnswer> {
  prepare?(step: TCascadeStep): Promise<void> | undefined;
  answer(step: TCascadeStep): A | null | Promise<A | null>;
  /** The answer with no job in it, and no counts (decision 082). */
  nothing(answer: A): A;
}

/** The search the cascade reads. */
export interface TCascadeSearch {
  plan: TSearchPlan | null;
  /** No words to match: only filters, or only a place, a term and noise words. */
  withoutWords: boolean;
  /** The search of the occupations near those the words name, when the search may show them (decision 077; alerts: no). */
  relating: TSearchPlan | null;
  /** Whether the words name an occupation, so that jobs holding them only in their text are other work (decisions 079, 082). */
  namesOccupation: boolean;
  /** How many newest matches are ranked (and looked at for a strong match). */
  window: number;
  exact: boolean;
}

/** The answer chosen, and whether it reads the words otherwise than asked (the answer's `meta.approximate`). */
export interface TCascadeOutcome<A> {
  found: A;
  approximate: boolean;
}

/**
 * Whether some words of a search are not in the vocabulary (no occupation, field or place): only then may near
 * spellings of titles be looked for when nothing matched. Words that name occupations and found no job of them
 * mean there is none; titles merely spelt alike ("Accountant" for "Assistant") would be unrelated jobs.
 */
const hasUnknownWords = (plan: TSearchPlan) => plan.groups.some((group) => group.kind === 'words' && !group.rankOnly);

/**
 * Whether a search whose words name an occupation, none of whose matches is of it or holds the words in its title,
 * and whose near occupations have no job either, found only other work: every match was looked at (at most `window`,
 * counted exactly), so each holds the words only in its text ("social accounts" for "accountant"). Decision 082.
 */
function onlyOtherWork(total: number, estimated: boolean, window: number): boolean {
  return !estimated && total <= window;
}

/** The readings of a search in their order, each yielded to the engine, which sends its answer back. */
function* readings<A extends TCascadeAnswer>(search: TCascadeSearch, nothing: (answer: A) => A): Generator<TCascadeStep, TCascadeOutcome<A>, A | null> {
  const { plan, relating } = search;
  const first = (yield { mode: plan ? 'understood' : 'exact', plan, checkStrong: search.namesOccupation })!;
  if (first.total > 0 || search.withoutWords) {
    // Words beside the occupation's that name nothing the vocabulary knows, all found in each match's text, say what
    // the text is about ("preventive maintenance", «كود البناء السعودي»): that is the work asked for, not other work
    // (decision 242: the other-work rule of 082 is for words that all name occupations, fields or places).
    if (search.namesOccupation && first.total > 0 && first.strong === false && !(plan && hasUnknownWords(plan))) {
      // Found only through their descriptions, while the words name an occupation: its near ones first (decision
      // 079); with none of them either, and every match looked at, nothing rather than other work (decision 082).
      const related = relating ? yield { mode: 'related', plan: relating } : null;
      if (related && related.total > 0) return { found: related, approximate: true };
      if (onlyOtherWork(first.total, first.totalEstimated, search.window)) return { found: nothing(first), approximate: false };
    }
    return { found: first, approximate: false };
  }
  // Nothing: fewer words must match (any of them rather than all); then the jobs of the occupations near those the
  // words name (decision 077).
  const relaxed = yield { mode: 'relaxed', plan };
  if (relaxed && relaxed.total > 0) return { found: relaxed, approximate: true };
  const related = relating ? yield { mode: 'related', plan: relating } : null;
  if (related && related.total > 0) return { found: related, approximate: true };
  // Words that all name occupations, fields or places: none of their jobs is none (hasUnknownWords).
  // A boolean query (decision 136) means its operators: no titles merely spelt alike either.
  if (plan && (!hasUnknownWords(plan) || plan.shape)) return { found: first, approximate: false };
  // Still nothing: the near spellings of titles (decision 058).
  const fuzzy = (yield { mode: 'fuzzy', plan })!;
  return { found: fuzzy, approximate: !search.exact };
}

/**
 * The answer of a search through its cascade on `engine`, and `then` of it. Synchronous for as long as the engine
 * answers so: `then` runs in the same turn as the last answer (the index's cards, decision 054).
 */
export function searchCascade<A extends TCascadeAnswer, R>(search: TCascadeSearch, engine: TCascadeEngine<A>, then: (outcome: TCascadeOutcome<A>) => R): R | Promise<R> {
  const steps = readings<A>(search, (answer) => engine.nothing(answer));
  const go = (next: IteratorResult<TCascadeStep, TCascadeOutcome<A>>): R | Promise<R> => {
    if (next.done) return then(next.value);
    const step = next.value;
    const reply = (): R | Promise<R> => {
      const answer = engine.answer(step);
      return answer instanceof Promise ? answer.then((value) => go(steps.next(value))) : go(steps.next(answer));
    };
    const ready = engine.prepare?.(step);
    return ready ? ready.then(reply) : reply();
  };
  return go(steps.next());
}
