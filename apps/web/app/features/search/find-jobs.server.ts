import { data, redirect } from 'react-router';
import type { TLookupItem } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/api.server.ts';
import { readSearchParams } from './search-params.ts';
import { everyCityRedirect } from './words-place.ts';

export type TFindJobsPage = Awaited<ReturnType<typeof findJobsLoader>>;

/** /find-jobs: the URL's search (invalid parameters dropped), its results and the lists its filters choose from. */
export async function findJobsLoader(args: TApiArgs) {
  const url = new URL(args.request.url);
  const params = readSearchParams(url);
  const client = api(args);
  const [result, cities, majors, sectors] = await Promise.all([
    client.jobs.search({ query: params }),
    client.lookups.list({ params: { kind: 'cities' } }),
    client.lookups.list({ params: { kind: 'majors' } }),
    client.lookups.list({ params: { kind: 'sectors' } }),
  ]);
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  // Every city, even one the words name: the same search without a city, its words without their place.
  const everyCity = everyCityRedirect(url, params, result.data.meta);
  if (everyCity) throw redirect(everyCity);
  const names = (items: TLookupItem[] | undefined) => (items ?? []).map(({ id, name }) => ({ id, name }));
  return { params, result: result.data, cities: names(cities.data), majors: names(majors.data), sectors: names(sectors.data) };
}
