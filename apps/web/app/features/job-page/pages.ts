import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The job page pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-plain': [page('jobs/:id?', 'routes/jobs.tsx')],
};
