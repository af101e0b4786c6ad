import { inArray, sql, type SQL } from 'drizzle-orm';
import type { TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { selectJobCards, type TJobCardRow } from './cards.ts';
import { facetColumnsSql, groupedCountsSql, SEARCH_COUNT_CAP, toSearchCounts, type TCountRow, type TJobSearchCounts } from './search-counts.ts';

/** `rows` in the order of `ids` (an id without a row is left out: the job left the list meanwhile). */
export function inIdOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}

/** The pages of a search with words (decisions 014 and 023): the matches first, then their order, then the cards. */

/** Only the newest this many matches are ranked by relevance (the rest follow, newest first): a bounded cost. */
export const RELEVANCE_WINDOW = 1000;

/**
 * A page of a search with words. The matches come first, without order or limit, so that the planner takes them
 * from the GIN index: given "newest first, limit N" it would rather walk the date index and decompress every job's
 * vector on the way (slow for rare words). By relevance, only the newest `window` matches are ranked, read again by
 * primary key for their vector; the matches beyond follow, newest first. The page's ids come first, then their cards.
 */
export async function findWordsPage(
  db: TDatabase,
  locale: TLocale,
  where: SQL,
  order: { rank: SQL[]; byRank: boolean; bySalary: boolean },
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
          order by ${sql.join(order.rank, sql`, `)}, newest.activated_at desc nulls last, newest.id desc nulls last
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
  return inIdOrder(ids, rows);
}

/**
 * The first pages of a search by relevance and its counts in one statement (decision 023): the matches are found
 * once, then ranked (the newest `window` of them) and grouped (at most SEARCH_COUNT_CAP + 1 of them).
 */
export async function findRankedPageWithCounts(
  db: TDatabase,
  locale: TLocale,
  where: SQL,
  rank: SQL[],
  limit: number,
  offset: number,
  window: number,
): Promise<{ rows: TJobCardRow[]; counts: TJobSearchCounts }> {
  const result = (await db.execute(sql`
    with matched as materialized (
      select ${jobs.id} as id, ${jobs.activated_at} as activated_at, ${facetColumnsSql(true)}
      from ${jobs}
      where ${where}
    ), newest as (
      select id, activated_at from matched order by activated_at desc nulls last, id desc nulls last limit ${window}
    ), ranked as (
      select newest.id, row_number() over (order by ${sql.join(rank, sql`, `)}, newest.activated_at desc nulls last, newest.id desc nulls last) as ordinal
      from newest inner join ${jobs} on ${jobs.id} = newest.id
    ), capped as (
      select ${facetColumnsSql(false)} from matched limit ${SEARCH_COUNT_CAP + 1}
    )
    select
      (select json_agg(page.id order by page.ordinal) from (select id, ordinal from ranked order by ordinal limit ${limit} offset ${offset}) as page) as ids,
      (select json_agg(counted order by counted.count desc, counted.name) from (${groupedCountsSql(locale, sql`capped`)}) as counted) as counts
  `)) as unknown as { rows: Array<{ ids: number[] | null; counts: TCountRow[] | null }> };
  const ids = (result.rows[0]?.ids ?? []).map(Number);
  const counts = toSearchCounts(result.rows[0]?.counts ?? []);
  if (!ids.length) return { rows: [], counts };
  const cards = await selectJobCards(db, locale).where(inArray(jobs.id, ids));
  return { rows: inIdOrder(ids, cards), counts };
}
