// Over 400 lines until issue 45 splits search by concern: both engines' cascade (the index and PostgreSQL) is read
// here in one place while it is still written twice.
import { and, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  JOB_SEARCH_COUNT_SAMPLE,
  JOB_SEARCH_PER_PAGE_DEFAULT,
  type TJobSearchFacets,
  type TJobSearchFilters,
  type TJobSearchQuery,
  type TLocale,
} from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { jobs, jobTitles } from '../../db/schema/index.ts';
import { planSearch, type TSearchPlan } from '../search-engine/engine.ts';
import type { TQueryTerms } from '../search-engine/understand.ts';
import { matchTree, wordsOfGroups } from '../search-engine/match-tree.ts';
import { toWordQueries, wordQueriesSql, type TWordQueries } from '../search-engine/word-queries.ts';
import { vocabularyOf, type TVocabulary } from '../search-engine/vocabulary.ts';
import { selectJobCards, type TJobCardRow } from './cards.ts';
import { countSearch, SEARCH_COUNT_CAP, toSearchCounts, type TJobSearchCounts } from './search-counts.ts';
import { jobSearchIndex, latestChangeNow, latestChangeSql, type JobSearchIndex, type TIndexAnswer } from './search-index.ts';
import type { TIndexSearch } from './search-index-filters.ts';
import { findRankedPageWithCounts, findWordsPage, RELEVANCE_WINDOW } from './search-pages.ts';
import { isListedJob } from './published.ts';
import type { TtlCache } from './ttl-cache.ts';

/**
 * Job search (decisions 014, 023 and 027, with 059, 077, 079, 080, 082 and 088). The words are first understood by
 * the search engine (modules/search-engine: occupations in both languages and their near ones, typos, Arabizi, a
 * place, a job type or work place, noise words) into a plan. A search as understood, and browsing without words, is
 * answered by the in-memory index of listed jobs (search-index.ts), cards and counts included; PostgreSQL answers the
 * exact words, salary order without words and the near spellings of titles, through the generated
 * `jobs.search_vector` (title A, texts C, each through the `arabic` and the `english` stemmer) and trigram similarity
 * (`<%`). Both follow the same cascade when the words find nothing: fewer words, then the near occupations (077),
 * never other work when the words name an occupation (079, 082). Counts past a sample are estimated (059).
 */

export { SEARCH_COUNT_CAP, type TJobSearchCounts } from './search-counts.ts';

/** Word-final letters people write either way in Arabic: ه/ة (taa marbuta) and ي/ى (alef maqsura). */
const arabicSpellings = (q: string): string[] => {
  const toMarbuta = q.replace(/ه(?=\s|$)/gu, 'ة').replace(/ى(?=\s|$)/gu, 'ي');
  const toHa = q.replace(/ة(?=\s|$)/gu, 'ه').replace(/ي(?=\s|$)/gu, 'ى');
  return [...new Set([q, toMarbuta, toHa])];
};

/** The words of a search as one tsquery: each Arabic spelling through the Arabic stemmer, the words through the English one. */
export function searchTsQuery(q: string): SQL {
  const parts = arabicSpellings(q).map((spelling) => sql`websearch_to_tsquery('arabic'::regconfig, ${spelling})`);
  parts.push(sql`websearch_to_tsquery('english'::regconfig, ${q})`);
  return sql`(${sql.join(parts, sql` || `)})`;
}

/** Normalised words of a search, or null for none (whitespace collapsed, so "a  b" and "a b" are one search). */
export function searchWords(q: string | undefined): string | null {
  const words = q?.replace(/\s+/gu, ' ').trim();
  return words ? words : null;
}

const amountOf = (column: 'low' | 'high') =>
  column === 'high' ? sql`coalesce(${jobs.salary_to}, ${jobs.salary_from})` : sql`coalesce(${jobs.salary_from}, ${jobs.salary_to})`;

/**
 * How the words of a search are matched: as typed (exact), as understood, with fewer words, as the occupations near
 * those named (related: the plan given is the search's `related` one, decision 077), or by trigrams.
 */
export type TSearchMode = 'exact' | 'understood' | 'relaxed' | 'related' | 'fuzzy';

/** The words' condition of an understood search (null: no words left, e.g. only a city). */
function understoodMatch(plan: TSearchPlan, relaxed: boolean): SQL | null {
  return plan.where({ search: sql`${jobs.search_vector}`, id: sql`${jobs.id}` }, relaxed);
}

/** The `where` of a search: listed jobs (live, company not suspended) that match the words and every filter. */
export function searchConditions(
  filters: TJobSearchFilters,
  options: { publishedAfter?: Date; mode?: TSearchMode; plan?: TSearchPlan; nearTitles?: string[] } = {},
): SQL {
  const conditions: SQL[] = [isListedJob];
  const words = searchWords(filters.q);
  const mode = options.mode ?? 'exact';
  // Typos: when the words match nothing, the jobs whose titles are near spellings of them (`nearTitles`: nearTitlesOf).
  if (words && mode === 'fuzzy') conditions.push(sql`${jobs.title} = any(${sql.param(options.nearTitles ?? [])}::text[])`);
  else if (words && options.plan && (mode === 'understood' || mode === 'relaxed' || mode === 'related')) {
    const match = understoodMatch(options.plan, mode === 'relaxed');
    if (match) conditions.push(match);
  } else if (words) conditions.push(sql`${jobs.search_vector} @@ ${searchTsQuery(words)}`);
  // A place recognised in the words is the city filter, unless the search names a city itself.
  if (filters.city_id === undefined && options.plan?.place && mode !== 'exact') conditions.push(inArray(jobs.city_id, options.plan.place.cityIds));
  if (filters.city_id !== undefined) conditions.push(eq(jobs.city_id, filters.city_id));
  if (filters.major_id !== undefined) conditions.push(eq(jobs.major_id, filters.major_id));
  if (filters.sector_id !== undefined) conditions.push(eq(jobs.sector_id, filters.sector_id));
  if (filters.job_type !== undefined) conditions.push(eq(jobs.job_type, filters.job_type));
  if (filters.work_place !== undefined) conditions.push(eq(jobs.work_place, filters.work_place));
  // `remote` is the older name of `work_place=remote` (decision 045).
  if (filters.remote === true) conditions.push(eq(jobs.work_place, 'remote'));
  if (filters.saudi_only === true) conditions.push(eq(jobs.saudi_only, true));
  // A range reaches the asked minimum when its top does; it starts below the asked maximum when its bottom does.
  if (filters.salary_min !== undefined) conditions.push(sql`${amountOf('high')} >= ${filters.salary_min}`);
  if (filters.salary_max !== undefined) conditions.push(sql`${amountOf('low')} <= ${filters.salary_max}`);
  if (filters.experience !== undefined) conditions.push(or(isNull(jobs.experience_years), lte(jobs.experience_years, filters.experience))!);
  if (filters.qualification !== undefined) conditions.push(eq(jobs.qualification_type, filters.qualification));
  if (filters.posted_within !== undefined) conditions.push(gte(jobs.activated_at, sql`now() - make_interval(days => ${Number(filters.posted_within)})`));
  if (options.publishedAfter) conditions.push(gt(jobs.activated_at, options.publishedAfter));
  return and(...conditions)!;
}

/** Relevance: the full-text rank of the title (title matches first); for typos, the title's similarity. */
const relevance = (words: string, fuzzy: boolean) =>
  fuzzy ? sql`word_similarity(${words}, ${jobs.title})` : sql`ts_rank(${jobs.title_vector}, ${searchTsQuery(words)})`;

export function searchOrder(query: TJobSearchQuery, fuzzy = false): SQL[] {
  const words = searchWords(query.q);
  // Nulls last on both, as in the indexes jobs_live_activated_idx and jobs_live_salary_idx, so they give the order.
  const newest = [sql`${jobs.activated_at} desc nulls last`, sql`${jobs.id} desc nulls last`];
  const sort = query.sort ?? (words ? 'relevance' : 'newest');
  // The same expression and order as the index jobs_live_salary_idx.
  if (sort === 'salary') return [sql`coalesce(${jobs.salary_to}, ${jobs.salary_from}) desc nulls last`, ...newest];
  if (sort === 'relevance' && words) return [desc(relevance(words, fuzzy)), ...newest];
  return newest;
}

export interface TJobSearchRows extends TJobSearchCounts {
  items: TJobCardRow[];
  page: number;
  per_page: number;
}

/** The key of the counts of a search: its filters in a fixed order, without sort and page. */
export function countsKey(locale: TLocale, filters: TJobSearchFilters & { exact?: boolean }, mode: TSearchMode | boolean = false): string {
  const { q, city_id, major_id, sector_id, job_type, work_place, remote, salary_min, salary_max, experience, qualification, posted_within, saudi_only, exact } = filters;
  return JSON.stringify([locale, mode, exact === true, searchWords(q), city_id, major_id, sector_id, job_type, work_place, remote, salary_min, salary_max, experience, qualification, posted_within, saudi_only]);
}

/** Relevance's tier of a job (decision 023): 2 when it is of an occupation the words name, plus 1 when its title holds them. */
function tierSql(plan: TSearchPlan, tsquery: SQL): SQL {
  const ids = plan.occupationIds;
  const ofOccupation = ids.length
    ? sql`case when exists (select 1 from job_occupations jo where jo.job_id = ${jobs.id} and jo.occupation_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})) then 2 else 0 end`
    : sql`0`;
  return sql`(${ofOccupation} + case when ${jobs.title_vector} @@ ${tsquery} then 1 else 0 end)`;
}

/**
 * Whether a search whose words name an occupation, none of whose matches is of it or holds the words in its title,
 * and whose near occupations have no job either, found only other work: every match was looked at (at most `window`,
 * counted exactly), so each holds the words only in its text ("social accounts" for "accountant"). Decision 082.
 */
function onlyOtherWork(total: number, estimated: boolean, window: number): boolean {
  return !estimated && total <= window;
}

/** The index's answer with nothing in it: no jobs, no counts (onlyOtherWork). */
function nothingOf(answer: TIndexAnswer): TIndexAnswer {
  return { ...answer, ids: [], total: 0, totalEstimated: false, counts: { city: new Map(), major: new Map(), sector: new Map(), job_type: new Map(), work_place: new Map() }, countsEstimated: false };
}

/**
 * Whether relevance's first tier holds any of the newest `window` matches of the understood search: a job of an
 * occupation the words name, or one whose title holds them (the index's TIndexAnswer.strong; decision 079).
 */
async function hasStrongMatch(db: TDatabase, query: TJobSearchQuery, plan: TSearchPlan, options: { publishedAfter?: Date }, window: number): Promise<boolean> {
  const tsquery = plan.rankQuery(false);
  if (!tsquery) return true;
  const where = searchConditions(query, { ...options, mode: 'understood', plan });
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`
      select exists (
        select 1
        from (select ${jobs.id} as id from ${jobs} where ${where} order by ${jobs.activated_at} desc nulls last, ${jobs.id} desc nulls last limit ${window}) as newest
        inner join ${jobs} on ${jobs.id} = newest.id
        where ${tierSql(plan, tsquery)} > 0
      ) as strong
    `)) as unknown as { rows: Array<{ strong: boolean }> };
    return result.rows[0]?.strong === true;
  });
}

/**
 * Relevance among the ranked matches (decision 023): a job of an occupation the words name, then a title match,
 * first; then the reader's language; then the title's full-text rank. (As typed, `exact`: the title's rank only.)
 */
function rankOrder(locale: TLocale, words: string, mode: TSearchMode, plan: TSearchPlan | null): SQL[] {
  const tsquery = plan && mode !== 'exact' ? plan.rankQuery(mode === 'relaxed') : null;
  if (!tsquery) return [sql`ts_rank(${jobs.title_vector}, ${searchTsQuery(words)}) desc`];
  return [
    sql`${tierSql(plan!, tsquery)} desc`,
    sql`(${jobs.locale} = ${locale}) desc`,
    sql`ts_rank(${jobs.title_vector}, ${tsquery}) desc`,
  ];
}

/** How the words were read, for the answer's `meta` (decision 023). */
export interface TJobSearchReading {
  interpreted_as: string | null;
  approximate: boolean;
  place: { cityIds: number[]; name_ar: string; name_en: string; region: boolean } | null;
  /** The job type and work place the words named and the search then filtered on (decision 080). */
  terms: TQueryTerms;
  exact: boolean;
}

/**
 * The search with the job type and work place its words name (decision 080), each where the search does not set it
 * itself (a filter chosen wins over a word, as the city filter over a place in the words).
 */
function withTerms(asked: TJobSearchQuery, plan: TSearchPlan | null): { query: TJobSearchQuery; terms: TJobSearchReading['terms'] } {
  const jobType = plan?.terms.job_type && asked.job_type === undefined ? plan.terms.job_type : null;
  const workPlace = plan?.terms.work_place && asked.work_place === undefined && asked.remote === undefined ? plan.terms.work_place : null;
  const terms = { job_type: jobType, work_place: workPlace };
  if (!jobType && !workPlace) return { query: asked, terms };
  return { query: { ...asked, ...(jobType ? { job_type: jobType } : {}), ...(workPlace ? { work_place: workPlace } : {}) }, terms };
}

/**
 * Whether some words of a search are not in the vocabulary (no occupation, field or place): only then may near
 * spellings of titles be looked for when nothing matched. Words that name occupations and found no job of them
 * mean there is none; titles merely spelt alike ("Accountant" for "Assistant") would be unrelated jobs.
 */
const hasUnknownWords = (plan: TSearchPlan) => plan.groups.some((group) => group.kind === 'words');

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
  const facets: TJobSearchFacets = { city: [], major: [], sector: [], job_type: [], work_place: [] };
  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const facet of ['city', 'major', 'sector'] as const) {
    const names = await namesOf(db, vocabulary, facet, answer.counts[facet].keys());
    facets[facet] = [...answer.counts[facet]]
      .flatMap(([id, count]) => (names.has(id) ? [{ id, name: names.get(id)![locale], count }] : []))
      .sort((a, b) => b.count - a.count || byName(a, b));
  }
  facets.job_type = [...answer.counts.job_type]
    .map(([value, count]) => ({ value: value as TJobSearchFacets['job_type'][number]['value'], count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  facets.work_place = [...answer.counts.work_place]
    .map(([value, count]) => ({ value: value as TJobSearchFacets['work_place'][number]['value'], count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  return { total: answer.total, capped: false, facets, totalEstimated: answer.totalEstimated, facetsEstimated: answer.countsEstimated };
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
 * Listed jobs matching `query`, a page of them as card rows, with the total and counts per filter value, and how
 * the words were read. `publishedAfter` keeps only jobs that went live after it (job alerts: new since the last
 * digest). Searches as understood (and browsing without words) are answered by the in-memory index, cards
 * included (decisions 027 and 054); a search of the exact words, by salary without words, and the near spellings of titles by PostgreSQL.
 * `engine: 'sql'` answers every search from PostgreSQL (tests compare the two). `countsCache` (jobSearch's,
 * public-service.ts) lets repeated PostgreSQL searches share their counts for a few seconds.
 */
export async function searchJobs(
  db: TDatabase,
  locale: TLocale,
  asked: TJobSearchQuery,
  options: {
    publishedAfter?: Date;
    countsCache?: TtlCache<TJobSearchCounts>;
    /** Tests: how many newest matches are ranked. */ relevanceWindow?: number;
    /** Tests: PostgreSQL for every search. */ engine?: 'index' | 'sql';
    /** Whether a search that finds nothing may show the occupations near those named (decision 077; job alerts: no). */ related?: boolean;
    /** Past this many matches the index estimates the counts (decision 059; tests set it). */ countSample?: number;
  } = {},
): Promise<TJobSearchRows & { reading: TJobSearchReading }> {
  const page = asked.page ?? 1;
  const perPage = asked.per_page ?? JOB_SEARCH_PER_PAGE_DEFAULT;
  const words = searchWords(asked.q);
  const plan = words && !asked.exact ? await planSearch(db, words, locale, { readTerms: true }) : null;
  const { query, terms } = withTerms(asked, plan);
  // Only a place, a term and noise words ("jobs in Riyadh", "part time"): a search without words, so filtered.
  const browsing = plan !== null && !plan.hasWords;
  const window = options.relevanceWindow ?? RELEVANCE_WINDOW;
  const reading = (approximate: boolean): TJobSearchReading => ({
    interpreted_as: plan && (plan.changed || approximate) ? plan.interpreted : null,
    approximate: approximate || (plan?.corrected ?? false),
    place: plan?.place && query.city_id === undefined ? plan.place : null,
    terms,
    exact: query.exact === true,
  });
  const sort = query.sort ?? (words && !browsing ? 'relevance' : 'newest');
  const withoutWords = !words || browsing;
  /** The search of the occupations near those the words name, when a search may show them (decision 077; alerts: no). */
  const relating = plan?.related && options.related !== false ? plan.related : null;
  /** Whether the words name an occupation, so that jobs holding them only in their text are other work (decisions 079, 082). */
  const namesOccupation = relating !== null || (options.related !== false && (plan?.occupationIds.length ?? 0) > 0);
  const indexed = options.engine !== 'sql' && (plan !== null || !words) && !(withoutWords && sort === 'salary');
  if (indexed) {
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
    const askFor = (relaxed: boolean, of: TSearchPlan | null = plan): TIndexSearch => {
      const tree = of?.hasWords ? matchTree(of.groups, vocabulary, wordQueries, relaxed) : null;
      return {
        match: tree?.match ?? null,
        rank: tree ? { query: tree.rank, occupationIds: of!.occupationIds } : null,
        filters: query,
        cityIds: plan?.place && query.city_id === undefined ? plan.place.cityIds : null,
        publishedAfter: options.publishedAfter ?? null,
        sort: sort === 'relevance' && withoutWords ? 'newest' : sort,
        locale,
        offset: (page - 1) * perPage,
        limit: perPage,
        window,
        cap: SEARCH_COUNT_CAP,
        sample: options.countSample ?? JOB_SEARCH_COUNT_SAMPLE,
        now: Date.now(),
      };
    };
    const ask = (relaxed: boolean, of: TSearchPlan | null = plan) => {
      const search = askFor(relaxed, of);
      return of?.hasWords && !search.match ? null : index.search(search);
    };
    /** The index's answer: its page, or (nothing matched, some words unknown) near spellings of titles. */
    const decide = (): { found: TIndexAnswer; approximate: boolean } | null => {
      const first = index.search({ ...askFor(false), checkStrong: namesOccupation });
      if (first.total > 0 || withoutWords) {
        if (first.strong === false) {
          // Found only through their descriptions, while the words name an occupation: its near ones first (decision
          // 079); with none of them either, and every match looked at, nothing rather than other work (decision 082).
          const related = relating ? ask(false, relating) : null;
          if (related && related.total > 0) return { found: related, approximate: true };
          if (onlyOtherWork(first.total, first.totalEstimated, window)) return { found: nothingOf(first), approximate: false };
        }
        return { found: first, approximate: false };
      }
      // Nothing: fewer words must match (any of them rather than all), then near spellings of the title.
      const relaxed = ask(true);
      if (relaxed && relaxed.total > 0) return { found: relaxed, approximate: true };
      // Still nothing: the jobs of the occupations near those the words name (decision 077).
      const related = relating ? ask(false, relating) : null;
      if (related && related.total > 0) return { found: related, approximate: true };
      return plan && !hasUnknownWords(plan) ? { found: first, approximate: false } : null;
    };
    // Synchronous from an answer to its cards (the index's own, decision 054): the index cannot change between them.
    let decision = decide();
    if (!decision) {
      // Near spellings of titles (decision 058): the titles from PostgreSQL's list of distinct titles, their jobs from
      // the index, looked for with the words used (no noise words, no place) and ordered by likeness to the words typed.
      const near = await nearTitlesOf(db, searchWords(plan?.interpreted ?? undefined) ?? words!, words!);
      const found = index.search({ ...askFor(false), match: null, rank: null, nearTitles: new Map(near.map(({ title, likeness }) => [title, likeness])) });
      decision = { found, approximate: query.exact !== true };
    }
    const items = await cardsFromIndex(db, index, vocabulary, decision.found.ids, locale);
    return {
      items,
      ...(await toIndexCounts(db, decision.found, vocabulary, locale)),
      page,
      per_page: perPage,
      reading: reading(decision.approximate),
    };
  }
  const first = await searchWithPostgres(db, locale, query, plan, plan ? 'understood' : 'exact', options);
  if (first.total > 0 || withoutWords) {
    if (namesOccupation && first.total > 0 && !(await hasStrongMatch(db, query, plan!, options, window))) {
      const related = relating ? await searchWithPostgres(db, locale, query, relating, 'related', options) : null;
      if (related && related.total > 0) return { ...related, reading: reading(true) };
      if (onlyOtherWork(first.total, first.totalEstimated, window)) return { ...first, items: [], ...toSearchCounts([]), reading: reading(false) };
    }
    return { ...first, reading: reading(false) };
  }
  if (plan?.rankQuery(true)) {
    const relaxed = await searchWithPostgres(db, locale, query, plan, 'relaxed', options);
    if (relaxed.total > 0) return { ...relaxed, reading: reading(true) };
  }
  if (relating) {
    const related = await searchWithPostgres(db, locale, query, relating, 'related', options);
    if (related.total > 0) return { ...related, reading: reading(true) };
  }
  if (plan && !hasUnknownWords(plan)) return { ...first, reading: reading(false) };
  return { ...(await searchWithPostgres(db, locale, query, plan, 'fuzzy', options)), reading: reading(query.exact !== true) };
}

/** At most this many of the titles nearest a search's words are searched for their jobs. */
const NEAR_TITLES_MAX = 500;

/**
 * The titles that are near spellings of `words` (pg_trgm's word similarity over its threshold, `<%`), nearest
 * first, each with its word similarity to `typed` (the words as typed: what relevance orders near spellings by).
 * Looked for among the distinct titles jobs have had (`job_titles`, decision 058), so that the cost follows the
 * number of different titles rather than of jobs (a word that matched nothing rechecked every live job whose title
 * shares a trigram with it: 15–90 ms at a million jobs).
 */
async function nearTitlesOf(db: TDatabase, words: string, typed: string): Promise<Array<{ title: string; likeness: number }>> {
  const rows = (await db.execute(
    sql`select ${jobTitles.title} as title, word_similarity(${typed}, ${jobTitles.title})::float8 as likeness from ${jobTitles}
        where ${words} <% ${jobTitles.title} order by word_similarity(${words}, ${jobTitles.title}) desc, ${jobTitles.title} limit ${NEAR_TITLES_MAX}`,
  )) as unknown as { rows: Array<{ title: string; likeness: number }> };
  return rows.rows.map((row) => ({ title: row.title, likeness: Number(row.likeness) }));
}

/** A search (in one mode) answered by PostgreSQL: the exact words, salary order without words, near spellings, or tests. */
async function searchWithPostgres(
  db: TDatabase,
  locale: TLocale,
  query: TJobSearchQuery,
  plan: TSearchPlan | null,
  mode: TSearchMode,
  options: { publishedAfter?: Date; countsCache?: TtlCache<TJobSearchCounts>; relevanceWindow?: number },
): Promise<TJobSearchRows> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? JOB_SEARCH_PER_PAGE_DEFAULT;
  const words = searchWords(query.q);
  const browsing = plan !== null && !plan.hasWords;
  // Near spellings of the title are looked for with the words used (no noise words, no place).
  const filters = mode === 'fuzzy' && plan?.interpreted ? { ...query, q: plan.interpreted } : query;
  const nearWords = searchWords(filters.q);
  const nearTitles = mode === 'fuzzy' && nearWords && words ? (await nearTitlesOf(db, nearWords, words)).map((near) => near.title) : undefined;
  if (nearTitles && !nearTitles.length) return { items: [], ...toSearchCounts([]), page, per_page: perPage };
  const run = async (executor: TDatabase): Promise<TJobSearchRows> => {
    const where = searchConditions(filters, { ...options, mode, plan: plan ?? undefined, nearTitles });
    const count = () => countSearch(executor, locale, where);
    const offset = (page - 1) * perPage;
    const sort = query.sort ?? (browsing ? 'newest' : 'relevance');
    const window = options.relevanceWindow ?? RELEVANCE_WINDOW;
    const cacheCounts = (compute: () => Promise<TJobSearchCounts>) =>
      options.countsCache && !options.publishedAfter ? options.countsCache.get(countsKey(locale, query, mode), compute) : compute();
    // The usual first pages by relevance: the page and its counts from one match (decision 023).
    if (words && !browsing && mode !== 'fuzzy' && sort === 'relevance' && offset + perPage <= window) {
      const found = await findRankedPageWithCounts(executor, locale, where, rankOrder(locale, words, mode, plan), perPage, offset, window);
      const counts = await cacheCounts(async () => found.counts);
      return { items: found.rows, ...counts, page, per_page: perPage };
    }
    const items =
      words && !browsing && mode !== 'fuzzy'
        ? await findWordsPage(executor, locale, where, { rank: rankOrder(locale, words, mode, plan), byRank: sort === 'relevance', bySalary: sort === 'salary' }, perPage, offset, window)
        : await selectJobCards(executor, locale)
            .where(where)
            .orderBy(...searchOrder(browsing ? { ...query, q: undefined } : query, mode === 'fuzzy'))
            .limit(perPage)
            .offset(offset);
    const counts = await cacheCounts(count);
    return { items, ...counts, page, per_page: perPage };
  };
  // Words: the planner would often scan the whole table for a common word, reading every job's (large, compressed)
  // search vector; the GIN index finds the matches far faster, so this transaction forbids the full scan.
  if (!words || browsing) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx as unknown as TDatabase);
  });
}
