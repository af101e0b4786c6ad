/**
 * A number as people write it in words, in Arabic or English (decision 152): «سنتان» 2, «ثلاث سنوات» 3, «خمسة وعشرون» 25,
 * «سنة ونصف» 1.5, "two", "twenty-five years", "a year and a half" 1.5, or digits with a unit ("5 years", «٥ سنوات»).
 * A screening question that asks a number reads the answer with it (screening-questions.ts, `readAnswerNumber`).
 * Anything it does not read with certainty is null ("more than five", "6 months", "five three"): the seeker is then
 * asked for digits, rather than the answer being guessed.
 */
import { foldText } from './normalize-text.ts';

/** Words as foldText leaves them: one alef, ة → ه, ى → ي, ئ → ي, no diacritics (so «عامًا» is «عاما»). */
const ONES: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  صفر: 0, واحد: 1, واحده: 1, احد: 1, احدي: 1, اثنان: 2, اثنين: 2, اثنتان: 2, اثنتين: 2, اثنا: 2, اثني: 2, اثنتا: 2, اثنتي: 2,
  ثلاث: 3, ثلاثه: 3, اربع: 4, اربعه: 4, خمس: 5, خمسه: 5, ست: 6, سته: 6, سبع: 7, سبعه: 7,
  ثمان: 8, ثماني: 8, ثمانيه: 8, تسع: 9, تسعه: 9,
};
const TEENS: Record<string, number> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  عشر: 10, عشره: 10,
};
const TENS: Record<string, number> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  عشرون: 20, عشرين: 20, ثلاثون: 30, ثلاثين: 30, اربعون: 40, اربعين: 40, خمسون: 50, خمسين: 50,
  ستون: 60, ستين: 60, سبعون: 70, سبعين: 70, ثمانون: 80, ثمانين: 80, تسعون: 90, تسعين: 90,
};
/** Hundreds as one word: «مئتان», «ثلاثمائة» … «تسعمئة» (folded: «ميتان», «ثلاثمايه»); «مائة» alone multiplies like "hundred". */
const HUNDREDS: Record<string, number> = { مايتان: 200, مايتين: 200, ميتان: 200, ميتين: 200 };
for (const [word, value] of Object.entries({ ثلاث: 3, اربع: 4, خمس: 5, ست: 6, سبع: 7, ثمان: 8, تسع: 9 })) {
  HUNDREDS[`${word}مايه`] = value * 100;
  HUNDREDS[`${word}ميه`] = value * 100;
}
const HUNDRED = new Set(['hundred', 'hundreds', 'مايه', 'ميه']);
const THOUSAND = new Set(['thousand', 'thousands', 'الف', 'الاف', 'الوف']);
const THOUSANDS_TWO = new Set(['الفان', 'الفين']);
const HALF = new Set(['half', 'نصف']);
/** "a" / "an": one, when a unit or "half" follows ("a year", "a year and a half"). */
const ARTICLE = new Set(['a', 'an']);
/** The unit of the question, usually years: one year when no number is written («سنة», "year"), dropped otherwise. */
const UNIT_ONE = new Set(['year', 'yr', 'سنه', 'عام', 'عاما']);
const UNIT_MANY = new Set(['years', 'yrs', 'سنوات', 'سنين', 'اعوام']);
/** Two of the unit in one word: «سنتان», «عامان». */
const UNIT_TWO = new Set(['سنتان', 'سنتين', 'عامان', 'عامين']);
/** Words that change nothing: "and", «و», "of experience", «فقط», «تقريبا». */
const FILLER = new Set(['and', 'of', 'experience', 'only', 'about', 'around', 'approximately', 'و', 'خبره', 'الخبره', 'من', 'فقط', 'تقريبا', 'حوالي']);

type TWord =
  | { kind: 'number'; value: number; level: 'digits' | 'ones' | 'teens' | 'tens' | 'hundreds' }
  | { kind: 'teen-ten' | 'hundred' | 'thousand' | 'thousands-two' | 'half' | 'article' | 'unit-one' | 'unit-many' | 'unit-two' | 'filler' };

function wordOf(token: string): TWord | null {
  if (/^\d+(\.\d+)?$/u.test(token)) return { kind: 'number', value: Number(token), level: 'digits' };
  if (token in ONES) return { kind: 'number', value: ONES[token]!, level: 'ones' };
  if (token === 'عشر' || token === 'عشره') return { kind: 'teen-ten' };
  if (token in TEENS) return { kind: 'number', value: TEENS[token]!, level: 'teens' };
  if (token in TENS) return { kind: 'number', value: TENS[token]!, level: 'tens' };
  if (token in HUNDREDS) return { kind: 'number', value: HUNDREDS[token]!, level: 'hundreds' };
  if (HUNDRED.has(token)) return { kind: 'hundred' };
  if (THOUSAND.has(token)) return { kind: 'thousand' };
  if (THOUSANDS_TWO.has(token)) return { kind: 'thousands-two' };
  if (HALF.has(token)) return { kind: 'half' };
  if (ARTICLE.has(token)) return { kind: 'article' };
  if (UNIT_TWO.has(token)) return { kind: 'unit-two' };
  if (UNIT_ONE.has(token)) return { kind: 'unit-one' };
  if (UNIT_MANY.has(token)) return { kind: 'unit-many' };
  if (FILLER.has(token)) return { kind: 'filler' };
  return null;
}

/** A token read as a word, trying it without the conjunction «و» glued to its front («وعشرون», «ونصف»). */
function readToken(token: string): TWord | null {
  return wordOf(token) ?? (token.length > 1 && token.startsWith('و') ? wordOf(token.slice(1)) : null);
}

/** The tokens of a text: folded, separators of thousands dropped, a decimal point kept between digits. */
function tokensOf(text: string): string[] {
  return foldText(text)
    .text.replace(/(\d)[,\u066c](?=\d{3}(?!\d))/gu, '$1')
    .replace(/(\d)[\u066b](?=\d)/gu, '$1.')
    .split(/(?:[^\p{L}\p{N}.]|\.(?!\d)|(?<!\d)\.)+/u)
    .filter(Boolean);
}

const ARABIC = /[\u0621-\u064A]/u;

/** Whether `value` (of `level`, written in Arabic or not) may be added to the part of the number being built, `part`. */
function fits(part: number, value: number, level: string, isArabic: boolean): boolean {
  if (part === 0) return true;
  const below = part % 100;
  // "twenty five": ones after round tens.
  if (level === 'ones' && below >= 20 && below % 10 === 0) return true;
  // «خمسة وعشرون»: in Arabic the tens come after the ones.
  if (level === 'tens' && isArabic && below >= 1 && below <= 9) return true;
  // «مائة وخمسون», "a hundred and five": a number below a hundred after whole hundreds.
  return below === 0 && value < 100 && level !== 'digits';
}

/** The number written in `text` in words (or digits with a unit), or null when it is not read with certainty. */
export function readNumberWords(text: string): number | null {
  const tokens = tokensOf(text);
  if (tokens.length === 0 || tokens.length > 12) return null;
  let total = 0;
  let part = 0;
  let sawNumber = false;
  let half = false;
  let impliedOne = false;
  let previous: TWord | null = null;
  for (const token of tokens) {
    const word = readToken(token);
    if (!word) return null;
    switch (word.kind) {
      case 'number':
        if (word.level === 'digits' && sawNumber) return null;
        if (!fits(part, word.value, word.level, ARABIC.test(token))) return null;
        part += word.value;
        sawNumber = true;
        break;
      case 'teen-ten':
        // «خمس عشرة» 15, «احدى عشر» 11; «عشر» alone 10.
        if (previous?.kind === 'number' && previous.level === 'ones' && part % 100 >= 1 && part % 100 <= 9) part += 10;
        else if (fits(part, 10, 'teens', true)) part += 10;
        else return null;
        sawNumber = true;
        break;
      case 'hundred':
        part = (part || 1) * 100;
        sawNumber = true;
        break;
      case 'thousand':
        total += (part || 1) * 1000;
        part = 0;
        sawNumber = true;
        break;
      case 'thousands-two':
        if (sawNumber) return null;
        total += 2000;
        sawNumber = true;
        break;
      case 'half':
        if (half) return null;
        half = true;
        break;
      case 'unit-two':
        if (sawNumber) return null;
        part = 2;
        sawNumber = true;
        break;
      case 'article':
      case 'unit-one':
        if (!sawNumber && !half) impliedOne = true;
        break;
      case 'unit-many':
      case 'filler':
        break;
    }
    previous = word;
  }
  const whole = sawNumber ? total + part : impliedOne ? 1 : 0;
  if (!sawNumber && !impliedOne && !half) return null;
  return whole + (half ? 0.5 : 0);
}
