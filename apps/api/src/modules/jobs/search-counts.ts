import { sql, type SQL } from 'drizzle-orm';
import { JOB_SEARCH_COUNT_CAP, type TJobSearchFacets, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

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

const emptyFacets = (): TJobSearchFacets => ({ city: [], major: [], sector: [], job_type: [], work_place: [] });

/**
 * A relation of matches (`city_id`, `major_id`, `sector_id`, `job_type`, `work_place`) grouped by each filter, with
 * the names: a lookup's id and name, or an enum's `value`.
 */
export function groupedCountsSql(locale: TLocale, source: SQL): SQL {
  const nameColumn = sql.raw(locale === 'ar' ? 'name_ar' : 'name_en');
  return sql`
    select grouped.facet, grouped.id, grouped.value, grouped.count,
           coalesce(c.${nameColumn}, m.${nameColumn}, s.${nameColumn}) as name
    from (
      select case when grouping(city_id) = 0 then 'city' when grouping(major_id) = 0 then 'major'
                  when grouping(sector_id) = 0 then 'sector' when grouping(job_type) = 0 then 'job_type'
                  when grouping(work_place) = 0 then 'work_place' else 'total' end as facet,
             coalesce(city_id, major_id, sector_id) as id, coalesce(job_type, work_place) as value, count(*)::int as count
      from ${source}
      group by grouping sets ((), (city_id), (major_id), (sector_id), (job_type), (work_place))
    ) as grouped
    left join cities c on grouped.facet = 'city' and c.id = grouped.id
    left join majors m on grouped.facet = 'major' and m.id = grouped.id
    left join sectors s on grouped.facet = 'sector' and s.id = grouped.id`;
}

/** The one grouped query of a search's counts: at most SEARCH_COUNT_CAP + 1 matches, grouped by each filter. */
export function countSearchSql(locale: TLocale, where: SQL): SQL {
  return sql`
    with matched as (
      select ${jobs.city_id} as city_id, ${jobs.major_id} as major_id, ${jobs.sector_id} as sector_id, ${jobs.job_type} as job_type,
             ${jobs.work_place} as work_place
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
  for (const row of rows) {
    if (row.facet === 'job_type' && row.value !== null) facets.job_type.push({ value: row.value as TJobSearchFacets['job_type'][number]['value'], count: row.count });
    else if (row.facet === 'work_place' && row.value !== null) facets.work_place.push({ value: row.value as TJobSearchFacets['work_place'][number]['value'], count: row.count });
    else if ((row.facet === 'city' || row.facet === 'major' || row.facet === 'sector') && row.id !== null && row.name !== null) {
      facets[row.facet].push({ id: Number(row.id), name: row.name, count: row.count });
    }
  }
  return { total, capped, facets, totalEstimated: false, facetsEstimated: false };
}

/** Total and counts per filter value (city, major, sector, job type, work place) of a search, in one grouped query. */
export async function countSearch(db: TDatabase, locale: TLocale, where: SQL): Promise<TJobSearchCounts> {
  const result = (await db.execute(countSearchSql(locale, where))) as unknown as { rows: TCountRow[] };
  return toSearchCounts(result.rows);
}
