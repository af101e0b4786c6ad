import type { Route } from './+types/sitemap';
import { sitemapLoader } from '../features/job-page/sitemap.server.ts';

/** /sitemap.xml: public pages, majors, companies and live jobs in both languages (a sitemap index when they outgrow one file). */
export const loader = (args: Route.LoaderArgs) => sitemapLoader(args);
