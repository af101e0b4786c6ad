import { ZJobPlacesQuery } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { readSearch } from './search-params.ts';

/**
 * The resource behind the results' map (near-map.tsx, decision 141): GET with /find-jobs's own address (its search)
 * → `{ items, total, total_approximate }`, where every match of that search is (API.jobs.places: the same search, up
 * to its cap, nearest first). The order and the page are the list's, not the map's: dropped. Bad input or a search
 * near no place answers 422 with no items; the map then shows the page's jobs.
 */
export async function findJobsPlacesAnswer(args: TApiArgs): Promise<Response> {
  const { sort: _sort, page: _page, ...search } = readSearch(args.url).params;
  const headers = { 'cache-control': 'no-store' };
  const query = ZJobPlacesQuery.safeParse(search);
  if (!query.success) return Response.json({ items: [] }, { status: 422, headers });
  const result = await api(args).jobs.places({ query: search });
  if (!result.ok || !result.data) return Response.json({ items: [], message: result.message }, { status: result.status >= 500 ? 503 : result.status, headers });
  return Response.json(result.data, { headers });
}
