import { sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { jobOccupations } from '../../db/schema/index.ts';
import { keyOf, tokensOf } from './normalize.ts';
import { foldShape, understandQuery, type TQueryGroup, type TUnderstoodQuery } from './understand.ts';
import { employersOf } from './employers.ts';
import { vocabularyOf, type TVocabulary } from './vocabulary.ts';
import { wholeWordQuery } from './whole-words.ts';

/**
 * The search engine (decision 023), shared by job search and, later, candidate search: what a query means
 * (understand), its words as one PostgreSQL tsquery, and the occupations of a title.
 */

export interface TSearchPlan extends TUnderstoodQuery {
  /** Every occupation the query names (ranking: a job of one of them ranks first). */
  occupationIds: number[];
  /** Whether any words are left to match (false: e.g. only a city and noise words). */
  hasWords: boolean;
  /**
   * The condition on a job: every group (any, `relaxed`; null when there is no other way) is a job of its
   * occupations or holds its typed words (a job that merely mentions nurses in another language is no nurse's job).
   */
  where: (columns: TMatchColumns, relaxed?: boolean) => SQL | null;
  /** The tsquery of the title tier of relevance. */
  rankQuery: (relaxed?: boolean) => SQL | null;
  /** The tsquery of a senior title (decision 109: "senior nurse"), which ranks first within its tier; null: none asked. */
  levelQuery: () => SQL | null;
  /** The skills the words name (decision 115): a job ranks by how central the most central of them is to it. */
  skills: string[];
  /**
   * The same search with each occupation it names widened to its near relations (decision 077), to ask when neither
   * it nor its relaxed form finds anything; null when none of its occupations has any.
   */
  related: TSearchPlan | null;
}

/** Words' tsquery through both stemmers, all of them (and an Arabic word's final ي also as ى). */
export function wordsQuery(words: string[]): SQL {
  const parts = words.map((word) => {
    const spellings = [...new Set([word, word.replace(/ي$/u, 'ى')])];
    const each = spellings.map((spelling) => sql`plainto_tsquery('arabic'::regconfig, ${spelling})`);
    each.push(sql`plainto_tsquery('english'::regconfig, ${word})`);
    return sql`(${sql.join(each, sql` || `)})`;
  });
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` && `)})`;
}

/**
 * An occupation's typed words in a text (decision 170): each English word as written, singular or plural
 * (whole-words.ts), never a word sharing its stem; other words through both stemmers, as wordsQuery.
 */
export function wholeWordsQuery(words: string[]): SQL {
  const parts = words.map((word) => {
    const whole = wholeWordQuery(word);
    return whole ? sql`${whole}::tsquery` : wordsQuery([word]);
  });
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` && `)})`;
}

/** A quoted phrase's tsquery (decision 136): its words in order, through both stemmers. */
const phraseQuery = (words: string[]): SQL => {
  const text = words.join(' ');
  return sql`(phraseto_tsquery('arabic'::regconfig, ${text}) || phraseto_tsquery('english'::regconfig, ${text}))`;
};

/** A group's typed words as a tsquery, or any of a skill's forms (decision 108): what a text must hold. */
export function typedWordsQuery(group: Pick<TQueryGroup, 'words' | 'alternatives' | 'phrase'>): SQL {
  if (group.phrase) return phraseQuery(group.words);
  const typed = wordsQuery(group.words);
  if (!group.alternatives?.length) return typed;
  return sql`(${sql.join([typed, ...group.alternatives.map((form) => wordsQuery(form.split(' ')))], sql` || `)})`;
}

/**
 * The occupations' queries as one: each alternative once, and none that needs a lexeme which is an alternative on
 * its own ("civil & engin" goes when "engin" is there). A wide word («مهندس») names forty occupations.
 */
export function simplifyQueries(texts: string[]): string {
  const alternatives = new Map<string, string[]>();
  for (const text of texts) {
    for (const part of text.split(' | ')) {
      const lexemes = [...part.matchAll(/'((?:[^']|'')*)'/gu)].map((match) => match[1]!);
      if (lexemes.length) alternatives.set(part, lexemes);
    }
  }
  const singles = new Set([...alternatives.values()].filter((lexemes) => lexemes.length === 1).map((lexemes) => lexemes[0]!));
  const kept = [...alternatives].filter(([, lexemes]) => lexemes.length === 1 || !lexemes.some((lexeme) => singles.has(lexeme))).map(([part]) => part);
  return kept.join(' | ');
}

/** The columns a job's match is decided on. */
export interface TMatchColumns {
  /** The job's full-text vector (title and texts). */
  search: SQL;
  /** The job's id (its occupations are in job_occupations). */
  id: SQL;
  /** Another search's condition "of one of these occupations" (candidate search: its own column); default: job_occupations. */
  occupations?: (ids: number[]) => SQL;
  /** The condition "filed under this skill" (job search: `jobs.skills`, decision 115); without it a skill is its words in the text. */
  skill?: (name: string) => SQL;
  /**
   * An occupation's words in a text are the words as written, never a word sharing their stem (decision 170): the
   * vector holds English words unstemmed too (job search's does; candidate search's English texts go through the
   * English stemmer only).
   */
  wholeWords?: boolean;
  /**
   * An occupation's words in another document count in its titles only (decision 189, candidate search: a CV's skills
   * and summary are not its occupation, "Accounting" or «المحاسبة» is no accountant): its lexemes of weight A.
   */
  titleWords?: boolean;
  /** A skill a document names that a group's words are (candidate search's CV skills, decision 189), or null. */
  namedSkill?: (words: string[]) => SQL | null;
}

/** Either condition, or the first alone. */
const orSql = (condition: SQL, other: SQL | null | undefined): SQL => (other ? sql`(${condition} or ${other})` : condition);

/** A tsquery whose every lexeme must be of weight A (a candidate's titles, decision 189). */
export const inTitles = (query: SQL): SQL => sql`regexp_replace((${query})::text, '(''(?:[^'']|'''')*'')', '\\1:A', 'g')::tsquery`;

interface TGroupSql {
  /** The group's words and forms as a tsquery: the title tier of relevance. */
  rank: SQL;
  /** A job of the group: of its occupations (linked when saved), or holding the typed words. */
  condition: (columns: TMatchColumns) => SQL;
  or: boolean;
}

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * A job of one of the occupations: its title was classified when it was saved (job_occupations). The ids come
 * first, from the link's index, so the planner ORs them with the full-text index of the typed words.
 */
const ofOccupations = (ids: number[], columns: TMatchColumns) =>
  columns.occupations ? columns.occupations(ids) : sql`${columns.id} = any(array(select jo.job_id from job_occupations jo where jo.occupation_id in (${idList(ids)})))`;

function groupSql(group: TQueryGroup, vocabulary: TVocabulary): TGroupSql {
  const typed = typedWordsQuery(group);
  // The title tier of relevance: the typed words or the names of the phrase's own occupations in the title (that a
  // job is of the occupation is the link's tier; a small query keeps ranking a thousand titles cheap).
  const texts = group.directIds.map((id) => vocabulary.occupations.get(id)?.names ?? '').filter(Boolean);
  const ids = group.occupationIds;
  // A skill is the skill where its jobs are filed (so "excel" never finds "excellent"), else its words in the text.
  if (!ids.length)
    return { rank: typed, condition: ({ search, skill, namedSkill }) => (group.skill && skill ? skill(group.skill) : orSql(sql`${search} @@ ${typed}`, namedSkill?.(group.words))), or: group.or };
  const forms = texts.length ? sql`${simplifyQueries(texts)}::tsquery` : null;
  // Corrected or transliterated words count only through the vocabulary: jobs of the occupation.
  if (group.titleOnly) return { rank: forms ?? typed, condition: (columns) => ofOccupations(ids, columns), or: group.or };
  // The occupation's words in another job's text: as written where the vector holds them so (decision 170).
  // (Decision 220: or the occupation's names in the other script, so a query and its translation find the same texts.)
  const whole =
    group.phrase || group.alternatives?.length
      ? typed
      : group.translated?.length
        ? sql`(${sql.join([group.words, ...group.translated].map(wholeWordsQuery), sql` || `)})`
        : wholeWordsQuery(group.words);
  return {
    rank: forms ? sql`(${forms} || ${typed})` : typed,
    condition: (columns) =>
      orSql(sql`(${ofOccupations(ids, columns)} or ${columns.search} @@ ${columns.titleWords ? inTitles(typed) : columns.wholeWords ? whole : typed})`, columns.namedSkill?.(group.words)),
    or: group.or,
  };
}

const combine = (parts: Array<{ sql: SQL; or: boolean }>, allOr: boolean, operators: { and: SQL; or: SQL }): SQL | null => {
  if (!parts.length) return null;
  let result = parts[0]!.sql;
  for (const part of parts.slice(1)) result = sql`(${result} ${part.or || allOr ? operators.or : operators.and} ${part.sql})`;
  return result;
};
const TSQUERY_OPERATORS = { and: sql`&&`, or: sql`||` };
const BOOLEAN_OPERATORS = { and: sql`and`, or: sql`or` };

/**
 * The groups with each occupation they name replaced by its near relations (vocabulary.related, decision 077), found
 * as jobs of those occupations only (not by the typed words, which found nothing); null when no group has any.
 */
export function relatedGroups(groups: TQueryGroup[], vocabulary: TVocabulary): TQueryGroup[] | null {
  let widened = false;
  const related = groups.map((group) => {
    if (group.kind !== 'occupation') return group;
    const near = [...new Set(group.directIds.flatMap((id) => vocabulary.related.get(id) ?? []))].filter((id) => !group.occupationIds.includes(id));
    if (!near.length) return group;
    widened = true;
    return { ...group, occupationIds: near, directIds: near, titleOnly: true };
  });
  return widened ? related : null;
}

/** The plan of a search's words: what they mean and the SQL that finds them. */
export async function planSearch(
  db: TDatabase,
  q: string,
  locale: 'ar' | 'en',
  options: { readTerms?: boolean | 'levels'; groupsOf?: (groups: readonly TQueryGroup[]) => TQueryGroup[] } = {},
): Promise<TSearchPlan> {
  const vocabulary = await vocabularyOf(db);
  const employers = options.readTerms === true ? await employersOf(db, vocabulary) : null;
  const read = understandQuery(q, vocabulary, locale, options.readTerms, employers);
  // A search's own reading of the groups (candidate search: its named skills, decision 204); boolean words as typed.
  const understood = options.groupsOf && !read.shape ? { ...read, groups: options.groupsOf(read.groups) } : read;
  // A boolean query (decision 136) is searched as its operators say, never widened to near occupations.
  const related = understood.shape ? null : relatedGroups(understood.groups, vocabulary);
  return { ...planOf(understood, vocabulary), related: related ? { ...planOf({ ...understood, groups: related }, vocabulary), related: null } : null };
}

/** The plan of understood words (planSearch), without its related form. */
function planOf(understood: TUnderstoodQuery, vocabulary: TVocabulary): Omit<TSearchPlan, 'related'> {
  // The SQL of the groups is made when PostgreSQL is asked (the in-memory index of job search needs none).
  let sqlGroups: TGroupSql[] | null = null;
  // Words that only rank (a senior title, decision 109): no condition, a rank of their own (levelQuery).
  const matching = understood.groups.filter((group) => !group.rankOnly);
  const ranking = understood.groups.filter((group) => group.rankOnly);
  const groupsSql = () => (sqlGroups ??= matching.map((group) => groupSql(group, vocabulary)));
  const { shape } = understood;
  // Boolean words (decision 136): the groups joined as the operators say, never relaxed; a NOT has no rank.
  const canRelax = matching.length > 1 && !matching.some((group) => group.or) && !shape;
  const joined = (items: SQL[], operator: SQL) => sql`(${sql.join(items, sql` ${operator} `)})`;
  const byShape = (part: (index: number) => SQL, operators: { and: SQL; or: SQL }, not: ((item: SQL) => SQL) | null) =>
    foldShape(shape!, (index) => part(index), (items) => joined(items, operators.and), (items) => joined(items, operators.or), not);
  // Indices of `understood.groups` to those of the SQL of the matching groups.
  const sqlOf = (index: number) => groupsSql()[matching.indexOf(understood.groups[index]!)]!;
  const rankQuery = (relaxed = false) =>
    relaxed && !canRelax
      ? null
      : shape
        ? byShape((index) => sqlOf(index).rank, TSQUERY_OPERATORS, null)
        : combine(groupsSql().map((group) => ({ sql: group.rank, or: group.or })), relaxed, TSQUERY_OPERATORS);
  const levelWords = ranking.flatMap((group) => group.words);
  return {
    ...understood,
    occupationIds: [...new Set(understood.groups.filter((group) => group.kind === 'occupation' && !group.negated).flatMap((group) => group.occupationIds))],
    hasWords: matching.length > 0,
    rankQuery,
    skills: [...new Set(matching.flatMap((group) => (group.skill && !group.negated ? [group.skill] : [])))],
    levelQuery: () => (levelWords.length ? sql`(${sql.join(levelWords.map((word) => wordsQuery([word])), sql` || `)})` : null),
    where: (columns, relaxed = false) =>
      relaxed && !canRelax
        ? null
        : shape
          ? byShape((index) => sqlOf(index).condition(columns), BOOLEAN_OPERATORS, (item) => sql`(not ${item})`)
          : combine(groupsSql().map((group) => ({ sql: group.condition(columns), or: group.or })), relaxed, BOOLEAN_OPERATORS),
  };
}

/** The occupations a title names: those of its longest phrases ("Senior Civil Engineer" → civil engineer, not engineer). */
export function occupationsOfTitle(vocabulary: TVocabulary, title: string): number[] {
  const keys = tokensOf(title).map(keyOf);
  let best: { length: number; ids: Set<number> } = { length: 0, ids: new Set() };
  for (let start = 0; start < keys.length; start += 1) {
    for (let length = Math.min(vocabulary.longest, keys.length - start); length >= 1; length -= 1) {
      const key = keys.slice(start, start + length).join(' ');
      // Words of how the work is done name no occupation: "Summer Training" is an internship, not a trainer (decision 088).
      if (length > 1 && vocabulary.phrases.has(`#${key}`) && !vocabulary.phrases.has(key)) {
        start += length - 1;
        break;
      }
      const occupation = vocabulary.phrases.get(key)?.find((item) => item.kind === 'occupation');
      if (!occupation || occupation.kind !== 'occupation') continue;
      if (length > best.length) best = { length, ids: new Set(occupation.ids) };
      else if (length === best.length) for (const id of occupation.ids) best.ids.add(id);
      break;
    }
  }
  return [...best.ids];
}

/**
 * Links a job to the occupations search files it under, replacing the old links: the one its company chose in the
 * post-job form (`jobs.occupation_id`, decision 030), else those its title names. Called whenever a job is saved.
 */
export async function linkJobOccupations(db: TDatabase, jobId: number, title: string, chosen: number | null = null): Promise<number[]> {
  const ids = chosen !== null ? [chosen] : occupationsOfTitle(await vocabularyOf(db), title);
  await db.delete(jobOccupations).where(sql`${jobOccupations.job_id} = ${jobId}`);
  if (ids.length) await db.insert(jobOccupations).values(ids.map((occupation_id) => ({ job_id: jobId, occupation_id }))).onConflictDoNothing();
  return ids;
}

/** Links every job that has no occupation yet (start-up after seeding, the benchmark's generator), in batches. */
export async function linkUnlinkedJobs(db: TDatabase, batch = 5000, after = 0): Promise<number> {
  const vocabulary = await vocabularyOf(db);
  let linked = 0;
  for (let lastId = after; ; ) {
    const result = (await db.execute(sql`
      select j.id, j.title, j.occupation_id from jobs j
      where j.id > ${lastId} and not exists (select 1 from job_occupations jo where jo.job_id = j.id)
      order by j.id limit ${batch}
    `)) as unknown as { rows: Array<{ id: number; title: string; occupation_id: number | null }> };
    if (!result.rows.length) return linked;
    // The company's choice, else the title's (as linkJobOccupations).
    const idsOf = (row: (typeof result.rows)[number]) => (row.occupation_id !== null ? [Number(row.occupation_id)] : occupationsOfTitle(vocabulary, row.title));
    const values = result.rows.flatMap((row) => idsOf(row).map((occupation_id) => ({ job_id: Number(row.id), occupation_id })));
    if (values.length) await db.insert(jobOccupations).values(values).onConflictDoNothing();
    linked += values.length;
    lastId = Number(result.rows.at(-1)!.id);
  }
}
