import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The recommendations pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    // Jobs recommended from the CV (decision 139): all of them (decision 152), those dismissed, with Undo.
    page('recommended-jobs', 'routes/recommended-jobs.tsx'),
    page('recommended-jobs/dismissed', 'routes/recommended-jobs-dismissed.tsx'),
  ],
};
