import type { THomeSummary, TLookupItem } from '@tawzeef/contract';
import { callApi, type TApiArgs } from '../../lib/api.server.ts';

const EMPTY: THomeSummary = { counts: { jobs: 0, companies: 0, job_seekers: 0 }, latest_jobs: [], top_majors: [], featured_companies: [] };

/** The home page: its numbers and lists (empty if the API cannot answer: the search box still works) and the cities. */
export async function homeLoader(args: TApiArgs) {
  const [summary, cities] = await Promise.all([callApi<THomeSummary>(args, 'GET', '/api/v1/home'), callApi<TLookupItem[]>(args, 'GET', '/api/v1/lookups/cities')]);
  return { summary: summary.data ?? EMPTY, cities: (cities.data ?? []).map(({ id, name }) => ({ id, name })) };
}
