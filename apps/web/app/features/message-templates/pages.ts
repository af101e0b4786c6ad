import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The message templates pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    // Companies: message templates in Arabic and English (decision 128).
    page('company-templates', 'routes/company-templates.tsx'),
  ],
};
