import { keyOf } from './normalize.ts';
import { employerAt, isGenericWord, nameWordsOf, type TEmployerNames } from './employers.ts';
import { isLevelWord, levelAt } from './level-words.ts';
import type { TVocabulary } from './vocabulary.ts';

/**
 * The readings of a job search's words taken out before the rest is understood (decision 109): a level or years of
 * experience (level-words.ts) and an employer's name (employers.ts). Read on the words as typed, before any typo is
 * corrected (a company's name is no misspelt occupation), and only in job search, as the job type is (decision 080).
 */

type TTyped = { raw: string; display: string };

export interface TTakenReadings {
  /** The words left to understand. */
  kept: TTyped[];
  /** At most this many years asked (the experience filter), or null. */
  experience: number | null;
  /** Whether the experience was a number of years ("5 years", «خبرة سنتين») rather than a level ("junior"). */
  experienceYears: boolean;
  /** The senior words as typed ("senior", «أول»): they rank senior titles first and filter nothing. */
  senior: string[];
  /** The companies a name in the words names (usually one), or null. */
  employerIds: number[] | null;
  /** The words as typed without the level's (to drop it), and without the employer's. */
  withoutLevel: string;
  withoutEmployer: string;
}

/** Whether a word is one of a reading's, and so never corrected as a typo. */
export const isReadingWord = (word: string, employers: TEmployerNames | null) => isLevelWord(word) || (employers?.words.has(keyOf(word)) ?? false);

/** The level and the employer named in the words, and the words left. */
export function takeReadings(typed: TTyped[], vocabulary: TVocabulary, employers: TEmployerNames | null): TTakenReadings {
  const raws = typed.map((token) => token.raw);
  const keys = raws.map(keyOf);
  const kept: TTyped[] = [];
  const levelAt_ = new Set<number>();
  const employerAt_ = new Set<number>();
  let experience: number | null = null;
  let experienceYears = false;
  const senior: string[] = [];
  let employerIds: number[] | null = null;
  const known = (key: string) => vocabulary.known.has(key);
  for (let index = 0; index < typed.length; ) {
    const level = levelAt(raws, index);
    if (level && (level.level.experience === undefined || experience === null)) {
      for (let i = index; i < index + level.length; i += 1) levelAt_.add(i);
      if (level.level.experience !== undefined) {
        experience = level.level.experience;
        experienceYears = level.years;
      }
      else senior.push(...raws.slice(index, index + level.length));
      index += level.length;
      continue;
    }
    // An occupation, a place or a field starting here is read as such (a company's name never hides a title), unless
    // a company's whole name of several words starts with it («ضيافة للفنادق»).
    const found: { length: number; ids: number[] } | null = employers && !employerIds ? employerAt(keys, index, employers, known, raws) : null;
    const employer: { length: number; ids: number[] } | null = found && (found.length > 1 || !vocabulary.phrases.has(keys[index]!)) ? found : null;
    if (employer) {
      // The words of its own name beside the name go with it («الأفق للتقنية», "gulf logistics"), and so do the words
      // of its kind that mean nothing else («مجموعة الشفاء», "Al Shifa group").
      const own = new Set(employer.ids.flatMap((id) => nameWordsOf(employers!, id)));
      const goes = (at: number) => own.has(raws[at]!) || (isGenericWord(keys[at]!) && !vocabulary.phrases.has(keys[at]!));
      let from = index;
      while (from > 0 && kept.at(-1) === typed[from - 1] && goes(from - 1)) {
        kept.pop();
        from -= 1;
      }
      let to = index + employer.length;
      while (to < typed.length && goes(to)) to += 1;
      for (let i = from; i < to; i += 1) employerAt_.add(i);
      employerIds = employer.ids;
      index = to;
      continue;
    }
    kept.push(typed[index]!);
    index += 1;
  }
  const without = (skip: Set<number>) => typed.filter((_, index) => !skip.has(index)).map((token) => token.display).join(' ');
  return { kept, experience, experienceYears, senior, employerIds, withoutLevel: without(levelAt_), withoutEmployer: without(employerAt_) };
}
