import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The reviews pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    // Reviews of companies (decision 131): a job seeker's review form, the company's answers.
    page('company-profile/:id/review', 'routes/company-review.tsx'),
    page('company-reviews', 'routes/company-reviews.tsx'),
  ],
};
