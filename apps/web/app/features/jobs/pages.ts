import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The jobs pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    page('post-job/:id?', 'routes/post-job.tsx'),
    // Companies: job dashboard, payments and tax invoices (issue 4).
    page('company-jobs', 'routes/company-jobs.tsx'),
    // Companies: their library of screening questions (decision 127).
    page('company-screening-questions', 'routes/company-screening-questions.tsx'),
  ],
};
