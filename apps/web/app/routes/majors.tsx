import type { Route } from './+types/majors';
import { majorsLoader } from '../features/search/majors.server.ts';
import { MajorsPage } from '../features/search/majors-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta('page.majors', 'meta.majors');

export const loader = (args: Route.LoaderArgs) => majorsLoader(args);

export default function Majors({ loaderData }: Route.ComponentProps) {
  return <MajorsPage majors={loaderData.majors} />;
}
