import type { Route } from './+types/home';
import { homeAction, homeLoader } from '../features/search/home.server.ts';
import type { TRecommendationResult } from '../features/recommendations/recommendations.server.ts';
import { HomePage } from '../features/search/home-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta(null);

export const loader = (args: Route.LoaderArgs) => homeLoader(args);
export const action = (args: Route.ActionArgs) => homeAction(args);

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  return <HomePage data={loaderData} result={actionData as TRecommendationResult | undefined} />;
}
