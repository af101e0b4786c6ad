/** Per-word typo correction of the search engine (decision 023): the nearest known word, if near enough. */

/** Edit distance with transpositions (optimal string alignment), stopping early beyond `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const previous2: number[] = new Array(b.length + 1).fill(0);
  let previous: number[] = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous2.splice(0, previous2.length, ...previous);
    previous = current;
  }
  return previous[b.length]!;
}

/** Trigrams of a word padded like pg_trgm's ("  w", " wo", "wor", ..., "rd "). */
function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1) grams.add(padded.slice(index, index + 3));
  return grams;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigramsOf(a);
  const right = trigramsOf(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** How many edits a word of this length may carry: none under 5 letters, one up to 7, two beyond. */
export const allowedEdits = (length: number) => (length < 5 ? 0 : length <= 7 ? 1 : 2);

/**
 * The known word nearest `word`, when within its allowed edits (`max`, by its length unless given); ties go to the higher trigram similarity, then
 * to the vocabulary's order (its most common words first). `words` are grouped by length for speed.
 */
export function nearestWord(word: string, wordsByLength: ReadonlyMap<number, readonly string[]>, max = allowedEdits(word.length)): string | null {
  if (max === 0) return null;
  let best: { word: string; distance: number; similarity: number } | null = null;
  for (let length = word.length - max; length <= word.length + max; length += 1) {
    for (const candidate of wordsByLength.get(length) ?? []) {
      if (candidate[0] !== word[0] && candidate[1] !== word[1]) continue;
      const distance = editDistance(word, candidate, max);
      if (distance > max || distance === 0) continue;
      const similarity = trigramSimilarity(word, candidate);
      if (!best || distance < best.distance || (distance === best.distance && similarity > best.similarity)) best = { word: candidate, distance, similarity };
    }
  }
  return best?.word ?? null;
}

/**
 * The fewest edits (with transpositions) that make `typed` a beginning of `word`, for a word still being typed
 * (suggestions, decision 110): "acount" is one edit from "account…". Stops early beyond `max`.
 */
export function prefixEditDistance(typed: string, word: string, max: number): number {
  const columns = word.length + 1;
  let previous2 = new Int32Array(columns);
  let previous = new Int32Array(columns);
  let current = new Int32Array(columns);
  for (let j = 0; j < columns; j += 1) previous[j] = j;
  for (let i = 1; i <= typed.length; i += 1) {
    current[0] = i;
    let best = i;
    for (let j = 1; j < columns; j += 1) {
      const cost = typed[i - 1] === word[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) value = Math.min(value, previous2[j - 2]! + 1);
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  let best = max + 1;
  for (let j = 0; j < columns; j += 1) best = Math.min(best, previous[j]!);
  return best;
}
