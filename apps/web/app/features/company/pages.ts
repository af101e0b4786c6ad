import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The company pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    page('company-profile/details/:id', 'routes/company-details.tsx'),
    page('company-profile', 'routes/company-profile.tsx'),
    // Resources of the company pages: its own private files, the map's place search.
    page('company-profile/file/:fileId', 'routes/company/file.tsx'),
    page('company-profile/place-search', 'routes/company/place-search.tsx'),
    // Companies: their account and security (decision 041).
    page('company-account', 'routes/company-account.tsx'),
  ],
  'default-plain': [page('company-profile/:id', 'routes/company-public.tsx')],
};
