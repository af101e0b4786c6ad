import { correct, readArabiziPhrases, readSpeltLetters } from './correct-words.ts';
import { isArabic, keyOf, tokensOf, typedTokensOf } from './normalize.ts';
import type { TEmployerNames } from './employers.ts';
import { SENIOR_TITLE_WORDS } from './level-words.ts';
import { isReadingWord, takeReadings } from './readings.ts';
import { readBooleanWords, readingOfTree, type TBooleanNode } from './boolean-words.ts';
import { NOISE_WORDS, OR_WORDS, type TPhrase, type TVocabulary } from './vocabulary.ts';
import { TITLE_ONLY_PHRASES, TRAINING_KEYS, type TTermJobType, type TTermWorkPlace } from './word-lists.ts';

/**
 * Query understanding (decision 023): what a job seeker's words mean. Noise words are dropped, each unknown word
 * is corrected against the vocabulary (typos, Arabic letter confusions, Arabizi), then the longest phrases are
 * read as occupations, places (the city filter) or fields; what is left are plain words.
 */

export interface TQueryToken {
  /** The word as normalised (normalize.ts), or the word it was corrected to. */
  raw: string;
  /** The word to show: as typed, or as corrected. */
  display?: string;
  key: string;
  /** The typed word, when corrected or transliterated. */
  typed?: string;
  change?: 'typo' | 'spelling';
}

export interface TQueryGroup {
  /** A workplace or kind of work is a field (its occupations); a skill, its forms in any text (decision 108). */
  kind: 'occupation' | 'field' | 'skill' | 'words';
  /** Occupations meant (occupation, field), with those a one-word occupation heads. */
  occupationIds: number[];
  /** The occupations the phrase itself names. */
  directIds: number[];
  /** A phrase of several words ("security guard"): only the occupation's specific forms widen it. */
  specific: boolean;
  /** The words of the group as used. */
  words: string[];
  /** Corrected or transliterated: the job's title must match, not only its texts. */
  titleOnly: boolean;
  /** Joined to the previous group by "or" rather than "and". */
  or: boolean;
  /** A skill's other forms (words joined by spaces): a text holding any of them holds the group too (decision 108). */
  alternatives?: string[];
  /** A skill's name (skill-words.ts): a job filed under it holds the group (decision 115), whatever stem its text shares. */
  skill?: string;
  /** Words that only rank (a senior title first, decision 109): no job needs them. */
  rankOnly?: boolean;
  /** A quoted phrase (decision 136): its words in this order. */
  phrase?: boolean;
  /** Under a NOT (decision 136): what the search leaves out (it names no occupation or skill to rank by). */
  negated?: boolean;
  /**
   * The occupation's names in the other script (decision 220), each as its words: another job's text naming one finds
   * it as the typed words do, so a query and its translation answer the same jobs («سائق» and "driver").
   */
  translated?: string[][];
}

/** How the groups of a boolean query join (decision 136): each group by its index in `groups`. */
export type TGroupShape = { kind: 'group'; index: number } | { kind: 'and' | 'or'; items: TGroupShape[] } | { kind: 'not'; item: TGroupShape };

/**
 * A shape's value, given each group's (null: the group says nothing, left out as PostgreSQL leaves out an empty
 * tsquery); `not` null: a NOT is left out (the rank of a search is its wanted words only).
 */
export function foldShape<T>(shape: TGroupShape, leaf: (index: number) => T | null, and: (items: T[]) => T, or: (items: T[]) => T, not: ((item: T) => T) | null): T | null {
  if (shape.kind === 'group') return leaf(shape.index);
  if (shape.kind === 'not') {
    const item = not ? foldShape(shape.item, leaf, and, or, not) : null;
    return item === null || !not ? null : not(item);
  }
  const items = shape.items.map((item) => foldShape(item, leaf, and, or, not)).filter((item): item is T => item !== null);
  if (!items.length) return null;
  return items.length === 1 ? items[0]! : shape.kind === 'and' ? and(items) : or(items);
}

export interface TQueryPlace {
  cityIds: number[];
  name_ar: string;
  name_en: string;
  region: boolean;
}

/** How or where the work is done, read from the words (decision 080): the job type and work place filters. */
export interface TQueryTerms {
  job_type: TTermJobType | null;
  work_place: TTermWorkPlace | null;
  /** At most this many years of experience asked (decision 109: "junior", «خبرة سنتين», "5 years"). */
  experience: number | null;
}

/** What was read besides the words' meaning (decision 109): the employer named, and the words without each reading. */
export interface TQueryReadings {
  employerIds: number[] | null;
  /** The typed words without the level's words (to drop the level), and without the employer's. */
  withoutLevel: string;
  withoutEmployer: string;
  /** A senior level was read ("senior nurse"): senior titles rank first. */
  senior: boolean;
  /** The experience read was a number of years ("5 years") rather than a level ("junior"): candidate search reads it as a minimum. */
  experienceYears: boolean;
}

export interface TUnderstoodQuery {
  groups: TQueryGroup[];
  place: TQueryPlace | null;
  terms: TQueryTerms;
  /** The workplace or kind of work the words named (decision 108): its name in both languages, to show in the reading. */
  work: { name_ar: string; name_en: string } | null;
  readings: TQueryReadings;
  /** Words dropped as noise. */
  dropped: string[];
  /** A word was corrected or transliterated. */
  corrected: boolean;
  /** The words used, as one string (corrections applied; noise and the place left out). */
  interpreted: string;
  /** Anything differs from what was typed (a correction, a dropped word, a recognised place or term). */
  changed: boolean;
  /** Boolean words (decision 136): how the groups join (absent: left to right by their `or`). */
  shape?: TGroupShape;
  /** The words were read as a boolean query, or were malformed and read as plain words (absent: no operators). */
  operators?: 'read' | 'malformed';
}

/** Arabic letters glued before a place: «بالرياض», «والدمام», «لجدة». */
const GLUED = /^[بول](?=ال|[\u0621-\u064A]{3,})/u;

/** The names of occupations in the script the words are not written in, each as its words, each once (decision 220). */
function namesInOtherScript(ids: readonly number[], words: readonly string[], vocabulary: TVocabulary): string[][] {
  const arabic = isArabic(words.join(' '));
  const names = new Map<string, string[]>();
  for (const id of ids) {
    const occupation = vocabulary.occupations.get(id);
    const tokens = occupation ? tokensOf(arabic ? occupation.name_en : occupation.name_ar) : [];
    if (tokens.length) names.set(tokens.join(' '), tokens);
  }
  return [...names.values()];
}

/**
 * Whether the words are a skill's followed or preceded by an occupation's ("python developer", «مبرمج جافا»): such a
 * phrase is read as its two parts, so that both languages, and every skill, read an occupation and a skill alike.
 */
function isSkillAndOccupation(keys: string[], vocabulary: TVocabulary): boolean {
  const isOccupation = (part: string[]) => (vocabulary.phrases.get(part.join(' ')) ?? []).some((item) => item.kind === 'occupation');
  const isSkill = (part: string[]) => vocabulary.phrases.has(`$${part.join(' ')}`);
  for (let cut = 1; cut < keys.length; cut += 1) {
    const [head, tail] = [keys.slice(0, cut), keys.slice(cut)];
    if ((isSkill(head) && isOccupation(tail)) || (isOccupation(head) && isSkill(tail))) return true;
  }
  return false;
}

/** The meanings of the phrase of `length` words at `start` (occupations first, then places, terms, fields). */
function phraseAt(tokens: TQueryToken[], start: number, length: number, vocabulary: TVocabulary, readTerms: boolean, trainingFirst = false): TPhrase | null {
  const slice = tokens.slice(start, start + length);
  const keys = slice.map((token) => token.key).join(' ');
  // A workplace or kind of work, even when an occupation has the same words («تقنية»: IT work, decision 108).
  const work = vocabulary.phrases.get(`%${keys}`)?.[0];
  if (work) return work;
  // Training words on their own are the internship type before the trainer's occupation (job search, decision 168).
  const training = trainingFirst && TRAINING_KEYS.has(keys) ? vocabulary.phrases.get(`#${keys}`)?.[0] : undefined;
  if (training) return training;
  const meanings = vocabulary.phrases.get(keys) ?? [];
  const occupation = meanings.find((item) => item.kind === 'occupation');
  // "python developer", «مبرمج جافا»: a skill and an occupation, read apart (decision 168), as «مطور بايثون» is.
  if (occupation && !isSkillAndOccupation(slice.map((token) => token.key), vocabulary)) return occupation;
  const raws = slice.map((token) => token.raw);
  const place = vocabulary.phrases.get(`@${raws.join(' ')}`)?.[0] ?? vocabulary.phrases.get(`@${[raws[0]!.replace(GLUED, ''), ...raws.slice(1)].join(' ')}`)?.[0];
  if (place) return place;
  const term = readTerms ? vocabulary.phrases.get(`#${keys}`)?.[0] : undefined;
  if (term) return term;
  const skill = vocabulary.phrases.get(`$${keys}`)?.[0];
  if (skill) return skill;
  return meanings.find((item) => item.kind === 'field') ?? null;
}

/**
 * What `q` means, given the vocabulary. `locale` names transliterated occupations in the reader's language. `readTerms`:
 * words of a job's type or work place are read as those filters (job search, decision 080), not as words; `levels`:
 * only a level or years of experience are (candidate search, decision 109).
 */
export function understandQuery(q: string, vocabulary: TVocabulary, locale: 'ar' | 'en', readTerms: boolean | 'levels' = false, employers: TEmployerNames | null = null): TUnderstoodQuery {
  const words = readBooleanWords(q);
  if (words.kind === 'malformed') return { ...understandWords(words.plain, vocabulary, locale, readTerms, employers), changed: true, operators: 'malformed' };
  if (words.kind === 'boolean') return understandBoolean(words.tree, q, vocabulary, locale, readTerms, employers);
  return understandWords(q, vocabulary, locale, readTerms, employers);
}

/**
 * A boolean query (decision 136): each run of words understood as a query of its own (a NOT's, and a phrase's, without
 * reading places, terms or levels: they would filter), its groups joined as the operators say.
 */
function understandBoolean(tree: TBooleanNode, q: string, vocabulary: TVocabulary, locale: 'ar' | 'en', readTerms: boolean | 'levels', employers: TEmployerNames | null): TUnderstoodQuery {
  const groups: TQueryGroup[] = [];
  const parts: TUnderstoodQuery[] = [];
  const texts: string[] = [];
  const shown = new Map<TBooleanNode, string>();
  const shapeOf = (node: TBooleanNode, negated: boolean): TGroupShape => {
    if (node.kind === 'not') return { kind: 'not', item: shapeOf(node.item, true) };
    if (node.kind !== 'words') return { kind: node.kind, items: node.items.map((item) => shapeOf(item, negated)) };
    // The words as typed, one group: a phrase's (in order: no occupation, correction or place), or a NOT's that
    // reads only as a place ("NOT riyadh": jobs whose texts name it go, the city is no filter).
    const typedGroup = (phrase: boolean): TGroupShape => {
      const words = typedTokensOf(node.text).map((token) => token.raw);
      shown.set(node, typedTokensOf(node.text).map((token) => token.display).join(' '));
      groups.push({ kind: 'words', occupationIds: [], directIds: [], specific: words.length > 1, words, titleOnly: false, or: false, ...(phrase ? { phrase } : {}), ...(negated ? { negated } : {}) });
      return { kind: 'group', index: groups.length - 1 };
    };
    if (node.phrase) return typedGroup(true);
    const part = understandWords(node.text, vocabulary, locale, negated ? false : readTerms, negated ? null : employers);
    if (negated && !part.groups.length) return part.place ? typedGroup(false) : { kind: 'and', items: [] };
    // What a wanted run reads besides its words (a place, a term, a level, an employer) is the search's; a NOT's is not.
    if (!negated) {
      parts.push(part);
      texts.push(node.text);
    }
    shown.set(node, part.interpreted);
    const start = groups.length;
    groups.push(...part.groups.map((group) => ({ ...group, or: false, ...(negated ? { negated } : {}) })));
    // The run's own groups, left to right by their "or" (decision 023), as the plain reading joins them.
    let shape: TGroupShape | null = null;
    for (const [offset, group] of part.groups.entries()) {
      if (group.rankOnly) continue;
      const leaf: TGroupShape = { kind: 'group', index: start + offset };
      shape = !shape ? leaf : { kind: group.or ? 'or' : 'and', items: [shape, leaf] };
    }
    // A run of noise words only ("in", «في»): nothing asked.
    return shape ?? { kind: 'and', items: [] };
  };
  const shape = shapeOf(tree, false);
  const first = <T>(pick: (part: TUnderstoodQuery) => T | null): T | null => parts.map(pick).find((value) => value !== null && value !== undefined) ?? null;
  const without = (reading: 'withoutLevel' | 'withoutEmployer') =>
    parts.reduce((text, part, index) => text.replace(texts[index]!, part.readings[reading]).replace(/\s+/gu, ' ').trim(), q);
  const terms: TQueryTerms = { job_type: first((part) => part.terms.job_type), work_place: first((part) => part.terms.work_place), experience: first((part) => part.terms.experience) };
  return {
    groups,
    place: first((part) => part.place),
    terms,
    work: first((part) => part.work),
    // The words without a level or an employer (the reading's chips): each run's own, put back in the words as typed.
    readings: { employerIds: first((part) => part.readings.employerIds), withoutLevel: without('withoutLevel'), withoutEmployer: without('withoutEmployer'), senior: parts.some((part) => part.readings.senior), experienceYears: parts.some((part) => part.readings.experienceYears) },
    dropped: parts.flatMap((part) => part.dropped),
    corrected: parts.some((part) => part.corrected),
    interpreted: readingOfTree(tree, locale, (node) => shown.get(node) ?? node.text),
    changed: true,
    shape,
    operators: 'read',
  };
}

/**
 * An occupation and a skill together ("python developer", «محاسب اكسل», decision 168) find either: relevance's tiers
 * rank the occupation's jobs naming the skill first, then its other jobs (the occupation's tier), then other jobs
 * naming the skill (the skill's tier), so neither an occupation without the skill nor a skill outside it is lost.
 */
function joinSkillsWithOccupations(groups: TQueryGroup[]): void {
  if (!groups.some((group) => group.kind === 'occupation') || !groups.some((group) => group.kind === 'skill')) return;
  for (let index = 1; index < groups.length; index += 1) {
    const [previous, group] = [groups[index - 1]!, groups[index]!];
    const pair = new Set([previous.kind, group.kind]);
    if (pair.has('skill') && pair.has('occupation')) group.or = true;
  }
}

function understandWords(q: string, vocabulary: TVocabulary, locale: 'ar' | 'en', readTerms: boolean | 'levels' = false, employers: TEmployerNames | null = null, trainingFirst = false): TUnderstoodQuery {
  const typed = typedTokensOf(q);
  // Job search: a level and an employer's name are taken out first, as typed (decision 109); candidate search: a level.
  const taken = readTerms ? takeReadings(typed, vocabulary, readTerms === true ? employers : null) : null;
  const tokens = readSpeltLetters(
    readArabiziPhrases(
      (taken?.kept ?? typed).map(({ raw, display }) => (readTerms && isReadingWord(raw, readTerms === true ? employers : null) ? { raw, display, key: keyOf(raw) } : correct({ raw, display, key: keyOf(raw) }, vocabulary))),
      vocabulary,
    ),
    vocabulary,
  );
  const groups: TQueryGroup[] = [];
  const dropped: string[] = [];
  let place: TQueryPlace | null = null;
  let placeSeen = false;
  const terms: TQueryTerms = { job_type: null, work_place: null, experience: taken?.experience ?? null };
  let termSeen = false;
  let work: TUnderstoodQuery['work'] = null;
  let read = false;
  const interpreted: string[] = [];
  let nextOr = false;
  for (let index = 0; index < tokens.length; ) {
    const token = tokens[index]!;
    if (OR_WORDS.has(token.raw) && groups.length) {
      nextOr = true;
      interpreted.push(token.display ?? token.raw);
      index += 1;
      continue;
    }
    let matched: { phrase: TPhrase; length: number } | null = null;
    for (let length = Math.min(vocabulary.longest, tokens.length - index); length >= 1 && !matched; length -= 1) {
      const phrase = phraseAt(tokens, index, length, vocabulary, readTerms === true, trainingFirst);
      // A single noise word ("in", «في») is noise even when it is also a field or a place.
      if (phrase && !(length === 1 && NOISE_WORDS.has(token.raw) && phrase.kind !== 'occupation')) matched = { phrase, length };
    }
    if (!matched && NOISE_WORDS.has(token.raw)) {
      dropped.push(token.raw);
      index += 1;
      continue;
    }
    const slice = tokens.slice(index, index + (matched?.length ?? 1));
    if (matched?.phrase.kind === 'occupation' && vocabulary.spellings.has(slice.map((item) => item.key).join(' '))) for (const item of slice) item.change ??= 'spelling';
    // Corrected words, and words too common in job texts («تدريب», decision 088), find jobs of the occupation only.
    const titleOnly = slice.some((item) => item.change) || (matched?.phrase.kind === 'occupation' && TITLE_ONLY_PHRASES.has(slice.map((item) => item.key).join(' ')));
    const words = slice.map((item) => item.raw);
    const shown = slice.map((item) => (item.change ? item.raw : (item.display ?? item.raw)));
    index += slice.length;
    if (matched?.phrase.kind === 'place') {
      placeSeen = true;
      place ??= { cityIds: matched.phrase.cityIds, name_ar: matched.phrase.name_ar, name_en: matched.phrase.name_en, region: matched.phrase.region };
      continue;
    }
    if (matched?.phrase.kind === 'term') {
      termSeen = true;
      terms.job_type ??= matched.phrase.job_type ?? null;
      terms.work_place ??= matched.phrase.work_place ?? null;
      continue;
    }
    if (matched?.phrase.kind === 'work') {
      // Jobs of the kind's occupations only: "school" in a text is no school's job.
      const ids = matched.phrase.ids;
      groups.push({ kind: 'field', occupationIds: ids, directIds: ids, specific: false, words, titleOnly: true, or: nextOr });
      work ??= { name_ar: matched.phrase.name_ar, name_en: matched.phrase.name_en };
      read = true;
      nextOr = false;
      interpreted.push(...shown);
      continue;
    }
    if (matched?.phrase.kind === 'skill') {
      const typed = words.join(' ');
      const alternatives = matched.phrase.forms.filter((form) => form !== typed);
      groups.push({ kind: 'skill', occupationIds: [], directIds: [], specific: false, words, titleOnly: false, or: nextOr, alternatives, skill: matched.phrase.name });
      nextOr = false;
      // Written in the other script («اكسل»): shown by its name (Excel).
      const otherScript = isArabic(typed) !== isArabic(matched.phrase.name);
      read ||= otherScript;
      interpreted.push(...(otherScript ? [matched.phrase.name] : shown));
      continue;
    }
    const spelled = matched?.phrase.kind === 'occupation' && slice.some((item) => item.change === 'spelling');
    const occupationIds = matched ? ((matched.phrase.kind === 'occupation' ? matched.phrase.wide : undefined) ?? matched.phrase.ids) : [];
    const directIds = matched ? matched.phrase.ids : [];
    // (Job search only: its other jobs' texts are read by these words; candidate search reads an occupation in titles.)
    const translated = readTerms === true && matched?.phrase.kind === 'occupation' && !titleOnly ? namesInOtherScript(directIds, words, vocabulary) : [];
    groups.push({
      kind: matched?.phrase.kind === 'occupation' || matched?.phrase.kind === 'field' ? matched.phrase.kind : 'words',
      occupationIds,
      directIds,
      specific: slice.length > 1,
      words,
      titleOnly,
      or: nextOr,
      ...(translated.length ? { translated } : {}),
    });
    nextOr = false;
    if (spelled) {
      const occupation = vocabulary.occupations.get(occupationIds[0]!);
      interpreted.push(occupation ? (locale === 'ar' ? occupation.name_ar : occupation.name_en) : shown.join(' '));
    } else interpreted.push(...shown);
  }
  const corrected = tokens.some((token) => token.change);
  const senior = taken?.senior ?? [];
  // Job search: "senior nurse" is every nurse, senior titles first; "senior" alone, the words. (Candidate search reads
  // it as years of experience, decision 109.)
  const ranksSenior = senior.length > 0 && readTerms === true;
  if (ranksSenior && !groups.length) interpreted.push(...senior);
  // Ranked by the senior words of titles in both languages, whichever the words used ("sr", «سينيور»).
  if (ranksSenior) groups.push({ kind: 'words', occupationIds: [], directIds: [], specific: false, words: groups.length ? SENIOR_TITLE_WORDS : senior, titleOnly: false, or: false, rankOnly: groups.length > 0 });
  // Training words on their own (a place and noise aside): internships and training programmes, the internship type
  // (job search, decision 168); with other words ("nurse training") they are read as before.
  if (readTerms === true && !trainingFirst && groups.length === 1 && TRAINING_KEYS.has(groups[0]!.words.map(keyOf).join(' '))) return understandWords(q, vocabulary, locale, readTerms, employers, true);
  joinSkillsWithOccupations(groups);
  const interpretedText = interpreted.join(' ');
  const readings: TQueryReadings = { employerIds: taken?.employerIds ?? null, withoutLevel: taken?.withoutLevel ?? q, withoutEmployer: taken?.withoutEmployer ?? q, senior: senior.length > 0, experienceYears: taken?.experienceYears ?? false };
  return {
    groups,
    place,
    terms,
    work,
    readings,
    dropped,
    corrected,
    interpreted: interpretedText,
    changed: corrected || dropped.length > 0 || placeSeen || termSeen || read || terms.experience !== null || readings.employerIds !== null || readings.senior,
  };
}
