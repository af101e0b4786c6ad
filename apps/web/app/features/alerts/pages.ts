import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The alerts pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [page('job-alerts', 'routes/job-alerts.tsx')],
};
