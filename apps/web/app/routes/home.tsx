import type { Route } from './+types/home';
import { homeLoader } from '../features/search/home.server.ts';
import { HomePage } from '../features/search/home-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta(null);

export const loader = (args: Route.LoaderArgs) => homeLoader(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
