import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The account security pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    // Every account: the second step of signing in (decision 160).
    page('account-security', 'routes/account-security.tsx'),
  ],
};
