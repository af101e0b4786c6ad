import { SUGGESTIONS_MAX, type TSuggestion, type TSuggestionKind } from '@tawzeef/contract';
import { confusionKeyOf, isArabic, keyOf, skeletonOf, typedTokensOf } from '../search-engine/normalize.ts';
import { allowedEdits, editDistance } from '../search-engine/typos.ts';

/**
 * Which names answer what is being typed (decision 110), folded and read as search reads words (search-engine's
 * normalize.ts and typos.ts): each typed word the beginning of a word of a name, in order, the last one perhaps
 * unfinished; then, when that finds too few, near spellings (edits, Arabic letters people confuse) and Arabizi (the
 * consonant skeleton of a Latin word). When the whole text names nothing, its last words alone are tried, the words
 * before them kept ("nurse riy" → "nurse Riyadh"), for a city or a skill.
 */

/** One way of writing a name: its normalised words, each with what the near readings compare. */
export interface TForm {
  words: string[];
  /** Each word without an Arabic article glued on («الرياض» → «رياض»). */
  bare: string[];
  /** Arabic words: with confused letters folded; Latin words: their consonant skeleton. */
  loose: string[];
}

export interface TEntry {
  kind: TSuggestionKind;
  id: number;
  ar: string;
  en: string;
  /** Live jobs of it (null: not counted). */
  jobs: number | null;
  forms: TForm[];
}

const ARTICLE = /^(?:وال|بال|فال|كال|لل|ال)(?=.{2})/u;
const bareOf = (word: string) => word.replace(ARTICLE, '');
const looseOf = (word: string) => (isArabic(word) ? confusionKeyOf(bareOf(word)) : skeletonOf(word));

/** The forms of a name from its texts (each normalised; the empty ones left out). */
export function formsOf(texts: Iterable<string>): TForm[] {
  const forms: TForm[] = [];
  const seen = new Set<string>();
  for (const text of texts) {
    const words = typedTokensOf(text).map((token) => token.raw);
    const key = words.join(' ');
    if (!words.length || seen.has(key)) continue;
    seen.add(key);
    forms.push({ words, bare: words.map(bareOf), loose: words.map(looseOf) });
  }
  return forms;
}

interface TTyped {
  raw: string;
  bare: string;
  key: string;
  loose: string;
  /** How many edits a near spelling of it may carry. */
  edits: number;
}

const typedOf = (raw: string): TTyped => ({ raw, bare: bareOf(raw), key: keyOf(raw), loose: looseOf(raw), edits: raw.length >= 4 ? Math.max(1, allowedEdits(raw.length)) : 0 });

/** Whether a name's word begins with (`last`) or is the typed word, as written. */
function exactWord(form: TForm, at: number, typed: TTyped, last: boolean): boolean {
  const word = form.words[at]!;
  const bare = form.bare[at]!;
  if (last) return word.startsWith(typed.raw) || bare.startsWith(typed.bare) || (typed.key !== typed.raw && word.startsWith(typed.key));
  return word === typed.raw || bare === typed.bare || keyOf(word) === typed.key;
}

/** Whether a name's word is a near spelling of the typed word (its beginning, for the word being typed). */
function nearWord(form: TForm, at: number, typed: TTyped, last: boolean): boolean {
  const word = form.bare[at]!;
  const loose = form.loose[at]!;
  if (isArabic(word) !== isArabic(typed.bare)) return false;
  // Arabizi and confused letters: the same skeleton or folded letters (its beginning, while typing).
  if (typed.loose.length >= (isArabic(typed.bare) ? 2 : 3) && (last ? loose.startsWith(typed.loose) : loose === typed.loose)) return true;
  const max = typed.edits;
  if (!max || (word[0] !== typed.bare[0] && word[1] !== typed.bare[1])) return false;
  if (!last) return editDistance(typed.bare, word, max) <= max;
  for (let length = Math.max(1, typed.bare.length - max); length <= Math.min(word.length, typed.bare.length + max); length += 1) {
    if (editDistance(typed.bare, word.slice(0, length), max) <= max) return true;
  }
  return false;
}

/** The first word of `form` from which every typed word matches, or -1. */
function matchAt(form: TForm, typed: readonly TTyped[], test: typeof exactWord): number {
  for (let start = 0; start + typed.length <= form.words.length; start += 1) {
    let all = true;
    for (let j = 0; j < typed.length && all; j += 1) all = test(form, start + j, typed[j]!, j === typed.length - 1) || (test === nearWord && exactWord(form, start + j, typed[j]!, j === typed.length - 1));
    if (all) return start;
  }
  return -1;
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

/** The entries whose names answer `typed` (from `kept` on), at most one find an entry; `near`: near spellings too. */
function findIn(entries: readonly TEntry[], typed: readonly TTyped[], kept: number, near: boolean, found: Map<TEntry, TFound>): void {
  for (const entry of entries) {
    if (found.has(entry) || (kept > 0 && !AFTER_WORDS.has(entry.kind))) continue;
    let best = 3;
    for (const form of entry.forms) {
      const at = matchAt(form, typed, exactWord);
      if (at === 0) {
        best = 0;
        break;
      }
      if (at > 0) best = 1;
    }
    if (best === 3 && near) for (const form of entry.forms) if (matchAt(form, typed, nearWord) >= 0) best = 2;
    if (best < 3) found.set(entry, { entry, quality: best, kept });
  }
}

/** The suggestions for `q` among `entries`, best first, at most SUGGESTIONS_MAX, in the reader's language. */
export function suggest(entries: readonly TEntry[], q: string, locale: 'ar' | 'en'): TSuggestion[] {
  const tokens = typedTokensOf(q);
  if (!tokens.length) return [];
  const typed = tokens.map((token) => typedOf(token.raw));
  const found = new Map<TEntry, TFound>();
  // The whole text, then its last words alone (the words before kept as typed), each exactly, then near.
  for (const near of [false, true]) {
    for (let kept = 0; kept < typed.length && found.size < SUGGESTIONS_MAX; kept += 1) findIn(entries, typed.slice(kept), kept, near, found);
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
  const chosen: TFound[] = [];
  const perKind = new Map<TSuggestionKind, number>();
  for (const pass of [true, false]) {
    for (const item of order) {
      if (chosen.length >= SUGGESTIONS_MAX) break;
      if (chosen.includes(item) || (pass && (perKind.get(item.entry.kind) ?? 0) >= PER_KIND)) continue;
      chosen.push(item);
      perKind.set(item.entry.kind, (perKind.get(item.entry.kind) ?? 0) + 1);
    }
  }
  chosen.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return chosen.map(({ entry, quality, kept }) => {
    const name = entry[locale];
    const other = locale === 'ar' ? entry.en : entry.ar;
    const before = tokens.slice(0, kept).map((token) => token.display);
    return {
      kind: entry.kind,
      id: entry.id,
      name,
      other: other && other !== name ? other : null,
      text: [...before, name].join(' '),
      jobs: entry.jobs,
      approximate: quality === 2,
    };
  });
}
