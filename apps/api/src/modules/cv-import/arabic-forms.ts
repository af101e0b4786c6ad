/**
 * Arabic text as PDF readers hand it back, folded to the letters people typed (decision 152). Presentation forms
 * (U+FB50–U+FDFF, U+FE70–U+FEFF: «ﻋﺒﺪ», the lam-alef «ﻻ», the name of God «ﷲ») unfold by NFKC. A producer that maps a
 * ligature glyph to its letters in logical order has them turned round with the right-to-left item they sit in:
 * the ligature «لله» of «عبدالله» comes out «هلل», so the name reads «عبداهلل» (or «عبدهللا» when the alef is part of
 * the glyph). No Arabic word ends so; the letters are put back as «الله».
 */

/** Marks a ligature may carry (shadda, the superscript alef of «اللّٰه»). */
const MARKS = '[\\u064B-\\u0652\\u0670]*';
/** «…اهلل» or «…هللا» at a word's end (a letter may not follow), with any marks between. */
const TURNED_ALLAH = new RegExp(`(?:ا${MARKS}ه${MARKS}ل${MARKS}ل|ه${MARKS}ل${MARKS}ل${MARKS}ا)${MARKS}(?![\\p{L}\\p{M}])`, 'gu');

export function foldPdfArabic(text: string): string {
  return text.normalize('NFKC').replace(TURNED_ALLAH, 'الله');
}
