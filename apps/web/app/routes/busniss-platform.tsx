import type { Route } from './+types/busniss-platform';
import { sitePageLoader } from '../features/site-pages/site-pages.server.ts';
import { SitePageView } from '../features/site-pages/site-page-view.tsx';
import { sitePageMeta } from '../features/site-pages/meta.ts';

/** /busniss-platform/{id?}: the employer offer with today's fee and VAT; `{id}` shows one section of it (an unknown one is 404). */
export const meta = sitePageMeta('page.busniss-platform');

export const loader = (args: Route.LoaderArgs) => sitePageLoader(args, 'busniss-platform', args.params.id ?? null);

const sectionPath = (id: string) => (id ? `/busniss-platform/${id}` : '/busniss-platform');

export default function BusinessPlatform({ loaderData }: Route.ComponentProps) {
  return <SitePageView data={loaderData} sectionPath={sectionPath} />;
}
