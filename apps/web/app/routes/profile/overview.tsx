import type { Route } from './+types/overview';
import { ProfileOverview } from '../../features/profile/sections/overview.tsx';
import { loadProfile } from '../../features/profile/sections/profile.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { api } from '../../lib/server/api.server.ts';
import { loadRecommendations, recommendationAction, type TRecommendationResult } from '../../features/recommendations/recommendations.server.ts';
import { localeContext } from '../../lib/context.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { useActionToast } from '../../lib/app-effects.ts';

export const meta = pageMeta('page.profile');

/** The page of "Who viewed my CV" in the address (`?views=2`); anything else is the first. */
function viewsPage(url: URL): number {
  const page = Number(url.searchParams.get('views'));
  return Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1;
}

export async function loader(args: Route.LoaderArgs) {
  // "Who viewed my CV" and the recommended jobs (decision 139) are cards the page can do without (null when they cannot be listed).
  const [profile, views, recommendations] = await Promise.all([loadProfile(args), api(args).cvViews.list({ query: { page: viewsPage(args.url) } }), loadRecommendations(args, 10)]);
  return { profile, cvViews: views.ok && views.data ? views.data : null, recommendations };
}

/** The recommendations' forms: "Not interested" and the weekly mail (back to the overview). */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  return recommendationAction(args, form, withPrefix(args.context.get(localeContext).prefix, '/profile'));
}

export default function Overview({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData as TRecommendationResult | undefined);
  return <ProfileOverview profile={loaderData.profile} cvViews={loaderData.cvViews} recommendations={loaderData.recommendations} />;
}
