import type { Route } from './+types/about-us';
import { sitePageLoader } from '../features/site-pages/site-pages.server.ts';
import { SitePageView } from '../features/site-pages/site-page-view.tsx';
import { sitePageMeta } from '../features/site-pages/meta.ts';

export const meta = sitePageMeta('page.about-us');

export const loader = (args: Route.LoaderArgs) => sitePageLoader(args, 'about-us');

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <SitePageView data={loaderData} />;
}
