import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The moderation pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    // Moderation of job ads (decision 032): held jobs and reports of jobs.
    page('admin/job-reviews', 'routes/admin/job-reviews.tsx'),
    page('admin/job-reports', 'routes/admin/job-reports.tsx'),
    page('admin/job-reports/:id', 'routes/admin/job-report.tsx'),
  ],
};
