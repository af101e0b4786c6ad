import type { Route } from './+types/major';
import { majorLoader } from '../features/search/majors.server.ts';
import { MajorPage } from '../features/search/majors-page.tsx';
import { titledMeta } from '../features/search/meta.ts';

export const meta: Route.MetaFunction = (args) => titledMeta(args, 'page.major', args.loaderData?.major.name);

export const loader = (args: Route.LoaderArgs) => majorLoader(args);

export default function Major({ loaderData }: Route.ComponentProps) {
  return <MajorPage page={loaderData} />;
}
