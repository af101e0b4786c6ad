import type { Route } from './+types/major';
import { majorLoader } from '../features/search/majors.server.ts';
import { MajorPage } from '../features/search/majors-page.tsx';
import { titledMeta } from '../features/search/meta.ts';

/** A page past the major's last is no page of its own to index (as on /find-jobs). */
export const meta: Route.MetaFunction = (args) => [
  ...titledMeta(args, 'page.major', args.loaderData?.major.name),
  ...(args.loaderData?.pastLast ? [{ name: 'robots', content: 'noindex' }] : []),
];

export const loader = (args: Route.LoaderArgs) => majorLoader(args);

export default function Major({ loaderData }: Route.ComponentProps) {
  return <MajorPage page={loaderData} />;
}
