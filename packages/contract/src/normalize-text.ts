/**
 * Text normalisation shared by the API's search engine (decision 023) and the web's searches of typed content
 * (decision 035): the same folding for what people type and for what is searched, so that «إدارة», «ادارة» and
 * «اداره» are one word, and "Nurses" and "nurse" one key.
 */

const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/gu;
const TATWEEL = /\u0640/gu;
const ARABIC_LETTER = /[\u0621-\u064A]/u;

/** Arabic-Indic and Persian digits to ASCII. */
const foldDigits = (text: string) => text.replace(/[\u0660-\u0669\u06F0-\u06F9]/gu, (digit) => String((digit.codePointAt(0)! & 0xf) % 10));

/**
 * Lower case, no diacritics or tatweel, one alef, ى → ي, ة → ه, ؤ → و, ئ → ي, Persian kaf and yeh to Arabic,
 * and every character that is not a letter or a digit a space.
 */
export function normalizeText(text: string): string {
  return foldDigits(text.normalize('NFKC'))
    .toLowerCase()
    .replace(DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/ى/gu, 'ي')
    .replace(/ة/gu, 'ه')
    .replace(/ؤ/gu, 'و')
    .replace(/ئ/gu, 'ي')
    .replace(/ک/gu, 'ك')
    .replace(/ی/gu, 'ي')
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
