import type { Route } from './+types/robots';
import { robotsLoader } from '../features/job-page/sitemap.server.ts';

/** /robots.txt: private areas closed to crawlers, and where the sitemap is. */
export const loader = (args: Route.LoaderArgs) => robotsLoader(args);
