import { sql, type SQL } from 'drizzle-orm';
import { JOB_SEARCH_COUNT_CAP, type TJobSearchFacets, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { JOB_FACETS } from './search-filters.ts';

/** Counts of a job search (decision 014): the total and the counts per filter value, from one grouped query. */

/** Beyond this many matches the total reads "10,000+" and the counts per filter value are not given. */
export const SEARCH_COUNT_CAP = JOB_SEARCH_COUNT_CAP;

export interface TJobSearchCounts {
  /** Matches, counted up to SEARCH_COUNT_CAP (then `capped`). */
  total: number;
  capped: boolean;
  /** Per filter value; empty lists when capped. */
  facets: TJobSearchFacets;
  /** The total, or the counts per filter value, are estimates (the index's large searches, decision 059). */
  totalEstimated: boolean;
  facetsEstimated: boolean;
}

const emptyFacets = () => Object.fromEntries(JOB_FACETS.map((facet) => [facet.name, []])) as unknown as TJobSearchFacets;

/** The facets' columns, as a select list from `jobs` (`fromJobs`) or from a relation of matches. */
export const facetColumnsSql = (fromJobs: boolean) => sql.raw(JOB_FACETS.map((facet) => (fromJobs ? `jobs.${facet.column} as ${facet.column}` : facet.column)).join(', '));

/**
 * A relation of matches (the facets' columns, JOB_FACETS) grouped by each facet, with the names: a lookup's id and
 * name, or an enum's `value`.
 */
export function groupedCountsSql(locale: TLocale, source: SQL): SQL {
  const nameColumn = locale === 'ar' ? 'name_ar' : 'name_en';
  const named = JOB_FACETS.filter((facet) => facet.names);
  const valued = JOB_FACETS.filter((facet) => facet.values);
  const text = (parts: string[], separator: string) => sql.raw(parts.join(separator));
  return sql`
    select grouped.facet, grouped.id, grouped.value, grouped.count,
           coalesce(${text(named.map((facet) => `n_${facet.name}.${nameColumn}`), ', ')}) as name
    from (
      select case ${text(JOB_FACETS.map((facet) => `when grouping(${facet.column}) = 0 then '${facet.name}'`), ' ')} else 'total' end as facet,
             coalesce(${text(named.map((facet) => facet.column), ', ')}) as id, coalesce(${text(valued.map((facet) => facet.column), ', ')}) as value, count(*)::int as count
      from ${source}
      group by grouping sets ((), ${text(JOB_FACETS.map((facet) => `(${facet.column})`), ', ')})
    ) as grouped
    ${text(named.map((facet) => `left join ${facet.names} n_${facet.name} on grouped.facet = '${facet.name}' and n_${facet.name}.id = grouped.id`), '\n    ')}`;
}

/** The one grouped query of a search's counts: at most SEARCH_COUNT_CAP + 1 matches, grouped by each facet. */
export function countSearchSql(locale: TLocale, where: SQL): SQL {
  return sql`
    with matched as (
      select ${facetColumnsSql(true)}
      from ${jobs}
      where ${where}
      limit ${SEARCH_COUNT_CAP + 1}
    )
    select * from (${groupedCountsSql(locale, sql`matched`)}) as counted
    order by counted.count desc, counted.name
  `;
}

export type TCountRow = { facet: string; id: number | null; value: string | null; count: number; name: string | null };

/** Counts rows (in order: the most first) as the total and the counts per filter value. */
export function toSearchCounts(rows: TCountRow[]): TJobSearchCounts {
  const totalRow = rows.find((row) => row.facet === 'total');
  const total = Math.min(totalRow?.count ?? 0, SEARCH_COUNT_CAP);
  const capped = (totalRow?.count ?? 0) > SEARCH_COUNT_CAP;
  const facets = emptyFacets();
  if (capped) return { total, capped, facets, totalEstimated: false, facetsEstimated: false };
  const facetOf = new Map(JOB_FACETS.map((facet) => [facet.name as string, facet]));
  for (const row of rows) {
    const facet = facetOf.get(row.facet);
    const list = facet ? (facets[facet.name] as Array<{ id?: number; name?: string; value?: string; count: number }>) : null;
    if (facet?.values && row.value !== null) list!.push({ value: row.value, count: row.count });
    else if (facet?.names && row.id !== null && row.name !== null) list!.push({ id: Number(row.id), name: row.name, count: row.count });
  }
  return { total, capped, facets, totalEstimated: false, facetsEstimated: false };
}

/** Total and counts per filter value (JOB_FACETS) of a search, in one grouped query. */
export async function countSearch(db: TDatabase, locale: TLocale, where: SQL): Promise<TJobSearchCounts> {
  const result = (await db.execute(countSearchSql(locale, where))) as unknown as { rows: TCountRow[] };
  return toSearchCounts(result.rows);
}
