import { and, desc, sql, type SQL } from 'drizzle-orm';
import { JOB_SEARCH_PER_PAGE_DEFAULT, type TJobSearchQuery, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { jobs, jobTitles } from '../../db/schema/index.ts';
import type { TSearchPlan } from '../search-engine/engine.ts';
import { skillEntries } from '../search-engine/job-skills.ts';
import { selectJobCards, type TJobCardRow } from './cards.ts';
import { countSearch, toSearchCounts, type TJobSearchCounts } from './search-counts.ts';
import type { TCascadeEngine, TCascadeStep, TSearchMode } from './search-cascade.ts';
import { findRankedPageWithCounts, findWordsPage, RELEVANCE_WINDOW } from './search-pages.ts';
import { isListedJob } from './published.ts';
import { askedFilters, type TSearchFilters } from './search-filters.ts';
import type { TtlCache } from './ttl-cache.ts';

/**
 * Job search in PostgreSQL (decisions 014, 023 and 027): the generated `jobs.search_vector` (title A, texts C, each
 * through the `arabic` and the `english` stemmer) and trigram similarity (`<%`). It answers each reading of the
 * cascade (search-cascade.ts) when asked to answer every search (`engine: 'sql'`, tests), and otherwise what only it
 * can (search-jobs.ts, answeredByIndex): the exact words, salary order without words, and the near spellings of
 * titles (nearTitlesOf, which the index asks too).
 */

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

/** The words' condition of an understood search (null: no words left, e.g. only a city). */
function understoodMatch(plan: TSearchPlan, relaxed: boolean): SQL | null {
  return plan.where({ search: sql`${jobs.search_vector}`, id: sql`${jobs.id}`, skill: (name) => filedUnder(skillEntries([name])), wholeWords: true }, relaxed);
}

/** A job filed under any of these skill entries (`jobs.skills`, decision 115: its GIN index). */
const filedUnder = (entries: string[]) => sql`${jobs.skills} && ${sql.param(entries)}::text[]`;

/**
 * How central the skills the words name are to a job (decision 115): 3 one is in its title, 2 on a required line, 1
 * on a line that says it is a plus, else 0 (the index: search-index-ranking.ts's `ranked`, its skill tiers).
 */
function skillTierSql(plan: TSearchPlan): SQL | null {
  if (!plan.skills.length) return null;
  const tiers = ([3, 2, 1] as const).map((tier) => sql`when ${filedUnder(skillEntries(plan.skills, tier))} then ${sql.raw(String(tier))}`);
  return sql`(case ${sql.join(tiers, sql` `)} else 0 end)`;
}

/** The `where` of a search: listed jobs (live, company not suspended) that match the words and every filter. */
export function searchConditions(
  filters: TSearchFilters,
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
  // Every filter as the table of filters makes it (search-filters.ts), with the place the words name.
  const cityIds = filters.city_id === undefined && options.plan?.place && mode !== 'exact' ? options.plan.place.cityIds : null;
  for (const filter of askedFilters({ filters, cityIds, publishedAfter: options.publishedAfter ?? null, now: Date.now() })) if (filter.sql) conditions.push(filter.sql);
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
export function countsKey(locale: TLocale, filters: TSearchFilters & { exact?: boolean }, mode: TSearchMode | boolean = false): string {
  const { q, city_id, major_id, sector_id, job_type, work_place, remote, salary_min, salary_max, experience, qualification, posted_within, saudi_only, exact, company_ids } = filters;
  return JSON.stringify([locale, mode, exact === true, searchWords(q), city_id, major_id, sector_id, job_type, work_place, remote, salary_min, salary_max, experience, qualification, posted_within, saudi_only, company_ids]);
}

/**
 * Relevance's tier of a job (decision 023): 2 when it is of an occupation the words name, plus 1 when its title holds
 * them (with skills named, decision 168: 4 for the occupation, plus 2 when filed under a skill, plus 1 for the title); `level`: doubled, plus 1 for a senior title when the words asked for one (decision 109).
 */
function tierSql(plan: TSearchPlan, tsquery: SQL, level: SQL | null = null): SQL {
  const ids = plan.occupationIds;
  const ofOccupation = ids.length
    ? sql`case when exists (select 1 from job_occupations jo where jo.job_id = ${jobs.id} and jo.occupation_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})) then 2 else 0 end`
    : sql`0`;
  const titleMatch = sql`case when ${jobs.title_vector} @@ ${tsquery} then 1 else 0 end`;
  // Skills named: a job filed under one after the occupation's tier, before a title match (decision 168).
  const tier = plan.skills.length
    ? sql`(${ofOccupation} * 2 + case when ${filedUnder(skillEntries(plan.skills))} then 2 else 0 end + ${titleMatch})`
    : sql`(${ofOccupation} + ${titleMatch})`;
  return level ? sql`(${tier} * 2 + case when ${jobs.title_vector} @@ ${level} then 1 else 0 end)` : tier;
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
 * first; then how central the skills named are to it (decision 115); then the reader's language; then the title's full-text rank. (As typed, `exact`: the title's rank only.)
 */
function rankOrder(locale: TLocale, words: string, mode: TSearchMode, plan: TSearchPlan | null): SQL[] {
  const tsquery = plan && mode !== 'exact' ? plan.rankQuery(mode === 'relaxed') : null;
  if (!tsquery) return [sql`ts_rank(${jobs.title_vector}, ${searchTsQuery(words)}) desc`];
  const skillTier = skillTierSql(plan!);
  return [
    sql`${tierSql(plan!, tsquery, plan!.levelQuery())} desc`,
    ...(skillTier ? [sql`${skillTier} desc`] : []),
    sql`(${jobs.locale} = ${locale}) desc`,
    sql`ts_rank(${jobs.title_vector}, ${tsquery}) desc`,
  ];
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
export async function nearTitlesOf(db: TDatabase, words: string, typed: string): Promise<Array<{ title: string; likeness: number }>> {
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

/**
 * PostgreSQL answering the readings of a search's cascade (search-cascade.ts): each in its mode; the first one with
 * whether it holds a strong match when asked (decision 079). With fewer words it answers nothing when no word is left.
 */
export function postgresEngine(
  db: TDatabase,
  locale: TLocale,
  query: TJobSearchQuery,
  options: { publishedAfter?: Date; countsCache?: TtlCache<TJobSearchCounts>; relevanceWindow?: number },
): TCascadeEngine<TJobSearchRows & { strong?: boolean }> {
  return {
    answer: async (step: TCascadeStep) => {
      if (step.mode === 'relaxed' && !step.plan?.rankQuery(true)) return null;
      const rows = await searchWithPostgres(db, locale, query, step.plan, step.mode, options);
      if (!step.checkStrong || rows.total === 0) return rows;
      return { ...rows, strong: await hasStrongMatch(db, query, step.plan!, options, options.relevanceWindow ?? RELEVANCE_WINDOW) };
    },
    nothing: (rows) => ({ ...rows, items: [], ...toSearchCounts([]) }),
  };
}
