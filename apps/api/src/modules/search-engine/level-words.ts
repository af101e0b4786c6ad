import { tokensOf } from './normalize.ts';

/**
 * Levels and experience in a job seeker's words (decision 109): "junior", "entry level", "fresh graduate", «حديث
 * تخرج», «بدون خبرة», «خبرة سنتين», "5 years", «٥ سنوات خبرة» say how much experience the seeker brings, read as the
 * job search's experience filter (jobs asking for at most that many years), as "part time" is read as the job type
 * (decision 080). "senior", «أول» (after a title: «محاسب أول») filter nothing: they rank senior titles first.
 */

/** What a level phrase means: at most this many years asked (`experience`), or a senior title wanted. */
export type TLevel = { experience: number; senior?: never } | { senior: true; experience?: never };

const phrase = (text: string) => tokensOf(text).join(' ');

/** Phrases of a level, by their normalised words. */
const LEVEL_PHRASES = new Map<string, TLevel>([
  ...['junior', 'jr', 'junior level', 'جونيور', 'مبتدئ', 'مبتدئه', 'مبتدئين'].map((text) => [phrase(text), { experience: 2 }] as const),
  ...['entry level', 'entry-level', 'beginner', 'beginners', 'مستوى مبتدئ', 'بداية مسار', 'مستوى اول', 'خبرة قليلة', 'خبره قليله'].map((text) => [phrase(text), { experience: 1 }] as const),
  ...[
    'fresh graduate', 'fresh graduates', 'fresh grad', 'fresh grads', 'freshers', 'fresher', 'new graduate', 'new graduates', 'recent graduate', 'recent graduates',
    'no experience', 'no experience required', 'without experience', 'zero experience', 'no prior experience',
    'حديث تخرج', 'حديث التخرج', 'حديثي التخرج', 'حديثي تخرج', 'حديثة التخرج', 'حديثه التخرج', 'حديثات التخرج', 'لحديثي التخرج', 'لحديث التخرج', 'لحديثات التخرج', 'للخريجين الجدد', 'للخريجين', 'خريج جديد', 'خريجه جديده', 'خريجين جدد', 'خريجات جدد',
    'بدون خبرة', 'بدون خبره', 'بلا خبرة', 'بدون خبرات', 'من غير خبرة', 'لا يشترط خبرة', 'لا تشترط خبرة', 'لا يشترط الخبرة', 'بدون اشتراط خبرة', 'ما يحتاج خبرة', 'مافي خبرة',
  ].map((text) => [phrase(text), { experience: 0 }] as const),
  ...['senior', 'sr', 'snr', 'سينيور', 'سنيور'].map((text) => [phrase(text), { senior: true }] as const),
]);

/** The words of a senior title in either language ("Senior Accountant", «محاسب أول»): what "senior", "sr" or «أول» rank first. */
export const SENIOR_TITLE_WORDS = ['senior', 'اول'];

/** «أول» ("first") is senior only after a title's words («محاسب أول»), never alone. */
const SENIOR_AFTER = new Set(['اول'].map(phrase));

const YEAR_WORDS = new Set(['year', 'years', 'yr', 'yrs', 'سنه', 'سنوات', 'سنين', 'عام', 'اعوام'].map(phrase));
const EXPERIENCE_WORDS = new Set(['experience', 'exp', 'experienced', 'خبره', 'الخبره', 'خبرات'].map(phrase));
/** Two years in one word (Arabic dual): «سنتين», «عامين». */
const TWO_YEARS = new Set(['سنتين', 'سنتان', 'عامين', 'عامان'].map(phrase));
/** One year in one word («سنة خبرة»). */
const ONE_YEAR = new Set(['سنه', 'عام'].map(phrase));
const NUMBER_WORDS = new Map<string, number>([
  ...['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].map((word, index) => [word, index + 1] as const),
  ...[['واحد', 'واحده'], ['اثنين', 'اثنان'], ['ثلاث', 'ثلاثه'], ['اربع', 'اربعه'], ['خمس', 'خمسه'], ['ست', 'سته'], ['سبع', 'سبعه'], ['ثمان', 'ثماني', 'ثمانيه'], ['تسع', 'تسعه'], ['عشر', 'عشره']].flatMap(
    (words, index) => words.map((word) => [phrase(word), index + 1] as const),
  ),
]);

/** The years a search may ask for at most (the filter's own limit). */
const MAX_YEARS = 60;

const numberOf = (word: string | undefined): number | null => {
  if (word === undefined) return null;
  if (/^\d{1,2}$/u.test(word)) return Number(word);
  return NUMBER_WORDS.get(word) ?? null;
};

/**
 * A number of years of experience starting at `start` ("5 years", "5 years of experience", «خبرة 3 سنوات», «٥ سنوات
 * خبرة», «خبرة سنتين», «سنة خبرة»): its length in words and the years; null when none starts there.
 */
function yearsAt(words: readonly string[], start: number): { length: number; years: number } | null {
  let at = start;
  const experienceFirst = EXPERIENCE_WORDS.has(words[at]!);
  if (experienceFirst) at += 1;
  let years: number | null = null;
  if (TWO_YEARS.has(words[at] ?? '')) {
    years = 2;
    at += 1;
  } else if (experienceFirst && ONE_YEAR.has(words[at] ?? '')) {
    years = 1;
    at += 1;
  } else {
    const number = numberOf(words[at]);
    if (number === null || !YEAR_WORDS.has(words[at + 1] ?? '')) {
      // «سنة خبرة»: one year, the experience word after it.
      if (!experienceFirst && ONE_YEAR.has(words[at] ?? '') && EXPERIENCE_WORDS.has(words[at + 1] ?? '')) return { length: 2, years: 1 };
      return null;
    }
    years = number;
    at += 2;
  }
  if (years > MAX_YEARS) return null;
  if (!experienceFirst) {
    if (words[at] === 'of' && EXPERIENCE_WORDS.has(words[at + 1] ?? '')) at += 2;
    else if (EXPERIENCE_WORDS.has(words[at] ?? '')) at += 1;
    // «سنتين» alone is two years of anything: only with an experience word, or right after a title («محاسب سنتين»).
    else if (TWO_YEARS.has(words[start]!) && start === 0) return null;
  }
  return { length: at - start, years };
}

/** The level phrase starting at `start` of the normalised words, longest first, with its length; null when none. */
export function levelAt(words: readonly string[], start: number): { length: number; level: TLevel; /** A number of years, not a level's name. */ years: boolean } | null {
  const years = yearsAt(words, start);
  if (years) return { length: years.length, level: { experience: years.years }, years: true };
  for (let length = Math.min(4, words.length - start); length >= 1; length -= 1) {
    const level = LEVEL_PHRASES.get(words.slice(start, start + length).join(' '));
    if (level) return { length, level, years: false };
  }
  if (start > 0 && SENIOR_AFTER.has(words[start]!)) return { length: 1, level: { senior: true }, years: false };
  return null;
}

/** Whether a word belongs to a level phrase (it is never corrected as a typo). */
export const isLevelWord = (word: string): boolean => LEVEL_WORDS.has(word);
const LEVEL_WORDS = new Set([...YEAR_WORDS, ...EXPERIENCE_WORDS, ...TWO_YEARS, ...NUMBER_WORDS.keys(), ...SENIOR_AFTER, ...[...LEVEL_PHRASES.keys()].flatMap((key) => key.split(' '))]);
