import type { Route } from './+types/overview';
import { ProfileOverview } from '../../features/profile/sections/overview.tsx';
import { loadProfile } from '../../features/profile/sections/profile.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { api } from '../../lib/server/api.server.ts';

export const meta = pageMeta('page.profile');

/** The page of "Who viewed my CV" in the address (`?views=2`); anything else is the first. */
function viewsPage(url: URL): number {
  const page = Number(url.searchParams.get('views'));
  return Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1;
}

export async function loader(args: Route.LoaderArgs) {
  // "Who viewed my CV" is a card the page can do without (null when it cannot be listed).
  const [profile, views] = await Promise.all([loadProfile(args), api(args).cvViews.list({ query: { page: viewsPage(args.url) } })]);
  return { profile, cvViews: views.ok && views.data ? views.data : null };
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  return <ProfileOverview profile={loaderData.profile} cvViews={loaderData.cvViews} />;
}
