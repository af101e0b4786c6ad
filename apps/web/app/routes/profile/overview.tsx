import type { Route } from './+types/overview';
import { ProfileOverview } from '../../features/profile/sections/overview.tsx';
import { loadProfile } from '../../features/profile/sections/profile.server.ts';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile');

export async function loader(args: Route.LoaderArgs) {
  return { profile: await loadProfile(args) };
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  return <ProfileOverview profile={loaderData.profile} />;
}
