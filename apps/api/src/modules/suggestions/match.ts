import { SUGGESTIONS_MAX, type TSuggestion, type TSuggestionKind } from '@tawzeef/contract';
import { confusionKeyOf, isArabic, keyOf, skeletonOf, typedTokensOf } from '../search-engine/normalize.ts';
import { allowedEdits, editDistance, prefixEditDistance } from '../search-engine/typos.ts';

/**
 * Which names answer what is being typed (decision 110), folded and read as search reads words (search-engine's
 * normalize.ts and typos.ts): each typed word the beginning of a word of a name, in order, the last one perhaps
 * unfinished; then, when that finds too few, near spellings (edits, Arabic letters people confuse) and Arabizi (the
 * consonant skeleton of a Latin word). When the whole text names nothing, its last words alone are tried, the words
 * before them kept ("nurse riy" → "nurse Riyadh"), for a city or a skill.
 *
 * A part of the catalogue keeps each distinct word once: a typed word is compared with each word, not with each use
 * of it in a name, and a name's forms are lists of word numbers.
 */

/** A distinct word of the names, with what the comparisons read. */
interface TWord {
  text: string;
  /** Without an Arabic article glued on («الرياض» → «رياض»). */
  bare: string;
  key: string;
  /** Arabic: confused letters folded; Latin: the consonant skeleton. */
  loose: string;
  arabic: boolean;
}

export interface TEntry {
  kind: TSuggestionKind;
  id: number;
  ar: string;
  en: string;
  /** Live jobs of it (null: not counted). */
  jobs: number | null;
  /** Each way of writing its name, as numbers of its part's words. */
  forms: Int32Array[];
}

/** Entries and the words their names are written with. */
export interface TCataloguePart {
  entries: TEntry[];
  words: TWord[];
}

const ARTICLE = /^(?:وال|بال|فال|كال|لل|ال)(?=.{2})/u;
const bareOf = (word: string) => word.replace(ARTICLE, '');
const looseOf = (word: string, arabic: boolean) => (arabic ? confusionKeyOf(bareOf(word)) : skeletonOf(word));

/** Builds a part of the catalogue: `add` an entry by the texts of its names. */
export function cataloguePart(): { part: TCataloguePart; add: (entry: Omit<TEntry, 'forms'>, texts: Iterable<string>) => void } {
  const part: TCataloguePart = { entries: [], words: [] };
  const ids = new Map<string, number>();
  const idOf = (text: string) => {
    let id = ids.get(text);
    if (id === undefined) {
      const arabic = isArabic(text);
      ids.set(text, (id = part.words.length));
      part.words.push({ text, bare: bareOf(text), key: keyOf(text), loose: looseOf(text, arabic), arabic });
    }
    return id;
  };
  const add = (entry: Omit<TEntry, 'forms'>, texts: Iterable<string>) => {
    const forms: Int32Array[] = [];
    const seen = new Set<string>();
    for (const text of texts) {
      const words = typedTokensOf(text).map((token) => token.raw);
      const key = words.join(' ');
      if (!words.length || seen.has(key)) continue;
      seen.add(key);
      forms.push(Int32Array.from(words, idOf));
    }
    part.entries.push({ ...entry, forms });
  };
  return { part, add };
}

interface TTyped {
  raw: string;
  bare: string;
  key: string;
  loose: string;
  arabic: boolean;
  /** How many edits a near spelling of it may carry. */
  edits: number;
  /** The word still being typed (the last): a beginning of a name's word is enough. */
  last: boolean;
}

function typedOf(raw: string, last: boolean): TTyped {
  const arabic = isArabic(raw);
  const bare = bareOf(raw);
  return { raw, bare, key: keyOf(raw), loose: looseOf(raw, arabic), arabic, edits: bare.length >= 4 ? Math.max(1, allowedEdits(bare.length)) : 0, last };
}

/** Whether a name's word begins with (the last typed word) or is the typed word, as written. */
function exactWord(word: TWord, typed: TTyped): boolean {
  // «ري» finds «الرياض»; «الري» finds it too, but not «رئيس», which has no article.
  const bareOk = typed.bare === typed.raw || word.bare !== word.text;
  if (typed.last) return word.text.startsWith(typed.raw) || (bareOk && word.bare.startsWith(typed.bare)) || (typed.key !== typed.raw && word.text.startsWith(typed.key));
  return word.text === typed.raw || (bareOk && word.bare === typed.bare) || word.key === typed.key;
}

/** Whether a name's word is a near spelling of the typed word (of its beginning, for the last typed word). */
function nearWord(word: TWord, typed: TTyped): boolean {
  if (word.arabic !== typed.arabic || (typed.bare !== typed.raw && word.bare === word.text)) return false;
  // Arabizi and confused letters: the same skeleton or folded letters (its beginning, while typing).
  if (typed.loose.length >= 3 && (typed.last ? word.loose.startsWith(typed.loose) : word.loose === typed.loose)) return true;
  const max = typed.edits;
  const text = word.bare;
  if (!max || (text[0] !== typed.bare[0] && text[1] !== typed.bare[1])) return false;
  return typed.last ? prefixEditDistance(typed.bare, text, max) <= max : editDistance(typed.bare, text, max) <= max;
}

/** Per typed word, each word of the part marked: 1 as written, 2 a near spelling, 0 neither. */
function markWords(part: TCataloguePart, typed: readonly TTyped[], near: boolean, marks: Uint8Array[]): void {
  typed.forEach((word, j) => {
    const mark = (marks[j] ??= new Uint8Array(part.words.length));
    part.words.forEach((candidate, id) => {
      if (!mark[id] && exactWord(candidate, word)) mark[id] = 1;
      else if (near && !mark[id] && nearWord(candidate, word)) mark[id] = 2;
    });
  });
}

/**
 * How well a form holds the typed words from `from` on, in order from one of its words: 0 from its first word, 1 from
 * a later one, 2 with a near spelling, 3 not at all.
 */
function formQuality(form: Int32Array, marks: readonly Uint8Array[], from: number): number {
  const count = marks.length - from;
  let best = 3;
  for (let start = 0; start + count <= form.length; start += 1) {
    let near = false;
    let all = true;
    for (let j = 0; j < count && all; j += 1) {
      const mark = marks[from + j]![form[start + j]!]!;
      if (!mark) all = false;
      else if (mark === 2) near = true;
    }
    if (all) best = Math.min(best, near ? 2 : start === 0 ? 0 : 1);
    if (best === 0) break;
  }
  return best;
}

interface TFound {
  entry: TEntry;
  /** 0: a name's beginning; 1: a later word of a name; 2: a near spelling or transliteration. */
  quality: number;
  /** The typed words kept before the name (their number). */
  kept: number;
}

const KIND_ORDER: Record<TSuggestionKind, number> = { occupation: 0, skill: 1, company: 2, city: 3 };
/** What may follow other words ("nurse riy" → Riyadh, "accountant exc" → Excel): a place or a skill, not a new name. */
const AFTER_WORDS = new Set<TSuggestionKind>(['city', 'skill']);
/** At most this many of one kind while others wait. */
const PER_KIND = 4;

/** The suggestions for `q` among the parts' entries, best first, at most SUGGESTIONS_MAX, in the reader's language. */
export function suggest(parts: readonly TCataloguePart[], q: string, locale: 'ar' | 'en'): TSuggestion[] {
  const tokens = typedTokensOf(q);
  if (!tokens.length) return [];
  const typed = tokens.map((token, index) => typedOf(token.raw, index === tokens.length - 1));
  const found = new Map<TEntry, TFound>();
  // The whole text, then its last words alone (the words before kept as typed), each as written, then near.
  for (const near of [false, true]) {
    for (const part of parts) {
      const marks: Uint8Array[] = [];
      markWords(part, typed, near, marks);
      for (let kept = 0; kept < typed.length; kept += 1) {
        for (const entry of part.entries) {
          if (found.has(entry) || (kept > 0 && !AFTER_WORDS.has(entry.kind))) continue;
          let quality = 3;
          for (const form of entry.forms) quality = Math.min(quality, formQuality(form, marks, kept));
          if (quality < 3) found.set(entry, { entry, quality, kept });
        }
      }
    }
    if (found.size >= SUGGESTIONS_MAX) break;
  }
  const order = [...found.values()].sort(
    (a, b) =>
      a.kept - b.kept ||
      a.quality - b.quality ||
      (b.entry.jobs ?? 0) - (a.entry.jobs ?? 0) ||
      KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
      a.entry[locale].length - b.entry[locale].length,
  );
  const chosen = new Set<TFound>();
  const perKind = new Map<TSuggestionKind, number>();
  for (const pass of [true, false]) {
    for (const item of order) {
      if (chosen.size >= SUGGESTIONS_MAX) break;
      if (chosen.has(item) || (pass && (perKind.get(item.entry.kind) ?? 0) >= PER_KIND)) continue;
      chosen.add(item);
      perKind.set(item.entry.kind, (perKind.get(item.entry.kind) ?? 0) + 1);
    }
  }
  return order
    .filter((item) => chosen.has(item))
    .map(({ entry, quality, kept }) => {
      const name = entry[locale];
      const other = locale === 'ar' ? entry.en : entry.ar;
      const before = tokens.slice(0, kept).map((token) => token.display);
      return { kind: entry.kind, id: entry.id, name, other: other && other !== name ? other : null, text: [...before, name].join(' '), jobs: entry.jobs, approximate: quality === 2 };
    });
}
