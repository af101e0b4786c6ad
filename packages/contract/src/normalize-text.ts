/**
 * Text normalisation shared by the API's search engine (decision 023), the web's searches of typed content
 * (decision 035) and the screening of job ads (decision 083): the same folding for what people type and for what is searched, so that «إدارة», «ادارة» and
 * «اداره» are one word, and "Nurses" and "nurse" one key.
 */

const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/u;
const TATWEEL = '\u0640';
/** Marks that change nothing a person reads: zero-width characters and bidirectional controls. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\u061C\uFEFF\u00AD]/u;
const ARABIC_LETTER = /[\u0621-\u064A]/u;

/** One letter for the forms people type interchangeably; typographic quotes, dashes and spaces as their ASCII twin. */
const FOLDED: Record<string, string> = {
  'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ى': 'ي', 'ة': 'ه', 'ؤ': 'و', 'ئ': 'ي', 'ک': 'ك', 'ی': 'ي',
  '’': "'", '‘': "'", 'ʼ': "'", '–': '-', '—': '-', '\u00A0': ' ', '\u202F': ' ',
};

/** One character folded (several for a compatibility form such as «ﻻ»), or '' for a mark that is dropped. */
function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : char;
  let out = folds.get(char);
  if (out === undefined) {
    out = foldWide(char);
    if (folds.size < 10_000) folds.set(char, out);
  }
  return out;
}

/** The folding of the characters met so far beyond ASCII (a text uses few distinct ones). */
const folds = new Map<string, string>();

function foldWide(char: string): string {
  let out = '';
  for (const part of char.normalize('NFKC')) {
    if (part === TATWEEL || DIACRITICS.test(part) || INVISIBLE.test(part)) continue;
    const code = part.codePointAt(0)!;
    if (code >= 0x0660 && code <= 0x0669) out += String(code - 0x0660);
    else if (code >= 0x06f0 && code <= 0x06f9) out += String(code - 0x06f0);
    else out += FOLDED[part] ?? part.toLowerCase();
  }
  return out;
}

/**
 * The folding every comparison of typed text shares (search, decision 023; the screening of job ads, decision 083):
 * lower case, no diacritics, tatweel or invisible marks, one alef, ى → ي, ة → ه, ؤ → و, ئ → ي, Persian kaf and yeh
 * to Arabic, Arabic-Indic and Persian digits to ASCII, typographic quotes and dashes to ASCII. Punctuation stays.
 * `origin[i]` is the index in `text` of the character the i-th folded character came from, so a match in the folded
 * text maps back to the words as they were typed.
 */
export function foldText(text: string): { text: string; origin: number[] } {
  let out = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const folded = foldChar(char);
    out += folded;
    for (let i = 0; i < folded.length; i += 1) origin.push(index);
    index += char.length;
  }
  return { text: out, origin };
}

/** `foldText` without the map back (search folds much text and never needs it). */
function fold(text: string): string {
  let out = '';
  for (const char of text) out += foldChar(char);
  return out;
}

/** The folded text with every run of characters that are not letters or digits one space (& reads "and"): words only, for search. */
export function normalizeText(text: string): string {
  return fold(text)
    .replace(/&/gu, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The normalised words of a text. */
export const tokensOf = (text: string): string[] => (text ? normalizeText(text).split(' ').filter(Boolean) : []);

export const isArabic = (word: string) => ARABIC_LETTER.test(word);

/** Arabic prefixes glued to a word: «وال», «بال», «لل», «فال», «كال», «ال». */
const ARABIC_ARTICLE = /^(?:وال|بال|فال|كال|لل|ال)/u;

/**
 * The key of a (normalised) word: the Arabic article and common suffixes (sound plurals, feminine) taken off,
 * English plurals to their singular. What is searched and what is typed both go through it, so it need not be a
 * true stem.
 */
export function keyOf(word: string): string {
  if (isArabic(word)) {
    let key = word;
    const bare = key.replace(ARABIC_ARTICLE, '');
    if (bare.length >= 3) key = bare;
    for (const suffix of ['يين', 'ات', 'ين', 'ون', 'يه', 'ه']) {
      if (key.endsWith(suffix) && key.length - suffix.length >= 3) {
        key = key.slice(0, -suffix.length);
        if (suffix === 'يين' || suffix === 'يه') key += 'ي';
        break;
      }
    }
    return key;
  }
  if (/^\d+$/u.test(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}
