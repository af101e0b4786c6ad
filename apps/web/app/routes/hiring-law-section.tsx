import type { Route } from './+types/hiring-law-section';
import { hiringLawSectionLoader } from '../features/hiring-law/hiring-law.server.ts';
import { hiringLawSectionMeta } from '../features/hiring-law/meta.ts';
import { LawSectionPage } from '../features/hiring-law/section-page.tsx';

export const meta: Route.MetaFunction = (args) => hiringLawSectionMeta(args, args.loaderData);

export const loader = (args: Route.LoaderArgs) => hiringLawSectionLoader(args);

export default function HiringLawSection({ loaderData }: Route.ComponentProps) {
  return <LawSectionPage page={loaderData} />;
}
