import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The salaries pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    page('salaries', 'routes/salaries.tsx'),
    page('salary-reports', 'routes/salary-reports.tsx'),
    page('salary-reports/:occupation', 'routes/salary-report.tsx'),
  ],
};
