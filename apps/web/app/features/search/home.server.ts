import type { THomeSummary } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { shownCard } from '../../lib/shown-lists.ts';
import { namedItems } from '../../lib/server/lookups.server.ts';

const EMPTY: THomeSummary = { counts: { jobs: 0, companies: 0, job_seekers: 0 }, latest_jobs: [], top_majors: [], featured_companies: [] };

/** The home page: its numbers and lists (empty if the API cannot answer: the search box still works) and the cities. */
export async function homeLoader(args: TApiArgs) {
  const client = api(args);
  const [summary, cities] = await Promise.all([client.home.get(), client.lookups.list({ params: { kind: 'cities' } })]);
  const { latest_jobs, ...rest } = summary.data ?? EMPTY;
  return { summary: { ...rest, latest_jobs: latest_jobs.map(shownCard) }, cities: namedItems(cities.data) };
}
