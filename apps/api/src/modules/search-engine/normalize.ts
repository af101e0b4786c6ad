/**
 * Text normalisation of the search engine (decision 023): the same folding for what people type and for the
 * vocabulary, so that «إدارة», «ادارة» and «اداره» are one word, and "Nurses" and "nurse" one key.
 */

import { tokensOf } from '@tawzeef/contract';

// The folding itself is shared with the web's searches of typed content (decision 035).
export { isArabic, keyOf, normalizeText, tokensOf } from '@tawzeef/contract';

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

/**
 * Letters people confuse in Arabic (they sound alike in Gulf speech or sit side by side on the keyboard): a word's
 * key with each pair folded to one letter, so «محاصب» and «محاسب» share it.
 */
export function confusionKeyOf(key: string): string {
  return key.replace(/ص/gu, 'س').replace(/ث/gu, 'س').replace(/ط/gu, 'ت').replace(/ذ/gu, 'ز').replace(/ظ/gu, 'ض').replace(/ح/gu, 'ه').replace(/ق/gu, 'ك');
}

/**
 * The consonants of (folded) Arabic letters as `skeletonOf` writes them in Latin, so a name in one script is found by
 * its spelling in the other («جرير» and "jarir", «تمكين» and "tamkeen": "jr", "tmqn"). Long vowels, hamza and ain are
 * dropped as Latin's vowels are; ة was folded to ه.
 */
const LATIN_OF_ARABIC: Record<string, string> = {
  ب: 'b', ت: 't', ث: 'th', ج: 'j', ح: 'h', خ: 'x', د: 'd', ذ: 'dh', ر: 'r', ز: 'z', س: 's', ش: 'c', ص: 's', ض: 'd', ط: 't', ظ: 'z', غ: 'g', ف: 'f',
  ق: 'q', ك: 'q', ل: 'l', م: 'm', ن: 'n', ه: 'h', پ: 'b', گ: 'g', ڤ: 'v',
};

/** An Arabic word's consonant skeleton in `skeletonOf`'s letters (see LATIN_OF_ARABIC). */
export function arabicSkeletonOf(word: string): string {
  return [...word].map((char) => LATIN_OF_ARABIC[char] ?? '').join('').replace(/(.)\1+/gu, '$1');
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
