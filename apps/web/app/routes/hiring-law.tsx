import type { Route } from './+types/hiring-law';
import { hiringLawIndexLoader } from '../features/hiring-law/hiring-law.server.ts';
import { HiringLawPage } from '../features/hiring-law/hiring-law-page.tsx';
import { hiringLawIndexMeta } from '../features/hiring-law/meta.ts';

export const meta: Route.MetaFunction = (args) => hiringLawIndexMeta(args, args.loaderData);

export const loader = (args: Route.LoaderArgs) => hiringLawIndexLoader(args);

export default function HiringLaw({ loaderData }: Route.ComponentProps) {
  return <HiringLawPage page={loaderData} />;
}
