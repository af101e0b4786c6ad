import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { arabicSkeletonOf, isArabic, keyOf, skeletonOf, tokensOf } from './normalize.ts';
import { NOISE_WORDS, type TVocabulary } from './vocabulary.ts';

/**
 * Employers named in a job seeker's words (decision 109): a company's public name (the verified one, decision 085) in
 * Arabic or English, whole, in part ("shifa", «الشفاء»), run together ("alshifa") or spelt otherwise ("shefa"),
 * read as a filter on that company's jobs whose company is shown (never its confidential ones).
 */

export interface TEmployer {
  id: number;
  name_ar: string;
  name_en: string | null;
}

export interface TEmployerNames {
  /** Phrase (keys joined by spaces) → the companies it names. */
  phrases: Map<string, number[]>;
  /**
   * The script of the words that may name them and a consonant skeleton (normalize.ts skeletonOf, arabicSkeletonOf),
   * as `latin:mhsb` → the companies whose name word it is.
   */
  skeletons: Map<string, number[]>;
  /** Keys of every word of a name (never corrected as a typo). */
  words: Set<string>;
  longest: number;
  byId: Map<number, TEmployer>;
}

/**
 * Words of company names that say what kind of company it is, not which: a search for "medical" or «للتقنية» is not
 * a search for one company. Only the other words of a name, or the name whole, name it.
 */
const GENERIC = new Set(
  [
    'company', 'co', 'ltd', 'limited', 'llc', 'inc', 'corp', 'corporation', 'group', 'holding', 'holdings', 'est', 'establishment', 'and', 'al', 'el',
    'medical', 'technology', 'tech', 'contracting', 'services', 'service', 'logistics', 'schools', 'school', 'private', 'markets', 'market', 'pharmacies',
    'pharmacy', 'finance', 'energy', 'hotels', 'hotel', 'digital', 'marketing', 'management', 'consulting', 'facilities', 'trading', 'national', 'saudi',
    'arabia', 'arabian', 'international', 'solutions', 'systems', 'industries', 'industrial', 'factory', 'hospital', 'clinic', 'clinics', 'center', 'centre',
    'شركه', 'مؤسسه', 'مجموعه', 'القابضه', 'قابضه', 'للتقنيه', 'تقنيه', 'للمقاولات', 'مقاولات', 'الطبيه', 'طبيه', 'للخدمات', 'خدمات', 'لخدمات', 'اللوجستيه',
    'مدارس', 'الاهليه', 'اسواق', 'صيدليات', 'للتمويل', 'تمويل', 'الطاقه', 'للفنادق', 'فنادق', 'الرقميه', 'رقميه', 'للاستشارات', 'استشارات', 'الاداريه',
    'لاداره', 'اداره', 'المرافق', 'للتسويق', 'تسويق', 'للتجاره', 'تجاريه', 'التجاريه', 'الوطنيه', 'السعوديه', 'العربيه', 'المحدوده', 'مستشفى', 'مستشفيات',
    'مجمع', 'مركز', 'مصنع', 'للصناعات', 'الصناعيه',
  ].map((word) => keyOf(tokensOf(word).join(' '))),
);

/**
 * The phrases that name each company: its names whole, without their generic words, run together, and each run of
 * its specific words. A phrase the vocabulary gives another meaning (an occupation, a field, a place, a job type or
 * a noise word: `taken`) names no company, unless it is a whole name of two words or more.
 */
export function employerNamesOf(rows: readonly TEmployer[], taken: (key: string) => boolean): TEmployerNames {
  const phrases = new Map<string, number[]>();
  const skeletons = new Map<string, number[]>();
  const words = new Set<string>();
  const byId = new Map<number, TEmployer>();
  let longest = 1;
  const add = (keys: string[], id: number, whole: boolean) => {
    const key = keys.join(' ');
    if (!key || (taken(key) && !(whole && keys.length > 1))) return;
    const ids = phrases.get(key) ?? [];
    if (!ids.includes(id)) phrases.set(key, [...ids, id]);
    longest = Math.max(longest, keys.length);
    for (const word of keys) words.add(word);
  };
  for (const row of rows) {
    const id = Number(row.id);
    byId.set(id, { id, name_ar: row.name_ar, name_en: row.name_en });
    const hasArabic = isArabic(`${row.name_ar} ${row.name_en ?? ''}`);
    const hasLatin = /[a-z]/iu.test(`${row.name_ar} ${row.name_en ?? ''}`);
    for (const name of [row.name_ar, row.name_en ?? '']) {
      const raws = tokensOf(name);
      const keys = raws.map(keyOf);
      if (!keys.length) continue;
      add(keys, id, true);
      const specific = keys.filter((key) => !GENERIC.has(key));
      if (!specific.length) continue;
      add([keys.join('')], id, true);
      add([specific.join('')], id, false);
      // "alshifa": the article run together with the name.
      add([keys.filter((key) => !GENERIC.has(key) || key === 'al' || key === 'el').join('')], id, false);
      // Runs of the specific words, the article kept between them ("rowad al janoub").
      const runs = keys.filter((key) => !GENERIC.has(key) || key === 'al' || key === 'el');
      for (let start = 0; start < runs.length; start += 1) {
        for (let end = start + 1; end <= runs.length; end += 1) {
          const run = runs.slice(start, end);
          if (GENERIC.has(run[0]!) || GENERIC.has(run.at(-1)!) || (run.length === 1 && run[0]!.length < 3)) continue;
          add(run, id, false);
          const bare = run.filter((key) => !GENERIC.has(key));
          if (bare.length !== run.length) add(bare, id, false);
        }
      }
      // Another spelling of a Latin word of the name ("shefa" for "Shifa", "nakhil" for "Nakheel"), and, for a company
      // with no name in the other script, a word of its name as people write it there ("jarir" for «جرير», «تمكين» for
      // "Tamkeen"; issue 60). A company named in both scripts is found by each name: «تأمين» is not "Tamween".
      for (const [at, key] of keys.entries()) {
        if (GENERIC.has(key) || taken(key)) continue;
        const scripts = isArabic(key) ? (hasLatin ? [] : ['latin']) : hasArabic ? ['latin'] : ['latin', 'arabic'];
        for (const skeleton of skeletonsOf(key, raws[at]!)) {
          for (const script of scripts) {
            const ids = skeletons.get(`${script}:${skeleton}`) ?? [];
            if (!ids.includes(id)) skeletons.set(`${script}:${skeleton}`, [...ids, id]);
          }
        }
      }
    }
  }
  return { phrases, skeletons, words, longest, byId };
}

/**
 * The company named at `start` of the words' keys (the longest phrase), with its length; null when none. A Latin
 * word no phrase holds may name one by its skeleton when the vocabulary does not know it (`known`).
 */
export function employerAt(keys: readonly string[], start: number, names: TEmployerNames, known: (key: string) => boolean, raws: readonly string[] = keys): { length: number; ids: number[] } | null {
  for (let length = Math.min(names.longest, keys.length - start); length >= 1; length -= 1) {
    const ids = names.phrases.get(keys.slice(start, start + length).join(' '));
    if (ids) return { length, ids };
  }
  const key = keys[start]!;
  // "al shifa": the article written apart.
  if ((key === 'al' || key === 'el') && start + 1 < keys.length) {
    const after = employerAt(keys, start + 1, names, known, raws);
    if (after) return { length: after.length + 1, ids: after.ids };
  }
  // "alzahra" for "Zahra": the article run together with a name written without it.
  if (/^(?:al|el)[a-z]{3,}$/u.test(key) && !known(key)) {
    const ids = names.phrases.get(key.slice(2));
    if (ids) return { length: 1, ids };
  }
  if (known(key) || GENERIC.has(key)) return null;
  for (const skeleton of skeletonsOf(key, raws[start] ?? key)) {
    const ids = names.skeletons.get(`${isArabic(key) ? 'arabic' : 'latin'}:${skeleton}`);
    if (ids) return { length: 1, ids };
  }
  return null;
}

/**
 * The skeletons a word of a name, or of a search, is known by: its key's, and as written (a Latin key has lost what
 * looks like a plural, "Kaneefos" → "kaneefo", an Arabic one what looks like a suffix, «كانيبون» → «كانيب», which
 * the other script's spelling keeps), and without the Arabic article.
 */
function skeletonsOf(key: string, raw: string): string[] {
  return [...new Set([key, raw, raw.replace(/^ال(?=.{3})/u, '')].map(latinSkeletonOf))].filter((skeleton): skeleton is string => skeleton !== null);
}

/**
 * A word's consonant skeleton in Latin letters (skeletonOf; arabicSkeletonOf for Arabic), or null when it is too short
 * to name a company by: a Latin word of 4 letters or more with 3 consonants (2 from 5 letters), an Arabic one with 3.
 */
function latinSkeletonOf(key: string): string | null {
  if (isArabic(key)) {
    const skeleton = arabicSkeletonOf(key);
    return skeleton.length >= 3 ? skeleton : null;
  }
  const skeleton = skeletonOf(key);
  return key.length >= 4 && skeleton.length >= (key.length >= 5 ? 2 : 3) ? skeleton : null;
}

/** The normalised words of a company's names, both languages. */
export function nameWordsOf(names: TEmployerNames, id: number): string[] {
  const employer = names.byId.get(id);
  return employer ? [...tokensOf(employer.name_ar), ...tokensOf(employer.name_en ?? '')] : [];
}

/** Whether a word of a name only says what kind of company it is («مجموعة», "group"): taken with the name beside it. */
export const isGenericWord = (key: string): boolean => GENERIC.has(key);

/** Whether the vocabulary gives a phrase another meaning (employerNamesOf's `taken`). */
export const takenBy = (vocabulary: TVocabulary) => (key: string) =>
  vocabulary.phrases.has(key) || vocabulary.phrases.has(`#${key}`) || vocabulary.phrases.has(`@${key}`) || NOISE_WORDS.has(key) || GENERIC.has(key);

/** How long the companies' names are kept in memory (a change made in this process forgets them at once: forgetEmployers). */
export const EMPLOYERS_TTL_MS = 30_000;

const loaded = new WeakMap<object, { at: number; rows: Promise<TEmployer[]>; names: WeakMap<TVocabulary, TEmployerNames> }>();

/**
 * The companies whose names a search reads: every company with a public page (its account neither suspended nor
 * deleted), by the public names (decision 085: the verified ones while a new name waits), read at most every
 * EMPLOYERS_TTL_MS.
 */
async function readEmployers(db: TDatabase): Promise<TEmployer[]> {
  const result = (await db.execute(sql`
    select c.id, c.foundation_name as name_ar, c.foundation_name_en as name_en from companies c inner join users u on u.id = c.user_id
    where c.deleted_at is null and u.status = 'active'
  `)) as unknown as { rows: TEmployer[] };
  return result.rows;
}

/** The names of a database's companies as read against `vocabulary`. */
export async function employersOf(db: TDatabase, vocabulary: TVocabulary, now = Date.now()): Promise<TEmployerNames> {
  let entry = loaded.get(db);
  if (!entry || now - entry.at >= EMPLOYERS_TTL_MS) {
    entry = { at: now, rows: readEmployers(db), names: new WeakMap() };
    loaded.set(db, entry);
    const failed = entry;
    entry.rows.catch(() => loaded.get(db) === failed && loaded.delete(db));
  }
  const rows = await entry.rows;
  let names = entry.names.get(vocabulary);
  if (!names) entry.names.set(vocabulary, (names = employerNamesOf(rows, takenBy(vocabulary))));
  return names;
}

/** Forget the companies' names of a database (a company's public name changed). */
export function forgetEmployers(db: TDatabase): void {
  loaded.delete(db);
}
