import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The team pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    // Companies: the hiring team (decision 116) and an invitation link's landing page.
    page('company-team', 'routes/company-team.tsx'),
    page('company-invitation', 'routes/company-invitation.tsx'),
  ],
};
