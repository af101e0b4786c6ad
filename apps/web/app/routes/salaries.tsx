import type { Route } from './+types/salaries';
import { salariesLoader } from '../features/salaries/salaries.server.ts';
import { SalariesPage } from '../features/salaries/salaries-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta('page.salaries', 'meta.salaries');

export const loader = (args: Route.LoaderArgs) => salariesLoader(args);

export default function Salaries({ loaderData }: Route.ComponentProps) {
  return <SalariesPage page={loaderData} />;
}
