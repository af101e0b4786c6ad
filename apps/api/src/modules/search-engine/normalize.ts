/**
 * Text normalisation of the search engine (decision 023): the same folding for what people type and for the
 * vocabulary, so that «إدارة», «ادارة» and «اداره» are one word, and "Nurses" and "nurse" one key.
 */

import { isArabic, tokensOf } from '@tawzeef/contract';

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

/**
 * A word's consonants in either script, the letters one script writes for another's folded (p as b, v as f, x as ks),
 * so that a loanword reads alike in both: "tekla" and «تكلا», "maximo" and «ماكسيمو», "primavera" and «بريمافيرا»
 * (decision 240).
 */
export function soundOf(word: string): string {
  const consonants = isArabic(word) ? arabicSkeletonOf(word) : skeletonOf(word.replace(/x/gu, 'ks'));
  return consonants.replace(/p/gu, 'b').replace(/v/gu, 'f');
}

/**
 * The consonant skeletons a Latin word may be read as in Arabizi (decision 204): `skeletonOf`'s first, then the
 * other values its letters have as people type them: 2 for ق (Levantine and Egyptian "sa2e2" «سائق»), 9 for ص and 8
 * for ق (Gulf "9aydali" «صيدلي»), g for ج (Egyptian "naggar" «نجار»); and a final a, ah, e or eh as ة (folded to ه:
 * "khayata" «خياطة»).
 */
export function arabiziSkeletonsOf(word: string): Array<{ skeleton: string; consonants: number }> {
  let variants = [word];
  for (const [letter, value] of [['2', 'q'], ['9', 's'], ['8', 'q'], ['g', 'j']] as const)
    if (word.replace(/gh/gu, '').includes(letter)) variants = variants.flatMap((variant) => [variant, variant.replace(letter === 'g' ? /g(?!h)/gu : new RegExp(letter, 'gu'), value)]);
  const feminine = /(?:a|ah|e|eh)$/u.test(word);
  const skeletons = new Map<string, number>();
  for (const skeleton of variants.map(skeletonOf)) {
    if (!skeletons.has(skeleton)) skeletons.set(skeleton, skeleton.length);
    // ة is no consonant the word was typed with: how many it has is the skeleton's without it.
    if (feminine && !skeletons.has(`${skeleton}h`)) skeletons.set(`${skeleton}h`, skeleton.length);
  }
  return [...skeletons].map(([skeleton, consonants]) => ({ skeleton, consonants }));
}

/** The long vowels of an Arabic word (ا a, و u, ي ى i; a first alif is a hamza's seat, not a vowel). */
const VOWEL_OF_ARABIC: Record<string, string> = { ا: 'a', و: 'u', ي: 'i', ى: 'i' };
/** The vowels of a Latin word as Arabizi writes them (e for a or i; w and y as the long vowels و and ي). */
const VOWELS_OF_LATIN: Record<string, string> = { a: 'a', e: 'ai', i: 'i', o: 'u', u: 'u', w: 'u', y: 'i' };

/**
 * Whether a Latin word's vowels spell an Arabic word's long vowels in order (decision 204): "7addad" «حداد», "sawwa2"
 * «سواق»; a word of two consonants is read only so.
 */
export function vowelsSpell(latin: string, arabic: string): boolean {
  const wanted = [...arabic.slice(1)].map((char) => VOWEL_OF_ARABIC[char]).filter((vowel): vowel is string => vowel !== undefined);
  let at = 0;
  for (const char of latin) if (at < wanted.length && VOWELS_OF_LATIN[char]?.includes(wanted[at]!)) at += 1;
  return wanted.length > 0 && at === wanted.length;
}
