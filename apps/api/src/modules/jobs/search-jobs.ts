import { and, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  JOB_SEARCH_COUNT_CAP,
  JOB_SEARCH_PER_PAGE_DEFAULT,
  type TJobSearchFacets,
  type TJobSearchFilters,
  type TJobSearchQuery,
  type TLocale,
} from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { selectJobCards, type TJobCardRow } from './cards.ts';
import { isListedJob } from './published.ts';
import type { TtlCache } from './ttl-cache.ts';

/**
 * Job search (decision 014). Words match the generated `jobs.search_vector` (title A, texts C, each through the
 * `arabic` and the `english` stemmer) with `@@`; words that match nothing are then looked for in titles by trigram
 * word similarity (`<%`, typos). Both conditions use their GIN index. Relevance ranks title matches first. Counts (total and per filter value) come
 * from one grouped query over at most SEARCH_COUNT_CAP matches, so they stay cheap however many jobs match.
 */

/** Beyond this many matches the total reads "10,000+" and the counts per filter value are not given. */
export const SEARCH_COUNT_CAP = JOB_SEARCH_COUNT_CAP;

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

/** The `where` of a search: listed jobs (live, company not suspended) that match the words and every filter. */
export function searchConditions(filters: TJobSearchFilters, options: { publishedAfter?: Date; fuzzy?: boolean } = {}): SQL {
  const conditions: SQL[] = [isListedJob];
  const words = searchWords(filters.q);
  // Typos: when the words match nothing, the title's trigram word similarity (GIN index) finds near spellings.
  if (words) conditions.push(options.fuzzy ? sql`${words} <% ${jobs.title}` : sql`${jobs.search_vector} @@ ${searchTsQuery(words)}`);
  if (filters.city_id !== undefined) conditions.push(eq(jobs.city_id, filters.city_id));
  if (filters.major_id !== undefined) conditions.push(eq(jobs.major_id, filters.major_id));
  if (filters.sector_id !== undefined) conditions.push(eq(jobs.sector_id, filters.sector_id));
  if (filters.job_type !== undefined) conditions.push(eq(jobs.job_type, filters.job_type));
  if (filters.remote === true) conditions.push(eq(jobs.is_remote, true));
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

export interface TJobSearchCounts {
  /** Matches, counted up to SEARCH_COUNT_CAP (then `capped`). */
  total: number;
  capped: boolean;
  /** Per filter value; empty lists when capped. */
  facets: TJobSearchFacets;
}

export interface TJobSearchRows extends TJobSearchCounts {
  items: TJobCardRow[];
  page: number;
  per_page: number;
}

const emptyFacets = (): TJobSearchFacets => ({ city: [], major: [], sector: [], job_type: [] });

/** The key of the counts of a search: its filters in a fixed order, without sort and page. */
export function countsKey(locale: TLocale, filters: TJobSearchFilters, fuzzy = false): string {
  const { q, city_id, major_id, sector_id, job_type, remote, salary_min, salary_max, experience, qualification, posted_within } = filters;
  return JSON.stringify([locale, fuzzy, searchWords(q), city_id, major_id, sector_id, job_type, remote, salary_min, salary_max, experience, qualification, posted_within]);
}

/** The one grouped query of a search's counts: at most SEARCH_COUNT_CAP + 1 matches, grouped by each filter. */
export function countSearchSql(locale: TLocale, where: SQL): SQL {
  const nameColumn = sql.raw(locale === 'ar' ? 'name_ar' : 'name_en');
  return sql`
    with matched as (
      select ${jobs.city_id} as city_id, ${jobs.major_id} as major_id, ${jobs.sector_id} as sector_id, ${jobs.job_type} as job_type
      from ${jobs}
      where ${where}
      limit ${SEARCH_COUNT_CAP + 1}
    ), grouped as (
      select case when grouping(city_id) = 0 then 'city' when grouping(major_id) = 0 then 'major'
                  when grouping(sector_id) = 0 then 'sector' when grouping(job_type) = 0 then 'job_type' else 'total' end as facet,
             coalesce(city_id, major_id, sector_id) as id, job_type, count(*)::int as count
      from matched
      group by grouping sets ((), (city_id), (major_id), (sector_id), (job_type))
    )
    select grouped.facet, grouped.id, grouped.job_type, grouped.count,
           coalesce(c.${nameColumn}, m.${nameColumn}, s.${nameColumn}) as name
    from grouped
    left join cities c on grouped.facet = 'city' and c.id = grouped.id
    left join majors m on grouped.facet = 'major' and m.id = grouped.id
    left join sectors s on grouped.facet = 'sector' and s.id = grouped.id
    order by grouped.count desc, name
  `;
}

/** Total and counts per filter value (city, major, sector, job type) of a search, in one grouped query. */
export async function countSearch(db: TDatabase, locale: TLocale, where: SQL): Promise<TJobSearchCounts> {
  const result = (await db.execute(countSearchSql(locale, where))) as unknown as {
    rows: Array<{ facet: string; id: number | null; job_type: string | null; count: number; name: string | null }>;
  };
  const totalRow = result.rows.find((row) => row.facet === 'total');
  const total = Math.min(totalRow?.count ?? 0, SEARCH_COUNT_CAP);
  const capped = (totalRow?.count ?? 0) > SEARCH_COUNT_CAP;
  const facets = emptyFacets();
  if (capped) return { total, capped, facets };
  for (const row of result.rows) {
    if (row.facet === 'job_type' && row.job_type !== null) facets.job_type.push({ value: row.job_type as TJobSearchFacets['job_type'][number]['value'], count: row.count });
    else if ((row.facet === 'city' || row.facet === 'major' || row.facet === 'sector') && row.id !== null && row.name !== null) {
      facets[row.facet].push({ id: Number(row.id), name: row.name, count: row.count });
    }
  }
  return { total, capped, facets };
}

/** Only the newest this many matches are ranked by relevance (the rest follow, newest first): a bounded cost. */
export const RELEVANCE_WINDOW = 1000;

/**
 * A page of a search with words. The matches come first, without order or limit, so that the planner takes them
 * from the GIN index: given "newest first, limit N" it would rather walk the date index and decompress every job's
 * vector on the way (slow for rare words). By relevance, only the newest `window` matches are ranked, read again by
 * primary key for their vector; the matches beyond follow, newest first. The page's ids come first, then their cards.
 */
async function findWordsPage(
  db: TDatabase,
  locale: TLocale,
  where: SQL,
  order: { words: string; byRank: boolean; bySalary: boolean },
  limit: number,
  offset: number,
  window: number,
): Promise<TJobCardRow[]> {
  const matched = sql`
    matched as materialized (
      select ${jobs.id} as id, ${jobs.activated_at} as activated_at, coalesce(${jobs.salary_to}, ${jobs.salary_from}) as salary
      from ${jobs}
      where ${where}
    )`;
  const idsOf = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
  const ids: number[] = [];
  if (!order.byRank) {
    const sortKey = order.bySalary ? sql`salary desc nulls last, ` : sql``;
    ids.push(...(await idsOf(sql`with ${matched} select id from matched order by ${sortKey}activated_at desc nulls last, id desc nulls last limit ${limit} offset ${offset}`)));
  } else {
    if (offset < window) {
      ids.push(
        ...(await idsOf(sql`
          with ${matched}, newest as (
            select id, activated_at from matched order by activated_at desc nulls last, id desc nulls last limit ${window}
          )
          select newest.id from newest inner join ${jobs} on ${jobs.id} = newest.id
          order by ts_rank(${jobs.title_vector}, ${searchTsQuery(order.words)}) desc, newest.activated_at desc nulls last, newest.id desc nulls last
          limit ${Math.min(limit, window - offset)} offset ${offset}
        `)),
      );
    }
    if (offset + limit > window) {
      const from = Math.max(offset, window);
      ids.push(...(await idsOf(sql`with ${matched} select id from matched order by activated_at desc nulls last, id desc nulls last limit ${offset + limit - from} offset ${from}`)));
    }
  }
  if (!ids.length) return [];
  const rows = await selectJobCards(db, locale).where(inArray(jobs.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is TJobCardRow => row !== undefined);
}

/**
 * Listed jobs matching `query`, a page of them as card rows, with the total and counts per filter value.
 * `publishedAfter` keeps only jobs that went live after it (job alerts: new since the last digest).
 * `countsCache` (jobSearch's, public-service.ts) lets repeated searches share their counts for a few seconds.
 */
export async function searchJobs(
  db: TDatabase,
  locale: TLocale,
  query: TJobSearchQuery,
  options: { publishedAfter?: Date; countsCache?: TtlCache<TJobSearchCounts>; /** Tests: how many newest matches are ranked. */ relevanceWindow?: number } = {},
): Promise<TJobSearchRows> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? JOB_SEARCH_PER_PAGE_DEFAULT;
  const words = searchWords(query.q);
  const run = async (executor: TDatabase, fuzzy: boolean) => {
    const where = searchConditions(query, { ...options, fuzzy });
    const count = () => countSearch(executor, locale, where);
    const offset = (page - 1) * perPage;
    const sort = query.sort ?? 'relevance';
    const items =
      words && !fuzzy
        ? await findWordsPage(executor, locale, where, { words, byRank: sort === 'relevance', bySalary: sort === 'salary' }, perPage, offset, options.relevanceWindow ?? RELEVANCE_WINDOW)
        : await selectJobCards(executor, locale).where(where).orderBy(...searchOrder(query, fuzzy)).limit(perPage).offset(offset);
    const counts = await (options.countsCache && !options.publishedAfter ? options.countsCache.get(countsKey(locale, query, fuzzy), count) : count());
    return { items, ...counts, page, per_page: perPage };
  };
  // Words: the planner would often scan the whole table for a common word, reading every job's (large, compressed)
  // search vector; the GIN index finds the matches far faster, so this transaction forbids the full scan.
  const withIndexes = <T>(work: (executor: TDatabase) => Promise<T>): Promise<T> =>
    words
      ? db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          return work(tx as unknown as TDatabase);
        })
      : work(db);
  const exact = await withIndexes((executor) => run(executor, false));
  // Words that match nothing as words are perhaps misspelt: search the titles for near spellings instead.
  if (exact.total === 0 && words) return withIndexes((executor) => run(executor, true));
  return exact;
}
