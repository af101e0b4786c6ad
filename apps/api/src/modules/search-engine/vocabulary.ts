import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { arabicSkeletonOf, confusionKeyOf, isArabic, keyOf, skeletonOf, soundOf, tokensOf } from './normalize.ts';
import { toWordQueries, wordQueriesSql, type TWordQueries } from './word-queries.ts';
import { FIELD_ALIASES, NOISE_WORDS, NOT_PLACES, PLACE_ALIASES, TERM_PHRASES, type TTermJobType, type TTermWorkPlace } from './word-lists.ts';
import { workAndSkillPhrases } from './work-and-skills.ts';
import { SKILL_NAMES } from './skill-names.ts';
import { skillListOf, type TSkillList } from './skill-list.ts';
import { headIndex, relatedOccupations } from './related.ts';
import { whileMaking } from '../../arrival.ts';

export { NOISE_WORDS, OR_WORDS } from './word-lists.ts';

/**
 * What the search engine knows (decision 023), read from the database and kept in memory: the occupations with
 * every form, the cities and regions, the majors and sectors (field words such as "finance"), and the words of the
 * newest job titles (known words are never "corrected"). Phrases are keyed by their words' keys (normalize.ts).
 */

export interface TOccupation {
  id: number;
  slug: string;
  name_ar: string;
  name_en: string;
  /** Every form as one tsquery text (both stemmers), or '' when none gives a lexeme. */
  query: string;
  /** The forms of two words or more, and the names: what a specific phrase ("security guard") widens to. */
  specific: string;
  /** The names only. */
  names: string;
}

export type TPhrase =
  | { kind: 'occupation'; ids: number[]; /** A one-word phrase: with the occupations it heads («مهندس» → «مهندس مدني»). */ wide?: number[] }
  | { kind: 'field'; ids: number[] }
  | { kind: 'place'; cityIds: number[]; name_ar: string; name_en: string; region: boolean }
  /** How or where the work is done: the job type or work place filter (decision 080); keyed `#` and the phrase's keys. */
  | { kind: 'term'; job_type?: TTermJobType; work_place?: TTermWorkPlace }
  /** A workplace or kind of work, keyed `%` and the phrase's keys: its occupations (decision 108, work-kinds.ts). */
  | { kind: 'work'; ids: number[]; name_ar: string; name_en: string }
  /** A skill or tool, keyed `$` and the phrase's keys: every form of it, normalised (decision 108, skill-words.ts). */
  | { kind: 'skill'; name: string; forms: string[]; /** Learnt from the texts (decision 240). */ learned?: true };

export interface TVocabulary {
  occupations: Map<number, TOccupation>;
  /** Phrase (keys joined by spaces) → what it means; several meanings when they share the phrase. */
  phrases: Map<string, TPhrase[]>;
  /** The longest phrase, in words. */
  longest: number;
  /** Keys of every word the vocabulary or a recent title holds: such a word is never corrected. */
  known: Set<string>;
  /** Words a misspelt word may be corrected to (occupation keys, place words), by length. */
  correctable: Map<number, string[]>;
  /** Arabic letter confusions (normalize.ts confusionKeyOf) → the vocabulary key. */
  confusions: Map<string, string>;
  /** Arabizi skeletons (normalize.ts skeletonOf) → the phrase key of the spelling. */
  skeletons: Map<string, string>;
  /**
   * The consonant skeletons of the words of the occupations' Arabic forms (normalize.ts arabicSkeletonOf) → the words,
   * the first first (decision 189): Arabizi of any of them ("mumarrida", "mohandes kahraba") is read as the Arabic
   * words; of two consonants, as the word whose long vowels it spells (decision 204: "sawwa2" «سواق», not «سائق»).
   */
  arabicSkeletons: Map<string, string[]>;
  /**
   * The consonant skeletons of the Arabic words of the occupations' other spellings, English in Arabic letters
   * (اكاونتنت, دليفري) → the word (decision 204): a loanword's vowels are written as each writer hears them, so a word
   * with its consonants and other long vowels («اكاونتانت», «ديليفري») is read as it.
   */
  loanwordSkeletons: Map<string, string>;
  /** Phrases that are only another script's spelling (mohaseb, اكاونتنت): reading them is a transliteration. */
  spellings: Set<string>;
  /** The names of the cities, majors and sectors by id (the counts per filter value of an in-memory search). */
  names: Record<'city' | 'major' | 'sector', Map<number, { ar: string; en: string }>>;
  /** The vocabulary's words (and those of recent titles) as PostgreSQL's stemmers read them (word-queries.ts). */
  wordQueries: TWordQueries;
  /**
   * Each occupation's near relations (relatedOccupations): what a search of it shows, marked as approximate, when no
   * job of it or of its words is live (decision 077).
   */
  related: Map<number, number[]>;
  /** The skills search reads, curated and learnt (decision 240), as read with the vocabulary. */
  skills: TSkillList;
  /**
   * The sounds (normalize.ts soundOf) of the skills' one-word forms → the form (decision 240): a skill written in the
   * other script's letters («هازوب», «تيرافورم») is read as it.
   */
  skillSounds: Map<string, string>;
}

const phraseKey = (text: string) => tokensOf(text).map(keyOf).join(' ');

interface TRows<T> {
  rows: T[];
}

async function loadVocabulary(db: TDatabase): Promise<TVocabulary> {
  const [occupationRows, cityRows, majorRows, sectorRows, titleRows, skills] = await Promise.all([
    db.execute(sql`select id, slug, name_ar, name_en, forms_ar, forms_en, spellings, sector_id, major_ids from occupations order by sort_order, id`) as unknown as Promise<
      TRows<{ id: number; slug: string; name_ar: string; name_en: string; forms_ar: string[]; forms_en: string[]; spellings: string[]; sector_id: number | null; major_ids: number[] }>
    >,
    db.execute(sql`select id, name_ar, name_en, region_ar, region_en from cities order by sort_order, id`) as unknown as Promise<
      TRows<{ id: number; name_ar: string; name_en: string; region_ar: string; region_en: string }>
    >,
    db.execute(sql`select id, name_ar, name_en from majors`) as unknown as Promise<TRows<{ id: number; name_ar: string; name_en: string }>>,
    db.execute(sql`select id, slug, name_ar, name_en from sectors`) as unknown as Promise<TRows<{ id: number; slug: string; name_ar: string; name_en: string }>>,
    db.execute(sql`select title from jobs where status = 'active' order by activated_at desc nulls last limit 5000`) as unknown as Promise<TRows<{ title: string }>>,
    skillListOf(db),
  ]);

  const phrases = new Map<string, TPhrase[]>();
  const known = new Set<string>();
  const correctableSet = new Set<string>();
  const skeletons = new Map<string, string>();
  let longest = 1;
  /** Every word the vocabulary holds, as typed and as its key: their stems are read once (wordQueries). */
  const vocabularyWords = new Set<string>();
  const add = (text: string, phrase: Extract<TPhrase, { ids: number[] }>, options: { correctable?: boolean } = {}) => {
    for (const word of tokensOf(text)) vocabularyWords.add(word).add(keyOf(word));
    const key = phraseKey(text);
    if (!key) return;
    const list = phrases.get(key) ?? [];
    const same = list.find((item) => item.kind === phrase.kind);
    if (same && (same.kind === 'occupation' || same.kind === 'field')) same.ids = [...new Set([...same.ids, ...phrase.ids])];
    else if (!same) list.push(phrase);
    phrases.set(key, list);
    const words = key.split(' ');
    longest = Math.max(longest, words.length);
    for (const word of words) {
      known.add(word);
      if (options.correctable !== false && word.length >= 4) correctableSet.add(word);
    }
  };

  const arabicSkeletons = new Map<string, string[]>();
  // Single words that are forms of their own first («ممرضة» before the «ممرض» of «ممرض قانوني»), then every form's words.
  for (const single of [true, false])
    for (const row of occupationRows.rows)
      for (const form of row.forms_ar) {
        const words = tokensOf(form);
        if ((words.length === 1) !== single) continue;
        for (const word of words) {
          const skeleton = arabicSkeletonOf(word);
          if (skeleton.length >= 2 && !arabicSkeletons.get(skeleton)?.includes(word)) arabicSkeletons.set(skeleton, [...(arabicSkeletons.get(skeleton) ?? []), word]);
        }
      }

  const loanwordSkeletons = new Map<string, string>();
  for (const row of occupationRows.rows)
    for (const spelling of row.spellings)
      for (const word of tokensOf(spelling)) {
        const skeleton = isArabic(word) ? arabicSkeletonOf(word) : '';
        if (skeleton.length >= 3 && !loanwordSkeletons.has(skeleton)) loanwordSkeletons.set(skeleton, word);
      }

  const forms: Array<{ id: number; cfg: 'arabic' | 'english'; form: string; specific: boolean; name: boolean }> = [];
  const formKeys = new Set<string>();
  const spellingKeys = new Set<string>();
  const byId = new Map<number, (typeof occupationRows.rows)[number]>();
  for (const row of occupationRows.rows) {
    const id = Number(row.id);
    byId.set(id, row);
    for (const form of [...row.forms_ar, ...row.forms_en]) {
      add(form, { kind: 'occupation', ids: [id] });
      formKeys.add(phraseKey(form));
    }
    for (const spelling of row.spellings) {
      add(spelling, { kind: 'occupation', ids: [id] }, { correctable: false });
      spellingKeys.add(phraseKey(spelling));
      const words = tokensOf(spelling);
      if (words.length === 1 && !isArabic(words[0]!)) {
        const skeleton = skeletonOf(words[0]!);
        if (skeleton.length >= 3 && !skeletons.has(skeleton)) skeletons.set(skeleton, phraseKey(spelling));
      }
    }
    // The English name is the first form as shown ("Data analyst" of "data analyst", seed/occupations.ts displayName).
    const isName = (form: string, name: string) => form.toLowerCase() === name.toLowerCase();
    const kind = (form: string, name: string) => ({ specific: isName(form, name) || tokensOf(form).length > 1, name: isName(form, name) });
    for (const form of row.forms_ar) {
      forms.push({ id, cfg: 'arabic', form, ...kind(form, row.name_ar) });
      // The Arabic stemmer keeps a final ى apart from ي: a title may use either.
      if (/[يى](?=\s|$)/u.test(form)) {
        for (const variant of [form.replace(/ي(?=\s|$)/gu, 'ى'), form.replace(/ى(?=\s|$)/gu, 'ي')]) forms.push({ id, cfg: 'arabic', form: variant, ...kind(form, row.name_ar) });
      }
    }
    // "it" is an English stop word: "it manager" would become any manager.
    for (const form of row.forms_en) if (!/\bit\b/iu.test(form) || form.split(/\s+/u).length >= 3) forms.push({ id, cfg: 'english', form, ...kind(form, row.name_en) });
  }

  // A one-word form also means the occupations whose name holds it as a word: «مهندس» and "engineer" mean
  // «مهندس معماري» and "Civil Engineer", «تسويق» «أخصائي تسويق رقمي», so each language finds the other's jobs.
  // Names only: "support engineer", one form of IT support, does not make IT support an engineer.
  const heads = new Map<string, Set<number>>();
  for (const [id, row] of byId) {
    for (const name of [row.name_ar, row.name_en]) {
      const keys = tokensOf(name).map(keyOf);
      if (keys.length < 2) continue;
      // The head (Arabic: first word, English: last) always; another word when it is not a short one («مدرسة», a
      // school in «مدير مدرسة», is also a teacher's form).
      const head = headIndex(keys);
      keys.forEach((key, index) => {
        if (index === head || key.length >= 5) heads.set(key, (heads.get(key) ?? new Set()).add(id));
      });
    }
  }
  // Each one-word form of an occupation means every occupation any of its one-word forms heads («مدرس» is «معلم»).
  const wideOf = new Map<number, Set<number>>();
  for (const [id, row] of byId) {
    const wide = new Set([id]);
    for (const form of [...row.forms_ar, ...row.forms_en]) {
      const keys = tokensOf(form).map(keyOf);
      if (keys.length === 1) for (const headed of heads.get(keys[0]!) ?? []) wide.add(headed);
    }
    wideOf.set(id, wide);
  }
  for (const [key, meanings] of phrases) {
    const occupation = meanings.find((item) => item.kind === 'occupation');
    if (occupation?.kind === 'occupation' && !key.includes(' ')) occupation.wide = [...new Set(occupation.ids.flatMap((id) => [...(wideOf.get(id) ?? [id])]))];
  }

  // Workplaces and kinds of work, skills and tools (decision 108): phrases of their own, read before occupations and
  // after terms respectively (understand.ts).
  const occupationWide = (word: string) => {
    const found = phrases.get(phraseKey(word))?.find((item) => item.kind === 'occupation');
    return found?.kind === 'occupation' ? (found.wide ?? found.ids) : [];
  };
  for (const { key, phrase, words } of workAndSkillPhrases(occupationRows.rows, sectorRows.rows, occupationWide, skills.skills)) {
    if (phrases.has(key)) continue;
    phrases.set(key, [phrase]);
    longest = Math.max(longest, key.split(' ').length);
    for (const word of words) {
      known.add(keyOf(word));
      vocabularyWords.add(word).add(keyOf(word));
    }
    // A skill named in one word is corrected to as titles' words are ("pyhton", «بايثن»: decision 115), after the
    // occupations' words, which win a tie (a word of a longer name, «اوتو» of «اوتو كاد», would be read alone).
    // Both its key and its word as written: a key loses what looks like a suffix («بايثون» → «بايث»).
    // A learnt skill is never corrected to: the curated list is the strong signal (decision 240).
    if (phrase.kind === 'skill' && !phrase.learned && !key.includes(' ') && key.length >= 5) for (const word of [key.slice(1), ...phrase.forms.filter((form) => !form.includes(' '))]) correctableSet.add(word);
  }

  const queries = forms.length
    ? ((await db.execute(sql`
        select t.id, string_agg(distinct '(' || q::text || ')', ' | ') as query,
               coalesce(string_agg(distinct '(' || q::text || ')', ' | ') filter (where t.specific), '') as specific,
               coalesce(string_agg(distinct '(' || q::text || ')', ' | ') filter (where t.name), '') as names
        from json_to_recordset(${JSON.stringify(forms)}::json) as t(id int, cfg text, form text, specific boolean, name boolean)
        cross join lateral plainto_tsquery(t.cfg::regconfig, t.form) as q
        where q::text <> ''
        group by t.id
      `)) as unknown as TRows<{ id: number; query: string; specific: string; names: string }>).rows
    : [];
  const queryOf = new Map(queries.map((row) => [Number(row.id), row]));
  const occupations = new Map<number, TOccupation>();
  for (const [id, row] of byId) {
    const query = queryOf.get(id);
    occupations.set(id, { id, slug: row.slug, name_ar: row.name_ar, name_en: row.name_en, query: query?.query ?? '', specific: query?.specific ?? '', names: query?.names ?? '' });
  }

  // Cities and regions: the table's names, with and without the article, and the aliases above.
  const regions = new Map<string, { ids: number[]; name_ar: string; name_en: string; names: string[] }>();
  for (const city of cityRows.rows) {
    const id = Number(city.id);
    const place: TPhrase = { kind: 'place', cityIds: [id], name_ar: city.name_ar, name_en: city.name_en, region: false };
    const names = [city.name_ar, city.name_en, ...(PLACE_ALIASES[city.name_en] ?? [])];
    const bare = (name: string) => name.replace(/^(?:al|ad|ar|as|az|an|at)[\s-]/iu, '').replace(/^ال/u, '');
    for (const name of names) {
      for (const variant of new Set([name, bare(name)])) {
        const text = tokensOf(variant).join(' ');
        // «رياض» (gardens, kindergarten) and «خبر» (news) are words without their article.
        if (!text || NOT_PLACES.has(text) || (variant !== name && isArabic(text) && ['رياض', 'خبر', 'مدينه'].includes(text))) continue;
        addPlace(text, place);
      }
    }
    const region = regions.get(city.region_en) ?? { ids: [], name_ar: city.region_ar, name_en: city.region_en, names: [city.region_ar, city.region_en] };
    region.ids.push(id);
    regions.set(city.region_en, region);
  }
  for (const region of regions.values()) {
    const place: TPhrase = { kind: 'place', cityIds: region.ids, name_ar: region.name_ar, name_en: region.name_en, region: true };
    const short = (name: string) => name.replace(/^(?:ال)?(?:منطقة|منطقه)\s+/u, '').replace(/\s+(?:region|province)$/iu, '');
    for (const name of region.names) for (const variant of new Set([name, short(name)])) if (!phrases.has(phraseKey(variant))) addPlace(tokensOf(variant).join(' '), place);
  }
  function addPlace(text: string, place: TPhrase) {
    // Places are matched by their exact words (an article glued on is taken off by the caller), never by keys,
    // so that «الخبر» never becomes «خبرة».
    const key = `@${text}`;
    if (phrases.get(key)?.some((item) => item.kind === 'place')) return;
    phrases.set(key, [...(phrases.get(key) ?? []), place]);
    longest = Math.max(longest, text.split(' ').length);
    for (const word of text.split(' ')) {
      known.add(keyOf(word));
      if (word.length >= 5) correctableSet.add(word);
    }
  }

  for (const { text, ...term } of TERM_PHRASES) {
    const key = phraseKey(text);
    if (!key || phrases.has(`#${key}`)) continue;
    phrases.set(`#${key}`, [{ kind: 'term', ...term }]);
    const words = key.split(' ');
    longest = Math.max(longest, words.length);
    for (const word of words) known.add(word);
  }

  // Field words: the names of majors and sectors (and each half of "Oil & Gas"), meaning their occupations.
  const fieldOccupations = (test: (row: (typeof occupationRows.rows)[number]) => boolean) => occupationRows.rows.filter(test).map((row) => Number(row.id));
  const addField = (name: string, ids: number[]) => {
    if (!ids.length) return;
    for (const part of new Set([name, ...name.split(/\s*(?:&|\band\b|\(|\))\s*/u), ...name.split(/\s+و/u)])) {
      const text = part.trim();
      if (text && !phrases.get(phraseKey(text))?.some((item) => item.kind === 'occupation')) add(text, { kind: 'field', ids });
    }
  };
  for (const major of majorRows.rows) addField(major.name_en, fieldOccupations((row) => row.major_ids.map(Number).includes(Number(major.id))));
  for (const major of majorRows.rows) addField(major.name_ar, fieldOccupations((row) => row.major_ids.map(Number).includes(Number(major.id))));
  for (const sector of sectorRows.rows) {
    const ids = fieldOccupations((row) => Number(row.sector_id) === Number(sector.id));
    addField(sector.name_en, ids);
    addField(sector.name_ar, ids);
    for (const [alias, name] of Object.entries(FIELD_ALIASES)) if (name === tokensOf(sector.name_en).join(' ')) add(alias, { kind: 'field', ids }, { correctable: false });
  }

  for (const row of titleRows.rows) {
    for (const word of tokensOf(row.title)) {
      known.add(keyOf(word));
      vocabularyWords.add(word);
    }
  }
  for (const noise of NOISE_WORDS) known.add(keyOf(noise));
  // The words of the skills people name that are not tools (skill-names.ts) are words, never typos of others
  // ("cooking" is not "booking", decision 189).
  for (const skill of SKILL_NAMES) for (const form of [skill.en, skill.ar, ...skill.spellings]) for (const word of tokensOf(form)) known.add(keyOf(word));

  const correctable = new Map<number, string[]>();
  const confusions = new Map<string, string>();
  for (const word of correctableSet) {
    correctable.set(word.length, [...(correctable.get(word.length) ?? []), word]);
    if (isArabic(word) && !confusions.has(confusionKeyOf(word))) confusions.set(confusionKeyOf(word), word);
  }
  const spellings = new Set([...spellingKeys].filter((key) => !formKeys.has(key)));
  const namesOf = (rows: Array<{ id: number; name_ar: string; name_en: string }>) => new Map(rows.map((row) => [Number(row.id), { ar: row.name_ar, en: row.name_en }]));
  const names = { city: namesOf(cityRows.rows), major: namesOf(majorRows.rows), sector: namesOf(sectorRows.rows) };
  const wordList = [...vocabularyWords];
  const triples = ((await db.execute(sql`select ${wordQueriesSql(wordList)} as words`)) as unknown as TRows<{ words: Array<[string, string, string]> | null }>).rows[0]?.words ?? null;
  const wordQueries = toWordQueries(wordList, triples);
  const related = relatedOccupations(occupationRows.rows.map((row) => ({ ...row, id: Number(row.id) })));
  const skillSounds = new Map<string, string>();
  for (const skill of skills.skills)
    for (const form of skill.forms) {
      const sound = form.includes(' ') ? '' : soundOf(form);
      if (sound.length >= 3 && !skillSounds.has(sound)) skillSounds.set(sound, form);
    }
  return { occupations, phrases, longest, known, correctable, confusions, skeletons, arabicSkeletons, loanwordSkeletons, spellings, names, wordQueries, related, skills, skillSounds };
}

/** How long a database's vocabulary is kept in memory before it is read again (an admin's edit shows after that). */
export const VOCABULARY_TTL_MS = 5 * 60_000;

const loaded = new WeakMap<object, { at: number; vocabulary: Promise<TVocabulary>; first: boolean; rereading: boolean }>();

/**
 * The vocabulary of a database, read at most every VOCABULARY_TTL_MS (a failed first read is retried at once). Its
 * first read, at a process's start, is waited for by a request under load for CONTENDED_WAIT_MS at most (decision 224).
 * Once stale it is read again behind the one it replaces, which answers meanwhile (about 250 ms at 100k jobs that
 * searches no longer wait); a failed read again keeps it, and the next search tries again.
 */
export function vocabularyOf(db: TDatabase, now = Date.now()): Promise<TVocabulary> {
  let entry = loaded.get(db);
  if (!entry) {
    const made = { at: now, vocabulary: loadVocabulary(db), first: true, rereading: false };
    loaded.set(db, (entry = made));
    made.vocabulary.then(() => void (made.first = false), () => loaded.get(db) === made && loaded.delete(db));
  } else if (now - entry.at >= VOCABULARY_TTL_MS && !entry.first && !entry.rereading) {
    const stale = entry;
    stale.rereading = true;
    const next = loadVocabulary(db);
    next.then(
      () => void (loaded.get(db) === stale && loaded.set(db, { at: now, vocabulary: next, first: false, rereading: false })),
      () => void (stale.rereading = false),
    );
  }
  return entry.first ? whileMaking(entry.vocabulary) : entry.vocabulary;
}

/** Forget the vocabulary of a database (after seeding or editing it). */
export function forgetVocabulary(db: TDatabase): void {
  loaded.delete(db);
}
