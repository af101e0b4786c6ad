import type { THomeSummary } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { shownCard } from '../../lib/shown-lists.ts';
import { namedItems } from '../../lib/server/lookups.server.ts';
import { localeContext } from '../../lib/context.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { loadRecommendations, recommendationAction } from '../recommendations/index.server.ts';

/** How many recommended jobs the home page shows a logged-in job seeker (decision 139). */
const HOME_RECOMMENDATIONS = 6;

const EMPTY: THomeSummary = { counts: { jobs: 0, companies: 0, job_seekers: 0 }, latest_jobs: [], top_majors: [], featured_companies: [] };

/**
 * The home page: its numbers and lists (empty if the API cannot answer: the search box still works), the cities, and
 * for a logged-in job seeker their recommended jobs (null for anyone else).
 */
export async function homeLoader(args: TApiArgs) {
  const client = api(args);
  const [summary, cities, recommendations] = await Promise.all([client.home.get(), client.lookups.list({ params: { kind: 'cities' } }), loadRecommendations(args, HOME_RECOMMENDATIONS)]);
  const { latest_jobs, ...rest } = summary.data ?? EMPTY;
  return { summary: { ...rest, latest_jobs: latest_jobs.map(shownCard) }, cities: namedItems(cities.data), recommendations };
}

/** The home page's forms: "Not interested" on a recommendation (back home). */
export async function homeAction(args: TApiArgs) {
  const form = await args.request.formData();
  return recommendationAction(args, form, withPrefix(args.context.get(localeContext).prefix, '/'));
}
