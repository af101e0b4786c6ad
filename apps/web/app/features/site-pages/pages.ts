import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The site pages pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    page('about-us', 'routes/about-us.tsx'),
    page('busniss-platform/:id?', 'routes/busniss-platform.tsx'),
    page('contact-us', 'routes/contact-us.tsx'),
    page('terms-conditions', 'routes/terms-conditions.tsx'),
    // The privacy policy (decision 033; PDPL).
    page('privacy-policy', 'routes/privacy-policy.tsx'),
  ],
};
