import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The hiring law pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    page('hiring-law', 'routes/hiring-law.tsx'),
    // The Labour Law guide's sections (decision 035), one address each.
    page('hiring-law/:section', 'routes/hiring-law-section.tsx'),
  ],
};
