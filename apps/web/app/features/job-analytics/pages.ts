import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The job analytics pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    page('admin/companies/:id/analytics', 'routes/admin/company-analytics.tsx'),
    page('admin/jobs/:id/analytics', 'routes/admin/job-analytics.tsx'),
    // Job analytics (decision 124): the company's dashboard and one job's numbers.
    page('company-analytics', 'routes/company-analytics.tsx'),
    page('company-jobs/:id/analytics', 'routes/company-job-analytics.tsx'),
  ],
};
