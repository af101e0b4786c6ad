import { sql } from 'drizzle-orm';
import { JOB_SEARCH_COUNT_SAMPLE, type TJobSearchFacets, type TJobSearchQuery, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import type { TSearchPlan } from '../search-engine/engine.ts';
import { matchTree, wordsOfGroups } from '../search-engine/match-tree.ts';
import { toWordQueries, wordQueriesSql, type TWordQueries } from '../search-engine/word-queries.ts';
import { vocabularyOf, type TVocabulary } from '../search-engine/vocabulary.ts';
import type { TJobCardRow } from './cards.ts';
import { searchCascade, type TCascadeSearch, type TCascadeStep } from './search-cascade.ts';
import { SEARCH_COUNT_CAP, type TJobSearchCounts } from './search-counts.ts';
import { jobSearchIndex, latestChangeNow, latestChangeSql, type JobSearchIndex, type TIndexAnswer } from './search-index.ts';
import type { TIndexSearch } from './search-index-filters.ts';
import { JOB_FACETS } from './search-filters.ts';
import { nearTitlesOf, searchWords, type TJobSearchRows } from './search-sql.ts';
import type { TNearPoint } from './near.ts';

/**
 * Job search answered by the in-memory index of listed jobs (decisions 027 and 054), cards and counts included: each
 * reading of the cascade (search-cascade.ts), the near spellings of titles with the titles PostgreSQL finds.
 */

/** The index's answer with nothing in it: no jobs, no counts (onlyOtherWork). */
function nothingOf(answer: TIndexAnswer): TIndexAnswer {
  const counts = Object.fromEntries(JOB_FACETS.map((facet) => [facet.name, new Map()])) as unknown as TIndexAnswer['counts'];
  return { ...answer, ids: [], total: 0, totalEstimated: false, counts, countsEstimated: false };
}

const NAME_TABLES = { city: 'cities', major: 'majors', sector: 'sectors' } as const;

/**
 * The names of cities, majors or sectors by id in both languages: from the vocabulary, or read for the values added
 * since it was (a new city).
 */
async function namesOf(db: TDatabase, vocabulary: TVocabulary, facet: 'city' | 'major' | 'sector', ids: Iterable<number>): Promise<Map<number, { ar: string; en: string }>> {
  const names = new Map<number, { ar: string; en: string }>();
  const missing: number[] = [];
  for (const id of ids) {
    const known = vocabulary.names[facet].get(id);
    if (known) names.set(id, known);
    else missing.push(id);
  }
  if (missing.length) {
    const rows = ((await db.execute(sql`select id, name_ar, name_en from ${sql.identifier(NAME_TABLES[facet])} where id in (${sql.join(missing.map((id) => sql`${id}`), sql`, `)})`)) as unknown as {
      rows: Array<{ id: number; name_ar: string; name_en: string }>;
    }).rows;
    for (const row of rows) names.set(Number(row.id), { ar: row.name_ar, en: row.name_en });
  }
  return names;
}

/** The counts of an index answer, with the names of the filter values in `locale` (most first, then by name). */
async function toIndexCounts(db: TDatabase, answer: TIndexAnswer, vocabulary: TVocabulary, locale: TLocale): Promise<TJobSearchCounts> {
  const facets = {} as Record<string, unknown[]>;
  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const { name: facet, values } of JOB_FACETS) {
    if (values) {
      const counts = answer.counts[facet] as Map<string, number>;
      facets[facet] = [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
      continue;
    }
    const named = facet as 'city' | 'major' | 'sector';
    const names = await namesOf(db, vocabulary, named, answer.counts[named].keys());
    facets[facet] = [...answer.counts[named]]
      .flatMap(([id, count]) => (names.has(id) ? [{ id, name: names.get(id)![locale], count }] : []))
      .sort((a, b) => b.count - a.count || byName(a, b));
  }
  return { total: answer.total, capped: false, facets: facets as unknown as TJobSearchFacets, totalEstimated: answer.totalEstimated, facetsEstimated: answer.countsEstimated };
}

/**
 * The cards of listed jobs from the index (decision 054), in the order of `ids`, their cities and majors named from
 * the vocabulary or, for those added since it was read, from the database. Job search and similar jobs.
 */
export async function cardsFromIndex(db: TDatabase, index: JobSearchIndex, vocabulary: TVocabulary, ids: number[], locale: TLocale): Promise<TJobCardRow[]> {
  const rows = index.cards(ids, locale, vocabulary.names);
  for (const facet of ['city', 'major'] as const) {
    const unnamed = rows.filter((row) => row[`${facet}_id`] !== null && row[`${facet}_name`] === null);
    if (!unnamed.length) continue;
    const names = await namesOf(db, vocabulary, facet, new Set(unnamed.map((row) => row[`${facet}_id`]!)));
    for (const row of unnamed) row[`${facet}_name`] = names.get(row[`${facet}_id`]!)?.[locale] ?? null;
  }
  return rows;
}

/**
 * A search (its filters with the terms its words name in `query`) through its cascade on the index: the chosen
 * answer's page of cards and its counts, and whether it reads the words otherwise than asked.
 */
export async function searchWithIndex(
  db: TDatabase,
  locale: TLocale,
  query: TJobSearchQuery,
  search: TCascadeSearch & { words: string | null; sort: 'relevance' | 'newest' | 'salary' | 'distance' },
  options: { publishedAfter?: Date; countSample?: number; page: number; perPage: number; near?: TNearPoint | null },
): Promise<TJobSearchRows & { approximate: boolean }> {
  const { plan, words, sort } = search;
  const vocabulary = await vocabularyOf(db);
  const wordList = plan?.hasWords ? wordsOfGroups(plan.groups) : [];
  // The words' stems: from the vocabulary, or read with the newest change when a word is new to it.
  let wordQueries: TWordQueries = new Map(wordList.map((word) => [word, vocabulary.wordQueries.get(word) ?? null]));
  let latest = -1;
  if (wordList.some((word) => !vocabulary.wordQueries.has(word))) {
    const head = ((await db.execute(sql`select ${latestChangeSql} as mark, ${wordQueriesSql(wordList)} as words`)) as unknown as {
      rows: Array<{ mark: number; words: Array<[string, string, string]> | null }>;
    }).rows[0];
    latest = Number(head?.mark ?? 0);
    wordQueries = toWordQueries(wordList, head?.words ?? null);
  }
  // The index, brought up to the newest change read after this search began: by the words' statement, or with the
  // searches waiting at the same time (decision 054).
  const index = await jobSearchIndex(db, latest >= 0 ? latest : await latestChangeNow(db));
  // Featured jobs first (decision 135): by relevance or, without words, by date; never in a job alert's new jobs.
  const lifting = options.publishedAfter === undefined && (sort === 'relevance' || (search.withoutWords && sort === 'newest'));
  const askFor = (relaxed: boolean, of: TSearchPlan | null, understood = false): TIndexSearch => {
    // The index holds each job's filed skills (decision 115).
    const tree = of?.hasWords ? matchTree(of.groups, vocabulary, wordQueries, relaxed, true, of.shape, 'whole') : null;
    return {
      match: tree?.match ?? null,
      rank: tree ? { query: tree.rank, occupationIds: of!.occupationIds, level: tree.level, skills: of!.skills } : null,
      filters: query,
      cityIds: plan?.place && query.city_id === undefined ? plan.place.cityIds : null,
      publishedAfter: options.publishedAfter ?? null,
      near: options.near ?? null,
      sort: sort === 'relevance' && search.withoutWords ? 'newest' : sort,
      locale,
      offset: (options.page - 1) * options.perPage,
      limit: options.perPage,
      window: search.window,
      cap: SEARCH_COUNT_CAP,
      sample: options.countSample ?? JOB_SEARCH_COUNT_SAMPLE,
      now: Date.now(),
      featuredFirst: understood && lifting,
    };
  };
  let nearTitles = new Map<string, number>();
  const answer = (step: TCascadeStep): TIndexAnswer | null => {
    // Near spellings of titles (decision 058): the titles from PostgreSQL's list of distinct titles (prepare), their
    // jobs from the index, looked for with the words used (no noise words, no place), ordered by likeness to the words typed.
    if (step.mode === 'fuzzy') return index.search({ ...askFor(false, plan), match: null, rank: null, nearTitles });
    // Only the words as understood (or no words: the index's only 'exact' reading) lift featured jobs; never fewer
    // words nor the near occupations (decision 135).
    const asked = askFor(step.mode === 'relaxed', step.plan, step.mode === 'understood' || step.mode === 'exact');
    if (step.checkStrong !== undefined) return index.search({ ...asked, checkStrong: step.checkStrong });
    return step.plan?.hasWords && !asked.match ? null : index.search(asked);
  };
  // Synchronous from an answer to its cards (the index's own, decision 054): the index cannot change between them.
  const { found, approximate, items, places } = await searchCascade(
    search,
    {
      prepare: (step) =>
        step.mode === 'fuzzy'
          ? nearTitlesOf(db, searchWords(plan?.interpreted ?? undefined) ?? words!, words!).then((near) => {
              nearTitles = new Map(near.map(({ title, likeness }) => [title, likeness]));
            })
          : undefined,
      answer,
      nothing: nothingOf,
    },
    (outcome) => ({ ...outcome, items: cardsFromIndex(db, index, vocabulary, outcome.found.ids, locale), places: options.near ? index.places(outcome.found.ids, options.near) : null }),
  );
  const cards = await items;
  // In a search near a place, each card with how far the job is and where (decision 137).
  for (const card of places ? cards : []) {
    const place = places!.get(card.id);
    if (place) Object.assign(card, { distance_km: place.distanceKm, point: place.point });
  }
  return { items: cards, ...(await toIndexCounts(db, found, vocabulary, locale)), page: options.page, per_page: options.perPage, approximate };
}
