/**
 * Text normalisation of the search engine (decision 023): the same folding for what people type and for the
 * vocabulary, so that «إدارة», «ادارة» and «اداره» are one word, and "Nurses" and "nurse" one key.
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

/** The normalised words of a text, each with the word as typed (to show the words used as the person wrote them). */
export function typedTokensOf(text: string): Array<{ raw: string; display: string }> {
  return text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}\p{M}\u0640]+/u)
    .flatMap((piece) => {
      const tokens = tokensOf(piece);
      return tokens.map((raw) => ({ raw, display: tokens.length === 1 ? piece : raw }));
    });
}

export const isArabic = (word: string) => ARABIC_LETTER.test(word);

/** Arabic prefixes glued to a word: «وال», «بال», «لل», «فال», «كال», «ال». */
const ARABIC_ARTICLE = /^(?:وال|بال|فال|كال|لل|ال)/u;

/**
 * The key of a word for the vocabulary: the Arabic article and common suffixes (sound plurals, feminine) taken off,
 * English plurals to their singular. Both the vocabulary and the query go through it, so it need not be a true stem.
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

/**
 * Letters people confuse in Arabic (they sound alike in Gulf speech or sit side by side on the keyboard): a word's
 * key with each pair folded to one letter, so «محاصب» and «محاسب» share it.
 */
export function confusionKeyOf(key: string): string {
  return key.replace(/ص/gu, 'س').replace(/ث/gu, 'س').replace(/ط/gu, 'ت').replace(/ذ/gu, 'ز').replace(/ظ/gu, 'ض').replace(/ح/gu, 'ه').replace(/ق/gu, 'ك');
}

/**
 * The consonant skeleton of a Latin word, for Arabizi: digits to the letters they stand for (3 ع, 7 ح, 5 خ, 2 ء,
 * 9 ق, 6 ط, 8 غ), vowels and doubled letters dropped: "mohaseb", "mu7asib" and "mohasib" are all "mhsb".
 */
export function skeletonOf(word: string): string {
  return word
    .replace(/kh/gu, 'x')
    .replace(/gh/gu, 'g')
    .replace(/sh/gu, 'c')
    .replace(/2/gu, '')
    .replace(/3/gu, '')
    .replace(/7/gu, 'h')
    .replace(/5/gu, 'x')
    .replace(/9/gu, 'q')
    .replace(/6/gu, 't')
    .replace(/8/gu, 'g')
    .replace(/[aeiouyw]/gu, '')
    .replace(/k/gu, 'q')
    .replace(/(.)\1+/gu, '$1');
}
