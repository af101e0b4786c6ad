import type { Route } from './+types/sitemap';
import { sitemapLoader } from '../features/job-page/sitemap.server.ts';
import { HIRING_LAW_PATHS } from '../features/hiring-law/hiring-law.server.ts';
import { salaryReportPaths } from '../features/salaries/salaries.server.ts';

/** /sitemap.xml: public pages, majors, companies and live jobs in both languages (a sitemap index when they outgrow one file). */
export const loader = async (args: Route.LoaderArgs) => sitemapLoader(args, [...HIRING_LAW_PATHS, ...(await salaryReportPaths(args))]);
