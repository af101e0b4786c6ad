import { arabicSkeletonOf, arabiziSkeletonsOf, confusionKeyOf, isArabic, keyOf, skeletonOf, soundOf, tokensOf, vowelsSpell } from './normalize.ts';
import { allowedEdits, nearestWord } from './typos.ts';
import type { TQueryToken } from './understand.ts';
import type { TVocabulary } from './vocabulary.ts';

/**
 * A query word corrected against the vocabulary (decisions 023 and 189), split out of understand.ts: Arabizi by its
 * consonants, Arabic letter confusions, typos by edit distance, Arabic words written without their long vowels, and
 * Arabizi words in a row read as an occupation's Arabic phrase.
 */

/** Whether `typed` is `word` with some of its long vowels or hamzas left out («محسب» of «محاسب», never «مروض» of «ممرض»). */
function withoutLongVowels(word: string, typed: string): boolean {
  let at = 0;
  for (const char of word) {
    if (char === typed[at]) at += 1;
    else if (!'اويىءأإآئؤ'.includes(char)) return false;
  }
  return at === typed.length && typed.length < word.length;
}

/** A word without its long vowels and hamzas (after its first letter): a loanword's consonants in Arabic letters. */
const withoutVowelLetters = (word: string) => word.charAt(0) + word.slice(1).replace(/[اويىءأإآئؤ]/gu, '');

export function correct(token: TQueryToken, vocabulary: TVocabulary): TQueryToken {
  if (vocabulary.known.has(token.key) || vocabulary.phrases.has(`@${token.raw}`) || /^\d+$/u.test(token.raw)) return token;
  if (!isArabic(token.raw)) {
    const spelling = vocabulary.skeletons.get(skeletonOf(token.raw));
    if (spelling && !spelling.includes(' ')) return { raw: spelling, key: spelling, typed: token.raw, change: 'spelling' };
  } else {
    const confused = vocabulary.confusions.get(confusionKeyOf(token.key));
    if (confused && confused !== token.key) return { raw: confused, key: confused, typed: token.raw, change: 'typo' };
  }
  const arabic = isArabic(token.raw);
  // Each word as its key and as typed: an Arabic key loses what looks like a suffix («اوتوكات» → «اوتوك»), a Latin one a plural.
  // Last, an Arabic key with the edits of the word as typed («ممرصة» → «ممرص», one letter from «ممرض»; decision 189).
  const near =
    nearestWord(arabic ? token.key : token.raw, vocabulary.correctable) ??
    nearestWord(arabic ? token.raw : token.key, vocabulary.correctable) ??
    (arabic && token.key.length >= 4 ? nearestWord(token.key, vocabulary.correctable, allowedEdits(token.raw.length)) : null);
  if (near && isArabic(near) === arabic) return { raw: near, key: keyOf(near), typed: token.raw, change: 'typo' };
  // An Arabic word without a long vowel or hamza of an occupation's word («محسب» «محاسب»): the same consonants (decision 189).
  const consonants = arabic ? arabicSkeletonOf(token.raw) : '';
  const skeletal = consonants.length >= 3 ? vocabulary.arabicSkeletons.get(consonants)?.[0] : undefined;
  if (skeletal && isArabic(skeletal) && withoutLongVowels(skeletal, token.raw)) return { raw: skeletal, key: keyOf(skeletal), typed: token.raw, change: 'typo' };
  // English in Arabic letters with other long vowels than an occupation's spelling of it («اكاونتانت» «اكاونتنت», decision 204).
  const loanword = consonants.length >= 3 ? vocabulary.loanwordSkeletons.get(consonants) : undefined;
  if (loanword && loanword !== token.raw && withoutVowelLetters(loanword) === withoutVowelLetters(token.raw)) return { raw: loanword, key: keyOf(loanword), typed: token.raw, change: 'spelling' };
  // Arabizi of a word of an occupation's Arabic forms, by its consonants ("mumarrida" «ممرضة», decision 189); of two
  // consonants only when written as Arabizi and its vowels spell the word's ("7addad" «حداد», decision 204).
  const word = !arabic && token.raw.length >= 4 ? arabicOfLatin(token.raw, vocabulary, 'alone') : undefined;
  if (word) return { raw: word, key: keyOf(word), typed: token.raw, change: 'spelling' };
  // A skill's name in the other script's letters, by its sound («هازوب» HAZOP, «تيرافورم» Terraform; decision 240).
  const sound = token.raw.length >= 4 ? soundOf(token.raw) : '';
  const skill = sound.length >= 3 ? vocabulary.skillSounds.get(sound) : undefined;
  if (skill && skill !== token.raw) return { raw: skill, key: keyOf(skill), typed: token.raw, change: 'spelling' };
  return token;
}

/** A query word as it was typed, before any correction. */
const typedOf = (token: TQueryToken) => token.typed ?? token.raw;

/** Written as Arabizi: a digit standing for a letter, or kh or gh (خ, غ); a doubled consonant is English too ("hello"). */
const ARABIZI_MARKS = /[2356789]|kh|gh/u;

/**
 * The Arabic word of an occupation's forms a Latin word spells (Arabizi), if any: by its consonants as skeletonOf
 * reads them, else by the other values of its letters (arabiziSkeletonsOf, decision 204). Read `alone`, a word of
 * fewer than three consonants is read only when written as Arabizi and its vowels spell the Arabic word's long vowels.
 */
function arabicOfLatin(word: string, vocabulary: TVocabulary, alone?: 'alone'): string | undefined {
  if (!/^[a-z0-9]{2,}$/u.test(word)) return undefined;
  for (const { skeleton, consonants } of arabiziSkeletonsOf(word)) {
    const words = vocabulary.arabicSkeletons.get(skeleton) ?? [];
    if (words.length && (!alone || consonants >= 3)) return words[0];
    const spelt = alone && consonants === 2 && ARABIZI_MARKS.test(word) ? words.find((arabic) => vowelsSpell(word, arabic)) : undefined;
    if (spelt) return spelt;
  }
  return undefined;
}

/**
 * Arabizi words in a row that spell an occupation's Arabic phrase («مدير مبيعات» of "mudeer mabi3at", «حارس أمن» of
 * "7aris amn") are read as that phrase (decision 189), even when one of them alone spells another occupation or is
 * too short to be read alone; never over Latin words that are a phrase of their own.
 */
export function readArabiziPhrases(tokens: TQueryToken[], vocabulary: TVocabulary): TQueryToken[] {
  const read = [...tokens];
  for (let start = 0; start < read.length; start += 1) {
    for (let length = Math.min(vocabulary.longest, read.length - start); length >= 2; length -= 1) {
      const slice = read.slice(start, start + length);
      const latin = slice.filter((token) => !isArabic(typedOf(token)));
      if (!latin.length || vocabulary.phrases.has(latin.map((token) => token.key).join(' '))) continue;
      const words = slice.map((token) => (isArabic(typedOf(token)) ? token.raw : arabicOfLatin(typedOf(token), vocabulary)));
      if (words.some((word) => word === undefined)) continue;
      if (!(vocabulary.phrases.get(words.map((word) => keyOf(word!)).join(' ')) ?? []).some((phrase) => phrase.kind === 'occupation')) continue;
      slice.forEach((token, offset) => {
        if (!isArabic(typedOf(token))) read[start + offset] = { raw: words[offset]!, key: keyOf(words[offset]!), typed: typedOf(token), change: 'spelling' };
      });
      start += length - 1;
      break;
    }
  }
  return read;
}

/**
 * The Latin letters as their Arabic names are written («سي ار ام» CRM, «بي ام بي» PMP, «اي او اس اتش» IOSH), a name
 * read as each letter it may be (بي: b or p; اي: a, e or i), normalised as a query's words are.
 */
const LETTER_NAMES = new Map<string, string[]>(
  Object.entries({
    اي: ['a', 'i', 'e'], ايه: ['a'], بي: ['b', 'p'], سي: ['c'], دي: ['d'], اف: ['f'], ايف: ['f'], جي: ['g', 'j'], اتش: ['h'], ايتش: ['h'],
    جيه: ['j'], جاي: ['j'], كي: ['k'], كيه: ['k'], كاي: ['k'], ايل: ['l'], ام: ['m'], ايم: ['m'], ان: ['n'], اين: ['n'], او: ['o'], كيو: ['q'],
    ار: ['r'], اس: ['s'], ايس: ['s'], تي: ['t'], يو: ['u'], في: ['v'], دبليو: ['w'], اكس: ['x'], ايكس: ['x'], واي: ['y'], زد: ['z'], زي: ['z'],
  }).map(([name, letters]) => [tokensOf(name).join(''), letters]),
);

/** Every word the letters may spell, one letter a name (at most 3 × 3 × … of them: acronyms are short). */
const spellings = (names: readonly string[]): string[] =>
  names.reduce<string[]>((words, name) => words.flatMap((word) => LETTER_NAMES.get(name)!.map((letter) => word + letter)), ['']);

/**
 * Arabic names of Latin letters in a row that spell a skill's acronym are read as it («سي ار ام» CRM; decision 240):
 * two to six names, the longest run first; only a skill's form, so prepositions that are also letters' names («في»)
 * stay words.
 */
export function readSpeltLetters(tokens: TQueryToken[], vocabulary: TVocabulary): TQueryToken[] {
  const read: TQueryToken[] = [];
  for (let start = 0; start < tokens.length; ) {
    let taken = 0;
    for (let length = Math.min(6, tokens.length - start); length >= 2 && !taken; length -= 1) {
      const names = tokens.slice(start, start + length).map(typedOf);
      if (!names.every((name) => LETTER_NAMES.has(name))) continue;
      const word = spellings(names).find((spelt) => vocabulary.phrases.get(`$${spelt}`)?.some((phrase) => phrase.kind === 'skill'));
      if (word) {
        read.push({ raw: word, key: keyOf(word), typed: names.join(' '), change: 'spelling' });
        taken = length;
      }
    }
    if (!taken) read.push(tokens[start]!);
    start += taken || 1;
  }
  return read;
}
