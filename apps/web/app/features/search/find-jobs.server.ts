import { data } from 'react-router';
import type { TJobSearchResult, TLookupItem } from '@tawzeef/contract';
import { callApi, type TApiArgs } from '../../lib/api.server.ts';
import { readSearchParams } from './search-params.ts';

export type TFindJobsPage = Awaited<ReturnType<typeof findJobsLoader>>;

/** /find-jobs: the URL's search (invalid parameters dropped), its results and the lists its filters choose from. */
export async function findJobsLoader(args: TApiArgs) {
  const params = readSearchParams(new URL(args.request.url));
  const [result, cities, majors, sectors] = await Promise.all([
    callApi<TJobSearchResult>(args, 'GET', `/api/v1/jobs?${new URLSearchParams(params)}`),
    callApi<TLookupItem[]>(args, 'GET', '/api/v1/lookups/cities'),
    callApi<TLookupItem[]>(args, 'GET', '/api/v1/lookups/majors'),
    callApi<TLookupItem[]>(args, 'GET', '/api/v1/lookups/sectors'),
  ]);
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  const names = (items: TLookupItem[] | undefined) => (items ?? []).map(({ id, name }) => ({ id, name }));
  return { params, result: result.data, cities: names(cities.data), majors: names(majors.data), sectors: names(sectors.data) };
}
