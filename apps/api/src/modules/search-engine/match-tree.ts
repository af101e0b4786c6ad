import { simplifyQueries } from './engine.ts';
import { foldShape, type TGroupShape, type TQueryGroup } from './understand.ts';
import type { TVocabulary } from './vocabulary.ts';
import { allOf, anyOf, parseTsQuery, type TTsNode } from './tsquery.ts';
import type { TWordQueries } from './word-queries.ts';
import { skillLexeme } from './job-skills.ts';
import { wholeWordQuery } from './whole-words.ts';

/**
 * A search plan's condition as a tree for an in-memory index (decision 027): the same meaning as the SQL of
 * engine.ts (groupSql and combine), node for node, so that the index and PostgreSQL find the same jobs.
 */

export type TMatchNode =
  | { kind: 'text'; query: TTsNode }
  /** The query in a document's titles only (candidate search, decision 189: its lexemes of weight A). */
  | { kind: 'title'; query: TTsNode }
  | { kind: 'occupations'; ids: number[] }
  | { kind: 'and' | 'or'; items: [TMatchNode, TMatchNode] }
  | { kind: 'not'; item: TMatchNode }
  | { kind: 'nothing' };

const parsedForms = new WeakMap<TVocabulary, Map<string, TTsNode | null>>();

/** The names of occupations as one tree, made once per vocabulary (a wide word names forty occupations). */
function formsOf(vocabulary: TVocabulary, ids: number[], texts: string[]): TTsNode | null {
  let forms = parsedForms.get(vocabulary);
  if (!forms) parsedForms.set(vocabulary, (forms = new Map()));
  const key = ids.join(',');
  if (!forms.has(key)) forms.set(key, parseTsQuery(simplifyQueries(texts)));
  return forms.get(key)!;
}

interface TGroupTree {
  rank: TTsNode | null;
  condition: TMatchNode;
  or: boolean;
}

const text = (query: TTsNode | null): TMatchNode => (query ? { kind: 'text', query } : { kind: 'nothing' });

/** How an occupation's words are found in another document's text (decision 170: as written; 189: in its titles). */
type TOccupationWords = 'stems' | 'whole' | 'titles';

/** The lexeme of a skill a document names that a group's words are (candidate search, decision 189), or null. */
type TNamedSkill = (words: string[]) => string | null;

function groupTree(group: TQueryGroup, vocabulary: TVocabulary, words: TWordQueries, filedSkills: boolean, occupationWords: TOccupationWords, namedSkill?: TNamedSkill): TGroupTree {
  const tree = groupTreeOf(group, vocabulary, words, filedSkills, occupationWords);
  const named = group.skill || group.titleOnly ? null : (namedSkill?.(group.words) ?? null);
  return named ? { ...tree, condition: { kind: 'or', items: [tree.condition, text({ op: 'lexeme', lexeme: named })] } } : tree;
}

function groupTreeOf(group: TQueryGroup, vocabulary: TVocabulary, words: TWordQueries, filedSkills: boolean, occupationWords: TOccupationWords): TGroupTree {
  // A skill: its typed words or any of its other forms (decision 108), as engine.ts's typedWordsQuery.
  const wordsOf = (list: string[]) => allOf(list.map((word) => words.get(word) ?? null));
  const typed = group.alternatives?.length ? anyOf([wordsOf(group.words), ...group.alternatives.map((form) => wordsOf(form.split(' ')))]) : wordsOf(group.words);
  const ids = group.occupationIds;
  // Jobs filed under the skill (decision 115: engine.ts's TMatchColumns.skill), held as a lexeme of their own.
  if (!ids.length && group.skill && filedSkills) return { rank: typed, condition: text({ op: 'lexeme', lexeme: skillLexeme(group.skill) }), or: group.or };
  if (!ids.length) return { rank: typed, condition: text(typed), or: group.or };
  const texts = group.directIds.map((id) => vocabulary.occupations.get(id)?.names ?? '').filter(Boolean);
  const forms = texts.length ? formsOf(vocabulary, group.directIds, texts) : null;
  const occupations: TMatchNode = { kind: 'occupations', ids };
  if (group.titleOnly) return { rank: texts.length ? forms : typed, condition: occupations, or: group.or };
  // The occupation's words in another job's text: as written (decision 170, engine.ts's wholeWordsQuery).
  if (occupationWords === 'titles') return { rank: texts.length ? anyOf([forms, typed]) : typed, condition: { kind: 'or', items: [occupations, typed ? { kind: 'title', query: typed } : { kind: 'nothing' }] }, or: group.or };
  const wholeOf = (list: string[]) =>
    allOf(list.map((word) => {
      const text = wholeWordQuery(word);
      return text ? parseTsQuery(text) : (words.get(word) ?? null);
    }));
  // (Decision 220: or the occupation's names in the other script, as engine.ts.)
  const whole = occupationWords === 'whole' && !group.phrase && !group.alternatives?.length ? anyOf([group.words, ...(group.translated ?? [])].map(wholeOf)) : typed;
  return { rank: texts.length ? anyOf([forms, typed]) : typed, condition: { kind: 'or', items: [occupations, text(whole)] }, or: group.or };
}

/** The words of the groups, each once: what wordQueriesSql needs. */
export const wordsOfGroups = (groups: TQueryGroup[]): string[] => [
  ...new Set(groups.flatMap((group) => [...group.words, ...(group.alternatives ?? []).flatMap((form) => form.split(' ')), ...(group.translated ?? []).flat()])),
];

/**
 * The condition and the title tier's query of a plan's groups (null: no way to relax them). As in engine.ts, the
 * groups are joined left to right, by "or" where the words said so or when `relaxed`, else by "and". `filedSkills`:
 * the index holds each job's filed skills as lexemes (skillLexeme; job search), so a skill is found by them.
 * `occupationWords`: an occupation's words in another document's text are the words as written (`whole`, decision
 * 170: job search), or count in its titles only (`titles`, decision 189: candidate search, whose CVs' skills and
 * summaries are not their occupation: "Accounting" is no accountant). `namedSkill`: a group's words that are a skill a
 * document names also find it (candidate search's CV skills, decision 189).
 */
export function matchTree(
  groups: TQueryGroup[],
  vocabulary: TVocabulary,
  words: TWordQueries,
  relaxed: boolean,
  filedSkills = false,
  shape?: TGroupShape,
  occupationWords: TOccupationWords = 'stems',
  namedSkill?: TNamedSkill,
): { match: TMatchNode; rank: TTsNode | null; level: TTsNode | null } | null {
  if (shape) {
    // Boolean words (decision 136): the groups joined as the operators say, never relaxed; a NOT has no rank.
    if (relaxed) return null;
    const trees = groups.map((group) => (group.rankOnly ? null : groupTree(group, vocabulary, words, filedSkills, occupationWords, namedSkill)));
    const pair = (kind: 'and' | 'or') => (items: TMatchNode[]) => items.slice(1).reduce<TMatchNode>((joined, item) => ({ kind, items: [joined, item] }), items[0]!);
    const match = foldShape<TMatchNode>(shape, (index) => trees[index]?.condition ?? null, pair('and'), pair('or'), (item) => ({ kind: 'not', item }));
    if (!match) return null;
    const rank = foldShape<TTsNode>(shape, (index) => trees[index]?.rank ?? null, (items) => allOf(items)!, (items) => anyOf(items)!, null);
    const ranking = groups.filter((group) => group.rankOnly).flatMap((group) => group.words);
    return { match, rank, level: ranking.length ? anyOf(ranking.map((word) => words.get(word) ?? null)) : null };
  }
  const trees = groups.filter((group) => !group.rankOnly).map((group) => groupTree(group, vocabulary, words, filedSkills, occupationWords, namedSkill));
  const canRelax = trees.length > 1 && !trees.some((tree) => tree.or);
  if (!trees.length || (relaxed && !canRelax)) return null;
  let match = trees[0]!.condition;
  let rank = trees[0]!.rank;
  for (const tree of trees.slice(1)) {
    const or = tree.or || relaxed;
    match = { kind: or ? 'or' : 'and', items: [match, tree.condition] };
    rank = or ? anyOf([rank, tree.rank]) : allOf([rank, tree.rank]);
  }
  // Words that only rank (a senior title, decision 109), as engine.ts's levelQuery: no condition, any of them a rank of its own.
  const ranking = groups.filter((group) => group.rankOnly).flatMap((group) => group.words);
  return { match, rank, level: ranking.length ? anyOf(ranking.map((word) => words.get(word) ?? null)) : null };
}
